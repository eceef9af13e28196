import {
  RETCODE,
  type Broker,
  type Close,
  type Fill,
  type MarginMode,
  type MarketOrder,
  type Opening,
  type Position,
  type Quote,
  type Rejection,
  type SymbolRules,
} from './broker.js';
import type { Side } from './protocol.js';
import type { VolumeRules } from './volume.js';

export interface FakeSymbol {
  /** The bid: a sell fills at it (before slippage), a buy position closes at it. */
  price: number;
  /** The ask is the bid and this many pips; 0 unless set. */
  spreadPips?: number;
  /** 0.01 for JPY quotes, 0.0001 otherwise, unless set. */
  pipSize?: number;
  marketOpen?: boolean;
  /** 0.01 step and minimum, 100 lots at most, unless set. */
  volume?: Partial<VolumeRules>;
  /** Price digits: one more than the pip's unless set. */
  digits?: number;
  /** Prices are multiples of it: one point unless set. */
  tickSize?: number;
  /** In points: how close to the price a stop or target may be, and a modified one. */
  stopsLevel?: number;
  freezeLevel?: number;
  /** SYMBOL_ORDER_MODE without SYMBOL_ORDER_SL / _TP: the broker takes no stop (or target) at all. */
  stopLossAllowed?: boolean;
  takeProfitAllowed?: boolean;
  /** The order fills without the stop and target it carried (a bridge that drops them); a modify sets them. */
  dropsStopsOnOpen?: boolean;
  /** A modify of the stop and target is refused ("Invalid stops"). */
  refusesModify?: boolean;
  /** SYMBOL_FILLING_MODE: FOK and IOC unless set. */
  fillings?: ('FOK' | 'IOC')[];
  execution?: SymbolRules['execution'];
  /** Units in a lot: 100,000 unless set (gold 100 oz, silver 5,000 oz at most brokers; some differ). */
  contractSize?: number;
  /** A profit in the quote currency times this is in the account currency: 1 unless set (EURUSD on USD). */
  quoteToAccount?: number;
  /** No tick has come since the symbol was selected: no price until setPrice. */
  noTickYet?: boolean;
}

export interface FakeBrokerOptions {
  login?: string;
  server?: string;
  name?: string;
  currency?: string;
  balance?: number;
  terminalBuild?: number;
  marginMode?: MarginMode;
  /** Logged in with the investor (read-only) password: ACCOUNT_TRADE_ALLOWED is false. */
  investor?: boolean;
  /** The broker lets no Expert Advisor trade the account: ACCOUNT_TRADE_EXPERT is false. */
  expertsDisabled?: boolean;
  /** Pips every fill is worse than the price, against the trader. */
  slippagePips?: number;
  symbols?: Record<string, FakeSymbol>;
  /** A broker that writes its own comment on every position (and its deals). */
  rewriteComment?: (comment: string) => string;
  now?: () => Date;
}

interface OpenPosition extends Position {
  /** Closed parts' profit so far (PositionClosePartial). */
  realised: number;
}

interface Pending {
  rejection?: Rejection;
  partialVolume?: number;
  /** Runs as the broker answers: what happened meanwhile elsewhere (another terminal's order). */
  then?: () => void;
}

/** The trading account itself, which every terminal logged in to it sees. */
interface FakeAccount {
  symbols: Map<string, FakeSymbol>;
  positions: Map<string, OpenPosition>;
  history: Map<string, Close>;
  /** Opening deals with their comment and magic, kept after their positions close. */
  openings: (Opening & { comment: string; magic: number })[];
  nextTicket: number;
  balance: number;
  /** Every order sent from any terminal, filled or refused. */
  orders: MarketOrder[];
}

/**
 * A trading account in memory for the reference client's tests, and the terminal logged in to it:
 * fills market orders at the bid or ask with slippage against the trader, and refuses them as
 * brokers do (a closed market, a volume off the step, stops too close, a filling mode the symbol
 * does not take, no connection, algo trading off, queued requotes); fills partially when told;
 * closes positions at market or at their stop or target "at the broker"; keeps the deal history,
 * which a terminal just started may not have yet. Profit is the price difference × volume × the
 * symbol's contract size, in the account currency through `quoteToAccount`. `anotherTerminal()`
 * is a second terminal on the same login: its own switches and global variables, the same account.
 */
export class FakeBroker implements Broker {
  slippagePips: number;
  private readonly account: FakeAccount;
  private readonly globals = new Map<string, number>();
  private readonly pending: Pending[] = [];
  private readonly now: () => Date;
  private isConnected = true;
  private algoTrading = true;
  private eaAllowed = true;
  private historySynced = true;

