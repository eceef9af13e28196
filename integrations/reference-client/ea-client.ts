import {
  isRejection,
  TEMPORARY_RETCODES,
  type Broker,
  type Close,
  type Fill,
  type Filling,
  type MarketOrder,
  type Opening,
  type Position,
  type Rejection,
  type SymbolRules,
} from './broker.js';
import { entryPriceOf, normalisePrice, priceMovedReason, stopsReason } from './order-checks.js';
import {
  commentFor,
  signalIdOf,
  type CloseEvent,
  type FeedPage,
  type NotTradingReason,
  type OpenEvent,
  type Report,
  type Side,
} from './protocol.js';
import { excessVolume, orderVolume, riskMoney } from './sizing.js';
import { StateStore, type EaState } from './state-store.js';

export interface EaClientOptions {
  baseUrl: string;
  /** The account key, `sdk_...`, issued on the dashboard. */
  key: string;
  broker: Broker;
  stateFile: string;
  /** An open event published longer ago than this is skipped, not traded. */
  maxSignalAgeMinutes?: number;
  /** A signal whose price has moved further than this share of its stop distance from the entry is skipped. */
  maxEntryDriftPercent?: number;
  /** The magic number the client's orders carry: how it tells its positions from any other. */
  magicNumber?: number;
  now?: () => Date;
  /** Waits between tries of an order the broker refused for now (Sleep in the EA). */
  sleep?: (ms: number) => Promise<void>;
  /** How long a request may take before it counts as lost (the EA's WebRequest timeout). */
  timeoutMs?: number;
}

/** What one poll did: the EA prints the same in its journal. */
export interface PollSummary {
  /** Why nothing was traded or read this poll (its heartbeat says it too); null while trading. */
  notTrading: NotTradingReason | null;
  /** Set when this client would not run: another copy holds the login in this terminal. */
  refused?: string;
  heartbeat: boolean;
  events: number;
  orders: { signalId: number; ticket: string; price: number; volume: number }[];
  skipped: { signalId: number; reason: string }[];
  /** Signals left for the next poll (the page is read again): no price yet, or a requote. */
  deferred: { signalId: number; reason: string }[];
  /** Lots closed right after a fill that would have lost more than the risk % at the stop. */
  trimmed: { signalId: number; ticket: string; volume: number }[];
  closed: { signalId: number; ticket: string; profit: number; note?: string }[];
  /** A close the broker refused, said once per reason (not every poll of a weekend). */
  closeRefused: { ticket: string; reason: string }[];
  /** A position the broker left without its stop that could not be closed either: tried again each poll. */
  unprotected: { ticket: string; reason: string }[];
  reportsSent: number;
  /** Reports still waiting for the server after this poll. */
  reportsQueued: number;
  /** Reports the server refused for good (404, 409, 400): dropped, as sending them again would not help. */
  reportsRefused: { report: Report; status: number; message: string }[];
  /** Why the poll stopped talking to the server: 401, 403, 429, 5xx, or 0 when it could not be reached. */
  error?: { status: number; message: string; retryAfterSeconds?: number };
}

interface Answer {
  /** 0 when no answer came (connection lost, time-out), as WebRequest's -1 in the EA. */
  status: number;
  body: unknown;
  retryAfterSeconds?: number;
}

type Handled = 'handled' | 'deferred';

const HEARTBEAT_MS = 60_000;
/** `more: true` pages read in one poll at most, so a poll always ends. */
const MAX_PAGES = 20;
const MAX_REASON_LENGTH = 200;
/** Lot steps of at most this many symbols go in a heartbeat: the ones seen last. */
const MAX_SYMBOLS = 32;
/** Waits before the second, third and fourth try of an order refused for now. */
const RETRY_BACKOFF_MS = [250, 500, 1000];
/**
 * A marker still `sending` this long after it was written: the terminal stopped while the order was
 * on its way. Either the broker has a deal with its comment, or it never took the order.
 */
