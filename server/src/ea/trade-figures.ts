import { priceDecimals } from '#domain/instruments';
import type { SignalType } from '../signals/engine.js';

const direction = (side: SignalType) => (side === 'BUY' ? 1 : -1);

/**
 * Pips between the published entry and the fill, positive when the fill was worse for the trader
 * (a buy filled higher, a sell lower), to a tenth of a pip. Counted in whole price points first so
 * binary fractions stay out.
 */
export function slippagePips(symbol: string, side: SignalType, entry: number, fill: number): number {
  const scale = 10 ** priceDecimals(symbol);
  const points = (Math.round(fill * scale) - Math.round(entry * scale)) * direction(side);
  return points / 10;
}

/** The close against the fill in units of the published risk (entry to stop), to a hundredth. */
export function resultR(side: SignalType, fill: number, close: number, entry: number, stop: number): number {
  const risk = Math.abs(entry - stop);
  return Math.round((((close - fill) * direction(side)) / risk) * 100) / 100;
}

export interface RecordRow {
  status: 'filled' | 'skipped' | 'closed';
  slippagePips: number | null;
  profit: number | null;
  resultR: number | null;
  /** The public record's result for the same signal (null while it runs, or not in the record). */
  publishedResultR: number | null;
}

export interface AccountRecordFigures {
  closed: number;
  wins: number;
  losses: number;
  totalR: number;
  averageR: number | null;
  averageSlippagePips: number | null;
  profit: number;
}

export interface PublishedRecordFigures {
  closed: number;
  wins: number;
  losses: number;
  totalR: number;
  averageR: number | null;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const average = (values: number[], places: number) =>
  values.length ? round(sum(values) / values.length, places) : null;

/**
 * What this account got beside what the public record says of the same signals: its closed trades
 * (a win is a close with a profit), their R and money, and the slippage of every fill; and, for
 * the signals this account closed whose public result is settled, that result.
 */
export function accountRecord(rows: RecordRow[]): { account: AccountRecordFigures; published: PublishedRecordFigures } {
  const closed = rows.filter((row) => row.status === 'closed');
  const results = closed.map((row) => row.resultR ?? 0);
  const slippages = rows.filter((row) => row.slippagePips !== null).map((row) => row.slippagePips!);
  const published = closed.filter((row) => row.publishedResultR !== null).map((row) => row.publishedResultR!);
  return {
    account: {
      closed: closed.length,
      wins: closed.filter((row) => (row.profit ?? 0) > 0).length,
      losses: closed.filter((row) => (row.profit ?? 0) < 0).length,
      totalR: round(sum(results), 2),
      averageR: average(results, 2),
      averageSlippagePips: average(slippages, 1),
      profit: round(sum(closed.map((row) => row.profit ?? 0)), 2),
    },
    published: {
      closed: published.length,
      wins: published.filter((result) => result > 0).length,
      losses: published.filter((result) => result < 0).length,
      totalR: round(sum(published), 2),
      averageR: average(published, 2),
    },
  };
}