  constructor(
    private readonly options: FakeBrokerOptions = {},
    shared?: FakeAccount,
  ) {
    this.slippagePips = options.slippagePips ?? 0;
    this.now = options.now ?? (() => new Date());
    this.account = shared ?? {
      symbols: new Map(Object.entries(options.symbols ?? {})),
      positions: new Map(),
      history: new Map(),
      openings: [],
      nextTicket: 50_012_345,
      balance: options.balance ?? 10_000,
      orders: [],
    };
  }

  /** Every order sent, filled or refused, from any terminal: a test counts them to prove nothing was sent twice. */
  get orders(): MarketOrder[] {
    return this.account.orders;
  }

  /** A second terminal logged in to the same account (another computer, or a second install). */
  anotherTerminal(): FakeBroker {
    return new FakeBroker(this.options, this.account);
  }

  login(): string {
    return this.options.login ?? '51234567';
  }
  server(): string {
    return this.options.server ?? 'FakeMarkets-Live';
  }
  name(): string {
    return this.options.name ?? 'Fake Markets Ltd';
  }
  currency(): string {
    return this.options.currency ?? 'USD';
  }
  balance(): number {
    return this.account.balance;
  }
  equity(): number {
    let floating = 0;
    for (const position of this.account.positions.values())
      floating += this.profitOf(position, this.closingPrice(position));
    return round(this.account.balance + floating, 2);
  }
  terminalBuild(): number {
    return this.options.terminalBuild ?? 4755;
  }
  marginMode(): MarginMode {
    return this.options.marginMode ?? 'hedging';
  }
  connected(): boolean {
    return this.isConnected;
  }
  terminalTradeAllowed(): boolean {
    return this.algoTrading;
  }
  programTradeAllowed(): boolean {
    return this.eaAllowed;
  }
  accountTradeAllowed(): boolean {
    return !this.options.investor;
  }
  accountExpertAllowed(): boolean {
    return !this.options.expertsDisabled;
  }

  lock(name: string, owner: number): boolean {
    const holder = this.globals.get(name) ?? 0;
    if (holder !== 0 && holder !== owner) return false;
    this.globals.set(name, owner);
    return true;
  }
  unlock(name: string, owner: number): void {
    if (this.globals.get(name) === owner) this.globals.set(name, 0);
  }

  symbolExists(symbol: string): boolean {
    return this.account.symbols.has(symbol);
  }
  marketOpen(symbol: string): boolean {
    return this.account.symbols.get(symbol)?.marketOpen ?? true;
  }

  symbolRules(symbol: string): SymbolRules {
    const settings = this.symbol(symbol);
    const digits = settings.digits ?? decimalsOf(pipSizeOf(symbol, settings)) + 1;
    const point = Number((10 ** -digits).toFixed(digits));
    return {
      volume: { step: 0.01, min: 0.01, max: 100, ...settings.volume },
      digits,
      point,
      tickSize: settings.tickSize ?? point,
      stopsLevel: settings.stopsLevel ?? 0,
      freezeLevel: settings.freezeLevel ?? 0,
      stopLossAllowed: settings.stopLossAllowed ?? true,
      takeProfitAllowed: settings.takeProfitAllowed ?? true,
      fillings: settings.fillings ?? ['FOK', 'IOC'],
      execution: settings.execution ?? 'market',
    };
  }

  quote(symbol: string): Quote | null {
    const settings = this.symbol(symbol);
    if (settings.noTickYet) return null;
    const spread = (settings.spreadPips ?? 0) * pipSizeOf(symbol, settings);
    return { bid: settings.price, ask: round(settings.price + spread, this.symbolRules(symbol).digits) };
  }

  calcProfit(side: Side, symbol: string, volume: number, open: number, close: number): number | null {
    const settings = this.account.symbols.get(symbol);
    if (!settings) return null;
    return (
      (close - open) *
      (side === 'BUY' ? 1 : -1) *
      volume *
      (settings.contractSize ?? 100_000) *
      (settings.quoteToAccount ?? 1)
    );
  }

  /** A tick: the new bid (the first after noTickYet). */
  setPrice(symbol: string, price: number): void {
    Object.assign(this.symbol(symbol), { price, noTickYet: false });
  }
  setMarketOpen(symbol: string, open: boolean): void {
    this.symbol(symbol).marketOpen = open;
  }
  setConnected(connected: boolean): void {
    this.isConnected = connected;
  }
  /** The toolbar's Algo Trading button. */
  setAlgoTrading(on: boolean): void {
    this.algoTrading = on;
  }
  /** The EA's own "Allow Algo Trading" box. */
  setEaAllowed(on: boolean): void {
    this.eaAllowed = on;
  }
  /** While false, the terminal has not downloaded the deal history yet: no deal is found. */
  setHistorySynced(synced: boolean): void {
    this.historySynced = synced;
  }
  /** The next order is refused with this return code (then `then` runs, as if meanwhile). */
  rejectNext(retcode: number, rejected: string, then?: () => void): void {
    this.pending.push({ rejection: { retcode, rejected }, then });
  }
  /** The next order fills only this many lots (10010, a partial fill). */
  fillPartlyNext(volume: number): void {
    this.pending.push({ partialVolume: volume });
  }

