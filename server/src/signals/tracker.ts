import { pipsBetween } from '#domain/instruments';
import type { Candle } from '../market-data/candles.js';
import type { SignalType } from './engine.js';

export type SignalOutcome = 'OPEN' | 'WIN' | 'LOSS' | 'EXPIRED';

export interface TrackedSignal {
  symbol: string;
  signalType: SignalType;
  entryPrice: number;
  stopLoss: number;
  takeProfit: number;
  stopLossPips: number;
  createdAt: Date;
  expiresAt: Date;
}

export interface Settlement {
  outcome: Exclude<SignalOutcome, 'OPEN'>;
  closedAt: Date;
  exitPrice: number;
  /** Pips won (positive) or lost (negative). */
  resultPips: number;
  /** The result in units of the risk taken: +R on a win, −1 on a loss, a fraction on expiry. */
  resultR: number;
}

/**
 * Closes a signal from the candles that followed it (oldest first), or returns null while it is
 * still open.
 *
 * - WIN when a candle reaches the take profit before any candle reaches the stop loss.
 * - LOSS when the stop is reached first.
 * - When one candle reaches both, the candle does not tell which came first; it counts as a
 *   LOSS. Assuming the worse order keeps the published win rate from flattering the engine.
 * - EXPIRED when neither was reached by expiresAt: closed at the last price before expiry.
 *
 * Only candles that opened at or after the signal's creation (rounded down to the candle) and
 * before its expiry count.
 */
export function settle(signal: TrackedSignal, candles: Candle[], timeframeMs: number, now: Date): Settlement | null {
  const from = Math.floor(signal.createdAt.getTime() / timeframeMs) * timeframeMs;
  const expiry = signal.expiresAt.getTime();
  const buy = signal.signalType === 'BUY';
  const window = candles.filter((candle) => candle.time.getTime() >= from && candle.time.getTime() < expiry);

  for (const candle of window) {
    const reachedTarget = buy ? candle.high >= signal.takeProfit : candle.low <= signal.takeProfit;
    const reachedStop = buy ? candle.low <= signal.stopLoss : candle.high >= signal.stopLoss;
    if (!reachedTarget && !reachedStop) continue;
    const closedAt = new Date(Math.min(candle.time.getTime() + timeframeMs, expiry, now.getTime()));
    return closeAt(signal, reachedStop ? 'LOSS' : 'WIN', reachedStop ? signal.stopLoss : signal.takeProfit, closedAt);
  }

  if (now.getTime() < expiry) return null;
  const last = window[window.length - 1];
  // Without any candle before expiry there is no price to close at; the next run will see them.
  if (!last) return null;
  return closeAt(signal, 'EXPIRED', last.close, signal.expiresAt);
}

function closeAt(signal: TrackedSignal, outcome: Settlement['outcome'], exitPrice: number, closedAt: Date): Settlement {
  const moved = signal.signalType === 'BUY' ? exitPrice - signal.entryPrice : signal.entryPrice - exitPrice;
  // `|| 0` keeps a flat close from reading as −0.
  const resultPips = Math.sign(moved) * pipsBetween(signal.symbol, signal.entryPrice, exitPrice) || 0;
  const resultR = signal.stopLossPips > 0 ? Math.round((resultPips / signal.stopLossPips) * 100) / 100 : 0;
  return { outcome, closedAt, exitPrice, resultPips, resultR };
}