const UNCONFIRMED_AFTER_MS = 2 * 60_000;
/** A terminal just (re)connected is still downloading its deal history: nothing is judged from it before this. */
const HISTORY_SETTLE_MS = 60_000;
/** The window of history searched for a marker's deal: from a little before it was written. */
const HISTORY_WINDOW_MS = 60 * 60_000;
export const UNCONFIRMED_REASON =
  'Not placed: the terminal stopped while sending the order, and the broker has no deal for it';
export const DEFAULT_MAGIC = 20_261_126;

/**
 * The reference client: one `poll()` does what the Expert Advisor does on each timer tick
 * (docs/metatrader-protocol.md, "What the EA does each poll"). SignalDesk.mq5 mirrors it function
 * by function; CI runs this one against the real server.
 */
export class EaClient {
  private readonly baseUrl: string;
  private readonly key: string;
  private readonly broker: Broker;
  private readonly store: StateStore;
  private readonly maxSignalAgeMinutes: number;
  private readonly maxEntryDriftPercent: number;
  private readonly magic: number;
  private readonly now: () => Date;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly timeoutMs: number;
  private readonly state: EaState;
  /** This copy's mark in the terminal-wide lock of its login (the EA uses its chart's id). */
  private readonly instance = 1 + Math.floor(Math.random() * 2_000_000_000);
  private started = false;
  /** In memory on purpose: a restarted client says hello at once. */
  private lastHeartbeat: number | null = null;
  private lastNotTrading: NotTradingReason | null = null;
  /** After a 429, the server is left alone until then. */
  private quietUntil = 0;
  /** Since when the terminal has been connected without a break, as this copy saw it. */
  private connectedSince: number | null = null;
  /** The broker's last "not now" per signal, said when the signal finally runs out of time. */
  private readonly lastRefusals = new Map<number, string>();
  /** The last refusal said of each ticket's close. */
  private readonly closeRefusals = new Map<string, string>();

  constructor(options: EaClientOptions) {
    // "https://host/" and "https://host" are the same server.
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.key = options.key;
    this.broker = options.broker;
    this.store = new StateStore(options.stateFile);
    this.maxSignalAgeMinutes = options.maxSignalAgeMinutes ?? 30;
    this.maxEntryDriftPercent = options.maxEntryDriftPercent ?? 25;
    this.magic = options.magicNumber ?? DEFAULT_MAGIC;
    this.now = options.now ?? (() => new Date());
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.state = this.store.load();
  }

  /** Reports waiting for the server, oldest first. */
  get queuedReports(): readonly Report[] {
    return this.state.outbox;
  }

  async poll(): Promise<PollSummary> {
    const summary: PollSummary = {
      notTrading: null,
      heartbeat: false,
      events: 0,
      orders: [],
      skipped: [],
      deferred: [],
      trimmed: [],
      closed: [],
      closeRefused: [],
      unprotected: [],
      reportsSent: 0,
      reportsQueued: 0,
      reportsRefused: [],
    };
    if (!this.start(summary)) return summary;
    const notTrading = this.notTradingReason();
    summary.notTrading = notTrading;
    // A netting account never had a position of this client: it only says why it does nothing.
    if (notTrading !== 'netting') {
      this.watchConnection();
      this.adoptUntracked();
      if (this.historySettled()) this.reportUnconfirmed(summary);
    }
    if (this.serverAllowed()) {
      await this.sendHeartbeatIfDue(summary, notTrading);
      // A heartbeat refused (a currency or step the server does not take) stops nothing; a 429 does.
      if (notTrading === null && this.serverAllowed()) await this.readFeed(summary);
    }
    // What the broker did needs no server: closes are queued even while it cannot be reached.
    if (notTrading === null) this.closeRequested(summary);
    if (notTrading !== 'netting') this.detectClosedAtBroker(summary);
    if (this.serverAllowed()) await this.sendReports(summary);
    summary.reportsQueued = this.state.outbox.length;
    this.save();
    return summary;
  }

