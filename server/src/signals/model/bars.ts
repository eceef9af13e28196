import type { PriceSeries } from './price-series.js';
import { barKey, closesBar } from './trading-day.js';

const HOUR = 3_600_000;

/** Hourly candles gathered into bars of 4 or 24 hours, cut on the trading clock (trading-day.ts). */
export interface Bars {
  /**
   * One bar per period that holds candles: first open, highest high, lowest low, last close.
   * A bar's `time` is the opening time of its last hour, so that time + 1 h is its close, as for
   * an hourly candle. Bars carry no spread (no feature reads one).
   */
  series: PriceSeries;
  /** Per bar, the index of its last hour's candle in the hourly series, or −1 when that hour has no candle. */
  lastHour: Int32Array;
}

/**
 * Aggregates hourly candles into bars of `hours`. Each bar reads only its own hours, so a bar is
 * known once its last hour has closed; a bar whose last hour has no candle (a holiday, silver's
 * early close) is complete only when the next bar's first candle arrives, and is never decided on.
 */
export function aggregateBars(hourly: PriceSeries, hours: number): Bars {
  const time: number[] = [];
  const open: number[] = [];
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  const lastHour: number[] = [];
  let key = Number.NaN;
  for (let index = 0; index < hourly.time.length; index += 1) {
    const at = hourly.time[index];
    const bar = open.length - 1;
    if (barKey(at, hours) !== key) {
      key = barKey(at, hours);
      let last = at;
      while (!closesBar(last, hours)) last += HOUR;
      time.push(last);
      open.push(hourly.open[index]);
      high.push(hourly.high[index]);
      low.push(hourly.low[index]);
      close.push(hourly.close[index]);
      lastHour.push(-1);
    } else {
      high[bar] = Math.max(high[bar], hourly.high[index]);
      low[bar] = Math.min(low[bar], hourly.low[index]);
      close[bar] = hourly.close[index];
    }
    if (closesBar(at, hours)) lastHour[open.length - 1] = index;
  }
  return {
    series: {
      symbol: hourly.symbol,
      time: Float64Array.from(time),
      open: Float64Array.from(open),
      high: Float64Array.from(high),
      low: Float64Array.from(low),
      close: Float64Array.from(close),
      spread: new Float64Array(time.length).fill(Number.NaN),
    },
    lastHour: Int32Array.from(lastHour),
  };
}
