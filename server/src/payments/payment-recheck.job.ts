import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobScheduler } from '../scheduler/job-scheduler.service.js';
import { PaymentsService } from './payments.service.js';

/**
 * Once a minute across replicas: open payments are re-checked (in case a callback was lost) and
 * stale ones expire, so the provider is asked once.
 */
@Injectable()
export class PaymentRecheckJob implements OnModuleInit {
  constructor(
    private readonly scheduler: JobScheduler,
    private readonly payments: PaymentsService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'payment-recheck',
      periodMs: 60_000,
      run: (lease) => this.payments.recheckOpen(lease),
    });
  }
}