  /** Lets the login's lock go, as the EA does in OnDeinit. */
  stop(): void {
    if (this.started) this.broker.unlock(this.lockName(), this.instance);
    this.started = false;
  }

  /** One copy per login in a terminal (two charts): the second does nothing at all. */
  private start(summary: PollSummary): boolean {
    if (this.started) return true;
    if (!this.broker.lock(this.lockName(), this.instance)) {
      summary.refused = `Another SignalDesk Expert Advisor runs on login ${this.broker.login()} in this terminal: this one does nothing`;
      return false;
    }
    this.started = true;
    return true;
  }

  private lockName(): string {
    return `SignalDesk.${this.broker.login()}`;
  }

  /** Why no signal may be read now: checked before the feed, so none is used up while the terminal cannot trade. */
  private notTradingReason(): NotTradingReason | null {
    if (this.broker.marginMode() !== 'hedging') return 'netting';
    if (!this.broker.connected()) return 'not-connected';
    if (!this.broker.terminalTradeAllowed()) return 'algo-trading-off';
    if (!this.broker.programTradeAllowed()) return 'ea-trading-off';
    if (!this.broker.accountTradeAllowed()) return 'account-trading-off';
    if (!this.broker.accountExpertAllowed()) return 'experts-off';
    return null;
  }

  private watchConnection(): void {
    if (!this.broker.connected()) this.connectedSince = null;
    else this.connectedSince ??= this.now().getTime();
  }

  private historySettled(): boolean {
    return this.connectedSince !== null && this.now().getTime() - this.connectedSince >= HISTORY_SETTLE_MS;
  }

  private serverAllowed(): boolean {
    return this.now().getTime() >= this.quietUntil;
  }

  private async sendHeartbeatIfDue(summary: PollSummary, notTrading: NotTradingReason | null): Promise<void> {
    const now = this.now().getTime();
    const due = this.lastHeartbeat === null || now - this.lastHeartbeat >= HEARTBEAT_MS;
    if (!due && notTrading === this.lastNotTrading) return;
    // Not queued: an old heartbeat is worth nothing; the next poll sends a fresh one.
    const answer = await this.request('POST', '/api/ea/reports', {
      type: 'heartbeat',
      terminalBuild: this.broker.terminalBuild(),
      broker: this.broker.name(),
      server: this.broker.server(),
      login: this.broker.login(),
      currency: this.broker.currency(),
      balance: this.broker.balance(),
      equity: this.broker.equity(),
      lotSteps: this.lotSteps(),
      notTrading,
    });
    const succeeded = this.succeeded(answer, summary);
    // A refusal is not sent again every poll: the server would refuse it the same way.
    if (succeeded || (answer.status >= 400 && answer.status < 500 && answer.status !== 429)) {
      this.lastHeartbeat = now;
      this.lastNotTrading = notTrading;
    }
    summary.heartbeat = succeeded;
  }

  /** The lot step of each symbol signals have named, by the broker's name: the feed sizes with them. */
  private lotSteps(): Record<string, number> {
    const steps: Record<string, number> = {};
    for (const symbol of this.state.symbols)
      if (this.broker.symbolExists(symbol)) steps[symbol] = this.broker.symbolRules(symbol).volume.step;
    return steps;
  }

  private async readFeed(summary: PollSummary): Promise<void> {
    for (let page = 0; page < MAX_PAGES; page++) {
      const after = this.state.cursor === null ? '' : `?after=${encodeURIComponent(this.state.cursor)}`;
      const answer = await this.request('GET', `/api/ea/signals${after}`);
      if (answer.status === 304) return;
      if (!this.succeeded(answer, summary)) return;
      const feed = answer.body as FeedPage;
      let deferred = false;
      for (const event of feed.events) {
        summary.events += 1;
        if (event.type === 'open') deferred = (await this.handleOpen(event, feed, summary)) === 'deferred' || deferred;
        else this.handleClose(event);
      }
      // A signal left for later keeps the cursor: the page is read again, and the markers keep the
      // signals handled on it from being sent twice.
      if (deferred) return this.save();
      // Only after the page's events are handled: a crash before this reads the page again.
      this.state.cursor = feed.cursor;
      this.save();
      if (!feed.more) return;
    }
  }

