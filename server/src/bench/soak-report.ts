import type { CheckResult } from './soak-checks.js';
import { TRAIL_MINUTES, type ReplicaLife } from './soak-replicas.js';
import type { Failure, TrafficStats } from './soak-traffic.js';

export interface Kill {
  at: number;
  replica: string;
}

export interface SoakSummary {
  requests: number;
  /** 5xx answers and requests that got no answer. */
  failures: number;
  /** Asked before a kill and answered after it. */
  inFlight: Failure[];
  /** Sent just after a kill and answered 502: the proxy used a keep-alive connection to the dead replica. */
  afterKill: Failure[];
  elsewhere: Failure[];
  p99Ms: number;
}

/** How long after a SIGKILL the proxy may still hand a request to a connection of the dead replica. */
const AFTER_KILL_MS = 1000;

function percentile(sorted: number[], share: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

export function summarise(stats: TrafficStats, kills: Kill[]): SoakSummary {
  const all = [...stats.kinds.values()].flatMap((kind) => kind.latenciesMs).sort((a, b) => a - b);
  const inFlight = stats.failures.filter((failure) =>
    kills.some((kill) => failure.startedAt <= kill.at && failure.endedAt >= kill.at),
  );
  const afterKill = stats.failures.filter(
    (failure) =>
      !inFlight.includes(failure) &&
      failure.status === 502 &&
      kills.some((kill) => failure.startedAt > kill.at && failure.startedAt <= kill.at + AFTER_KILL_MS),
  );
  return {
    requests: all.length,
    failures: stats.failures.length,
    inFlight,
    afterKill,
    elsewhere: stats.failures.filter((failure) => !inFlight.includes(failure) && !afterKill.includes(failure)),
    p99Ms: percentile(all, 0.99),
  };
}

const mb = (kb: number | undefined) => (kb === undefined ? '—' : (kb / 1024).toFixed(0));
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

function describeFailure(failure: Failure, kills: Kill[], startedAt: number): string {
  const nearest = kills.reduce<Kill | undefined>(
    (best, kill) =>
      !best || Math.abs(kill.at - failure.startedAt) < Math.abs(best.at - failure.startedAt) ? kill : best,
    undefined,
  );
  const offset = nearest
    ? `, ${((failure.startedAt - nearest.at) / 1000).toFixed(1)} s from killing ${nearest.replica}`
    : '';
  return (
    `  ${failure.kind} ${failure.method} ${failure.status || 'no answer'} at ${seconds(failure.startedAt - startedAt)}` +
    `${offset}, took ${failure.endedAt - failure.startedAt} ms: ${failure.detail}`
  );
}

export function printReport(input: {
  stats: TrafficStats;
  summary: SoakSummary;
  kills: Kill[];
  lives: ReplicaLife[];
  checks: CheckResult[];
  startedAt: number;
  proxyAnswers: Record<string, number>;
  proxyErrors: Record<string, number>;
}): void {
  const { stats, summary, kills, lives, checks, startedAt } = input;
  console.log('\nTraffic through the proxy, by kind:');
  console.table(
    [...stats.kinds]
      .sort(([, a], [, b]) => b.requests - a.requests)
      .map(([kind, entry]) => {
        const sorted = [...entry.latenciesMs].sort((a, b) => a - b);
        const unexpected = Object.entries(entry.unexpected)
          .map(([status, count]) => `${status}×${count}`)
          .join(' ');
        return {
          kind,
          requests: entry.requests,
          answers: Object.entries(entry.byClass)
            .sort()
            .map(([statusClass, count]) => `${statusClass}×${count}`)
            .join(' '),
          'p50 ms': percentile(sorted, 0.5),
          'p99 ms': percentile(sorted, 0.99),
          'unexpected 4xx': unexpected || '—',
        };
      }),
  );
  const proxy = Object.entries(input.proxyAnswers)
    .sort()
    .map(([statusClass, count]) => `${statusClass}×${count}`)
    .join(' ');
  console.log(
    `Requests: ${summary.requests}; 5xx or no answer: ${summary.failures} ` +
      `(${summary.inFlight.length} in flight when a replica was killed, ${summary.afterKill.length} sent within ` +
      `${AFTER_KILL_MS / 1000} s after a kill and answered 502 by the proxy, ${summary.elsewhere.length} elsewhere); ` +
      `p99 latency ${summary.p99Ms} ms. The proxy's access log: ${proxy || 'nothing'}.`,
  );
  const proxyErrors = Object.entries(input.proxyErrors)
    .sort(([, a], [, b]) => b - a)
    .map(([message, count]) => `${message} ×${count}`);
  if (proxyErrors.length) console.log(`The proxy's error log: ${proxyErrors.join('; ')}.`);
  for (const failure of [...summary.elsewhere, ...summary.afterKill, ...summary.inFlight].slice(0, 12))
    console.log(describeFailure(failure, kills, startedAt));

  console.log(
    `\nKills (SIGKILL, then a restart): ${kills.map((kill) => `${kill.replica} at ${seconds(kill.at - startedAt)}`).join(', ') || 'none'}`,
  );
  console.log('Replica processes, resident memory (MB) from /proc at the start and end of each life:');
  console.table(
    lives.map((life) => ({
      replica: life.replica,
      life: life.life,
      pid: life.pid,
      ready: life.readyAt ? seconds(life.readyAt - startedAt) : '—',
      'ready after': life.readyAt ? seconds(life.readyAt - life.startedAt) : '—',
      ended: life.end ? `${life.end} at ${seconds(life.endedAt! - startedAt)}` : '—',
      exit: life.exit ?? '—',
      'RSS start': mb(life.rssStartKb),
      'RSS end': mb(life.rssEndKb),
      'RSS peak': mb(life.rssPeakKb),
      [`RSS every ${TRAIL_MINUTES} min`]: life.rssTrailKb.map(mb).join(' ') || '—',
    })),
  );
  console.log('Checks:');
  for (const check of checks) console.log(`  ${check.ok ? 'PASS' : 'FAIL'}  ${check.check}: ${check.detail}`);
}
