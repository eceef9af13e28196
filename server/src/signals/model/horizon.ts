import { aggregateBars } from './bars.js';
import {
  computeFeatures,
  HOURLY_WINDOWS,
  LOOKBACK,
  lookbackOf,
  type FeatureOptions,
  type FeatureTable,
  type FeatureWindows,
} from './features.js';
import type { FeatureFunction } from './lookahead.js';
import type { PriceSeries } from './price-series.js';

/**
 * How often the engine decides, and on what. Every horizon reads hourly candles; a 4-hour or daily
 * horizon decides only when one of its bars closes, sizes the stop on that bar's ATR and fills at
 * the next hourly open, as the hourly engine does.
 */
export interface Horizon {
  /** Bar length in hours: 1 (the hourly engine), 4 or 24. */
  hours: 1 | 4 | 24;
  /**
   * 'bars': the features computed on the horizon's bars with `windows` (counted in bars);
   * 'hourly': the engine's hourly features, read at the bar's close.
   */
  features: 'bars' | 'hourly';
  /** For 'bars': the windows in bars; the engine's (1 to 480 candles) unless given. */
  windows?: FeatureWindows;
}

export const HOURLY: Horizon = { hours: 1, features: 'hourly' };

/**
 * Hourly candles a decision reads: the engine's 481 for hourly features; for features on bars,
 * their look-back in bars and two more (the first bar of a window may be cut short), in hours.
 */
export function hourlyCandlesNeeded(horizon: Horizon): number {
  const barsRead = horizon.features === 'bars' ? lookbackOf(horizon.windows ?? HOURLY_WINDOWS) : HOURLY_WINDOWS.atr + 1;
  return Math.max(horizon.features === 'hourly' ? LOOKBACK : 0, (barsRead + 2) * horizon.hours);
}

/**
 * The feature table a horizon decides on, one row per hourly candle like the engine's, so that the
 * fit, the decision rule and the back-test read it unchanged: a row holds values only at the last
 * hour of a bar (every other row is blank, so nothing is decided there), and its ATR, the unit of
 * the stop, is the bar's.
 */
export function horizonFeatures(horizon: Horizon): FeatureFunction {
  if (horizon.hours === 1) return computeFeatures;
  return (series: PriceSeries, options: FeatureOptions): FeatureTable => {
    const bars = aggregateBars(series, horizon.hours);
    const barTable = computeFeatures(bars.series, {
      costFloor: options.costFloor,
      windows: horizon.features === 'bars' ? (horizon.windows ?? HOURLY_WINDOWS) : HOURLY_WINDOWS,
    });
    const hourly = horizon.features === 'hourly' ? computeFeatures(series, options) : null;
    const length = series.time.length;
    const table: FeatureTable = {
      length,
      atr: new Float64Array(length).fill(Number.NaN),
      decisionHour: hourly?.decisionHour ?? new Uint8Array(length),
      columns: barTable.columns.map(() => new Float64Array(length).fill(Number.NaN)),
      costFloor: options.costFloor,
    };
    bars.lastHour.forEach((index, bar) => {
      if (index < 0) return;
      table.atr[index] = barTable.atr[bar];
      table.decisionHour[index] = barTable.decisionHour[bar];
      table.columns.forEach((column, position) => {
        column[index] = (hourly ?? barTable).columns[position][hourly ? index : bar];
      });
    });
    return table;
  };
}