  private async handleOpen(event: OpenEvent, feed: FeedPage, summary: PollSummary): Promise<Handled> {
    const signalId = event.signalId;
    if (this.state.markers[signalId] || this.positionOfSignal(signalId)) return 'handled';
    this.noteSymbol(event.brokerSymbol);
    const reason = this.skipReason(event, feed);
    if (reason) return this.skip(signalId, reason, summary);
    const symbol = event.brokerSymbol;
    const side = event.side as Side;
    const quote = this.broker.quote(symbol);
    if (!quote || !(quote.ask > 0) || !(quote.bid > 0))
      return this.defer(signalId, `No price for ${symbol} yet`, summary);
    const rules = this.broker.symbolRules(symbol);
    const stop = normalisePrice(event.stop!, rules);
    const target = event.target && rules.takeProfitAllowed ? normalisePrice(event.target, rules) : 0;
    const price = entryPriceOf(side, quote);
    const problem =
      priceMovedReason(side, event.entry, stop, price, this.maxEntryDriftPercent, rules.digits) ??
      this.orderProblem(symbol, side, quote, stop, target, rules);
    if (problem) return this.skip(signalId, problem, summary);
    const sized = orderVolume({
      symbol,
      feedVolume: event.volume!,
      sizedOn: event.sizedOn ?? event.entry,
      stop,
      price,
      balance: this.broker.balance(),
      riskPercent: feed.riskPercent,
      lossPerLot: this.lossPerLot(side, symbol, price, stop),
      volume: rules.volume,
    });
    if ('reason' in sized) return this.skip(signalId, sized.reason, summary);

    const order: MarketOrder = {
      symbol,
      side,
      volume: sized.volume,
      stop,
      target,
      comment: commentFor(signalId),
      magic: this.magic,
      filling: fillingFor(rules)!,
    };
    // The terminal's own check of the request (OrderCheck): money, volume, stops, filling.
    const checked = this.broker.checkOrder(order);
    if (checked && !TEMPORARY_RETCODES.includes(checked.retcode))
      return this.skip(signalId, `Order refused: ${checked.rejected}`, summary);
    // Saved before the order goes: if the terminal dies between the two, the restart finds the
    // marker and sends nothing (a position that did open is adopted by its comment).
    this.state.markers[signalId] = { outcome: 'sending', at: this.now().toISOString() };
    this.save();
    const result = await this.send(order, signalId);
    if (result === 'adopted') return 'handled';
    if (isRejection(result)) {
      if (!TEMPORARY_RETCODES.includes(result.retcode))
        return this.skip(signalId, `Order rejected: ${result.rejected}`, summary);
      // The broker took nothing: the signal is tried again next poll, until it is too old.
      delete this.state.markers[signalId];
      this.lastRefusals.set(signalId, result.rejected);
      return this.defer(signalId, `${result.rejected} (${result.retcode})`, summary);
    }
    this.settleFill(signalId, order, result, feed.riskPercent, summary);
    this.save();
    return 'handled';
  }

