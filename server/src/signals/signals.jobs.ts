import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { JobScheduler } from '../scheduler/job-scheduler.service.js';
import { SignalRunsService } from './signal-runs.service.js';

/**
 * Scheduled generation (once every SIGNALS_GENERATE_INTERVAL_MINUTES) and outcome tracking (once
 * every SIGNALS_TRACK_INTERVAL_MINUTES) across replicas, when SCHEDULER_ENABLED is on.
 */
@Injectable()
export class SignalsJobs implements OnModuleInit {
  constructor(
    private readonly config: AppConfig,
    private readonly scheduler: JobScheduler,
    private readonly runs: SignalRunsService,
  ) {}

  onModuleInit(): void {
    const { generateIntervalMinutes, trackIntervalMinutes } = this.config.signals;
    this.scheduler.register({
      name: 'signals.generate',
      periodMs: generateIntervalMinutes * 60_000,
      run: (lease) => this.runs.generateScheduled(lease),
    });
    this.scheduler.register({
      name: 'signals.track',
      periodMs: trackIntervalMinutes * 60_000,
      run: async (lease) => void (await this.runs.trackScheduled(lease)),
    });
  }
}
