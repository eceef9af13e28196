import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EaClient, UNCONFIRMED_REASON, type PollSummary } from '../../integrations/reference-client/ea-client.js';
import type { Fill } from '../../integrations/reference-client/broker.js';
import { FakeBroker } from '../../integrations/reference-client/fake-broker.js';
import type { EaState } from '../../integrations/reference-client/state-store.js';
import { EaTrade } from '../../server/src/ea/ea-trade.entity.js';
import { Signal } from '../../server/src/signals/signal.entity.js';
import { Subscription } from '../../server/src/subscriptions/subscription.entity.js';
import { CandleFiles } from '../support/candle-files.js';
import { seedSignal } from '../support/signals.js';
import { activateSubscription } from '../support/subscriptions.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUpWithPlan, type SignedUpUser } from '../support/users.js';

const MINUTE = 60_000;

/**
 * One trader's whole life with the Expert Advisor, through the reference client (the EA's tested
 * mirror, integrations/reference-client) against the real server over HTTP, with FakeBroker as
 * the terminal: key, feed, fills with slippage, closes at the broker and by the server, the
 * account's record, pause, a lost connection, restarts, revocation and the plan's end. The steps
 * run in order and share the account, as a trader's days do.
 */
describe('MetaTrader 5: the Expert Advisor from its key to its record', () => {
  let testApp: TestApp;
  let proxy: TcpProxy;
  let trader: SignedUpUser;
  let accountId: number;
  let key: string;
  let dir: string;
  let stateFile: string;
  let broker: FakeBroker;
  let client: EaClient;
  // A market without prices: the feed sizes on the published entries (ea-safety's journeys size on the market's).
  const market = new CandleFiles();

  beforeAll(async () => {
    // The engine publishes nothing for an index: the only signals are the test's.
    testApp = await startTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SIGNAL_SYMBOLS: 'US30',
      EA_REQUESTS_PER_MINUTE: '1000',
      ...market.env,
    });
    await testApp.app.listen(0, '127.0.0.1');
    // The client speaks to the app through a proxy the test can cut: a lost connection.
    proxy = await new TcpProxy('127.0.0.1', (testApp.app.getHttpServer().address() as AddressInfo).port).start();
    dir = mkdtempSync(join(tmpdir(), 'ea-journey-'));
    stateFile = join(dir, 'SignalDesk-51234567.json');
    broker = new FakeBroker({
      login: '51234567',
      currency: 'USD',
      balance: 10_000,
      slippagePips: 0.2,
      now: () => testApp.clock.now(),
      symbols: {
        'EURUSD.r': { price: 1.0852 },
        'GBPUSD.r': { price: 1.27 },
        'AUDUSD.r': { price: 0.655 },
        // Whole tenths of a lot only (the heartbeat's step is 0.01).
        'NZDUSD.r': { price: 0.59, volume: { step: 0.1, min: 0.1 } },
      },
    });
  });
  afterAll(async () => {
    await proxy.stop();
    await testApp.close();
    rmSync(dir, { recursive: true, force: true });
    market.remove();
  });

  /** A (re)started EA: the one before it unloaded first, letting the login's lock go. */
  const startClient = (withKey = key) => {
    client?.stop();
    return new EaClient({
      baseUrl: `http://${proxy.address}`,
      key: withKey,
      broker,
      stateFile,
      maxSignalAgeMinutes: 30,
      now: () => testApp.clock.now(),
      timeoutMs: 5000,
    });
  };
  const trades = async () =>
    (await testApp.http.get(`/api/accounts/${accountId}/trades`).set(bearer(trader.accessToken)).expect(200)).body;
  const tradeOf = async (signalId: number) =>
    ((await trades()).trades as { signalId: number }[]).find((trade) => trade.signalId === signalId);
  const settings = (body: object) =>
    testApp.http.patch(`/api/accounts/${accountId}/settings`).set(bearer(trader.accessToken)).send(body).expect(200);
  const ticketOf = (signalId: number) =>
    broker.openPositions().find((position) => position.comment === `SD#${signalId}`)!.ticket;
  const readState = () => JSON.parse(readFileSync(stateFile, 'utf8')) as EaState;
  /** The state file as a terminal leaves it when it dies right after marking `signalId` as sending. */
  const writeCrashedState = (before: EaState, signalId: number) =>
    writeFileSync(
      stateFile,
      JSON.stringify({
        ...before,
        markers: { ...before.markers, [signalId]: { outcome: 'sending', at: testApp.clock.now().toISOString() } },
      } satisfies EaState),
    );
  /** What a poll did that a test checks: no error unless expected, nothing refused. */
  const quiet = (summary: PollSummary) => {
    expect(summary.error).toBeUndefined();
    expect(summary.reportsRefused).toEqual([]);
    expect(summary.reportsQueued).toBe(0);
    return summary;
  };

  it('links the login, issues its key and sets the risk settings on the dashboard', async () => {
    trader = await signUpWithPlan(testApp.http, 'PRO');
    await activateSubscription(testApp, trader.user.id, 'PRO');
    accountId = (
      await testApp.http
        .post('/api/accounts')
        .set(bearer(trader.accessToken))
        .send({ mtId: broker.login() })
        .expect(201)
    ).body.id;
    key = (
      await testApp.http.post(`/api/accounts/${accountId}/key`).set(bearer(trader.accessToken)).send({}).expect(201)
    ).body.key;
    expect(key).toMatch(/^sdk_[A-Za-z0-9_-]{40}$/);
    await settings({
      accountCurrency: 'USD',
      balance: 10_000,
      riskPercent: 1,
      maxOpenPositions: 3,
      symbolSuffix: '.r',
    });
  });

  it('first poll: a heartbeat the dashboard shows, and a running signal older than MaxSignalAgeMinutes skipped', async () => {
    const old = await seedSignal(testApp, {
      symbol: 'GBPUSD',
      createdAt: new Date(testApp.clock.now().getTime() - 120 * MINUTE),
    });
    client = startClient();
    const summary = quiet(await client.poll());
    expect(summary.heartbeat).toBe(true);
    expect(summary.orders).toEqual([]);
    expect(summary.skipped).toEqual([
      { signalId: old.id, reason: `Older than 30 minutes (published ${old.createdAt.toISOString()})` },
    ]);
    expect(broker.orders).toHaveLength(0);

    const account = (
      (await testApp.http.get('/api/accounts').set(bearer(trader.accessToken)).expect(200)).body as { id: number }[]
    ).find((listed) => listed.id === accountId);
    expect(account).toMatchObject({
      terminal: {
        lastSeenAt: testApp.clock.now().toISOString(),
        terminalBuild: broker.terminalBuild(),
        broker: 'Fake Markets Ltd',
        server: 'FakeMarkets-Live',
        currency: 'USD',
        balance: 10_000,
        equity: 10_000,
        // No symbol seen before the first heartbeat; the next ones carry each traded symbol's step.
        lotStep: null,
        lotSteps: {},
        notTrading: null,
      },
    });
    expect(await tradeOf(old.id)).toMatchObject({ status: 'skipped', skipReason: summary.skipped[0].reason });

    // Nothing new: the feed answers 304 and the poll does nothing.
    testApp.clock.advanceMinutes(1);
    expect(quiet(await client.poll())).toMatchObject({ heartbeat: true, events: 0, orders: [], skipped: [] });
  });

  let won: Signal;
  it('places a new signal at the market with its stop and target, and reports the fill with its slippage', async () => {
    testApp.clock.advanceMinutes(1);
    won = await seedSignal(testApp);
    const summary = quiet(await client.poll());
    // 1 % of 10 000 USD over 30 pips at 10 USD a pip a lot: 0.333, rounded down to the lot step.
    expect(summary.orders).toEqual([{ signalId: won.id, ticket: expect.any(String), price: 1.08522, volume: 0.33 }]);
    expect(broker.orders).toEqual([
      {
        symbol: 'EURUSD.r',
        side: 'BUY',
        volume: 0.33,
        stop: 1.0822,
        target: 1.0912,
        comment: `SD#${won.id}`,
        magic: 20261126,
        filling: 'FOK',
      },
    ]);
    expect(await tradeOf(won.id)).toMatchObject({
      status: 'filled',
      ticket: summary.orders[0].ticket,
      volume: 0.33,
      fillPrice: 1.08522,
      filledAt: testApp.clock.now().toISOString(),
      slippagePips: 0.2,
    });
  });

  it('reports a position closed at its target by the broker, in R and money; the public close after it changes nothing', async () => {
    testApp.clock.advanceMinutes(30);
    broker.hitTarget(ticketOf(won.id));
    const summary = quiet(await client.poll());
    // (1.0912 − 1.08522) × 0.33 lots × 100 000
    expect(summary.closed).toEqual([{ signalId: won.id, ticket: expect.any(String), profit: 197.34 }]);
    expect(await tradeOf(won.id)).toMatchObject({
      status: 'closed',
      closePrice: 1.0912,
      closedAt: testApp.clock.now().toISOString(),
      profit: 197.34,
      // (1.0912 − 1.08522) / 0.003 of published risk
      resultR: 1.99,
    });

    // The public record settles the same signal: the feed says close, and the EA holds nothing for it.
    testApp.clock.advanceMinutes(1);
    await testApp.dataSource.getRepository(Signal).update(won.id, {
      outcome: 'WIN',
      closedAt: testApp.clock.now(),
      updatedAt: testApp.clock.now(),
      exitPrice: 1.0912,
      resultR: 1.9,
    });
    const after = quiet(await client.poll());
    expect(after).toMatchObject({ events: 1, orders: [], closed: [] });
    expect(broker.orders).toHaveLength(1);
    expect((await trades()).record).toEqual({
      account: {
        closed: 1,
        wins: 1,
        losses: 0,
        totalR: 1.99,
        averageR: 1.99,
        averageSlippagePips: 0.2,
        profit: 197.34,
      },
      published: { closed: 1, wins: 1, losses: 0, totalR: 1.9, averageR: 1.9 },
    });
  });

  it('reports a sell stopped out at the broker as a loss', async () => {
    testApp.clock.advanceMinutes(1);
    const sell = await seedSignal(testApp, {
      symbol: 'GBPUSD',
      signalType: 'SELL',
      entryPrice: 1.27,
      stopLoss: 1.273,
      takeProfit: 1.264,
    });
    const filled = quiet(await client.poll());
    expect(filled.orders).toEqual([{ signalId: sell.id, ticket: expect.any(String), price: 1.26998, volume: 0.33 }]);
    broker.hitStop(ticketOf(sell.id));
    testApp.clock.advanceMinutes(5);
    const closed = quiet(await client.poll());
    // (1.26998 − 1.273) × 0.33 × 100 000
    expect(closed.closed).toEqual([{ signalId: sell.id, ticket: filled.orders[0].ticket, profit: -99.66 }]);
    expect(await tradeOf(sell.id)).toMatchObject({
      status: 'closed',
      fillPrice: 1.26998,
      slippagePips: 0.2,
      closePrice: 1.273,
      profit: -99.66,
      resultR: -1.01,
    });
  });

  it('closes a position at the market when the server says its signal expired', async () => {
    testApp.clock.advanceMinutes(1);
    const lapsing = await seedSignal(testApp, {
      symbol: 'AUDUSD',
      entryPrice: 0.655,
      stopLoss: 0.652,
      takeProfit: 0.661,
      expiresAt: new Date(testApp.clock.now().getTime() + 60 * MINUTE),
    });
    const filled = quiet(await client.poll());
    expect(filled.orders).toEqual([{ signalId: lapsing.id, ticket: expect.any(String), price: 0.65502, volume: 0.33 }]);
    broker.setPrice('AUDUSD.r', 0.6565);
    testApp.clock.advanceMinutes(61);
    await testApp.clock.runDue();
    const closed = quiet(await client.poll());
    // (0.6565 − 0.65502) × 0.33 × 100 000
    expect(closed.closed).toEqual([{ signalId: lapsing.id, ticket: filled.orders[0].ticket, profit: 48.84 }]);
    expect(broker.openPositions()).toEqual([]);
    expect(await tradeOf(lapsing.id)).toMatchObject({ status: 'closed', closePrice: 0.6565, resultR: 0.49 });
  });

  it('opens nothing while paused: a new signal is reported skipped (Paused)', async () => {
    await settings({ paused: true });
    testApp.clock.advanceMinutes(1);
    const signal = await seedSignal(testApp);
    const ordersBefore = broker.orders.length;
    const summary = quiet(await client.poll());
    expect(summary.orders).toEqual([]);
    expect(summary.skipped).toEqual([{ signalId: signal.id, reason: 'Paused' }]);
    expect(broker.orders).toHaveLength(ordersBefore);
    expect(await tradeOf(signal.id)).toMatchObject({ status: 'skipped', skipReason: 'Paused', ticket: null });
    await settings({ paused: false });
  });

  it('skips, with the reason, a symbol the broker does not offer and a market that is closed', async () => {
    broker.setMarketOpen('AUDUSD.r', false);
    testApp.clock.advanceMinutes(1);
    const closedMarket = await seedSignal(testApp, {
      symbol: 'AUDUSD',
      entryPrice: 0.655,
      stopLoss: 0.652,
      takeProfit: 0.661,
    });
    const notOffered = await seedSignal(testApp, {
      symbol: 'USDCAD',
      entryPrice: 1.395,
      stopLoss: 1.392,
      takeProfit: 1.401,
    });
    const ordersBefore = broker.orders.length;
    const summary = quiet(await client.poll());
    expect(summary.skipped).toEqual([
      { signalId: closedMarket.id, reason: 'Market closed for AUDUSD.r' },
      { signalId: notOffered.id, reason: 'Symbol USDCAD.r is not offered by this broker' },
    ]);
    expect(broker.orders).toHaveLength(ordersBefore);
    expect(await tradeOf(notOffered.id)).toMatchObject({
      status: 'skipped',
      skipReason: 'Symbol USDCAD.r is not offered by this broker',
    });
    broker.setMarketOpen('AUDUSD.r', true);
  });

  it("rounds the volume down to the symbol's own step at the broker; the feed sizes with each symbol's step", async () => {
    testApp.clock.advanceMinutes(1);
    // 1% of 10,000 USD over 30 pips at 10 USD a pip per lot: 0.333 lots, 0.33 in the feed, 0.3 here.
    const tenths = await seedSignal(testApp, {
      symbol: 'NZDUSD',
      entryPrice: 0.59,
      stopLoss: 0.587,
      takeProfit: 0.596,
    });
    const sized = quiet(await client.poll());
    expect(sized.orders).toEqual([{ signalId: tenths.id, ticket: expect.any(String), price: 0.59002, volume: 0.3 }]);
    broker.hitTarget(ticketOf(tenths.id));
    testApp.clock.advanceMinutes(1);
    quiet(await client.poll());

    // The heartbeats since carry NZDUSD.r's own step (0.1), and the feed sizes with it: at 0.1 % the
    // 10 USD allowed buy not one step, so the feed says why and nothing is sent.
    expect((await testApp.http.get('/api/accounts').set(bearer(trader.accessToken))).body[0].terminal.lotSteps).toEqual(
      { 'EURUSD.r': 0.01, 'GBPUSD.r': 0.01, 'AUDUSD.r': 0.01, 'NZDUSD.r': 0.1 },
    );
    await settings({ riskPercent: 0.1 });
    testApp.clock.advanceMinutes(1);
    const small = await seedSignal(testApp, { symbol: 'NZDUSD', entryPrice: 0.59, stopLoss: 0.587, takeProfit: 0.596 });
    const ordersBefore = broker.orders.length;
    const skipped = quiet(await client.poll());
    const reason =
      'No volume: One 0.1 lot with a 30-pip stop would lose 30 USD, more than the 10 USD allowed: raise the balance or risk, or skip this signal.';
    expect(skipped.skipped).toEqual([{ signalId: small.id, reason }]);
    expect(broker.orders).toHaveLength(ordersBefore);
    expect(await tradeOf(small.id)).toMatchObject({ status: 'skipped', skipReason: reason });
    await settings({ riskPercent: 1 });
  });

  it('opens no more than maxOpenPositions at once: the next signal is skipped with the reason', async () => {
    await settings({ maxOpenPositions: 1 });
    testApp.clock.advanceMinutes(1);
    const first = await seedSignal(testApp);
    const second = await seedSignal(testApp, {
      symbol: 'GBPUSD',
      entryPrice: 1.27,
      stopLoss: 1.267,
      takeProfit: 1.276,
    });
    const summary = quiet(await client.poll());
    expect(summary.orders.map((order) => order.signalId)).toEqual([first.id]);
    expect(summary.skipped).toEqual([{ signalId: second.id, reason: 'Max open positions reached (1)' }]);

    broker.hitTarget(ticketOf(first.id));
    testApp.clock.advanceMinutes(1);
    expect(quiet(await client.poll()).closed).toEqual([
      { signalId: first.id, ticket: summary.orders[0].ticket, profit: 197.34 },
    ]);
    await settings({ maxOpenPositions: 3 });
  });

  it('keeps a report it could not send and sends it on the next poll; sent twice, it is recorded once', async () => {
    testApp.clock.advanceMinutes(1);
    const signal = await seedSignal(testApp);
    quiet(await client.poll());
    const ticket = ticketOf(signal.id);

    proxy.setMode('refuse');
    broker.hitStop(ticket);
    testApp.clock.advanceMinutes(2);
    const offline = await client.poll();
    expect(offline.error).toEqual({ status: 0, message: expect.stringContaining('No answer from') });
    expect(offline.closed).toEqual([{ signalId: signal.id, ticket, profit: -99.66 }]);
    expect(offline.reportsQueued).toBe(1);
    expect(await tradeOf(signal.id)).toMatchObject({ status: 'filled' });

    // The file as it was with the report queued: a terminal that died after sending it, before saving.
    const queued = join(dir, 'queued.json');
    copyFileSync(stateFile, queued);
    proxy.setMode('pass');
    testApp.clock.advanceMinutes(1);
    const back = quiet(await client.poll());
    expect(back.reportsSent).toBe(1);
    const recorded = await tradeOf(signal.id);
    expect(recorded).toMatchObject({ status: 'closed', closePrice: 1.0822, profit: -99.66, resultR: -1.01 });

    copyFileSync(queued, stateFile);
    client = startClient();
    const again = quiet(await client.poll());
    expect(again.reportsSent).toBe(1);
    expect(await tradeOf(signal.id)).toEqual(recorded);
    expect(await testApp.dataSource.getRepository(EaTrade).countBy({ accountId, signalId: signal.id })).toBe(1);
  });

  let running: Signal;
  it('never sends a second order after a restart, even one that died between the order and saving it', async () => {
    testApp.clock.advanceMinutes(1);
    running = await seedSignal(testApp, { expiresAt: new Date(testApp.clock.now().getTime() + 600 * MINUTE) });
    const before = readState();
    const filled = quiet(await client.poll());
    expect(filled.orders).toHaveLength(1);
    const orders = broker.orders.length;

    // A plain restart: the state file is read again; a heartbeat at once, nothing else.
    client = startClient();
    expect(quiet(await client.poll())).toMatchObject({ heartbeat: true, orders: [], skipped: [] });

    // The terminal died after writing the marker and sending the order, before anything else was
    // saved: the old cursor (the feed sends the signal again) and a marker without a ticket.
    writeCrashedState(before, running.id);
    client = startClient();
    const restarted = quiet(await client.poll());
    // The feed sent the signal again (the old cursor), and the marker held the order back.
    expect(restarted.events).toBe(1);
    expect(restarted.orders).toEqual([]);
    expect(restarted.skipped).toEqual([]);
    expect(broker.orders).toHaveLength(orders);
    // The position found by its comment is tracked again: its close is still reported.
    expect(Object.values(readState().positions)).toEqual([{ signalId: running.id, symbol: 'EURUSD.r' }]);
    expect(await tradeOf(running.id)).toMatchObject({ status: 'filled', ticket: filled.orders[0].ticket });

    // Without a cursor at all (a first start): the server leaves out the signals this account
    // reported on, and the position's comment would hold it back anyway. Nothing is sent.
    writeFileSync(stateFile, JSON.stringify({ ...readState(), cursor: null }));
    client = startClient();
    const fresh = quiet(await client.poll());
    expect(fresh.orders).toEqual([]);
    expect(broker.orders).toHaveLength(orders);
  });

  it('reports an order the broker never took, after a restart, as skipped; never sends it again', async () => {
    const before = readState();
    const lost = await seedSignal(testApp, { expiresAt: new Date(testApp.clock.now().getTime() + 600 * MINUTE) });
    const orders = broker.orders.length;
    // The terminal died after writing the marker, before the order reached the broker: no position.
    writeCrashedState(before, lost.id);
    client = startClient();
    // At once the order may still be on its way (its position not listed yet): nothing is said.
    expect(quiet(await client.poll())).toMatchObject({ orders: [], skipped: [] });
    expect(await tradeOf(lost.id)).toBeUndefined();

    testApp.clock.advanceMinutes(2);
    const later = quiet(await client.poll());
    expect(later.skipped).toEqual([{ signalId: lost.id, reason: UNCONFIRMED_REASON }]);
    expect(later.orders).toEqual([]);
    expect(broker.orders).toHaveLength(orders);
    expect(await tradeOf(lost.id)).toMatchObject({ status: 'skipped', skipReason: UNCONFIRMED_REASON });
    expect(readState().markers[lost.id].outcome).toBe('skipped');
    // Reported once.
    expect(quiet(await client.poll()).skipped).toEqual([]);
  });

  it('finds an order that did reach the broker by its comment, after a restart, and reports its fill and close', async () => {
    const before = readState();
    const reached = await seedSignal(testApp, { expiresAt: new Date(testApp.clock.now().getTime() + 600 * MINUTE) });
    // The terminal died after sending the order; the broker filled it, and closed it at its target
    // while the terminal was down: no open position to adopt, only the history.
    const opened = broker.openMarketOrder({
      symbol: 'EURUSD.r',
      side: 'BUY',
      volume: 0.33,
      stop: 1.0822,
      target: 1.0912,
      comment: `SD#${reached.id}`,
      magic: 20261126,
      filling: 'FOK',
    }) as Fill;
    broker.hitTarget(opened.ticket);
    const orders = broker.orders.length;
    writeCrashedState(before, reached.id);
    client = startClient();
    // A terminal just started may not have its deal history yet: nothing is judged at once.
    expect(quiet(await client.poll())).toMatchObject({ orders: [], skipped: [], closed: [] });
    testApp.clock.advanceMinutes(2);
    const found = quiet(await client.poll());
    expect(found.skipped).toEqual([]);
    expect(found.orders).toEqual([]);
    expect(found.closed).toEqual([{ signalId: reached.id, ticket: opened.ticket, profit: 197.34 }]);
    expect(broker.orders).toHaveLength(orders);
    expect(await tradeOf(reached.id)).toMatchObject({
      status: 'closed',
      ticket: opened.ticket,
      fillPrice: 1.08522,
      closePrice: 1.0912,
    });
  });

  it('stops at 401 once the key is revoked, keeping what it has to report; a new key sends it', async () => {
    await testApp.http.delete(`/api/accounts/${accountId}/key`).set(bearer(trader.accessToken)).expect(200);
    broker.hitTarget(ticketOf(running.id));
    testApp.clock.advanceMinutes(2);
    const revoked = await client.poll();
    expect(revoked.error).toEqual({
      status: 401,
      message:
        'This account key is not valid: it was revoked, replaced or never issued. Issue a new one on your dashboard.',
    });
    expect(revoked.reportsQueued).toBe(1);
    expect(await tradeOf(running.id)).toMatchObject({ status: 'filled' });

    key = (
      await testApp.http.post(`/api/accounts/${accountId}/key`).set(bearer(trader.accessToken)).send({}).expect(201)
    ).body.key;
    client = startClient();
    quiet(await client.poll());
    expect(await tradeOf(running.id)).toMatchObject({ status: 'closed', closePrice: 1.0912 });
  });

  it('stops at 403 with a sentence when the plan has ended', async () => {
    await testApp.dataSource.getRepository(Subscription).update({ userId: trader.user.id }, { status: 'EXPIRED' });
    testApp.clock.advanceMinutes(2);
    const ended = await client.poll();
    expect(ended.error).toEqual({
      status: 403,
      message:
        'No active subscription: renew your plan on the dashboard and this Expert Advisor receives signals again.',
    });
  });
});