  /** Why an open event is not traded, in the order of the protocol; null to go on to the price. */
  private skipReason(event: OpenEvent, feed: FeedPage): string | null {
    const symbol = event.brokerSymbol;
    if (feed.paused) return 'Paused';
    if (event.side !== 'BUY' && event.side !== 'SELL')
      return `Unknown side ${JSON.stringify(event.side)}: only BUY and SELL are traded`;
    if (this.state.closeRequests[event.signalId]) return 'Ended before it could be placed';
    if (!(typeof event.stop === 'number' && event.stop > 0))
      return 'No stop loss in the signal: never traded without one';
    if (this.ownPositionCount() >= feed.maxOpenPositions) {
      return `Max open positions reached (${feed.maxOpenPositions})`;
    }
    if (!this.broker.symbolExists(symbol)) return `Symbol ${symbol} is not offered by this broker`;
    if (!this.broker.marketOpen(symbol)) return `Market closed for ${symbol}`;
    if (event.volume === null) return `No volume: ${event.volumeNote ?? 'the server could not size it'}`;
    const ageMinutes = (this.now().getTime() - Date.parse(event.publishedAt)) / 60_000;
    if (ageMinutes > this.maxSignalAgeMinutes) {
      const refused = this.lastRefusals.get(event.signalId);
      return `Older than ${this.maxSignalAgeMinutes} minutes (published ${event.publishedAt})${refused ? `; the broker last said: ${refused}` : ''}`;
    }
    return null;
  }

  /** Why this order cannot be sent as it is (no stop taken, no usable filling, stops too close), or null. */
  private orderProblem(
    symbol: string,
    side: Side,
    quote: { bid: number; ask: number },
    stop: number,
    target: number,
    rules: SymbolRules,
  ): string | null {
    if (!rules.stopLossAllowed) return `${symbol} takes no stop loss at this broker: never traded without one`;
    if (!fillingFor(rules)) return `${symbol} takes no filling mode a market order can use`;
    return stopsReason(side, quote, stop, target, rules);
  }

  /** What one lot loses from `price` to the stop, in the account currency (OrderCalcProfit). */
  private lossPerLot(side: Side, symbol: string, price: number, stop: number): number | null {
    const profit = this.broker.calcProfit(side, symbol, 1, price, stop);
    return profit === null ? null : -profit;
  }

  /**
   * Sends the order; a refusal for now (a requote, no prices, no connection) is tried again after
   * a short wait, a few times. Just before each try the positions are read again: another copy of
   * the EA (a second terminal on the login) may have placed the signal meanwhile.
   */
  private async send(order: MarketOrder, signalId: number): Promise<Fill | Rejection | 'adopted'> {
    let result: Fill | Rejection | undefined;
    for (let attempt = 0; attempt <= RETRY_BACKOFF_MS.length; attempt++) {
      if (attempt > 0) await this.sleep(RETRY_BACKOFF_MS[attempt - 1]);
      const placed = this.positionOfSignal(signalId);
      if (placed) {
        this.trackFill(signalId, openingOf(placed));
        return 'adopted';
      }
      result = this.broker.openMarketOrder(order);
      if (!isRejection(result) || !TEMPORARY_RETCODES.includes(result.retcode)) return result;
    }
    return result!;
  }

  /**
   * A fill (in full, or partly: a fill of that volume) made safe before it is reported: the stop
   * and target read back from the position and set with a modify where the broker dropped them,
   * the position closed at once when it still has no stop; and any lots that would lose more than
   * the risk % at the stop from the fill price closed.
   */
  private settleFill(signalId: number, order: MarketOrder, fill: Fill, riskPercent: number, summary: PollSummary) {
    const trimmed = this.trim(signalId, order, fill, riskPercent, summary);
    const closeNow = this.protect(fill.ticket, order) ?? trimmed.closeNow;
    this.trackFill(signalId, { ...fill, volume: trimmed.volume, symbol: order.symbol });
    summary.orders.push({ signalId, ticket: fill.ticket, price: fill.price, volume: trimmed.volume });
    if (!closeNow) return;
    // Closed now, or on every poll until the broker takes it; its close report says why.
    const tracked = this.state.positions[fill.ticket];
    tracked.note = `Closed at once: ${closeNow}`;
    tracked.closeRequested = true;
    const closed = this.broker.closePosition(fill.ticket);
    if (isRejection(closed)) {
      summary.unprotected.push({
        ticket: fill.ticket,
        reason: `${closeNow}; closing it was refused: ${closed.rejected}`,
      });
      return;
    }
    this.reportClosed(fill.ticket, closed, summary);
  }

