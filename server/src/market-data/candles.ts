/** Candle intervals, named as Twelve Data names them. */
export const TIMEFRAME_MS = {
  '1min': 60_000,
  '5min': 5 * 60_000,
  '15min': 15 * 60_000,
  '30min': 30 * 60_000,
  '1h': 60 * 60_000,
  '4h': 4 * 60 * 60_000,
  '1day': 24 * 60 * 60_000,
} as const;
export type Timeframe = keyof typeof TIMEFRAME_MS;
export const TIMEFRAMES = Object.keys(TIMEFRAME_MS) as Timeframe[];

/** One bar. `time` is when it opened (UTC); a candle is complete once `time` + its timeframe has passed. */
export interface Candle {
  time: Date;
  open: number;
  high: number;
  low: number;
  close: number;
  /** The broker's spread in price units, when the source publishes it (the CSV files may). */
  spread?: number;
}

export function timeframeMs(timeframe: Timeframe): number {
  return TIMEFRAME_MS[timeframe];
}

/** Only the candles that had closed by `end`. */
export function completedBy(candles: Candle[], timeframe: Timeframe, end: Date): Candle[] {
  const span = timeframeMs(timeframe);
  return candles.filter((candle) => candle.time.getTime() + span <= end.getTime());
}

/**
 * Merges finer candles (oldest first) into coarser ones aligned to UTC multiples of the target
 * timeframe: first open, highest high, lowest low, last close.
 */
export function resample(candles: Candle[], timeframe: Timeframe): Candle[] {
  const span = timeframeMs(timeframe);
  const merged: Candle[] = [];
  let current: Candle | undefined;
  for (const candle of candles) {
    const bucket = Math.floor(candle.time.getTime() / span) * span;
    if (current && current.time.getTime() === bucket) {
      current.high = Math.max(current.high, candle.high);
      current.low = Math.min(current.low, candle.low);
      current.close = candle.close;
    } else {
      current = { time: new Date(bucket), open: candle.open, high: candle.high, low: candle.low, close: candle.close };
      merged.push(current);
    }
  }
  return merged;
}
