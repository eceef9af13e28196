import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { JobLeaseService } from '../database/job-lease.service.js';
import { NewsRefreshService } from './news-refresh.service.js';

/**
 * Every five minutes, and once at start: scrape (the source's minimum interval decides
 * whether it is really called) and analyse what changed. A database lease lets one replica run
 * it at a time. Failures are logged by the service.
 */
const LEASE = 'news-refresh';
/** Long enough for a slow source; a crashed holder frees it when it lapses. */
const LEASE_MS = 4 * 60_000;

@Injectable()
export class NewsRefreshJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(NewsRefreshJob.name);
  private running = false;

  constructor(
    private readonly config: AppConfig,
    private readonly refresh: NewsRefreshService,
    private readonly leases: JobLeaseService,
    private readonly clock: Clock,
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
      if (!(await this.leases.acquire(LEASE, LEASE_MS))) return;
      await this.refresh.scrape();
      await this.refresh.analyze();
      // Released early, but never sooner than a minute: a second replica's tick is not a reason to run again.
      await this.leases.holdUntil(LEASE, new Date(this.clock.now().getTime() + 60_000));
    } catch (error) {
      this.logger.error(`News refresh failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
