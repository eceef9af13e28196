import type { Candle } from '../../market-data/candles.js';

/**
 * Hourly candles as parallel arrays, oldest first: the form every feature, the model and the
 * back-test read, so that a series is walked once per symbol instead of once per decision.
 */
export interface PriceSeries {
  symbol: string;
  /** Opening time of each candle, epoch milliseconds (UTC). */
  time: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  /** The spread in price units, or NaN where the source published none. */
  spread: Float64Array;
}

export function seriesFromCandles(symbol: string, candles: readonly Candle[]): PriceSeries {
  const length = candles.length;
  const series: PriceSeries = {
    symbol,
    time: new Float64Array(length),
    open: new Float64Array(length),
    high: new Float64Array(length),
    low: new Float64Array(length),
    close: new Float64Array(length),
    spread: new Float64Array(length),
  };
  candles.forEach((candle, index) => {
    series.time[index] = candle.time.getTime();
    series.open[index] = candle.open;
    series.high[index] = candle.high;
    series.low[index] = candle.low;
    series.close[index] = candle.close;
    series.spread[index] = candle.spread ?? Number.NaN;
  });
  return series;
}

/** The first `length` candles: what was known when candle `length − 1` closed. */
export function seriesUpTo(series: PriceSeries, length: number): PriceSeries {
  return {
    symbol: series.symbol,
    time: series.time.subarray(0, length),
    open: series.open.subarray(0, length),
    high: series.high.subarray(0, length),
    low: series.low.subarray(0, length),
    close: series.close.subarray(0, length),
    spread: series.spread.subarray(0, length),
  };
}
