import type { Side } from './protocol.js';
import type { VolumeRules } from './volume.js';

/** ACCOUNT_MARGIN_MODE: only a hedging account keeps each signal's position apart. */
export type MarginMode = 'hedging' | 'netting' | 'exchange';

/** ORDER_FILLING_*: how much of an order may fill (SYMBOL_FILLING_MODE says which the symbol takes). */
export type Filling = 'FOK' | 'IOC' | 'RETURN';

/**
 * What the client needs of the trading terminal: in the Expert Advisor, AccountInfo*,
 * TerminalInfoInteger, MQLInfoInteger, SymbolInfo*, OrderCalcProfit, CTrade, PositionSelect*,
 * HistorySelect* and the terminal's global variables; in CI, FakeBroker. Calls are synchronous, as
 * they are in MQL5.
 */
export interface Broker {
  /** The account's login number (ACCOUNT_LOGIN). */
  login(): string;
  /** The broker's trade server (ACCOUNT_SERVER): a login is unique only on one. */
  server(): string;
  /** The broker's company name. */
  name(): string;
  /** The account currency as the terminal names it: USD, or USc on a cent account, USDT. */
  currency(): string;
  balance(): number;
  equity(): number;
  terminalBuild(): number;
  marginMode(): MarginMode;
  /** TERMINAL_CONNECTED: the terminal is connected to the trade server. */
  connected(): boolean;
  /** TERMINAL_TRADE_ALLOWED: the Algo Trading button is on. */
  terminalTradeAllowed(): boolean;
  /** MQL_TRADE_ALLOWED: "Allow Algo Trading" is ticked in the EA's own settings. */
  programTradeAllowed(): boolean;
  /** ACCOUNT_TRADE_ALLOWED: false for an investor (read-only) login, or an account the broker stopped. */
  accountTradeAllowed(): boolean;
  /** ACCOUNT_TRADE_EXPERT: the broker lets Expert Advisors trade this account. */
  accountExpertAllowed(): boolean;
  /**
   * Takes the terminal-wide lock `name` for `owner` (GlobalVariableTemp, then
   * GlobalVariableSetOnCondition from 0): false while another owner holds it.
   */
  lock(name: string, owner: number): boolean;
  /** Lets the lock go if `owner` holds it (GlobalVariableSetOnCondition back to 0). */
  unlock(name: string, owner: number): void;
  symbolExists(symbol: string): boolean;
  marketOpen(symbol: string): boolean;
  symbolRules(symbol: string): SymbolRules;
  /** The symbol's last tick (SymbolInfoTick); null before the first one came (an ask of 0 is not a price). */
  quote(symbol: string): Quote | null;
  /** OrderCalcProfit: what a position of `volume` lots opened at `open` makes closed at `close`, in the account currency; null when the terminal cannot tell. */
  calcProfit(side: Side, symbol: string, volume: number, open: number, close: number): number | null;
  /** OrderCheck: what the trade server would refuse this order for (money, volume, stops, filling), sent nowhere; null when it passes. */
  checkOrder(order: MarketOrder): Rejection | null;
  openMarketOrder(order: MarketOrder): Fill | Rejection;
  /** Sets a position's stop and target (TRADE_ACTION_SLTP). */
  modifyPosition(ticket: string, stop: number, target: number): true | Rejection;
  /** Every open position of the account, the client's and any other. */
  openPositions(): Position[];
  closePosition(ticket: string): Close | Rejection;
  /** Closes `volume` lots of a position, leaving the rest open (PositionClosePartial). */
  closePartial(ticket: string, volume: number): true | Rejection;
  /** How a position the broker closed (its stop or target hit) ended; null while it is not in the history. */
  closedDeal(ticket: string): Close | null;
  /**
   * The deal that opened a position of `magic` with this comment, from `since` on (HistorySelect of
   * that window), still open or closed since; null when the history the terminal has holds none.
   */
  openingDeal(comment: string, magic: number, since: Date): Opening | null;
}

/** A symbol's trading conditions at the broker. */
export interface SymbolRules {
  volume: VolumeRules;
  /** SYMBOL_DIGITS and SYMBOL_POINT. */
  digits: number;
  point: number;
  /** SYMBOL_TRADE_TICK_SIZE: prices are multiples of it. */
  tickSize: number;
  /** SYMBOL_TRADE_STOPS_LEVEL, in points: how close to the price a stop or target may be. */
  stopsLevel: number;
  /** SYMBOL_TRADE_FREEZE_LEVEL, in points: how close to a stop or target a position may still be modified. */
  freezeLevel: number;
  /** SYMBOL_ORDER_MODE has SYMBOL_ORDER_SL and SYMBOL_ORDER_TP. */
  stopLossAllowed: boolean;
  takeProfitAllowed: boolean;
  /** SYMBOL_FILLING_MODE's flags: FOK and IOC (RETURN is not a flag). */
  fillings: ('FOK' | 'IOC')[];
  /** SYMBOL_TRADE_EXEMODE: on market execution a market order must be FOK or IOC. */
  execution: 'market' | 'exchange' | 'instant' | 'request';
}

export interface Quote {
  bid: number;
  ask: number;
}

export interface MarketOrder {
  symbol: string;
  side: Side;
  volume: number;
  /** 0: none (the broker drops a stop or target its order mode does not take). */
  stop: number;
  target: number;
  comment: string;
  magic: number;
  filling: Filling;
}

export interface Fill {
  /** The position's ticket. */
  ticket: string;
  price: number;
  /** Less than asked on a partial fill (10010). */
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
  /** POSITION_SL and POSITION_TP: 0 when the position has none. */
  stop: number;
  target: number;
  comment: string;
  magic: number;
}

export interface Close {
  price: number;
  time: Date;
  /** In the account currency, with swap and commission. */
  profit: number;
}

/** The broker's refusal: its return code and sentence ("Requote", "Market is closed"). */
export interface Rejection {
  rejected: string;
  retcode: number;
}

export function isRejection(result: unknown): result is Rejection {
  return typeof result === 'object' && result !== null && 'rejected' in result;
}

/** Trade return codes (TRADE_RETCODE_*) the client treats apart. */
export const RETCODE = {
  REQUOTE: 10004,
  DONE: 10009,
  DONE_PARTIAL: 10010,
  INVALID_STOPS: 10016,
  MARKET_CLOSED: 10018,
  PRICE_CHANGED: 10020,
  PRICE_OFF: 10021,
  TOO_MANY_REQUESTS: 10024,
  INVALID_FILL: 10030,
  CONNECTION: 10031,
} as const;

/** Rejections that say "not now" rather than "no": tried again shortly, within the signal's age limit. */
export const TEMPORARY_RETCODES: readonly number[] = [
  RETCODE.REQUOTE,
  RETCODE.PRICE_CHANGED,
  RETCODE.PRICE_OFF,
  RETCODE.TOO_MANY_REQUESTS,
  RETCODE.CONNECTION,
];
