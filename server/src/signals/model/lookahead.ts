import { LOOKBACK, type FeatureOptions, type FeatureTable } from './features.js';
import { seriesUpTo, type PriceSeries } from './price-series.js';

export type FeatureFunction = (series: PriceSeries, options: FeatureOptions) => FeatureTable;

/**
 * The first candle whose features change when the candles after it are removed, or null. A
 * feature that reads any later candle (a leak) shows here: computed on the history up to the
 * decision it must equal what the whole series gave.
 */
export function firstLookahead(
  compute: FeatureFunction,
  series: PriceSeries,
  options: FeatureOptions,
  indices: readonly number[],
  full: FeatureTable = compute(series, options),
): number | null {
  for (const index of indices) {
    const known = compute(seriesUpTo(series, index + 1), options);
    const same = full.columns.every((column, position) => {
      const a = column[index];
      const b = known.columns[position][index];
      return (Number.isNaN(a) && Number.isNaN(b)) || Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
    });
    if (!same || Math.abs(full.atr[index] - known.atr[index]) > 1e-12) return index;
  }
  return null;
}

/**
 * Candles at which the back-test checks its features before using them: early ones, where the
 * history to recompute is short, and a leak shows at any candle.
 */
export function sampleIndices(length: number): number[] {
  const early = [0, 1, 7, 40, 300].map((offset) => LOOKBACK - 1 + offset);
  return early.filter((index) => index < length - 1);
}
