import type { Quote, SymbolRules } from './broker.js';
import type { Side } from './protocol.js';

/** A price on the symbol's grid: a multiple of its tick size, with its digits (NormalizeDouble in the EA). */
export function normalisePrice(price: number, rules: Pick<SymbolRules, 'tickSize' | 'digits'>): number {
  const ticks = Math.round(price / rules.tickSize);
  return Number((ticks * rules.tickSize).toFixed(rules.digits));
}

/** The price a market order of this side fills at: the ask to buy, the bid to sell. */
export function entryPriceOf(side: Side, quote: Quote): number {
  return side === 'BUY' ? quote.ask : quote.bid;
}

/**
 * Why a signal is not taken at the price now, or null: the price has reached its stop, or moved
 * from the entry by more than `maxDriftPercent` of the entry-to-stop distance (a fill there loses
 * more at the stop, or gains less at the target, than the signal said).
 */
export function priceMovedReason(
  side: Side,
  entry: number,
  stop: number,
  price: number,
  maxDriftPercent: number,
  digits: number,
): string | null {
  const at = (value: number) => value.toFixed(digits);
  if (side === 'BUY' ? price <= stop : price >= stop)
    return `Price moved: ${at(price)} is already at or beyond the stop ${at(stop)}`;
  const share = (Math.abs(price - entry) / Math.abs(entry - stop)) * 100;
  if (share > maxDriftPercent + 1e-9)
    return `Price moved: ${at(price)} is ${Math.round(share)}% of the stop distance from the entry ${at(entry)} (at most ${maxDriftPercent}%)`;
  return null;
}

/**
 * Why the stop and target cannot go with an order (or a modify) at this price, or null. A buy
 * closes at the bid, a sell at the ask; the broker wants each level on its side of that price and
 * at least the symbol's stops level away, and the freeze level too, since the EA may have to set
 * them on the position right after the fill.
 */
export function stopsReason(
  side: Side,
  quote: Quote,
  stop: number,
  target: number,
  rules: Pick<SymbolRules, 'stopsLevel' | 'freezeLevel' | 'point' | 'digits'>,
): string | null {
  const closing = side === 'BUY' ? quote.bid : quote.ask;
  const points = Math.max(rules.stopsLevel, rules.freezeLevel);
  const gap = points * rules.point;
  const at = (value: number) => value.toFixed(rules.digits);
  // Half a point of slack: prices on the grid compared in binary.
  const clear = (level: number, below: boolean) =>
    below
      ? closing - level >= gap - rules.point / 2 && level < closing
      : level - closing >= gap - rules.point / 2 && level > closing;
  const stopBelow = side === 'BUY';
  const limit = points ? `, or closer than the broker's ${points} points` : '';
  if (!clear(stop, stopBelow)) return `Stop ${at(stop)} is on the wrong side of the price ${at(closing)}${limit}`;
  if (target && !clear(target, !stopBelow))
    return `Target ${at(target)} is on the wrong side of the price ${at(closing)}${limit}`;
  return null;
}
