import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobScheduler } from '../scheduler/job-scheduler.service.js';
import { NewsRefreshService } from './news-refresh.service.js';

/**
 * Once every five minutes across replicas, the first time as the app starts (a fresh install has
 * its calendar within seconds): scrape (the source's minimum interval decides whether it is really
 * called) and analyse what changed. Failures are logged by the service.
 */
@Injectable()
export class NewsRefreshJob implements OnModuleInit {
  constructor(
    private readonly scheduler: JobScheduler,
    private readonly refresh: NewsRefreshService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'news-refresh',
      periodMs: 5 * 60_000,
      atStart: true,
      run: async (lease) => {
        await this.refresh.scrape(lease);
        await this.refresh.analyze(lease);
      },
    });
  }
}
