import { ATR, SMA } from 'trading-signals';
import { categoryOf } from '#domain/instruments';
import type { NewsExposure } from '#domain/universe';
import { chargesOf } from '../backtest/charges.js';
import type { TradeRecord } from '../backtest/figures.js';
import type { CostModel } from '../costs/cost-model.js';
import type { PriceSeries } from '../model/price-series.js';
import { settleTrade } from '../model/trade-outcome.js';
import type { StandardizedSurprise } from './surprises.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** How the event study trades a surprise (an events pre-registration's variant). */
export interface EventRule {
  minSurprise: number;
  holdHours: number;
  /** Stop distance: stopScale × ATR(14 h) × √holdHours, so that the risk grows with the time held. */
  stopScale: number;
  targetR: number;
  maxFillDelayMinutes: number;
}

/**
 * The trades of one symbol after surprising releases. At each release time the surprises of the
 * symbol's currencies add up, each with its direction for the symbol (good USD news weighs on
 * EURUSD); a total of at least `minSurprise` in size is traded in its direction:
 * - entered at the open of the first hourly candle that opens after the release (a 13:30 release
 *   at 14:00; one at 14:00 at 15:00, since the 14:00 open is the release's own moment), and only if
 *   that comes within `maxFillDelayMinutes`;
 * - sized on the ATR of the candles that had closed by the release, so that no price after it
 *   reaches the stop's distance;
 * - settled from that candle on by the engine's rule (settleTrade): stop, target at targetR × the
 *   risk, closed at the last close before holdHours have passed;
 * - one trade per symbol at a time, as the engine publishes.
 * The other side at the same fill is settled too, for the coin at the same entries.
 */
export function eventTrades(
  series: PriceSeries,
  surprises: readonly StandardizedSurprise[],
  exposure: readonly NewsExposure[],
  rule: EventRule,
  costs: CostModel,
  window: { from: number; to: number },
): TradeRecord[] {
  const costFloor = costs.floor(series.symbol);
  if (costFloor === null) throw new Error(`${series.symbol} has no cost floor in ${costs.source}`);
  const costAt = (index: number) => costs.roundTrip(series.symbol, series.spread[index])!;
  const atr = averageTrueRange(series);
  const scores = new Map<number, number>();
  for (const surprise of surprises) {
    const direction = exposure.find((entry) => entry.currency === surprise.currency)?.direction;
    if (direction === undefined || surprise.at < window.from || surprise.at >= window.to) continue;
    scores.set(surprise.at, (scores.get(surprise.at) ?? 0) + direction * surprise.z);
  }
  const trades: TradeRecord[] = [];
  let flatFrom = -Infinity;
  for (const [at, score] of [...scores].sort(([a], [b]) => a - b)) {
    if (Math.abs(score) < rule.minSurprise || at < flatFrom) continue;
    const fillIndex = firstAfter(series.time, at);
    if (fillIndex >= series.time.length || series.time[fillIndex] - at > rule.maxFillDelayMinutes * MINUTE) continue;
    // The last candle closed by the release: the stop's scale reads nothing after it.
    let sized = fillIndex - 1;
    while (sized >= 0 && series.time[sized] + HOUR > at) sized -= 1;
    if (sized < 0 || !(atr[sized] > 0)) continue;
    const risk = rule.stopScale * atr[sized] * Math.sqrt(rule.holdHours);
    const side: 1 | -1 = score > 0 ? 1 : -1;
    const settle = (trading: 1 | -1) => {
      const entry = series.open[fillIndex];
      const settled = settleTrade(
        series,
        {
          side: trading,
          stop: entry - trading * risk,
          target: entry + trading * risk * rule.targetR,
          riskDistance: risk,
          fillIndex,
          expiresAt: series.time[fillIndex] + rule.holdHours * HOUR,
        },
        costAt,
      )!;
      const charges = chargesOf(series, { side: trading, fillIndex, exitIndex: settled.exitIndex, risk }, costFloor);
      return { ...settled, charges };
    };
    const taken = settle(side);
    const other = settle(side > 0 ? -1 : 1);
    trades.push({
      symbol: series.symbol,
      category: categoryOf(series.symbol),
      at: series.time[fillIndex],
      closedAt: series.time[taken.exitIndex] + HOUR,
      side,
      outcome: taken.outcome,
      resultR: taken.resultR,
      resultRGross: taken.resultRGross,
      charges: taken.charges,
      opposite: {
        outcome: other.outcome,
        resultR: other.resultR,
        resultRGross: other.resultRGross,
        charges: other.charges,
      },
    });
    flatFrom = series.time[taken.exitIndex] + HOUR;
  }
  return trades;
}

/** ATR over 14 hourly candles (simple average of true ranges), NaN until 14 have passed. */
function averageTrueRange(series: PriceSeries): Float64Array {
  const indicator = new ATR(14, SMA);
  return Float64Array.from(series.close, (close, index) =>
    Number(indicator.add({ high: series.high[index], low: series.low[index], close }) ?? Number.NaN),
  );
}

/** The first index whose time is strictly after `at`. */
function firstAfter(times: Float64Array, at: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (times[middle] <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}
