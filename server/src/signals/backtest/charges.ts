import type { PriceSeries } from '../model/price-series.js';
import { nightsHeld } from '../model/trading-day.js';
import type { TradeRecord } from './figures.js';

/**
 * What a trade was charged, in R (units of its published risk), kept apart so that the same trades
 * can be charged again at a multiple of the cost floors, or with financing, without refitting the
 * model that chose them.
 */
export interface Charges {
  /** The candle's recorded spread where the cost was taken (the buyer's entry, the seller's exit); 0 without one. */
  spreadR: number;
  /** The symbol's round-trip cost floor. */
  floorR: number;
  /** Nights of financing the position was held over (trading-day.ts, nightsHeld). */
  nights: number;
  /** The position's notional in R: entry price over the risk distance. A year's financing at rate r is r × this. */
  notionalR: number;
}

/**
 * The charges of a trade filled at candle `fillIndex` and closed on candle `exitIndex`, with a risk
 * distance of `risk` in price units: the cost is taken where settleTrade takes it (a buyer's entry,
 * a seller's exit).
 */
export function chargesOf(
  series: PriceSeries,
  trade: { side: 1 | -1; fillIndex: number; exitIndex: number; risk: number },
  costFloor: number,
): Charges {
  const spread = series.spread[trade.side > 0 ? trade.fillIndex : trade.exitIndex];
  return {
    spreadR: Number.isFinite(spread) ? spread / trade.risk : 0,
    floorR: costFloor / trade.risk,
    nights: nightsHeld(series.time[trade.fillIndex], series.time[trade.exitIndex]),
    notionalR: series.open[trade.fillIndex] / trade.risk,
  };
}

/** How trades are charged: the floors times `costMultiple`, and financing at `financingRate` a year (0: none). */
export interface ChargeBasis {
  costMultiple: number;
  financingRate: number;
}

/**
 * The financing assumed for every night a position is held, on either side, as a year's rate of
 * its notional: the shared data carry no swap rates, so a conservative 3 % is charged.
 */
export const ASSUMED_FINANCING_RATE = 0.03;

/** A result before costs, charged max(spread, multiple × floor) per round trip and financing for every night held. */
export function chargedR(resultRGross: number, charges: Charges, basis: ChargeBasis): number {
  const cost = Math.max(charges.spreadR, basis.costMultiple * charges.floorR);
  const financing = (basis.financingRate / 365) * charges.nights * charges.notionalR;
  return resultRGross - cost - financing;
}

/** The same trades, each side's net result charged on `basis`. */
export function recharged(trades: readonly TradeRecord[], basis: ChargeBasis): TradeRecord[] {
  return trades.map((trade) => {
    if (!trade.charges || !trade.opposite.charges) {
      throw new Error('A trade without its charges cannot be charged again: it was not settled by the back-test.');
    }
    return {
      ...trade,
      resultR: chargedR(trade.resultRGross, trade.charges, basis),
      opposite: { ...trade.opposite, resultR: chargedR(trade.opposite.resultRGross, trade.opposite.charges, basis) },
    };
  });
}