  /** Null when the position has its stop; else why it has none (the broker dropped it, and refused to set it). */
  private protect(ticket: string, order: MarketOrder): string | null {
    const position = this.openPosition(ticket);
    // Not listed yet: it is adopted next poll, and its stop was sent with the order.
    if (!position) return null;
    const point = this.broker.symbolRules(order.symbol).point;
    const same = (a: number, b: number) => Math.abs(a - b) < point / 2;
    if (same(position.stop, order.stop) && (!order.target || same(position.target, order.target))) return null;
    const modified = this.broker.modifyPosition(ticket, order.stop, order.target || position.target);
    const after = this.openPosition(ticket);
    if (after && same(after.stop, order.stop)) return null;
    return `the broker did not set the stop loss ${order.stop} (${isRejection(modified) ? modified.rejected : 'dropped again'})`;
  }

  /**
   * What is left of the fill after closing the lots whose loss at the stop, from the fill price,
   * would go beyond the risk % (a fill worse than the price it was sized at); `closeNow` when even
   * the symbol's smallest volume would.
   */
  private trim(
    signalId: number,
    order: MarketOrder,
    fill: Fill,
    riskPercent: number,
    summary: PollSummary,
  ): { volume: number; closeNow: string | null } {
    const kept = { volume: fill.volume, closeNow: null };
    const loss = this.lossPerLot(order.side, order.symbol, fill.price, order.stop);
    if (loss === null || loss <= 0) return kept;
    const allowed = riskMoney(this.broker.balance(), riskPercent);
    const excess = excessVolume(fill.volume, loss, allowed, this.broker.symbolRules(order.symbol).volume);
    if (excess <= 0) return kept;
    if (excess >= fill.volume)
      return {
        volume: fill.volume,
        closeNow: `filled at ${fill.price}, its stop would lose more than ${riskPercent}% of the balance`,
      };
    if (isRejection(this.broker.closePartial(fill.ticket, excess))) return kept;
    summary.trimmed.push({ signalId, ticket: fill.ticket, volume: excess });
    return { volume: this.openPosition(fill.ticket)?.volume ?? fill.volume, closeNow: null };
  }

  private skip(signalId: number, reason: string, summary: PollSummary): Handled {
    this.state.markers[signalId] = { outcome: 'skipped', at: this.now().toISOString() };
    this.lastRefusals.delete(signalId);
    this.queue({ type: 'skipped', signalId, reason: reason.slice(0, MAX_REASON_LENGTH) });
    summary.skipped.push({ signalId, reason });
    this.save();
    return 'handled';
  }

  private defer(signalId: number, reason: string, summary: PollSummary): Handled {
    summary.deferred.push({ signalId, reason });
    return 'deferred';
  }

  /**
   * Marks the signal's position for closing; closeRequested() closes it (and tries again while the
   * broker refuses). A close for a position not known yet is kept until it is.
   */
  private handleClose(event: CloseEvent): void {
    const tracked = Object.values(this.state.positions).filter((position) => position.signalId === event.signalId);
    for (const position of tracked) position.closeRequested = true;
    if (!tracked.length) this.state.closeRequests[event.signalId] = this.now().toISOString();
  }

  private closeRequested(summary: PollSummary): void {
    const open = this.openTickets();
    for (const [ticket, tracked] of Object.entries(this.state.positions)) {
      // A position already gone was closed at the broker: detectClosedAtBroker() reports it.
      if (!tracked.closeRequested || !open.has(ticket)) continue;
      // Not even tried while its market is closed: a weekend is not a refusal every poll.
      const result = this.broker.marketOpen(tracked.symbol)
        ? this.broker.closePosition(ticket)
        : { retcode: 10018, rejected: 'Market is closed' };
      if (isRejection(result)) {
        if (this.closeRefusals.get(ticket) !== result.rejected)
          summary.closeRefused.push({ ticket, reason: result.rejected });
        this.closeRefusals.set(ticket, result.rejected);
        continue;
      }
      this.closeRefusals.delete(ticket);
      this.reportClosed(ticket, result, summary);
    }
  }

