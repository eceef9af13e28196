import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { SignalRunsService } from './signal-runs.service.js';

/** The first run waits this long after start, so that start-up itself stays quick. */
const FIRST_RUN_DELAY_MS = 5_000;

/**
 * Scheduled generation (every SIGNALS_GENERATE_INTERVAL_MINUTES) and outcome tracking (every
 * SIGNALS_TRACK_INTERVAL_MINUTES), shortly after start too, when SCHEDULER_ENABLED is on.
 */
@Injectable()
export class SignalsJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SignalsJobs.name);
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly config: AppConfig,
    private readonly runs: SignalRunsService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.schedulerEnabled) return;
    const { generateIntervalMinutes, trackIntervalMinutes } = this.config.signals;
    this.every(generateIntervalMinutes, 'generation', () => this.runs.generate());
    this.every(trackIntervalMinutes, 'tracking', () => this.runs.track());
  }

  onApplicationShutdown(): void {
    this.timers.forEach((timer) => clearTimeout(timer));
  }

  private every(minutes: number, name: string, job: () => Promise<unknown>): void {
    const run = () => void job().catch((error: Error) => this.logger.error(`Signal ${name} failed: ${error.message}`));
    const first = setTimeout(run, FIRST_RUN_DELAY_MS);
    const repeat = setInterval(run, minutes * 60_000);
    first.unref();
    repeat.unref();
    this.timers.push(first, repeat);
  }
}
