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
  /** Result in units of the published risk (entry to stop), net of the round-trip cost. */
  resultR: number;
  /** The same before costs: what the price did for the trader, nothing more. */
  resultRGross: number;
  /** Index of the candle on which it closed. */
  exitIndex: number;
}

/** The round-trip cost at a candle, in price units: max(its spread, the symbol's floor). */
export type CostAt = (index: number) => number;

/** A published trade: its side, levels and validity, and the first candle a reader could fill it on. */
export interface TradePlan {
  side: 1 | -1;
  stop: number;
  target: number;
  /** The published risk (entry to stop) in price units: the unit of R. */
  riskDistance: number;
  fillIndex: number;
  /** Candles opening at or after this (epoch ms) do not count. */
  expiresAt: number;
}

export interface SettledTrade extends TradeOutcome {
  fillPrice: number;
  exitPrice: number;
}

/**
 * Settles a published trade on the candles from `plan.fillIndex` on, by the one rule the
 * back-test and the live record share: filled at that candle's open; a candle opening beyond the
 * stop closes at its open; a candle reaching both levels counts as a loss; otherwise the first
 * level reached; at expiry it closes at the last close before it. A buyer pays the round-trip cost
 * on entry (the ask), a seller on exit. Null when no candle can fill it before expiry. An EXPIRED
 * answer only means that no level was reached in the candles given: the caller knows whether
 * expiry has passed.
 */
export function settleTrade(series: PriceSeries, plan: TradePlan, costAt: CostAt): SettledTrade | null {
  const { side, stop, target, riskDistance, fillIndex, expiresAt } = plan;
  if (fillIndex >= series.close.length || series.time[fillIndex] >= expiresAt) return null;
  const fillPrice = series.open[fillIndex];
  const close = (outcome: TradeOutcome['outcome'], exit: number, exitIndex: number): SettledTrade => {
    const resultRGross = (side * (exit - fillPrice)) / riskDistance;
    const cost = costAt(side > 0 ? fillIndex : exitIndex);
    return {
      outcome,
      resultR: resultRGross - cost / riskDistance,
      resultRGross,
      exitIndex,
      fillPrice,
      exitPrice: exit,
    };
  };
  let last = fillIndex;
  for (let index = fillIndex; index < series.close.length && series.time[index] < expiresAt; index += 1) {
    last = index;
    const open = series.open[index];
    if (side * (open - stop) <= 0) return close('LOSS', open, index);
    if (side * (open - target) >= 0) return close('WIN', index === fillIndex ? open : target, index);
    const reachedStop = side > 0 ? series.low[index] <= stop : series.high[index] >= stop;
    const reachedTarget = side > 0 ? series.high[index] >= target : series.low[index] <= target;
    if (reachedStop) return close('LOSS', stop, index);
    if (reachedTarget) return close('WIN', target, index);
  }
  return close('EXPIRED', series.close[last], last);
}

/**
 * The back-test's trade: decided at the close of candle `decisionIndex`, with levels from that
 * close, filled at the next candle's open (the first price after the decision).
 */
export function tradeOutcome(
  series: PriceSeries,
  decisionIndex: number,
  side: 1 | -1,
  stopDistance: number,
  rules: ExitRules,
  costAt: CostAt,
): TradeOutcome | null {
  const published = series.close[decisionIndex];
  return settleTrade(
    series,
    {
      side,
      stop: published - side * stopDistance,
      target: published + side * stopDistance * rules.targetR,
      riskDistance: stopDistance,
      fillIndex: decisionIndex + 1,
      expiresAt: series.time[decisionIndex] + HOUR + rules.expiryHours * HOUR,
    },
    costAt,
  );
}