  /** A tracked position no longer open was closed by the broker (stop or target): report it from the deal history. */
  private detectClosedAtBroker(summary: PollSummary): void {
    const open = this.openTickets();
    for (const ticket of Object.keys(this.state.positions)) {
      if (open.has(ticket)) continue;
      const deal = this.broker.closedDeal(ticket);
      // Not in the history yet: the next poll looks again.
      if (deal) this.reportClosed(ticket, deal, summary);
    }
  }

  private reportClosed(ticket: string, close: Close, summary: PollSummary): void {
    const { signalId, note } = this.state.positions[ticket];
    delete this.state.positions[ticket];
    this.queue({
      type: 'closed',
      ticket,
      price: close.price,
      time: close.time.toISOString(),
      profit: close.profit,
      ...(note ? { note: note.slice(0, MAX_REASON_LENGTH) } : {}),
    });
    summary.closed.push({ signalId, ticket, profit: close.profit, ...(note ? { note } : {}) });
    this.save();
  }

  /**
   * A position of this magic number carrying `SD#<id>` that the state does not know was opened
   * just before a crash that lost the state's last write: track it and report its fill (for a
   * ticket it knows, the server answers the fill it already has).
   */
  private adoptUntracked(): void {
    for (const position of this.broker.openPositions()) {
      const signalId = signalIdOf(position.comment);
      if (position.magic !== this.magic || signalId === null || this.state.positions[position.ticket]) continue;
      this.trackFill(signalId, openingOf(position));
    }
  }

  /** A signal's position is known: marked filled, tracked until it closes, its fill queued for the server. */
  private trackFill(signalId: number, fill: Opening): void {
    this.state.markers[signalId] = { outcome: 'filled', at: this.now().toISOString(), ticket: fill.ticket };
    this.state.positions[fill.ticket] = { signalId, symbol: fill.symbol };
    if (this.state.closeRequests[signalId]) {
      this.state.positions[fill.ticket].closeRequested = true;
      delete this.state.closeRequests[signalId];
    }
    this.queue({
      type: 'filled',
      signalId,
      ticket: fill.ticket,
      price: fill.price,
      volume: fill.volume,
      time: fill.time.toISOString(),
    });
  }

  /**
   * Runs after adoptUntracked(), which took in the positions still open, and only once the
   * terminal has been connected long enough to have its deal history. A marker still `sending`
   * whose order did open a position (closed at the broker since, or it would have been adopted) is
   * tracked and reported filled; detectClosedAtBroker() then reports its close. One the broker has
   * no deal for is reported skipped, so the dashboard has a row for it. Neither is sent again.
   */
  private reportUnconfirmed(summary: PollSummary): void {
    const now = this.now().getTime();
    for (const [id, marker] of Object.entries(this.state.markers)) {
      const at = Date.parse(marker.at);
      if (marker.outcome !== 'sending' || now - at < UNCONFIRMED_AFTER_MS) continue;
      const signalId = Number(id);
      const opened = this.broker.openingDeal(commentFor(signalId), this.magic, new Date(at - HISTORY_WINDOW_MS));
      if (!opened) {
        this.skip(signalId, UNCONFIRMED_REASON, summary);
        continue;
      }
      this.trackFill(signalId, opened);
    }
  }

  /** Sends the queued reports oldest first; stops at the first that gets no answer, keeping it and the rest. */
  private async sendReports(summary: PollSummary): Promise<void> {
    while (this.state.outbox.length > 0) {
      const report = this.state.outbox[0];
      const answer = await this.request('POST', '/api/ea/reports', report);
      const permanent = [400, 404, 409].includes(answer.status);
      if (!permanent && !this.succeeded(answer, summary)) return;
      this.state.outbox.shift();
      if (permanent) summary.reportsRefused.push({ report, status: answer.status, message: messageOf(answer) });
      else summary.reportsSent += 1;
      this.save();
    }
  }

