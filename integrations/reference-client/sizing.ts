import { belowMinimum, brokerVolume, type VolumeRules } from './volume.js';

export interface SizingInput {
  symbol: string;
  /** The lots the feed suggests, and the price it sized them on (the entry when it had no other). */
  feedVolume: number;
  sizedOn: number;
  stop: number;
  /** The price the order will fill at now: the ask to buy, the bid to sell. */
  price: number;
  /** The terminal's balance and the account's risk % (the feed's riskPercent). */
  balance: number;
  riskPercent: number;
  /** What one lot loses from `price` to the stop, in the account currency (OrderCalcProfit); null when unknown. */
  lossPerLot: number | null;
  volume: VolumeRules;
}

/**
 * The lots to send, so that the money at the stop never exceeds the risk % of the terminal's
 * balance: the feed's volume, cut in proportion when the price is further from the stop than the
 * price it was sized on, and cut to what the broker's own contract size allows at the stop
 * (OrderCalcProfit); rounded down to the symbol's step. A reason instead when nothing is left.
 */
export function orderVolume(input: SizingInput): { volume: number } | { reason: string } {
  if (!(input.lossPerLot !== null && input.lossPerLot > 0))
    return { reason: `The terminal cannot value the stop of ${input.symbol}: not traded` };
  const distance = Math.abs(input.price - input.stop);
  const byDistance = input.feedVolume * Math.min(1, Math.abs(input.sizedOn - input.stop) / distance);
  const byMoney = riskMoney(input.balance, input.riskPercent) / input.lossPerLot;
  const wanted = Math.min(byDistance, byMoney);
  const volume = brokerVolume(wanted, input.volume);
  return volume === null ? { reason: belowMinimum(input.symbol, lotsDown(wanted), input.volume) } : { volume };
}

/** The most the stop may lose: the risk % of the balance. */
export function riskMoney(balance: number, riskPercent: number): number {
  return (balance * riskPercent) / 100;
}

/**
 * After a fill, what to close of it so that the stop loses no more than `allowed` from the fill
 * price (a fill worse than the price it was sized at): 0 when it is within; the whole volume when
 * even the symbol's minimum would lose more.
 */
export function excessVolume(filled: number, lossPerLot: number, allowed: number, rules: VolumeRules): number {
  // A cent of slack: money is reported to the cent.
  if (filled * lossPerLot <= allowed + 0.005) return 0;
  const keep = brokerVolume(allowed / lossPerLot, rules);
  if (keep === null) return filled;
  const decimals = Math.max(0, Math.ceil(-Math.log10(rules.step)));
  return Number((filled - keep).toFixed(decimals));
}

/** Lots rounded down to 4 decimals, as the skip reason prints them. */
function lotsDown(lots: number): number {
  return Math.floor(lots * 10_000 + 1e-9) / 10_000;
}
