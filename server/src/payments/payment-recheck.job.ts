import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config.js';
import { PaymentsService } from './payments.service.js';

/** Every minute: open payments are re-checked (in case a callback was lost); stale ones expire. */
@Injectable()
export class PaymentRecheckJob {
  private readonly logger = new Logger(PaymentRecheckJob.name);
  private running = false;

  constructor(
    private readonly config: AppConfig,
    private readonly payments: PaymentsService,
  ) {}

  @Interval(60_000)
  async run(): Promise<void> {
    if (!this.config.schedulerEnabled || this.running) return;
    this.running = true;
    try {
      await this.payments.recheckOpen();
    } catch (error) {
      this.logger.error(`Payment re-check failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
