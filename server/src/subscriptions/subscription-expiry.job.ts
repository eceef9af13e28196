import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** Every minute, subscriptions past their end become EXPIRED (status reads are right before that too). */
@Injectable()
export class SubscriptionExpiryJob {
  private readonly logger = new Logger(SubscriptionExpiryJob.name);

  constructor(
    private readonly config: AppConfig,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  @Interval(60_000)
  async run(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    await this.subscriptions
      .expireDue()
      .catch((error: Error) => this.logger.error(`Expiry run failed: ${error.message}`));
  }
}
