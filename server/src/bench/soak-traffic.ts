import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SoakNowPayments } from './soak-nowpayments.js';

const REQUEST_TIMEOUT_MS = 30_000;
/** NOWPayments calls back again when a callback gets no 2xx; the soak keeps trying this long. */
const IPN_RETRY_MS = 120_000;

/** A 5xx, or no answer at all, with when it was asked and answered. */
export interface Failure {
  kind: string;
  method: string;
  status: number;
  startedAt: number;
  endedAt: number;
  detail: string;
}

export interface KindStats {
  requests: number;
  latenciesMs: number[];
  /** Answers by status class; "none" counts requests that got no answer. */
  byClass: Record<string, number>;
  /** 4xx the traffic did not expect, by status. */
  unexpected: Record<number, number>;
}

/** Every request the traffic made, by kind (sign-in, signals, checkout…). */
export class TrafficStats {
  readonly kinds = new Map<string, KindStats>();
  readonly failures: Failure[] = [];

  record(kind: string, method: string, status: number, startedAt: number, endedAt: number, detail = ''): void {
    let stats = this.kinds.get(kind);
    if (!stats) this.kinds.set(kind, (stats = { requests: 0, latenciesMs: [], byClass: {}, unexpected: {} }));
    stats.requests += 1;
    stats.latenciesMs.push(endedAt - startedAt);
    const statusClass = status ? `${Math.floor(status / 100)}xx` : 'none';
    stats.byClass[statusClass] = (stats.byClass[statusClass] ?? 0) + 1;
    if (!status || status >= 500) this.failures.push({ kind, method, status, startedAt, endedAt, detail });
  }

  unexpected(kind: string, status: number): void {
    const stats = this.kinds.get(kind);
    if (stats) stats.unexpected[status] = (stats.unexpected[status] ?? 0) + 1;
  }
}

export interface Answer {
  status: number;
  headers: Headers;
  // The API's JSON, read by the traffic only where it needs a field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

interface CallOptions {
  token?: string;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  /** 4xx statuses that are part of the journey (a 409 for a taken e-mail, a 401 before a refresh). */
  expected?: number[];
}

/** HTTP through the proxy, each request timed and counted under its kind. */
export class SoakHttp {
  constructor(
    readonly baseUrl: string,
    readonly stats: TrafficStats,
  ) {}

  async call(kind: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['Content-Type'] = 'application/json';
    const startedAt = Date.now();
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const endedAt = Date.now();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const detail = response.status >= 500 ? `${method} ${path}: ${text.slice(0, 160)}` : '';
      this.stats.record(kind, method, response.status, startedAt, endedAt, detail);
      if (response.status >= 400 && response.status < 500 && !options.expected?.includes(response.status))
        this.stats.unexpected(kind, response.status);
      return { status: response.status, headers: response.headers, body };
    } catch (error) {
      const { message, cause } = error as Error & { cause?: Error };
      this.stats.record(kind, method, 0, startedAt, Date.now(), `${method} ${path}: ${cause?.message ?? message}`);
      return { status: 0, headers: new Headers(), body: null };
    }
  }
}

export interface Account {
  email: string;
  password: string;
  userId: number;
}

/** One person's tokens: a 401 is answered by a refresh, and a failed refresh by signing in again. */
export class Session {
  private accessToken = '';
  private refreshToken = '';

  constructor(
    private readonly http: SoakHttp,
    readonly account: Account,
  ) {}

  /** Signs a new trader up (or, when an earlier try went through unanswered, in). */
  static async signUp(http: SoakHttp): Promise<Session | null> {
    const email = `soak-${randomBytes(6).toString('hex')}@example.com`;
    const password = randomBytes(12).toString('base64url');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await http.call('sign-up', 'POST', '/api/auth/signup', {
        json: { email, password },
        expected: [409],
      });
      if (answer.status === 201) {
        const session = new Session(http, { email, password, userId: answer.body.user.id });
        session.accessToken = answer.body.accessToken;
        session.refreshToken = answer.body.refreshToken;
        return session;
      }
      // Registered by a try whose answer was lost with a killed replica.
      if (answer.status === 409) {
        const session = new Session(http, { email, password, userId: 0 });
        if (await session.signIn()) return session;
        return null;
      }
      if (answer.status && answer.status < 500) return null;
      await sleep(1000);
    }
    return null;
  }

  async signIn(): Promise<boolean> {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await this.http.call('sign-in', 'POST', '/api/auth/login', {
        json: { email: this.account.email, password: this.account.password },
      });
      if (answer.status === 200) {
        this.accessToken = answer.body.accessToken;
        this.refreshToken = answer.body.refreshToken;
        this.account.userId = answer.body.user.id;
        return true;
      }
      if (answer.status && answer.status < 500) return false;
      await sleep(1000);
    }
    return false;
  }

  async signOut(): Promise<void> {
    await this.http.call('sign-out', 'POST', '/api/auth/logout', {
      token: this.accessToken,
      json: { refreshToken: this.refreshToken },
    });
    this.accessToken = '';
  }

  async call(kind: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    if (!this.accessToken) await this.signIn();
    const first = await this.http.call(kind, method, path, {
      ...options,
      token: this.accessToken,
      expected: [...(options.expected ?? []), 401],
    });
    if (first.status !== 401) return first;
    const refreshed = await this.http.call('refresh', 'POST', '/api/auth/refresh', {
      json: { refreshToken: this.refreshToken },
      expected: [401],
    });
    if (refreshed.status === 200) {
      this.accessToken = refreshed.body.accessToken;
      this.refreshToken = refreshed.body.refreshToken;
    } else if (!(await this.signIn())) return first;
    return this.http.call(kind, method, path, { ...options, token: this.accessToken });
  }
}