  checkOrder(order: MarketOrder): Rejection | null {
    return this.refusal(order);
  }

  openMarketOrder(order: MarketOrder): Fill | Rejection {
    this.account.orders.push(order);
    const pending = this.pending.shift();
    try {
      if (pending?.rejection) return pending.rejection;
      const refused = this.refusal(order);
      if (refused) return refused;
      return this.fill(order, pending?.partialVolume);
    } finally {
      pending?.then?.();
    }
  }

  private refusal(order: MarketOrder): Rejection | null {
    if (!this.isConnected) return { retcode: RETCODE.CONNECTION, rejected: 'No connection with the trade server' };
    if (!this.algoTrading || !this.eaAllowed)
      return { retcode: 10027, rejected: 'Autotrading disabled by client terminal' };
    if (this.options.investor || this.options.expertsDisabled) return { retcode: 10017, rejected: 'Trade is disabled' };
    if (!this.symbolExists(order.symbol)) return { retcode: 10013, rejected: `Unknown symbol ${order.symbol}` };
    if (!this.marketOpen(order.symbol)) return { retcode: RETCODE.MARKET_CLOSED, rejected: 'Market is closed' };
    const rules = this.symbolRules(order.symbol);
    if (!validVolume(order.volume, rules.volume)) return { retcode: 10014, rejected: 'Invalid volume' };
    // Instant and request execution fill the policy in themselves; RETURN is for exchange execution.
    const takesFilling =
      rules.execution === 'instant' ||
      rules.execution === 'request' ||
      (order.filling === 'RETURN' ? rules.execution === 'exchange' : rules.fillings.includes(order.filling));
    if (!takesFilling) return { retcode: RETCODE.INVALID_FILL, rejected: 'Unsupported filling mode' };
    if (!stopsClear(order.side, this.quote(order.symbol)!, order.stop, order.target, rules))
      return { retcode: RETCODE.INVALID_STOPS, rejected: 'Invalid stops' };
    return null;
  }

  private fill(order: MarketOrder, partialVolume?: number): Fill {
    const settings = this.symbol(order.symbol);
    const rules = this.symbolRules(order.symbol);
    const quote = this.quote(order.symbol)!;
    const slippage = this.slippagePips * pipSizeOf(order.symbol, settings);
    // Rounded to the symbol's digits, as quotes are: 1.0852 + 0.00002 is 1.08522, not 1.0852199999.
    const price = round(order.side === 'BUY' ? quote.ask + slippage : quote.bid - slippage, rules.digits);
    const ticket = String(this.account.nextTicket++);
    const time = this.now();
    const volume = partialVolume ?? order.volume;
    const comment = this.options.rewriteComment?.(order.comment) ?? order.comment;
    const keepsStops = !settings.dropsStopsOnOpen;
    this.account.positions.set(ticket, {
      ticket,
      symbol: order.symbol,
      side: order.side,
      volume,
      openPrice: price,
      openTime: time,
      stop: keepsStops && rules.stopLossAllowed ? order.stop : 0,
      target: keepsStops && rules.takeProfitAllowed ? order.target : 0,
      comment,
      magic: order.magic,
      realised: 0,
    });
    this.account.openings.push({ ticket, price, volume, time, symbol: order.symbol, comment, magic: order.magic });
    return { ticket, price, volume, time };
  }

  modifyPosition(ticket: string, stop: number, target: number): true | Rejection {
    const position = this.account.positions.get(ticket);
    if (!position) return { retcode: 10036, rejected: `Position ${ticket} not found` };
    if (!this.isConnected) return { retcode: RETCODE.CONNECTION, rejected: 'No connection with the trade server' };
    const settings = this.symbol(position.symbol);
    const rules = this.symbolRules(position.symbol);
    if (settings.refusesModify || (stop && !rules.stopLossAllowed))
      return { retcode: RETCODE.INVALID_STOPS, rejected: 'Invalid stops' };
    if (!stopsClear(position.side, this.quote(position.symbol)!, stop, target, rules))
      return { retcode: RETCODE.INVALID_STOPS, rejected: 'Invalid stops' };
    position.stop = stop;
    position.target = rules.takeProfitAllowed ? target : 0;
    return true;
  }

