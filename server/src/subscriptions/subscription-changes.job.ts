import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobScheduler } from '../scheduler/job-scheduler.service.js';
import { PlanChangesService } from './plan-changes.service.js';

/** Once a minute across replicas: changes scheduled for the end of a period take effect. */
@Injectable()
export class SubscriptionChangesJob implements OnModuleInit {
  constructor(
    private readonly scheduler: JobScheduler,
    private readonly planChanges: PlanChangesService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'subscription-changes',
      periodMs: 60_000,
      run: async (lease) => {
        await this.planChanges.applyDue(lease);
      },
    });
  }
}
