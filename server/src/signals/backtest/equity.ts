import { mulberry32, percentile } from './random.js';
import type { TwoSided } from './chance.js';

/** One month's end on the back-test's equity curve. */
export interface EquityPoint {
  /** The calendar month, "2016-01". */
  month: string;
  /** Trades decided up to the month's end. */
  trades: number;
  /** The engine's cumulative net result in R at the month's end. */
  engineR: number;
  /** A coin choosing the side at the same entries: the 5th and 95th percentile of its cumulative R over the seeds. */
  coinLow: number;
  coinHigh: number;
}

const round = (value: number) => Number(value.toFixed(4));
const monthOf = (at: number) => new Date(at).toISOString().slice(0, 7);

/**
 * The engine's cumulative net R month by month, trades in the order they were decided, with the
 * band a coin at the same entries (same exits, same costs) stays inside 90% of the time: where the
 * engine's line leaves the band, chance rarely goes.
 */
export function equityCurve(trades: readonly (TwoSided & { at: number })[], seeds: number, seed = 2): EquityPoint[] {
  const ordered = [...trades].sort((a, b) => a.at - b.at);
  const months = [...new Set(ordered.map((trade) => monthOf(trade.at)))];
  if (!months.length) return [];
  // The coin's running total per seed, and the month-end totals of every seed.
  const random = mulberry32(seed);
  const coinTotals = new Float64Array(seeds);
  const points: EquityPoint[] = [];
  let engine = 0;
  let index = 0;
  for (const month of months) {
    for (; index < ordered.length && monthOf(ordered[index].at) === month; index += 1) {
      const trade = ordered[index];
      engine += trade.resultR;
      for (let run = 0; run < seeds; run += 1)
        coinTotals[run] += random() < 0.5 ? trade.resultR : trade.opposite.resultR;
    }
    const totals = Array.from(coinTotals);
    points.push({
      month,
      trades: index,
      engineR: round(engine),
      coinLow: round(percentile(totals, 0.05)),
      coinHigh: round(percentile(totals, 0.95)),
    });
  }
  return points;
}
