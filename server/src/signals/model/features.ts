import { ATR, DonchianChannels, RSI, SMA } from 'trading-signals';
import type { PriceSeries } from './price-series.js';

/**
 * The model's inputs, computed for every candle of a series in one pass with the indicators of the
 * trading-signals library. Each value at index i reads
 * candles i − LOOKBACK + 1 … i only (fixed windows, no recursive averages), so:
 * - nothing after the decision time can reach it (the back-test cannot look ahead), and
 * - the live run, which reads the last LOOKBACK candles, sees exactly the back-tested numbers.
 * features.spec.ts checks both.
 *
 * Directional features read from the buyer's side; a seller's vector is the same with these
 * signs flipped, so one set of weights serves both sides and the model cannot learn a bias for
 * one direction from one period's drift.
 */
export const DIRECTIONAL_FEATURES = [
  'return1h',
  'return4h',
  'return24h',
  'return5d',
  'return20d',
  'aboveAverage24h',
  'aboveAverage5d',
  'aboveAverage20d',
  'rangePosition24h',
  'rangePosition5d',
  'rsi14',
] as const;
/**
 * Features that say when (volatility, cost, session), the same for either side. The cost is the
 * symbol's realistic round-trip floor against the recent range: what the live engine knows. A
 * candle's recorded spread is never an input (live data carries none, and recorded spreads jump
 * between regimes no trader sees).
 */
export const NEUTRAL_FEATURES = ['volatilityRegime', 'costToAtr', 'asia', 'london', 'newYork', 'lateUs'] as const;
export const FEATURE_NAMES = [...DIRECTIONAL_FEATURES, ...NEUTRAL_FEATURES, 'bias'] as const;

/**
 * The look-back windows of each feature, in candles of the series the features are computed on.
 * The engine's are in hours; the same definitions on 4-hour or daily bars read those bars.
 */
export interface FeatureWindows {
  /** The five returns (return1h … return20d). */
  returns: [number, number, number, number, number];
  /** The three simple averages price is compared with (aboveAverage24h … 20d). */
  averages: [number, number, number];
  /** The two ranges price is placed in (rangePosition24h, 5d). */
  ranges: [number, number];
  /** ATR (the unit of every distance and of the stop) and the longer ATR of the volatility regime. */
  atr: number;
  longAtr: number;
}

/** The engine's windows: 1 h to 20 days of hourly candles. */
export const HOURLY_WINDOWS: FeatureWindows = {
  returns: [1, 4, 24, 120, 480],
  averages: [24, 120, 480],
  ranges: [24, 120],
  atr: 14,
  longAtr: 240,
};

/** Candles one decision reads with these windows: the longest return needs one more close. */
export const lookbackOf = (windows: FeatureWindows) =>
  Math.max(...windows.returns, ...windows.averages, ...windows.ranges, windows.longAtr) + 1;

/** Candles one decision of the engine reads: the 20-day (480 h) return needs 481 closes. */
export const LOOKBACK = lookbackOf(HOURLY_WINDOWS);
const HOUR = 3_600_000;

export interface FeatureTable {
  length: number;
  /** Average true range over the last 14 candles, in price units. */
  atr: Float64Array;
  /** The UTC hour at which the decision on each candle is taken (its close). */
  decisionHour: Uint8Array;
  /** One column per FEATURE_NAMES entry; NaN until enough candles precede. */
  columns: Float64Array[];
  /** The symbol's least round-trip cost in price units, which the table's costToAtr reads. */
  costFloor: number;
}

export interface FeatureOptions {
  /** The symbol's least round-trip cost in price units (costs/cost-model.ts). */
  costFloor: number;
  /** The engine's hourly windows unless given. */
  windows?: FeatureWindows;
}

const clip = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

export function computeFeatures(series: PriceSeries, options: FeatureOptions): FeatureTable {
  const { close, high, low } = series;
  const length = close.length;
  const windows = options.windows ?? HOURLY_WINDOWS;
  const lookback = lookbackOf(windows);
  // Simple (not Wilder) smoothing everywhere: each value then depends on a fixed window only.
  const atrIndicator = new ATR(windows.atr, SMA);
  const longAtrIndicator = new ATR(windows.longAtr, SMA);
  const averageIndicators = windows.averages.map((candles) => new SMA(candles));
  const rsiIndicator = new RSI(14, SMA);
  const channels = windows.ranges.map((candles) => new DonchianChannels(candles));

  const atr = new Float64Array(length);
  const decisionHour = new Uint8Array(length);
  const columns = FEATURE_NAMES.map(() => new Float64Array(length).fill(Number.NaN));
  const orNaN = (value: number | null) => value ?? Number.NaN;
  for (let index = 0; index < length; index += 1) {
    const candle = { high: high[index], low: low[index], close: close[index] };
    atr[index] = orNaN(atrIndicator.add(candle));
    const longAtr = orNaN(longAtrIndicator.add(candle));
    const averages = averageIndicators.map((average) => orNaN(average.add(close[index])));
    const rsi = orNaN(rsiIndicator.add(close[index]));
    const [day, week] = channels.map((channel) => channel.add(candle));
    // The decision is taken when the candle closes, an hour after it opened.
    const hour = new Date(series.time[index] + HOUR).getUTCHours();
    decisionHour[index] = hour;
    if (index + 1 < lookback || !(atr[index] > 0) || !day || !week) continue;

    const unit = atr[index];
    const change = (candles: number) => clip((close[index] - close[index - candles]) / unit / Math.sqrt(candles), 3);
    const above = (average: number, scale: number) => clip((close[index] - average) / unit / scale, 3);
    const position = ({ upper, lower }: { upper: number; lower: number }) =>
      upper > lower ? ((close[index] - lower) / (upper - lower) - 0.5) * 2 : 0;
    const values = [
      ...windows.returns.map(change),
      ...averages.map((average, slot) => above(average, AVERAGE_SCALES[slot])),
      position(day),
      position(week),
      (rsi - 50) / 25,
      clip(Math.log(unit / longAtr), 2),
      clip(options.costFloor / unit, 3),
      hour < 7 ? 1 : 0,
      hour >= 7 && hour < 12 ? 1 : 0,
      hour >= 12 && hour < 17 ? 1 : 0,
      hour >= 21 ? 1 : 0,
      1,
    ];
    values.forEach((value, column) => (columns[column][index] = value));
  }
  return { length, atr, decisionHour, columns, costFloor: options.costFloor };
}

/** Distances from the three averages in 5, 10 and 20 ATRs: about the square roots of the engine's windows. */
const AVERAGE_SCALES = [5, 10, 20];

/** The feature vector of candle `index` for a buyer (+1) or a seller (−1). */
export function featureVector(table: FeatureTable, index: number, side: 1 | -1): number[] | null {
  const vector = table.columns.map((column, position) =>
    position < DIRECTIONAL_FEATURES.length ? side * column[index] : column[index],
  );
  return vector.every(Number.isFinite) ? vector : null;
}
