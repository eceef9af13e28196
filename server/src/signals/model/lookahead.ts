import type { FeatureOptions, FeatureTable } from './features.js';
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
 * Candles at which the back-test checks its features before using them: the 1st, 2nd, 8th, 41st
 * and 301st that carry features (early ones, where the history to recompute is short; a leak
 * shows at any candle), never the last.
 */
export function sampleIndices(table: FeatureTable): number[] {
  const filled: number[] = [];
  for (let index = 0; index < table.length - 1 && filled.length < 301; index += 1) {
    if (table.columns.every((column) => Number.isFinite(column[index]))) filled.push(index);
  }
  return [0, 1, 7, 40, 300].filter((rank) => rank < filled.length).map((rank) => filled[rank]);
}
