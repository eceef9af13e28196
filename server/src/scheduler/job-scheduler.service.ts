import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { JobLeaseService, type HeldLease } from '../database/job-lease.service.js';
import { Metrics } from '../metrics/metrics.js';

/** A job that runs once per period across all replicas. */
export interface PeriodicJob {
  /** Short and unique; the lease names derive from it. */
  name: string;
  periodMs: number;
  /**
   * Looked at as the app starts rather than on the first tick: what a fresh install shows at once
   * (the calendar). In the background, so a slow or failing run never holds the start up.
   */
  atStart?: boolean;
  run(lease: HeldLease): Promise<void>;
}

/** The first look at the other jobs comes this long after start, so that start-up itself stays quick. */
const FIRST_TICK_MS = 5_000;
/** How long a shutdown waits for the runs under way (within the shutdown's own limit of a few seconds). */
const SHUTDOWN_WAIT_MS = 3_000;

/**
 * Runs each registered job once per period across replicas, whatever any manual cool-down says.
 * Every JOB_TICK_SECONDS each replica tries to claim the current period of each job: the claim is
 * a lease named after the job and the period's start (by the database's clock), renewed while the
 * job runs and kept until the period ends once it succeeded. A replica that dies mid-run stops
 * renewing; its claim lapses within JOB_LEASE_SECONDS and the next tick anywhere runs the period.
 * A failed run releases the claim, so the period is tried again on a later tick.
 */
@Injectable()
export class JobScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JobScheduler.name);
  private readonly jobs: PeriodicJob[] = [];
  private readonly running = new Set<string>();
  /** The runs under way, which the shutdown lets finish before the database closes. */
  private readonly runs = new Set<Promise<void>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private stopped = false;

  constructor(
    private readonly config: AppConfig,
    private readonly leases: JobLeaseService,
    private readonly metrics: Metrics,
  ) {}

  register(job: PeriodicJob): void {
    this.jobs.push(job);
    this.metrics.jobPeriod.set({ job: job.name }, job.periodMs / 1000);
    // Until its first success here, a job counts from this replica's start: a job that fails on
    // every tick after a deployment still has a series for the staleness alert to see age.
    this.metrics.jobLastSuccess.set({ job: job.name }, Date.now() / 1000);
  }

  onApplicationBootstrap(): void {
    if (!this.config.schedulerEnabled) return;
    const atStart = this.jobs.filter((job) => job.atStart).map((job) => job.name);
    if (atStart.length) void this.tick(atStart);
    const first = setTimeout(() => void this.tick(), FIRST_TICK_MS);
    const repeat = setInterval(() => void this.tick(), this.config.jobs.tickSeconds * 1000);
    first.unref();
    repeat.unref();
    this.timers.push(first, repeat);
  }

  /**
   * No new runs; the runs under way get up to SHUTDOWN_WAIT_MS to finish while their leases are
   * held and the database is open (the leases are released and the database closed in the later
   * shutdown hooks), rather than failing half-way on a closed connection.
   */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.timers.forEach((timer) => clearTimeout(timer));
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.runs),
      new Promise((resolve) => {
        waited = setTimeout(resolve, SHUTDOWN_WAIT_MS);
        waited.unref();
      }),
    ]);
    clearTimeout(waited);
  }

  /**
   * One look at every job (what each timer tick does), or at the named ones only; resolves when
   * the runs it started end.
   */
  async tick(only?: string[]): Promise<void> {
    const jobs = this.jobs.filter((job) => !this.running.has(job.name) && (!only || only.includes(job.name)));
    await Promise.all(
      jobs.map((job) => {
        const run = this.runPeriod(job);
        this.runs.add(run);
        return run.finally(() => this.runs.delete(run));
      }),
    );
  }

  /** One run under its lease, counted and timed; the last success is what the staleness alert reads. */
  private async measured(job: PeriodicJob, lease: HeldLease): Promise<void> {
    const labels = { job: job.name };
    const started = performance.now();
    this.metrics.jobRuns.inc(labels);
    this.metrics.jobLeaseHeld.set(labels, 1);
    try {
      await job.run(lease);
      this.metrics.jobLastSuccess.set(labels, Date.now() / 1000);
    } catch (error) {
      this.metrics.jobFailures.inc(labels);
      throw error;
    } finally {
      this.metrics.jobLeaseHeld.set(labels, 0);
      this.metrics.jobDuration.observe(labels, (performance.now() - started) / 1000);
    }
  }

  private async runPeriod(job: PeriodicJob): Promise<void> {
    if (this.stopped) return;
    this.running.add(job.name);
    let period = '';
    try {
      const now = (await this.leases.now()).getTime();
      const start = Math.floor(now / job.periodMs) * job.periodMs;
      period = new Date(start).toISOString();
      const claimed = await this.leases.runUnderLease(
        `${job.name}@${start / 1000}`,
        async (lease) => {
          this.logger.log(`Job ${job.name} started for the period from ${period}`);
          await this.measured(job, lease);
        },
        { keepUntil: new Date(start + job.periodMs) },
      );
      if (!claimed) return;
      this.logger.log(`Job ${job.name} finished for the period from ${period}`);
      await this.leases.prune(`${job.name}@`);
    } catch (error) {
      const message = (error as Error).message;
      if (period) this.logger.error(`Job ${job.name} failed for the period from ${period}: ${message}`);
      else this.logger.warn(`Job ${job.name} skipped this tick: the database did not answer (${message})`);
    } finally {
      this.running.delete(job.name);
    }
  }
}
