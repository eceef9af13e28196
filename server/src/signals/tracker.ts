import { pipsBetween } from '#domain/instruments';
import type { Candle } from '../market-data/candles.js';
import type { SignalType } from './engine.js';
import { seriesFromCandles } from './model/price-series.js';
import { nightsHeld } from './model/trading-day.js';
import { settleTrade, type SettledTrade } from './model/trade-outcome.js';

/** VOID: no price a reader could act on between publication and expiry; counted apart from the rest. */
export type SignalOutcome = 'OPEN' | 'WIN' | 'LOSS' | 'EXPIRED' | 'VOID';
/** How a settled trade ended. */
export type ClosedOutcome = 'WIN' | 'LOSS' | 'EXPIRED';

export interface TrackedSignal {
  symbol: string;
  signalType: SignalType;
  entryPrice: number;
  stopLoss: number;
  takeProfit: number;
  createdAt: Date;
  expiresAt: Date;
}

/** How one reader could have traded a signal, once it closed for them. */
export interface ViewSettlement {
  outcome: ClosedOutcome;
  closedAt: Date;
  fillPrice: number;
  filledAt: Date;
  exitPrice: number;
  /** Pips from the fill to the exit, won (positive) or lost (negative), before costs. */
  resultPips: number;
  /** In units of the published risk (entry to stop), net of the round-trip cost and the nights' financing. */
  resultR: number;
  resultRGross: number;
}

export interface SettleInput {
  candles: Candle[];
  timeframeMs: number;
  now: Date;
  /** The symbol's round-trip cost in price units. */
  cost: number;
  /**
   * Financing for every night the position is held, a year's rate of its notional: the back-test's
   * verdict charges it (backtest/charges.ts), so the live record does too.
   */
  financingRate: number;
  /** The reader sees the signal this long after publication (0 for a plan without delay). */
  delayMinutes?: number;
  /** The other side at the same fill, with mirrored levels: what a coin could have got. */
  opposite?: boolean;
}

/**
 * Settles a signal as a reader could have traded it, or returns null while it is open for them:
 * filled at the open of the first candle that starts at or after they saw it (publication, plus
 * their plan's delay), then closed by the back-test's own rule (settleTrade): the first level
 * touched, a candle touching both counts as a LOSS (the worse order, so the record never
 * flatters), a candle opening beyond the stop closes at its open, EXPIRED at the last price before
 * expiry. Results are in units of the published risk, net of the round-trip cost and of financing
 * for each night held (nightsHeld: three for Wednesday's rollover, as the back-test counts). Signals the
 * reader could not fill before expiry are never filled for them either (null).
 */
export function settle(signal: TrackedSignal, input: SettleInput): ViewSettlement | null {
  const seenAt = signal.createdAt.getTime() + (input.delayMinutes ?? 0) * 60_000;
  const expiry = signal.expiresAt.getTime();
  const candles = input.candles.filter((candle) => candle.time.getTime() < expiry);
  const fillIndex = candles.findIndex((candle) => candle.time.getTime() >= seenAt);
  if (fillIndex < 0) return null;
  const published = signal.entryPrice;
  const risk = Math.abs(published - signal.stopLoss);
  const side: 1 | -1 = (signal.signalType === 'BUY') !== Boolean(input.opposite) ? 1 : -1;
  const mirror = (level: number) => (input.opposite ? 2 * published - level : level);
  const series = seriesFromCandles(signal.symbol, candles);
  const trade = settleTrade(
    series,
    {
      side,
      stop: mirror(signal.stopLoss),
      target: mirror(signal.takeProfit),
      riskDistance: risk,
      fillIndex,
      expiresAt: expiry,
    },
    () => input.cost,
  );
  if (!trade || !(risk > 0)) return null;
  if (trade.outcome === 'EXPIRED' && input.now.getTime() < expiry) return null;
  return toView(signal.symbol, side, risk, trade, series, fillIndex, input, expiry);
}

function toView(
  symbol: string,
  side: number,
  risk: number,
  trade: SettledTrade,
  series: ReturnType<typeof seriesFromCandles>,
  fillIndex: number,
  input: SettleInput,
  expiry: number,
): ViewSettlement {
  const closedAt =
    trade.outcome === 'EXPIRED'
      ? new Date(expiry)
      : new Date(Math.min(series.time[trade.exitIndex] + input.timeframeMs, expiry, input.now.getTime()));
  const moved = side * (trade.exitPrice - trade.fillPrice);
  // `|| 0` keeps a flat close from reading as −0.
  const resultPips = Math.sign(moved) * pipsBetween(symbol, trade.fillPrice, trade.exitPrice) || 0;
  // As chargedR does in the back-test: a year's rate of the notional (fill price over the risk) per 365 nights.
  const nights = nightsHeld(series.time[fillIndex], series.time[trade.exitIndex]);
  const financingR = (input.financingRate / 365) * nights * (trade.fillPrice / risk);
  return {
    outcome: trade.outcome,
    closedAt,
    fillPrice: trade.fillPrice,
    filledAt: new Date(series.time[fillIndex]),
    exitPrice: trade.exitPrice,
    resultPips,
    resultR: round2(trade.resultR - financingR),
    resultRGross: round2(trade.resultRGross),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