describe('MetaTrader 5: the Expert Advisor over its request limit', () => {
  let testApp: TestApp;
  let dir: string;

  beforeAll(async () => {
    testApp = await startTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SIGNAL_SYMBOLS: 'US30',
      EA_REQUESTS_PER_MINUTE: '3',
    });
    await testApp.app.listen(0, '127.0.0.1');
    dir = mkdtempSync(join(tmpdir(), 'ea-limit-'));
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 429 with Retry-After, and the client leaves the server alone until then', async () => {
    const trader = await signUpWithPlan(testApp.http, 'PRO');
    await activateSubscription(testApp, trader.user.id, 'PRO');
    const account = await testApp.http.post('/api/accounts').set(bearer(trader.accessToken)).send({ mtId: '51234567' });
    const issued = await testApp.http
      .post(`/api/accounts/${account.body.id}/key`)
      .set(bearer(trader.accessToken))
      .send({})
      .expect(201);
    const client = new EaClient({
      baseUrl: `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`,
      key: issued.body.key,
      broker: new FakeBroker({ now: () => testApp.clock.now() }),
      stateFile: join(dir, 'SignalDesk-51234567.json'),
      now: () => testApp.clock.now(),
    });
    // A heartbeat and the feed: 2 of the 3 requests a minute.
    expect((await client.poll()).error).toBeUndefined();
    testApp.clock.advanceMinutes(1);
    // A heartbeat (the 3rd) and the feed (one too many).
    const limited = await client.poll();
    expect(limited.error).toEqual({ status: 429, message: expect.any(String), retryAfterSeconds: expect.any(Number) });
    expect(limited.error!.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.error!.retryAfterSeconds).toBeLessThanOrEqual(60);

    // Within Retry-After the client sends nothing: no heartbeat, no error, nothing read.
    const quiet = await client.poll();
    expect(quiet).toMatchObject({ heartbeat: false, events: 0 });
    expect(quiet.error).toBeUndefined();
  });
});
