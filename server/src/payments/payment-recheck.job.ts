import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config.js';
import { JobLeaseService } from '../database/job-lease.service.js';
import { PaymentsService } from './payments.service.js';

/**
 * Every minute: open payments are re-checked (in case a callback was lost); stale ones expire.
 * A database lease lets one replica do it per minute, so the provider is asked once.
 */
@Injectable()
export class PaymentRecheckJob {
  private readonly logger = new Logger(PaymentRecheckJob.name);
  private running = false;

  constructor(
    private readonly config: AppConfig,
    private readonly payments: PaymentsService,
    private readonly leases: JobLeaseService,
  ) {}

  @Interval(60_000)
  async run(): Promise<void> {
    if (!this.config.schedulerEnabled || this.running) return;
    this.running = true;
    try {
      // Held for the whole minute, not released: the next tick anywhere starts the next round.
      if (!(await this.leases.acquire('payment-recheck', 55_000))) return;
      await this.payments.recheckOpen();
    } catch (error) {
      this.logger.error(`Payment re-check failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