export interface TrafficContext {
  http: SoakHttp;
  processor: SoakNowPayments;
  webhookUrl: string;
  admin: Account;
  pollPauseMs: number;
  stopping: boolean;
  /** Payments the processor has confirmed (a "finished" IPN was made): provider id → user id. */
  confirmed: Map<string, number>;
  /** Checkouts the traffic gave up on (no invoice after its tries). */
  abandonedCheckouts: number;
  /** The subscribers who poll, set up before the traffic starts: each should hear of every new signal. */
  pollerUserIds: number[];
  /** Traders made by the journeys, for returning sign-ins and renewals. */
  journeyTraders: Account[];
  /** Traders whose alert settings were saved: every alert of theirs goes to the webhook. */
  traderIds: Set<number>;
}

/** The whole alerts form: every alert to the soak's webhook, none by e-mail. */
function alertSettings(webhookUrl: string) {
  return {
    emailEnabled: false,
    telegramEnabled: false,
    webhookEnabled: true,
    webhookUrl,
    newSignals: true,
    signalCategories: [],
    minConfidence: 0,
    signalOutcomes: true,
    highImpactNews: false,
    newsCurrencies: [],
    subscriptionReminders: false,
    paymentConfirmed: true,
  };
}

/** The processor calling back, again every second until it gets a 2xx (or a 4xx that will not change). */
async function deliverIpn(http: SoakHttp, ipn: { body: string; signature: string }): Promise<boolean> {
  const giveUpAt = Date.now() + IPN_RETRY_MS;
  while (Date.now() < giveUpAt) {
    const answer = await http.call('ipn', 'POST', '/api/payments/ipn', {
      body: ipn.body,
      headers: { 'Content-Type': 'application/json', 'x-nowpayments-sig': ipn.signature },
    });
    if (answer.status === 200) return true;
    if (answer.status && answer.status < 500) return false;
    await sleep(1000);
  }
  return false;
}

/**
 * A checkout paid in full: quote, invoice (retried with its Idempotency-Key as the portal does),
 * sometimes a "confirming" callback first, then one to three copies of the "finished" callback
 * at once, then the trader looks at the payment and the subscription.
 */
export async function pay(ctx: TrafficContext, session: Session, plan: 'BASIC' | 'PRO'): Promise<boolean> {
  await session.call('quote', 'GET', `/api/payments/quote?plan_type=${plan}&billing_cycle=monthly`);
  const idempotencyKey = randomUUID();
  let invoice: { payment_id: string } | undefined;
  for (let attempt = 0; attempt < 20 && !invoice; attempt += 1) {
    const answer = await session.call('checkout', 'POST', '/api/payments/create', {
      json: { plan_type: plan, billing_cycle: 'monthly', currency: 'btc' },
      headers: { 'Idempotency-Key': idempotencyKey },
      // A retry that meets its first try still running (on a replica that was killed) waits.
      expected: [409],
    });
    if (answer.status === 201) invoice = answer.body;
    else if (answer.status && answer.status < 500 && answer.status !== 409) break;
    else await sleep(1000);
  }
  if (!invoice) {
    ctx.abandonedCheckouts += 1;
    return false;
  }
  const paymentId = invoice.payment_id;
  if (Math.random() < 0.3) await deliverIpn(ctx.http, ctx.processor.ipn(paymentId, 'confirming'));
  const finished = ctx.processor.ipn(paymentId, 'finished');
  ctx.confirmed.set(paymentId, session.account.userId);
  const copies = 1 + Math.floor(Math.random() * 3);
  await Promise.all(Array.from({ length: copies }, () => deliverIpn(ctx.http, finished)));
  await session.call('payment-status', 'GET', `/api/payments/status/${paymentId}`);
  await session.call('subscription', 'GET', '/api/subscription/status');
  return true;
}

