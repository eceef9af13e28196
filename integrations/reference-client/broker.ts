import type { Side } from './protocol.js';
import type { VolumeRules } from './volume.js';

/**
 * What the client needs of the trading terminal: in the Expert Advisor, AccountInfo*, SymbolInfo*,
 * CTrade, PositionSelect* and HistorySelect*; in CI, FakeBroker. Calls are synchronous, as they are
 * in MQL5.
 */
export interface Broker {
  /** The account's login number. */
  login(): string;
  /** The broker's company name. */
  name(): string;
  /** The account currency, 3 letters. */
  currency(): string;
  balance(): number;
  equity(): number;
  /** The volume step the heartbeat reports, in lots (the chart symbol's; 0.01 on most accounts). */
  lotStep(): number;
  /** One symbol's own volume step, minimum and maximum. */
  volumeRules(symbol: string): VolumeRules;
  terminalBuild(): number;
  symbolExists(symbol: string): boolean;
  marketOpen(symbol: string): boolean;
  openMarketOrder(order: MarketOrder): Fill | Rejection;
  /** Every open position of the account, the client's and any other. */
  openPositions(): Position[];
  closePosition(ticket: string): Close | Rejection;
  /** How a position the broker closed (its stop or target hit) ended; null while it is not in the history. */
  closedDeal(ticket: string): Close | null;
  /** The deal that opened a position with this comment, still open or closed since; null when there is none. */
  openingDeal(comment: string): Opening | null;
}

export interface MarketOrder {
  symbol: string;
  side: Side;
  volume: number;
  stop: number;
  target: number;
  comment: string;
}

export interface Fill {
  /** The position's ticket. */
  ticket: string;
  price: number;
  volume: number;
  time: Date;
}

/** A position's opening deal: its fill and symbol. */
export interface Opening extends Fill {
  symbol: string;
}

export interface Position {
  ticket: string;
  symbol: string;
  side: Side;
  volume: number;
  openPrice: number;
  openTime: Date;
  comment: string;
}

export interface Close {
  price: number;
  time: Date;
  /** In the account currency, with swap and commission. */
  profit: number;
}

/** The broker's refusal, as its sentence ("Market is closed", "Invalid volume"). */
export interface Rejection {
  rejected: string;
}

export function isRejection(result: object): result is Rejection {
  return 'rejected' in result;
}