  private queue(report: Report): void {
    this.state.outbox.push(report);
  }

  /** True for a 2xx; otherwise notes why in the summary (and, for 429, stays quiet as Retry-After asks). */
  private succeeded(answer: Answer, summary: PollSummary): boolean {
    if (answer.status >= 200 && answer.status < 300) return true;
    summary.error = { status: answer.status, message: messageOf(answer) };
    if (answer.status === 429) {
      const seconds = answer.retryAfterSeconds ?? 60;
      summary.error.retryAfterSeconds = seconds;
      this.quietUntil = this.now().getTime() + seconds * 1000;
    }
    return false;
  }

  private async request(method: 'GET' | 'POST', path: string, report?: Report): Promise<Answer> {
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.key}`,
          Accept: 'application/json',
          ...(report ? { 'Content-Type': 'application/json' } : {}),
        },
        body: report ? JSON.stringify(report) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      const retryAfter = Number(response.headers.get('retry-after'));
      return {
        status: response.status,
        body: parseJson(text),
        retryAfterSeconds: retryAfter > 0 ? retryAfter : undefined,
      };
    } catch (error) {
      return { status: 0, body: { message: `No answer from ${this.baseUrl}: ${(error as Error).message}` } };
    }
  }

  /**
   * The open position of a signal: by the tickets the client tracks; the comment (which some
   * brokers rewrite) only for one it does not track.
   */
  private positionOfSignal(signalId: number): Position | undefined {
    const positions = this.broker.openPositions();
    const tracked = Object.entries(this.state.positions)
      .filter(([, position]) => position.signalId === signalId)
      .map(([ticket]) => ticket);
    return (
      positions.find((position) => tracked.includes(position.ticket)) ??
      positions.find((position) => position.magic === this.magic && signalIdOf(position.comment) === signalId)
    );
  }

  /** Positions of this client still open, by its magic number or a tracked ticket: what maxOpenPositions counts. */
  private ownPositionCount(): number {
    return this.broker
      .openPositions()
      .filter((position) => position.magic === this.magic || this.state.positions[position.ticket]).length;
  }

  private openPosition(ticket: string): Position | undefined {
    return this.broker.openPositions().find((position) => position.ticket === ticket);
  }

  private openTickets(): Set<string> {
    return new Set(this.broker.openPositions().map((position) => position.ticket));
  }

  private noteSymbol(symbol: string): void {
    const symbols = this.state.symbols.filter((known) => known !== symbol);
    symbols.push(symbol);
    this.state.symbols = symbols.slice(-MAX_SYMBOLS);
  }

  private save(): void {
    this.store.save(this.state, this.now());
  }
}

/**
 * SetTypeFillingBySymbol: FOK, else IOC; a symbol with neither takes RETURN on exchange execution,
 * and on instant or request execution the terminal fills the policy in itself; null on market
 * execution, which takes no market order without FOK or IOC.
 */
export function fillingFor(rules: Pick<SymbolRules, 'fillings' | 'execution'>): Filling | null {
  if (rules.fillings.includes('FOK')) return 'FOK';
  if (rules.fillings.includes('IOC')) return 'IOC';
  if (rules.execution === 'exchange') return 'RETURN';
  return rules.execution === 'market' ? null : 'FOK';
}

function openingOf(position: Position): Opening {
  return {
    ticket: position.ticket,
    symbol: position.symbol,
    price: position.openPrice,
    volume: position.volume,
    time: position.openTime,
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The server's sentence (`{ statusCode, message }`), printed as it is; a list of sentences joined. */
function messageOf(answer: Answer): string {
  const message = (answer.body as { message?: unknown } | null)?.message;
  if (Array.isArray(message)) return message.join(' ');
  return typeof message === 'string' ? message : `HTTP ${answer.status}`;
}