/** A new trader: signs up, sends alerts to the webhook, pays for a plan. */
export async function newTrader(ctx: TrafficContext, plan: 'BASIC' | 'PRO'): Promise<Session | null> {
  const session = await Session.signUp(ctx.http);
  if (!session) return null;
  // Saving the form again after a failure is what a person does; a PUT of the whole form is safe to repeat.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const saved = await session.call('alert-settings', 'PUT', '/api/alerts/settings', {
      json: alertSettings(ctx.webhookUrl),
    });
    if (saved.status === 200) {
      ctx.traderIds.add(session.account.userId);
      break;
    }
    if (saved.status && saved.status < 500) break;
    await sleep(1000);
  }
  await pay(ctx, session, plan);
  return session;
}

/** Signs up new traders and brings old ones back: sign-ins, checkouts with IPNs, renewals. */
export async function journeyWorker(ctx: TrafficContext): Promise<void> {
  const inUse = new Set<Account>();
  while (!ctx.stopping) {
    const idle = ctx.journeyTraders.filter((account) => !inUse.has(account));
    if (idle.length < 4 || Math.random() < 0.4) {
      const session = await newTrader(ctx, 'BASIC');
      if (session) ctx.journeyTraders.push(session.account);
    } else {
      const account = idle[Math.floor(Math.random() * idle.length)];
      inUse.add(account);
      const session = new Session(ctx.http, account);
      if (await session.signIn()) {
        await session.call('subscription', 'GET', '/api/subscription/status');
        await session.call('billing-history', 'GET', '/api/payments/history');
        await session.call('alert-deliveries', 'GET', '/api/alerts/deliveries');
        if (Math.random() < 0.5) await pay(ctx, session, 'BASIC');
        await session.signOut();
      }
      inUse.delete(account);
    }
    await sleep(500);
  }
}

/** A subscriber's app open: polls signals with If-None-Match, now and then the calendar, plans and status. */
export async function pollerWorker(ctx: TrafficContext, session: Session): Promise<void> {
  let etag: string | undefined;
  for (let round = 1; !ctx.stopping; round += 1) {
    const signals = await session.call('signals', 'GET', '/api/ai-signals', {
      headers: etag ? { 'If-None-Match': etag } : {},
    });
    if (signals.status === 200) etag = signals.headers.get('etag') ?? undefined;
    if (round % 4 === 0) await session.call('calendar', 'GET', '/api/news/processed');
    if (round % 8 === 0) await session.call('subscription', 'GET', '/api/subscription/status');
    if (round % 8 === 4) await session.call('plans', 'GET', '/api/plans');
    // Asking the engine for a run: most are refused politely within the cool-down.
    if (round % 60 === 0) await session.call('generate', 'POST', '/api/signals/generate', { json: {} });
    await sleep(ctx.pollPauseMs);
  }
}

/** An admin at work: edits the Basic plan's description and traders' names. */
export async function adminWorker(ctx: TrafficContext, editor: number): Promise<void> {
  const session = new Session(ctx.http, ctx.admin);
  const range = encodeURIComponent('[0,24]');
  const newest = encodeURIComponent('["id","DESC"]');
  let baseDescription: string | undefined;
  for (let edit = 1; !ctx.stopping; edit += 1) {
    const plans = await session.call('admin-read', 'GET', `/api/admin/plans?range=${range}`);
    const basic =
      plans.status === 200
        ? (plans.body as { planType: string; description: string; id: number }[]).find(
            (plan) => plan.planType === 'BASIC',
          )
        : undefined;
    if (basic) {
      baseDescription ??= basic.description.replace(/ \(edit [\d.]+\)$/, '');
      await session.call('admin-edit', 'PUT', `/api/admin/plans/${basic.id}`, {
        json: { ...basic, description: `${baseDescription} (edit ${editor}.${edit})` },
        headers: { 'Idempotency-Key': randomUUID() },
      });
    }
    const users = await session.call('admin-read', 'GET', `/api/admin/users?range=${range}&sort=${newest}`);
    const traders =
      users.status === 200 ? (users.body as { id: number; role: string }[]).filter((user) => user.role === 'user') : [];
    if (traders.length) {
      const trader = traders[Math.floor(Math.random() * traders.length)];
      await session.call('admin-edit', 'PUT', `/api/admin/users/${trader.id}`, {
        json: { firstName: `Soak ${editor}.${edit}` },
        headers: { 'Idempotency-Key': randomUUID() },
      });
    }
    await session.call('admin-read', 'GET', `/api/admin/subscriptions?range=${range}`);
    await sleep(2000);
  }
}
