import type { BacktestReport, ClosedOutcome, SignalPerformance } from '../api/client';
import type { VerdictKind } from '#domain/verdict';
import { plural } from '#domain/plural';

/** "+1.50 R", "−1.00 R", "0.00 R"; "—" before there is a figure. */
export function formatR(value: number | null, places = 2): string {
  if (value === null) return '—';
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return `${sign}${Math.abs(value).toFixed(places)} R`;
}

/** "42.9%"; "—" before there is a figure. */
export function formatWinRate(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)}%`;
}

/** "1.38"; "—" when nothing was lost yet (an undefined ratio, not infinity). */
export function formatProfitFactor(value: number | null): string {
  return value === null ? '—' : value.toFixed(2);
}

/** "+30", "−15", "0" pips. */
export function formatPips(value: number | null): string {
  if (value === null) return '—';
  return value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0';
}

export const OUTCOME_LABEL: Record<ClosedOutcome | 'OPEN', string> = {
  OPEN: 'Open',
  WIN: 'Win',
  LOSS: 'Loss',
  EXPIRED: 'Expired',
  VOID: 'Void',
};

export function outcomeColor(outcome: ClosedOutcome | 'OPEN'): 'success' | 'error' | 'default' | 'info' {
  if (outcome === 'WIN') return 'success';
  if (outcome === 'LOSS') return 'error';
  if (outcome === 'OPEN') return 'info';
  return 'default';
}

/** "Nov 2026" for "2026-11" (the server files closes by UTC month). */
export function formatMonth(month: string, locale?: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

/** "43%" for 0.431; "—" before there is a figure. */
export function formatShare(value: number | null): string {
  return value === null ? '—' : `${Math.round(value * 100)}%`;
}

/** "−0.06 to +0.12 R"; "—" without an interval. */
export function formatInterval(low: number | null, high: number | null): string {
  if (low === null || high === null) return '—';
  return `${formatR(low).replace(' R', '')} to ${formatR(high)}`;
}

/** How loud each verdict of the one verdict rule (domain/verdict.ts) is drawn. */
export const VERDICT_TONE: Record<VerdictKind, 'success' | 'warning' | 'error' | 'info'> = {
  'better-than-chance': 'success',
  'no-edge': 'warning',
  loses: 'error',
  'too-few': 'info',
};

export interface RecordSummary {
  /** The strongest sentence the measurements allow: the live verdict once there is enough, else the back-test's. */
  headline: string;
  tone: (typeof VERDICT_TONE)[VerdictKind];
  backtest: string;
  /** Null until the live record has loaded. */
  live: string | null;
}

/**
 * What the record says, in the verdict rule's words, for the landing page, /app and /performance
 * alike: the back-test with a coin at the same entries and why its years are not a fresh test, and
 * the live record, or "too few to say" with its count.
 */
export function recordSummary(backtest: BacktestReport, live: SignalPerformance | undefined): RecordSummary {
  // The figures the verdict read: with financing where the report charged it (a signal held over nights pays it).
  const financed = backtest.charged?.find((row) => row.costMultiple === 1 && row.financing);
  const net = financed ? financed.netR : backtest.engine.averageR;
  const coin = financed ? { averageR: financed.coinR, p95: financed.coinP95 } : backtest.baselines.randomSameEntries;
  const useLive = live?.evidence.enough === true;
  const verdict = useLive ? live.verdict : backtest.verdict;
  return {
    headline: verdict.sentence,
    tone: VERDICT_TONE[verdict.kind],
    backtest:
      `Back-test, ${yearsOf(backtest.period)} (${backtest.engine.trades.toLocaleString('en-US')} signals): ` +
      `${formatR(net, 3)} a signal after costs${financed ? ' and financing' : ''}; a coin choosing the side at the same ` +
      `entries ${formatR(coin.averageR, 3)}, reaching ${formatR(coin.p95, 3)} one run in twenty. ${backtest.windowNote}`,
    live: live ? liveSentence(live) : null,
  };
}

function liveSentence(live: SignalPerformance): string {
  const published = recordCounts(live.closedSignals, live.publishedSignals);
  if (!live.evidence.enough) return `Live record: ${published}. ${live.verdict.sentence}.`;
  return (
    `Live record, ${published}: ${formatR(live.figures.averageR)} a signal after costs; a coin at the same fills ` +
    `${formatR(live.chance.averageR)}, reaching ${formatR(live.chance.p95)} one run in twenty. ${live.verdict.sentence}.`
  );
}

/** "0 closed of 1 published signal": how many of the signals published the figures can read yet. */
export function recordCounts(closed: number, published: number): string {
  return `${closed.toLocaleString('en-US')} closed of ${plural(published, 'published signal')}`;
}

/** "2016–2020" for a period from 2016-01-01 to (before) 2021-01-01, in UTC; "2019" for one year. */
export function yearsOf(period: { from: string; to: string }): string {
  const first = new Date(period.from).getUTCFullYear();
  const last = new Date(Date.parse(period.to) - 1).getUTCFullYear();
  return first === last ? String(first) : `${first}–${last}`;
}
