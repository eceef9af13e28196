import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config.js';
import { NewsRefreshService } from './news-refresh.service.js';

/**
 * Every five minutes, and once at start: scrape (the source's minimum interval decides
 * whether it is really called) and analyse what changed. Failures are logged by the service.
 */
@Injectable()
export class NewsRefreshJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(NewsRefreshJob.name);
  private running = false;

  constructor(
    private readonly config: AppConfig,
    private readonly refresh: NewsRefreshService,
  ) {}

  onApplicationBootstrap(): void {
    // Not awaited: a slow source must not hold up the start.
    void this.run();
  }

  @Interval(5 * 60_000)
  async run(): Promise<void> {
    if (!this.config.schedulerEnabled || this.running) return;
    this.running = true;
    try {
      await this.refresh.scrape();
      await this.refresh.analyze();
    } catch (error) {
      this.logger.error(`News refresh failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
