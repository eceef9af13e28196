import { isRejection, type Broker, type Close, type Opening } from './broker.js';
import { commentFor, signalIdOf, type CloseEvent, type FeedPage, type OpenEvent, type Report } from './protocol.js';
import { StateStore, type EaState } from './state-store.js';
import { belowMinimum, brokerVolume } from './volume.js';

export interface EaClientOptions {
  baseUrl: string;
  /** The account key, `sdk_...`, issued on the dashboard. */
  key: string;
  broker: Broker;
  stateFile: string;
  /** An open event published longer ago than this is skipped, not traded. */
  maxSignalAgeMinutes?: number;
  now?: () => Date;
  /** How long a request may take before it counts as lost (the EA's WebRequest timeout). */
  timeoutMs?: number;
}

/** What one poll did: the EA prints the same in its journal. */
export interface PollSummary {
  heartbeat: boolean;
  events: number;
  orders: { signalId: number; ticket: string; price: number; volume: number }[];
  skipped: { signalId: number; reason: string }[];
  closed: { signalId: number; ticket: string; profit: number }[];
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

const HEARTBEAT_MS = 60_000;
/** `more: true` pages read in one poll at most, so a poll always ends. */
const MAX_PAGES = 20;
const MAX_REASON_LENGTH = 200;
/**
 * A marker still `sending` this long after it was written: the terminal stopped while the order was
 * on its way. Either the broker has a deal with its comment, or it never took the order.
 */
const UNCONFIRMED_AFTER_MS = 2 * 60_000;
export const UNCONFIRMED_REASON =
  'Not placed: the terminal stopped while sending the order, and the broker has no deal for it';

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
  private readonly now: () => Date;
  private readonly timeoutMs: number;
  private readonly state: EaState;
  /** In memory on purpose: a restarted client says hello at once. */
  private lastHeartbeat: number | null = null;
  /** After a 429, the server is left alone until then. */
  private quietUntil = 0;

  constructor(options: EaClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.key = options.key;
    this.broker = options.broker;
    this.store = new StateStore(options.stateFile);
    this.maxSignalAgeMinutes = options.maxSignalAgeMinutes ?? 30;
    this.now = options.now ?? (() => new Date());
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.state = this.store.load();
  }

  /** Reports waiting for the server, oldest first. */
  get queuedReports(): readonly Report[] {
    return this.state.outbox;
  }

  async poll(): Promise<PollSummary> {
    const summary: PollSummary = {
      heartbeat: false,
      events: 0,
      orders: [],
      skipped: [],
      closed: [],
      reportsSent: 0,
      reportsQueued: 0,
      reportsRefused: [],
    };
    this.adoptUntracked();
    this.reportUnconfirmed(summary);
    const online = this.now().getTime() >= this.quietUntil;
    if (online && (await this.sendHeartbeatIfDue(summary))) await this.readFeed(summary);
    // What the broker did needs no server: closes are queued even while it cannot be reached.
    this.closeRequested(summary);
    this.detectClosedAtBroker(summary);
    if (online && !summary.error) await this.sendReports(summary);
    summary.reportsQueued = this.state.outbox.length;
    this.save();
    return summary;
  }

  private async sendHeartbeatIfDue(summary: PollSummary): Promise<boolean> {
    const now = this.now().getTime();
    if (this.lastHeartbeat !== null && now - this.lastHeartbeat < HEARTBEAT_MS) return true;
    // Not queued: an old heartbeat is worth nothing; the next poll sends a fresh one.
    const answer = await this.request('POST', '/api/ea/reports', {
      type: 'heartbeat',
      terminalBuild: this.broker.terminalBuild(),
      broker: this.broker.name(),
      currency: this.broker.currency(),
      balance: this.broker.balance(),
      equity: this.broker.equity(),
      lotStep: this.broker.lotStep(),
    });
    if (!this.succeeded(answer, summary)) return false;
    this.lastHeartbeat = now;
    summary.heartbeat = true;
    return true;
  }

  private async readFeed(summary: PollSummary): Promise<void> {
    for (let page = 0; page < MAX_PAGES; page++) {
      const after = this.state.cursor === null ? '' : `?after=${encodeURIComponent(this.state.cursor)}`;
      const answer = await this.request('GET', `/api/ea/signals${after}`);
      if (answer.status === 304) return;
      if (!this.succeeded(answer, summary)) return;
      const feed = answer.body as FeedPage;
      for (const event of feed.events) {
        summary.events += 1;
        if (event.type === 'open') this.handleOpen(event, feed, summary);
        else this.handleClose(event);
      }
      // Only after the page's events are handled: a crash before this reads the page again, and the
      // markers keep its orders from being sent twice.
      this.state.cursor = feed.cursor;
      this.save();
      if (!feed.more) return;
    }
  }

  private handleOpen(event: OpenEvent, feed: FeedPage, summary: PollSummary): void {
    if (this.state.markers[event.signalId] || this.openPositionOf(event.signalId)) return;
    const reason = this.skipReason(event, feed);
    if (reason) {
      this.skip(event.signalId, reason, summary);
      return;
    }
    const rules = this.broker.volumeRules(event.brokerSymbol);
    const volume = brokerVolume(event.volume!, rules);
    if (volume === null) {
      this.skip(event.signalId, belowMinimum(event.brokerSymbol, event.volume!, rules), summary);
      return;
    }
    // Saved before the order goes: if the terminal dies between the two, the restart finds the
    // marker and sends nothing (a position that did open is adopted by its comment).
    this.state.markers[event.signalId] = { outcome: 'sending', at: this.now().toISOString() };
    this.save();
    const result = this.broker.openMarketOrder({
      symbol: event.brokerSymbol,
      side: event.side,
      volume,
      stop: event.stop,
      target: event.target,
      comment: commentFor(event.signalId),
    });
    if (isRejection(result)) {
      this.skip(event.signalId, `Order rejected: ${result.rejected}`, summary);
      return;
    }
    this.trackFill(event.signalId, { ...result, symbol: event.brokerSymbol });
    summary.orders.push({
      signalId: event.signalId,
      ticket: result.ticket,
      price: result.price,
      volume: result.volume,
    });
    this.save();
  }

