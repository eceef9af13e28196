import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobScheduler } from '../scheduler/job-scheduler.service.js';
import { RenewalRemindersService } from './renewal-reminders.service.js';

/** Every ten minutes across replicas: the renewal reminders that have come due go out. */
@Injectable()
export class RenewalRemindersJob implements OnModuleInit {
  constructor(
    private readonly scheduler: JobScheduler,
    private readonly reminders: RenewalRemindersService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'renewal-reminders',
      periodMs: 10 * 60_000,
      run: async () => {
        await this.reminders.sendDue();
      },
    });
  }
}