  openPositions(): Position[] {
    return [...this.account.positions.values()].map(({ realised: _, ...position }) => ({ ...position }));
  }

  closePosition(ticket: string): Close | Rejection {
    const position = this.account.positions.get(ticket);
    if (!position) return { retcode: 10036, rejected: `Position ${ticket} not found` };
    if (!this.isConnected) return { retcode: RETCODE.CONNECTION, rejected: 'No connection with the trade server' };
    if (!this.marketOpen(position.symbol)) return { retcode: RETCODE.MARKET_CLOSED, rejected: 'Market is closed' };
    return this.close(position, this.closingPrice(position));
  }

  closePartial(ticket: string, volume: number): true | Rejection {
    const position = this.account.positions.get(ticket);
    if (!position) return { retcode: 10036, rejected: `Position ${ticket} not found` };
    if (!this.isConnected) return { retcode: RETCODE.CONNECTION, rejected: 'No connection with the trade server' };
    const part = round(this.profitOf({ ...position, volume }, this.closingPrice(position)), 2);
    position.volume = round(position.volume - volume, 8);
    position.realised = round(position.realised + part, 2);
    this.account.balance = round(this.account.balance + part, 2);
    return true;
  }

  closedDeal(ticket: string): Close | null {
    return this.historySynced ? (this.account.history.get(ticket) ?? null) : null;
  }

  openingDeal(comment: string, magic: number, since: Date): Opening | null {
    if (!this.historySynced) return null;
    const deal = this.account.openings.find(
      (opening) => opening.comment === comment && opening.magic === magic && opening.time >= since,
    );
    if (!deal) return null;
    const { ticket, price, volume, time, symbol } = deal;
    return { ticket, price, volume, time, symbol };
  }

  /** The broker closes a position at its stop (as the market reaching it would), while the client is not looking. */
  hitStop(ticket: string): Close {
    return this.close(this.position(ticket), this.position(ticket).stop);
  }

  /** The broker closes a position at its target. */
  hitTarget(ticket: string): Close {
    return this.close(this.position(ticket), this.position(ticket).target);
  }

  private close(position: OpenPosition, price: number): Close {
    const last = round(this.profitOf(position, price), 2);
    const close = { price, time: this.now(), profit: round(position.realised + last, 2) };
    this.account.positions.delete(position.ticket);
    this.account.history.set(position.ticket, close);
    this.account.balance = round(this.account.balance + last, 2);
    return close;
  }

  /** A buy closes at the bid, a sell at the ask. */
  private closingPrice(position: Position): number {
    const quote = this.quote(position.symbol) ?? { bid: this.symbol(position.symbol).price, ask: 0 };
    return position.side === 'BUY' ? quote.bid : quote.ask;
  }

  private profitOf(position: Pick<Position, 'side' | 'symbol' | 'volume' | 'openPrice'>, price: number): number {
    return this.calcProfit(position.side, position.symbol, position.volume, position.openPrice, price) ?? 0;
  }

  private symbol(symbol: string): FakeSymbol {
    const settings = this.account.symbols.get(symbol);
    if (!settings) throw new Error(`FakeBroker has no symbol ${symbol}`);
    return settings;
  }

  private position(ticket: string): OpenPosition {
    const position = this.account.positions.get(ticket);
    if (!position) throw new Error(`FakeBroker has no open position ${ticket}`);
    return position;
  }
}

/** A whole number of steps between the minimum and the maximum, as brokers check an order. */
function validVolume(volume: number, rules: VolumeRules): boolean {
  const steps = volume / rules.step;
  return volume >= rules.min && volume <= rules.max && Math.abs(steps - Math.round(steps)) < 1e-6;
}

/** A stop and target (0: none) on the right side of the closing price, and at least the stops level from it. */
function stopsClear(side: Side, quote: Quote, stop: number, target: number, rules: SymbolRules): boolean {
  const closing = side === 'BUY' ? quote.bid : quote.ask;
  const gap = rules.stopsLevel * rules.point - rules.point / 2;
  const below = (price: number) => closing - price >= gap && price < closing;
  const above = (price: number) => price - closing >= gap && price > closing;
  const stopOk = !stop || (side === 'BUY' ? below(stop) : above(stop));
  const targetOk = !target || (side === 'BUY' ? above(target) : below(target));
  return stopOk && targetOk;
}

function pipSizeOf(symbol: string, settings: FakeSymbol): number {
  return settings.pipSize ?? (symbol.includes('JPY') ? 0.01 : 0.0001);
}

function decimalsOf(step: number): number {
  return Math.max(0, Math.round(-Math.log10(step)));
}

function round(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}
