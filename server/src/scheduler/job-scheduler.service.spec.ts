import { jest } from '@jest/globals';
import { Metrics } from '../metrics/metrics.js';
import type { AppConfig } from '../config/app-config.js';
import type { HeldLease, JobLeaseService } from '../database/job-lease.service.js';
import { JobScheduler } from './job-scheduler.service.js';

/** One replica's leases: each period is claimed once and kept. */
const claimed = new Set<string>();
const leases = {
  now: async () => new Date(),
  runUnderLease: async <T>(name: string, work: (lease: HeldLease) => Promise<T>) => {
    if (claimed.has(name)) return null;
    claimed.add(name);
    return { result: await work({ name, stillHeld: async () => true, confirm: async () => undefined }) };
  },
  prune: async () => undefined,
} as unknown as JobLeaseService;

const config = (schedulerEnabled: boolean) => ({ schedulerEnabled, jobs: { tickSeconds: 60 } }) as unknown as AppConfig;

/** Lets the runs started so far reach their work. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('JobScheduler', () => {
  let scheduler: JobScheduler;
  const ran: string[] = [];

  beforeEach(() => {
    // At a period's start, so that the first tick still falls in the period the start claimed.
    jest.useFakeTimers({ now: new Date('2026-01-05T10:00:00Z'), doNotFake: ['setImmediate'] });
    ran.length = 0;
    claimed.clear();
  });
  afterEach(async () => {
    await scheduler.onModuleDestroy();
    jest.useRealTimers();
  });

  const start = (enabled = true) => {
    scheduler = new JobScheduler(config(enabled), leases, new Metrics());
    for (const [name, atStart] of [
      ['news-refresh', true],
      ['signals.generate', false],
    ] as const)
      scheduler.register({ name, periodMs: 60_000, atStart, run: async () => void ran.push(name) });
    scheduler.onApplicationBootstrap();
  };

  it('runs a job marked atStart as the app starts, the others on the first tick', async () => {
    start();
    await settle();
    expect(ran).toEqual(['news-refresh']);
    await jest.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(ran).toEqual(['news-refresh', 'signals.generate']);
  });

  it('lets a run under way finish before the shutdown goes on, and starts no other', async () => {
    scheduler = new JobScheduler(config(true), leases, new Metrics());
    let finishRun!: () => void;
    scheduler.register({
      name: 'signals.generate',
      periodMs: 60_000,
      run: () => new Promise<void>((resolve) => (finishRun = resolve)).then(() => void ran.push('signals.generate')),
    });
    scheduler.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(5_000);
    await settle();

    let shutDown = false;
    const shutdown = scheduler.onModuleDestroy().then(() => (shutDown = true));
    await settle();
    expect(shutDown).toBe(false);
    finishRun();
    await shutdown;
    expect(ran).toEqual(['signals.generate']);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(ran).toEqual(['signals.generate']);
  });

  it('runs nothing with the scheduler off', async () => {
    start(false);
    await jest.advanceTimersByTimeAsync(120_000);
    await settle();
    expect(ran).toEqual([]);
  });
});
