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