  /** Why an open event is not traded, in the order of the protocol; null to trade it. */
  private skipReason(event: OpenEvent, feed: FeedPage): string | null {
    const symbol = event.brokerSymbol;
    if (feed.paused) return 'Paused';
    if (this.ownPositionCount() >= feed.maxOpenPositions) {
      return `Max open positions reached (${feed.maxOpenPositions})`;
    }
    if (!this.broker.symbolExists(symbol)) return `Symbol ${symbol} is not offered by this broker`;
    if (!this.broker.marketOpen(symbol)) return `Market closed for ${symbol}`;
    if (event.volume === null) return `No volume: ${event.volumeNote ?? 'the server could not size it'}`;
    const ageMinutes = (this.now().getTime() - Date.parse(event.publishedAt)) / 60_000;
    if (ageMinutes > this.maxSignalAgeMinutes) {
      return `Older than ${this.maxSignalAgeMinutes} minutes (published ${event.publishedAt})`;
    }
    return null;
  }

  private skip(signalId: number, reason: string, summary: PollSummary): void {
    this.state.markers[signalId] = { outcome: 'skipped', at: this.now().toISOString() };
    this.queue({ type: 'skipped', signalId, reason: reason.slice(0, MAX_REASON_LENGTH) });
    summary.skipped.push({ signalId, reason });
    this.save();
  }

  /** Marks the signal's position for closing; closeRequested() closes it (and tries again while the broker refuses). */
  private handleClose(event: CloseEvent): void {
    for (const tracked of Object.values(this.state.positions)) {
      if (tracked.signalId === event.signalId) tracked.closeRequested = true;
    }
  }

  private closeRequested(summary: PollSummary): void {
    const open = this.openTickets();
    for (const [ticket, tracked] of Object.entries(this.state.positions)) {
      // A position already gone was closed at the broker: detectClosedAtBroker() reports it.
      if (!tracked.closeRequested || !open.has(ticket)) continue;
      const result = this.broker.closePosition(ticket);
      if (isRejection(result)) continue;
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
    const { signalId } = this.state.positions[ticket];
    delete this.state.positions[ticket];
    this.queue({ type: 'closed', ticket, price: close.price, time: close.time.toISOString(), profit: close.profit });
    summary.closed.push({ signalId, ticket, profit: close.profit });
    this.save();
  }

  /**
   * A position carrying `SD#<id>` that the state does not know was opened just before a crash that
   * lost the state's last write: track it and report its fill (for a ticket it knows, the server
   * answers the fill it already has).
   */
  private adoptUntracked(): void {
    for (const position of this.broker.openPositions()) {
      const signalId = signalIdOf(position.comment);
      if (signalId === null || this.state.positions[position.ticket]) continue;
      this.trackFill(signalId, {
        ticket: position.ticket,
        symbol: position.symbol,
        price: position.openPrice,
        volume: position.volume,
        time: position.openTime,
      });
    }
  }

  /** A signal's position is known: marked filled, tracked until it closes, its fill queued for the server. */
  private trackFill(signalId: number, fill: Opening): void {
    this.state.markers[signalId] = { outcome: 'filled', at: this.now().toISOString(), ticket: fill.ticket };
    this.state.positions[fill.ticket] = { signalId, symbol: fill.symbol };
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
   * Runs after adoptUntracked(), which took in the positions still open. A marker still `sending`
   * whose order did open a position (closed at the broker since, or it would have been adopted) is
   * tracked and reported filled; detectClosedAtBroker() then reports its close. One the broker has
   * no deal for is reported skipped, so the dashboard has a row for it. Neither is sent again.
   */
  private reportUnconfirmed(summary: PollSummary): void {
    const now = this.now().getTime();
    for (const [id, marker] of Object.entries(this.state.markers)) {
      if (marker.outcome !== 'sending' || now - Date.parse(marker.at) < UNCONFIRMED_AFTER_MS) continue;
      const signalId = Number(id);
      const opened = this.broker.openingDeal(commentFor(signalId));
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

  private openPositionOf(signalId: number): boolean {
    return this.broker.openPositions().some((position) => signalIdOf(position.comment) === signalId);
  }

  /** Positions this client opened (by their comment) still open: what maxOpenPositions counts. */
  private ownPositionCount(): number {
    return this.broker.openPositions().filter((position) => signalIdOf(position.comment) !== null).length;
  }

  private openTickets(): Set<string> {
    return new Set(this.broker.openPositions().map((position) => position.ticket));
  }

  private save(): void {
    this.store.save(this.state, this.now());
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The server's sentence (`{ statusCode, message }`), printed as it is. */
function messageOf(answer: Answer): string {
  const message = (answer.body as { message?: unknown } | null)?.message;
  if (Array.isArray(message)) return message.join(' ');
  return typeof message === 'string' ? message : `HTTP ${answer.status}`;
}
