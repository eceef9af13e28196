import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobScheduler } from '../scheduler/job-scheduler.service.js';
import { ReceiptMailer } from './receipt-mailer.js';

/** Every five minutes across replicas: receipts whose e-mail failed (or whose sender died) are sent again. */
@Injectable()
export class ReceiptMailJob implements OnModuleInit {
  constructor(
    private readonly scheduler: JobScheduler,
    private readonly receiptMail: ReceiptMailer,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'receipt-mail',
      periodMs: 5 * 60_000,
      run: async () => {
        await this.receiptMail.retryUnsent();
      },
    });
  }
}
