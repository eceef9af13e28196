import type { PriceSeries } from './price-series.js';

const HOUR = 3_600_000;

/** The exits every signal, back-tested or live, is given. */
export interface ExitRules {
  /** Stop distance in average true ranges (14 hours). */
  stopAtr: number;
  /** Target distance in multiples of the stop distance. */
  targetR: number;
  /** How long a signal stays valid. */
  expiryHours: number;
}

export interface TradeOutcome {
  outcome: 'WIN' | 'LOSS' | 'EXPIRED';
  /** Result in R, net of the costs charged on entry. */
  resultR: number;
  /** Index of the candle on which it closed. */
  exitIndex: number;
}

/**
 * A trade opened at the close of candle `entryIndex`, settled on the candles that followed by
 * the tracker's rules: a candle reaching both levels counts as a loss; at expiry it closes at the
 * last close before it. `cost` (price units: the spread plus commission) is charged on entry.
 * Returns null when no candle followed before expiry (the end of the data).
 */
export function tradeOutcome(
  series: PriceSeries,
  entryIndex: number,
  side: 1 | -1,
  stopDistance: number,
  rules: ExitRules,
  cost: number,
): TradeOutcome | null {
  const entry = series.close[entryIndex];
  const stop = entry - side * stopDistance;
  const target = entry + side * stopDistance * rules.targetR;
  const expiry = series.time[entryIndex] + HOUR + rules.expiryHours * HOUR;
  const costR = cost / stopDistance;
  let last = -1;
  for (let index = entryIndex + 1; index < series.close.length && series.time[index] < expiry; index += 1) {
    last = index;
    const reachedStop = side > 0 ? series.low[index] <= stop : series.high[index] >= stop;
    const reachedTarget = side > 0 ? series.high[index] >= target : series.low[index] <= target;
    if (reachedStop) return { outcome: 'LOSS', resultR: -1 - costR, exitIndex: index };
    if (reachedTarget) return { outcome: 'WIN', resultR: rules.targetR - costR, exitIndex: index };
  }
  if (last < 0) return null;
  const moved = (side * (series.close[last] - entry)) / stopDistance;
  return { outcome: 'EXPIRED', resultR: moved - costR, exitIndex: last };
}
