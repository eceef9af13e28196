import type { ClosedOutcome } from '../api/client';

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

/** The landing page's claim needs this many closed signals before it shows a measured win rate. */
export const MIN_CLOSED_FOR_CLAIM = 20;

/** "43%" for 0.431; "—" before there is a figure. */
export function formatShare(value: number | null): string {
  return value === null ? '—' : `${Math.round(value * 100)}%`;
}

/** "−0.06 to +0.12 R"; "—" without an interval. */
export function formatInterval(low: number | null, high: number | null): string {
  if (low === null || high === null) return '—';
  return `${formatR(low).replace(' R', '')} to ${formatR(high)}`;
}

export interface EdgeVerdict {
  tone: 'success' | 'warning' | 'error';
  headline: string;
}

/**
 * What a record of signals says, in words that claim no more than its numbers: whether its net
 * average beat a coin at the same entries (above the coin's 95th percentile), and whether its 95%
 * interval stays above zero after costs.
 */
export function edgeVerdict(figures: {
  averageR: number | null;
  chanceP95: number | null;
  intervalLow: number | null;
}): EdgeVerdict | null {
  const { averageR, chanceP95, intervalLow } = figures;
  if (averageR === null || chanceP95 === null) return null;
  if (averageR <= chanceP95) return { tone: 'error', headline: 'No edge over chance after costs' };
  if (intervalLow !== null && intervalLow > 0) {
    return { tone: 'success', headline: 'Better than chance, and above zero after costs' };
  }
  return { tone: 'warning', headline: 'Better than chance, but no proven edge after costs' };
}

/** "2016–2020" for a period from 2016-01-01 to (before) 2021-01-01, in UTC; "2019" for one year. */
export function yearsOf(period: { from: string; to: string }): string {
  const first = new Date(period.from).getUTCFullYear();
  const last = new Date(Date.parse(period.to) - 1).getUTCFullYear();
  return first === last ? String(first) : `${first}–${last}`;
}
