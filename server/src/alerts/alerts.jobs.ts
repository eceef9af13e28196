import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobScheduler } from '../scheduler/job-scheduler.service.js';
import { AlertFanout } from './alert-fanout.service.js';
import { TelegramLinker } from './telegram-linker.service.js';

/**
 * Fan-out of what happened into alerts, and reading the bot's updates (chat links), each once per
 * period across replicas. The periods are short: the scheduler's tick (JOB_TICK_SECONDS) is what
 * bounds how soon a new signal becomes an alert.
 */
@Injectable()
export class AlertsJobs implements OnModuleInit {
  constructor(
    private readonly scheduler: JobScheduler,
    private readonly fanout: AlertFanout,
    private readonly telegram: TelegramLinker,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: 'alerts.fanout', periodMs: 5_000, run: () => this.fanout.run() });
    this.scheduler.register({
      name: 'alerts.telegram-updates',
      periodMs: 5_000,
      run: async () => void (await this.telegram.readUpdates()),
    });
  }
}
