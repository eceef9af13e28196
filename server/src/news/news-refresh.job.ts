import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobScheduler } from '../scheduler/job-scheduler.service.js';
import { NewsRefreshService } from './news-refresh.service.js';

/**
 * Once every five minutes across replicas: scrape (the source's minimum interval decides whether
 * it is really called) and analyse what changed. Failures are logged by the service.
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
      run: async (lease) => {
        await this.refresh.scrape(lease);
        await this.refresh.analyze(lease);
      },
    });
  }
}
