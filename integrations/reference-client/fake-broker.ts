import type { Broker, Close, Fill, MarketOrder, Opening, Position, Rejection } from './broker.js';
import type { VolumeRules } from './volume.js';

export interface FakeSymbol {
  /** The price an order fills at (before slippage) and a position closes at. */
  price: number;
  /** 0.01 for JPY quotes, 0.0001 otherwise, unless set. */
  pipSize?: number;
  marketOpen?: boolean;
  /** The account's lot step, as minimum and step, and 100 lots at most, unless set. */
  volume?: Partial<VolumeRules>;
}

export interface FakeBrokerOptions {
  login?: string;
  name?: string;
  currency?: string;
  balance?: number;
  lotStep?: number;
  terminalBuild?: number;
  /** Pips every fill is worse than the price, against the trader. */
  slippagePips?: number;
  symbols?: Record<string, FakeSymbol>;
  now?: () => Date;
}

const CONTRACT_SIZE = 100_000;

interface OpenPosition extends Position {
  stop: number;
  target: number;
}

/**
 * A trading account in memory for the reference client's tests: fills market orders at the set
 * price with slippage against the trader, refuses when a symbol's market is closed, and closes
 * positions at market or at their stop or target "at the broker". Profit is the price difference ×
 * volume × 100 000, which is in the account currency for pairs quoted in it (EURUSD on a USD account).
 */
export class FakeBroker implements Broker {
  /** Every order sent, filled or refused: a test counts them to prove nothing was sent twice. */
  readonly orders: MarketOrder[] = [];
  slippagePips: number;
  private readonly symbols = new Map<string, FakeSymbol>();
  private readonly positions = new Map<string, OpenPosition>();
  private readonly history = new Map<string, Close>();
  /** Opening deals by the order's comment, kept after their positions close. */
  private readonly openings = new Map<string, Opening>();
  private nextTicket = 50_012_345;
  private accountBalance: number;
  private readonly now: () => Date;

  constructor(private readonly options: FakeBrokerOptions = {}) {
    this.slippagePips = options.slippagePips ?? 0;
    this.accountBalance = options.balance ?? 10_000;
    this.now = options.now ?? (() => new Date());
    for (const [symbol, settings] of Object.entries(options.symbols ?? {})) this.symbols.set(symbol, settings);
  }

  login(): string {
    return this.options.login ?? '51234567';
  }
  name(): string {
    return this.options.name ?? 'Fake Markets Ltd';
  }
  currency(): string {
    return this.options.currency ?? 'USD';
  }
  balance(): number {
    return this.accountBalance;
  }
  equity(): number {
    let floating = 0;
    for (const position of this.positions.values())
      floating += this.profitOf(position, this.symbol(position.symbol).price);
    return round(this.accountBalance + floating, 2);
  }
  lotStep(): number {
    return this.options.lotStep ?? 0.01;
  }
  terminalBuild(): number {
    return this.options.terminalBuild ?? 4755;
  }
  volumeRules(symbol: string): VolumeRules {
    const step = this.lotStep();
    return { step, min: step, max: 100, ...this.symbol(symbol).volume };
  }
  symbolExists(symbol: string): boolean {
    return this.symbols.has(symbol);
  }
  marketOpen(symbol: string): boolean {
    return this.symbols.get(symbol)?.marketOpen ?? true;
  }

  setPrice(symbol: string, price: number): void {
    this.symbol(symbol).price = price;
  }
  setMarketOpen(symbol: string, open: boolean): void {
    this.symbol(symbol).marketOpen = open;
  }

  openMarketOrder(order: MarketOrder): Fill | Rejection {
    this.orders.push(order);
    if (!this.symbolExists(order.symbol)) return { rejected: `Unknown symbol ${order.symbol}` };
    if (!this.marketOpen(order.symbol)) return { rejected: 'Market is closed' };
    if (!validVolume(order.volume, this.volumeRules(order.symbol))) return { rejected: 'Invalid volume' };
    const settings = this.symbol(order.symbol);
    const pip = pipSizeOf(order.symbol, settings);
    const slippage = this.slippagePips * pip;
    // Rounded to a tenth of a pip, as quotes are: 1.0852 + 0.00002 is 1.08522, not 1.0852199999.
    const price = round(
      order.side === 'BUY' ? settings.price + slippage : settings.price - slippage,
      decimalsOf(pip) + 1,
    );
    const ticket = String(this.nextTicket++);
    const time = this.now();
    this.positions.set(ticket, { ...order, ticket, openPrice: price, openTime: time });
    this.openings.set(order.comment, { ticket, price, volume: order.volume, time, symbol: order.symbol });
    return { ticket, price, volume: order.volume, time };
  }

  openPositions(): Position[] {
    return [...this.positions.values()].map(({ ticket, symbol, side, volume, openPrice, openTime, comment }) => ({
      ticket,
      symbol,
      side,
      volume,
      openPrice,
      openTime,
      comment,
    }));
  }

  closePosition(ticket: string): Close | Rejection {
    const position = this.positions.get(ticket);
    if (!position) return { rejected: `Position ${ticket} not found` };
    if (!this.marketOpen(position.symbol)) return { rejected: 'Market is closed' };
    return this.close(position, this.symbol(position.symbol).price);
  }

  closedDeal(ticket: string): Close | null {
    return this.history.get(ticket) ?? null;
  }

  openingDeal(comment: string): Opening | null {
    return this.openings.get(comment) ?? null;
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
    const profit = round(this.profitOf(position, price), 2);
    const close = { price, time: this.now(), profit };
    this.positions.delete(position.ticket);
    this.history.set(position.ticket, close);
    this.accountBalance = round(this.accountBalance + profit, 2);
    return close;
  }

  private profitOf(position: OpenPosition, price: number): number {
    const direction = position.side === 'BUY' ? 1 : -1;
    return (price - position.openPrice) * direction * position.volume * CONTRACT_SIZE;
  }

  private symbol(symbol: string): FakeSymbol {
    const settings = this.symbols.get(symbol);
    if (!settings) throw new Error(`FakeBroker has no symbol ${symbol}`);
    return settings;
  }

  private position(ticket: string): OpenPosition {
    const position = this.positions.get(ticket);
    if (!position) throw new Error(`FakeBroker has no open position ${ticket}`);
    return position;
  }
}

/** A whole number of steps between the minimum and the maximum, as brokers check an order. */
function validVolume(volume: number, rules: VolumeRules): boolean {
  const steps = volume / rules.step;
  return volume >= rules.min && volume <= rules.max && Math.abs(steps - Math.round(steps)) < 1e-6;
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
