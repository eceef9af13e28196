import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RETCODE, type Fill } from '../../integrations/reference-client/broker.js';
import { EaClient, type EaClientOptions, type PollSummary } from '../../integrations/reference-client/ea-client.js';
import {
  FakeBroker,
  type FakeBrokerOptions,
  type FakeSymbol,
} from '../../integrations/reference-client/fake-broker.js';
import type { EaState } from '../../integrations/reference-client/state-store.js';
import type { Signal } from '../../server/src/signals/signal.entity.js';
import { CandleFiles } from '../support/candle-files.js';
import { seedSignal } from '../support/signals.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUpWithPlan, type SignedUpUser } from '../support/users.js';

const MINUTE = 60_000;
const MAGIC = 20261126;

/** The trader's side of one journey: the account on the dashboard, its terminal (FakeBroker) and its EA. */
interface Desk {
  trader: SignedUpUser;
  accountId: number;
  key: string;
  broker: FakeBroker;
  stateFile: string;
  /** The EA, (re)started on this terminal; the one before unloads first (OnDeinit). */
  start(options?: Partial<EaClientOptions>): EaClient;
  client: EaClient;
  tradeOf(signalId: number): Promise<Record<string, unknown> | undefined>;
  terminal(): Promise<Record<string, unknown> | null>;
}

/**
 * Issue 35, item by item: the reference client (the EA's tested mirror) against the real server,
 * with FakeBroker giving each condition a live account can (netting, a terminal that cannot trade,
 * stops and freeze levels, tick sizes, filling modes, requotes and partial fills, contract sizes,
 * a second copy, a broker that rewrites comments, a history not yet downloaded). Each journey
 * shows the safe thing done, and what reaches the dashboard.
 */
describe('MetaTrader 5: the Expert Advisor is safe with real money', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let dir: string;
  const market = new CandleFiles();
  let logins = 61_000_000;

  beforeAll(async () => {
    // The engine publishes nothing for an index: the only signals are the test's.
    testApp = await startTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SIGNAL_SYMBOLS: 'US30',
      EA_REQUESTS_PER_MINUTE: '10000',
      ...market.env,
    });
    await testApp.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'ea-safety-'));
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dir, { recursive: true, force: true });
    market.remove();
  });

  /**
   * A trader on PRO with one linked account (1 % of 10,000 USD, 3 positions, broker suffix .r),
   * its key, and a terminal. A day passes first: the signals of the journeys before are out of
   * the feed's window, so each journey sees only its own.
   */
  async function desk(broker: FakeBrokerOptions = {}, symbols: Record<string, FakeSymbol> = {}): Promise<Desk> {
    testApp.clock.advanceMinutes(25 * 60);
    const login = String(logins++);
    const trader = await signUpWithPlan(testApp.http, 'PRO');
    await activateSubscription(testApp, trader.user.id, 'PRO');
    const accountId = (
      await testApp.http.post('/api/accounts').set(bearer(trader.accessToken)).send({ mtId: login }).expect(201)
    ).body.id as number;
    const key = (
      await testApp.http.post(`/api/accounts/${accountId}/key`).set(bearer(trader.accessToken)).send({}).expect(201)
    ).body.key as string;
    await testApp.http
      .patch(`/api/accounts/${accountId}/settings`)
      .set(bearer(trader.accessToken))
      .send({ accountCurrency: 'USD', balance: 10_000, riskPercent: 1, maxOpenPositions: 3, symbolSuffix: '.r' })
      .expect(200);
    const fake = new FakeBroker({
      login,
      now: () => testApp.clock.now(),
      ...broker,
      symbols: {
        'EURUSD.r': { price: 1.0852 },
        'GBPUSD.r': { price: 1.27 },
        ...symbols,
      },
    });
    const stateFile = join(dir, `SignalDesk-${login}.json`);
    const self: Desk = {
      trader,
      accountId,
      key,
      broker: fake,
      stateFile,
      client: undefined as unknown as EaClient,
      start(options = {}) {
        self.client?.stop();
        self.client = new EaClient({
          baseUrl,
          key,
          broker: fake,
          stateFile,
          now: () => testApp.clock.now(),
          // The waits between tries of a requoted order: none in a test.
          sleep: async () => undefined,
          ...options,
        });
        return self.client;
      },
      tradeOf: async (signalId) =>
        (
          (await testApp.http.get(`/api/accounts/${accountId}/trades`).set(bearer(trader.accessToken)).expect(200)).body
            .trades as { signalId: number }[]
        ).find((trade) => trade.signalId === signalId),
      terminal: async () =>
        (
          (await testApp.http.get('/api/accounts').set(bearer(trader.accessToken)).expect(200)).body as {
            terminal: Record<string, unknown> | null;
          }[]
        )[0].terminal,
    };
    self.start();
    return self;
  }

  /** A poll that spoke to the server without a refusal. */
  const quiet = (summary: PollSummary) => {
    expect(summary.error).toBeUndefined();
    expect(summary.reportsRefused).toEqual([]);
    return summary;
  };
  /** A minute on, then a poll. */
  const next = async (account: Desk) => {
    testApp.clock.advanceMinutes(1);
    return account.client.poll();
  };
  const gbpusdSell = () =>
    seedSignal(testApp, { symbol: 'GBPUSD', signalType: 'SELL', entryPrice: 1.27, stopLoss: 1.273, takeProfit: 1.264 });

  it('1. refuses to trade a netting account, says why in its heartbeat, and reads no signal', async () => {
    const account = await desk({ marginMode: 'netting' });
    const signal = await seedSignal(testApp);
    const summary = quiet(await account.client.poll());
    expect(summary).toMatchObject({ notTrading: 'netting', heartbeat: true, events: 0, orders: [], skipped: [] });
    expect(account.broker.orders).toEqual([]);
    expect(await account.terminal()).toMatchObject({ notTrading: 'netting' });
    // Nothing was used up: no row for the signal on the dashboard.
    expect(await account.tradeOf(signal.id)).toBeUndefined();
  });

  it.each([
    ['not connected', 'not-connected', (broker: FakeBroker, on: boolean) => broker.setConnected(on)],
    ['with Algo Trading off', 'algo-trading-off', (broker: FakeBroker, on: boolean) => broker.setAlgoTrading(on)],
    [
      "with the EA's own Allow Algo Trading off",
      'ea-trading-off',
      (broker: FakeBroker, on: boolean) => broker.setEaAllowed(on),
    ],
  ])('2. reads no signal while the terminal is %s, says why, and keeps its place', async (_, reason, turn) => {
    const account = await desk();
    quiet(await account.client.poll());
    turn(account.broker, false);
    testApp.clock.advanceMinutes(1);
    const signal = await seedSignal(testApp);
    const blocked = quiet(await next(account));
    expect(blocked).toMatchObject({ notTrading: reason, heartbeat: true, events: 0, orders: [], skipped: [] });
    expect(await account.terminal()).toMatchObject({ notTrading: reason });
    expect(await account.tradeOf(signal.id)).toBeUndefined();

    // Able to trade again: the heartbeat says so at once, and the signal is placed from the kept cursor.
    turn(account.broker, true);
    const back = quiet(await account.client.poll());
    expect(back).toMatchObject({ notTrading: null, heartbeat: true });
    expect(back.orders).toEqual([{ signalId: signal.id, ticket: expect.any(String), price: 1.0852, volume: 0.33 }]);
    expect(await account.terminal()).toMatchObject({ notTrading: null });
  });

  it('2. reads no signal on an investor (read-only) login', async () => {
    const account = await desk({ investor: true });
    const signal = await seedSignal(testApp);
    expect(quiet(await account.client.poll())).toMatchObject({ notTrading: 'account-trading-off', events: 0 });
    expect(account.broker.orders).toEqual([]);
    expect(await account.tradeOf(signal.id)).toBeUndefined();
  });

  it("3. puts the stop and target on the symbol's tick grid, and keeps them beyond the stops and freeze levels", async () => {
    const account = await desk(
      {},
      {
        // Quoted in half pips: 1.08223 is no price here.
        'EURUSD.r': { price: 1.0852, tickSize: 0.00005 },
        // 40 pips of stops level: a 30-pip stop is too close.
        'GBPUSD.r': { price: 1.27, stopsLevel: 400 },
      },
    );
    quiet(await account.client.poll());
    testApp.clock.advanceMinutes(1);
    const grid = await seedSignal(testApp, { stopLoss: 1.08223, takeProfit: 1.09118 });
    const close = await gbpusdSell();
    const summary = quiet(await account.client.poll());
    expect(account.broker.orders).toEqual([
      expect.objectContaining({ symbol: 'EURUSD.r', stop: 1.08225, target: 1.0912, comment: `SD#${grid.id}` }),
    ]);
    const reason = "Stop 1.27300 is on the wrong side of the price 1.27000, or closer than the broker's 400 points";
    expect(summary.skipped).toEqual([{ signalId: close.id, reason }]);
    expect(await account.tradeOf(close.id)).toMatchObject({ status: 'skipped', skipReason: reason });
  });

  it('3. never sends an order without a stop: none in the signal, or none the symbol takes', async () => {
    const account = await desk({}, { 'GBPUSD.r': { price: 1.27, stopLossAllowed: false } });
    quiet(await account.client.poll());
    testApp.clock.advanceMinutes(1);
    const noStop = await seedSignal(testApp, { stopLoss: 0 });
    const noStopsTaken = await gbpusdSell();
    const summary = quiet(await account.client.poll());
    expect(summary.skipped).toEqual([
      { signalId: noStop.id, reason: 'No stop loss in the signal: never traded without one' },
      { signalId: noStopsTaken.id, reason: 'GBPUSD.r takes no stop loss at this broker: never traded without one' },
    ]);
    expect(account.broker.orders).toEqual([]);
  });

  it('3. sets a stop the broker dropped with a modify; closes at once a position it cannot protect', async () => {
    const account = await desk(
      {},
      {
        'EURUSD.r': { price: 1.0852, dropsStopsOnOpen: true },
        'GBPUSD.r': { price: 1.27, dropsStopsOnOpen: true, refusesModify: true },
      },
    );
    quiet(await account.client.poll());
    testApp.clock.advanceMinutes(1);
    const modified = await seedSignal(testApp);
    const unprotectable = await gbpusdSell();
    const summary = quiet(await account.client.poll());
    expect(summary.orders.map((order) => order.signalId)).toEqual([modified.id, unprotectable.id]);
    const [kept] = account.broker.openPositions();
    expect(kept).toMatchObject({ comment: `SD#${modified.id}`, stop: 1.0822, target: 1.0912 });
    const note = 'Closed at once: the broker did not set the stop loss 1.273 (Invalid stops)';
    expect(summary.closed).toEqual([{ signalId: unprotectable.id, ticket: expect.any(String), profit: 0, note }]);
    expect(await account.tradeOf(modified.id)).toMatchObject({ status: 'filled' });
    expect(await account.tradeOf(unprotectable.id)).toMatchObject({ status: 'closed', closeNote: note, profit: 0 });
  });

  it('4. trades only BUY and SELL: any other side is skipped, never sold', async () => {
    const account = await desk();
    quiet(await account.client.poll());
    testApp.clock.advanceMinutes(1);
    // A side the EA does not know (the old EA sold anything but exactly "BUY").
    const odd = await seedSignal(testApp, { signalType: 'buy' as Signal['signalType'] });
    const summary = quiet(await account.client.poll());
    expect(summary.skipped).toEqual([{ signalId: odd.id, reason: 'Unknown side "buy": only BUY and SELL are traded' }]);
    expect(account.broker.orders).toEqual([]);
  });

  it('5. skips a signal the price has left by more than a quarter of its stop, and sizes on the real distance', async () => {
    const account = await desk({}, { 'EURUSD.r': { price: 1.0862 }, 'GBPUSD.r': { price: 1.2707 } });
    quiet(await account.client.poll());
    testApp.clock.advanceMinutes(1);
    // EURUSD 10 pips above a 30-pip entry (33 %); GBPUSD 7 pips against a 30-pip sell (23 %).
    const far = await seedSignal(testApp);
    const near = await gbpusdSell();
    const summary = quiet(await account.client.poll());
    const reason = 'Price moved: 1.08620 is 33% of the stop distance from the entry 1.08520 (at most 25%)';
    expect(summary.skipped).toEqual([{ signalId: far.id, reason }]);
    // The feed sized 0.33 lots on the entry; 23 pips to the stop from the bid: 0.33 × 30 / 23 is more, so
    // 0.33 it stays; from the real price the stop loses 0.33 × 230 = 75.9 USD, under the 100 chosen.
    expect(summary.orders).toEqual([{ signalId: near.id, ticket: expect.any(String), price: 1.2707, volume: 0.33 }]);
    expect(await account.tradeOf(far.id)).toMatchObject({ status: 'skipped', skipReason: reason });
  });

  it('5. sizes on the price it will get: the feed on the market, the EA on its own quote', async () => {
    const account = await desk({}, { 'EURUSD.r': { price: 1.0859 } });
    quiet(await account.client.poll());
    // The market 7 pips above the entry (23 % of the stop): the feed sizes 100 / 370 = 0.27 lots on 1.0859.
    market.setPrice('EURUSD', 1.0859, testApp.clock.now());
    testApp.clock.advanceMinutes(2);
    const signal = await seedSignal(testApp);
    const summary = quiet(await account.client.poll());
    expect(summary.orders).toEqual([{ signalId: signal.id, ticket: expect.any(String), price: 1.0859, volume: 0.27 }]);
    // The stop loses 0.27 × 370 = 99.9 USD from the fill: never more than the 1 % chosen.
    expect(account.broker.calcProfit('BUY', 'EURUSD.r', 0.27, 1.0859, 1.0822)).toBeCloseTo(-99.9, 6);
    market.clear('EURUSD');
    testApp.clock.advanceMinutes(2);
  });

  it('5. closes what a worse fill would lose beyond the risk at the stop', async () => {
    const account = await desk({ slippagePips: 3 });
    quiet(await account.client.poll());
    testApp.clock.advanceMinutes(1);
    const signal = await seedSignal(testApp);
    const summary = quiet(await account.client.poll());
    // Filled 3 pips worse: 0.33 lots × 33 pips = 108.90 USD at the stop; 0.30 × 330 = 99 is kept.
    expect(summary.orders).toEqual([{ signalId: signal.id, ticket: expect.any(String), price: 1.0855, volume: 0.3 }]);
    expect(summary.trimmed).toEqual([{ signalId: signal.id, ticket: summary.orders[0].ticket, volume: 0.03 }]);
    expect(account.broker.openPositions()[0].volume).toBe(0.3);
    expect(await account.tradeOf(signal.id)).toMatchObject({ status: 'filled', volume: 0.3, fillPrice: 1.0855 });
  });

  it('6. tries a requote again at once; a signal refused for now waits for the next poll, within its age', async () => {
    const account = await desk();
    quiet(await account.client.poll());
    testApp.clock.advanceMinutes(1);
    const retried = await seedSignal(testApp);
    account.broker.rejectNext(RETCODE.REQUOTE, 'Requote');
    account.broker.rejectNext(RETCODE.PRICE_CHANGED, 'Prices changed');
    const summary = quiet(await account.client.poll());
    expect(summary.orders).toEqual([{ signalId: retried.id, ticket: expect.any(String), price: 1.0852, volume: 0.33 }]);
    expect(account.broker.orders).toHaveLength(3);

    // Refused on every try of a poll: no skip; the page is read again, and the next poll places it.
    testApp.clock.advanceMinutes(1);
    const waiting = await gbpusdSell();
    for (let attempt = 0; attempt < 4; attempt++) account.broker.rejectNext(RETCODE.CONNECTION, 'No connection');
    const refused = quiet(await account.client.poll());
    expect(refused).toMatchObject({
      orders: [],
      skipped: [],
      deferred: [{ signalId: waiting.id, reason: 'No connection (10031)' }],
    });
    expect(await account.tradeOf(waiting.id)).toBeUndefined();
    expect(quiet(await next(account)).orders).toEqual([
      { signalId: waiting.id, ticket: expect.any(String), price: 1.27, volume: 0.33 },
    ]);

    // Refused until it is too old: then skipped, saying what the broker last said.
    testApp.clock.advanceMinutes(1);
    const stale = await seedSignal(testApp, { symbol: 'EURUSD', entryPrice: 1.0852, stopLoss: 1.0822 });
    for (let attempt = 0; attempt < 4; attempt++)
      account.broker.rejectNext(RETCODE.TOO_MANY_REQUESTS, 'Too frequent requests');
    expect(quiet(await account.client.poll()).deferred).toHaveLength(1);
    testApp.clock.advanceMinutes(31);
    const expired = quiet(await account.client.poll());
    expect(expired.skipped).toEqual([
      {
        signalId: stale.id,
        reason: `Older than 30 minutes (published ${stale.createdAt.toISOString()}); the broker last said: Too frequent requests`,
      },
    ]);
  });

  it('6. takes a partial fill as a fill of that volume, and waits for a first tick after selecting a symbol', async () => {
    const account = await desk({}, { 'GBPUSD.r': { price: 1.27, noTickYet: true } });
    quiet(await account.client.poll());
    testApp.clock.advanceMinutes(1);
    const partial = await seedSignal(testApp);
    const untouched = await gbpusdSell();
    account.broker.fillPartlyNext(0.2);
    const summary = quiet(await account.client.poll());
    expect(summary.orders).toEqual([{ signalId: partial.id, ticket: expect.any(String), price: 1.0852, volume: 0.2 }]);
    expect(summary.deferred).toEqual([{ signalId: untouched.id, reason: 'No price for GBPUSD.r yet' }]);
    expect(await account.tradeOf(partial.id)).toMatchObject({ status: 'filled', volume: 0.2 });
    account.broker.setPrice('GBPUSD.r', 1.27);
    expect(quiet(await next(account)).orders.map((order) => order.signalId)).toEqual([untouched.id]);
  });

  it('7. runs once per login: a second chart does nothing; a second terminal finds the order placed just before it sends', async () => {
    const account = await desk();
    const first = account.client;
    quiet(await first.poll());
    const secondChart = new EaClient({
      baseUrl,
      key: account.key,
      broker: account.broker,
      stateFile: join(dir, 'second-chart.json'),
      now: () => testApp.clock.now(),
    });
    const refused = await secondChart.poll();
    expect(refused.refused).toBe(
      `Another SignalDesk Expert Advisor runs on login ${account.broker.login()} in this terminal: this one does nothing`,
    );
    expect(refused).toMatchObject({ heartbeat: false, events: 0 });

    // Another terminal on the same login (its own lock), with its own copy of the EA and state.
    const otherTerminal = account.broker.anotherTerminal();
    const second = new EaClient({
      baseUrl,
      key: account.key,
      broker: otherTerminal,
      stateFile: join(dir, 'second-terminal.json'),
      now: () => testApp.clock.now(),
      sleep: async () => undefined,
    });
    quiet(await second.poll());
    testApp.clock.advanceMinutes(1);
    const signal = await seedSignal(testApp);
    // The first copy's order is requoted; meanwhile the second copy's order for the signal fills.
    let placedByOther: Fill | undefined;
    account.broker.rejectNext(RETCODE.REQUOTE, 'Requote', () => {
      placedByOther = otherTerminal.openMarketOrder({
        symbol: 'EURUSD.r',
        side: 'BUY',
        volume: 0.33,
        stop: 1.0822,
        target: 1.0912,
        comment: `SD#${signal.id}`,
        magic: MAGIC,
        filling: 'FOK',
      }) as Fill;
    });
    const summary = quiet(await first.poll());
    // Read again before the second try: the position is there, so no second order goes.
    expect(summary.orders).toEqual([]);
    expect(account.broker.openPositions()).toHaveLength(1);
    expect(account.broker.orders).toHaveLength(2);
    expect(await account.tradeOf(signal.id)).toMatchObject({ status: 'filled', ticket: placedByOther!.ticket });
    // The second copy sees the signal and the position: nothing more.
    expect(quiet(await second.poll()).orders).toEqual([]);
    expect(account.broker.orders).toHaveLength(2);
    second.stop();
  });

  it('8. reads the feed when the server refuses its heartbeat, and takes the currencies brokers use', async () => {
    // A currency the server does not take: the heartbeat is refused; the feed is read all the same.
    const refused = await desk({ currency: 'U$D' });
    const signal = await seedSignal(testApp);
    const summary = await refused.client.poll();
    expect(summary.error).toEqual({
      status: 400,
      message: "Currency must be the account's currency as the terminal names it, such as USD, USc or USDT.",
    });
    expect(summary.orders.map((order) => order.signalId)).toEqual([signal.id]);

    // A cent account: its balance in cents, its lots cent lots.
    const cents = await desk({ currency: 'USc', balance: 1_000_000 });
    await testApp.http
      .patch(`/api/accounts/${cents.accountId}/settings`)
      .set(bearer(cents.trader.accessToken))
      .send({ balance: null })
      .expect(200);
    quiet(await cents.client.poll());
    expect(await cents.terminal()).toMatchObject({ currency: 'USc', balance: 1_000_000 });
    testApp.clock.advanceMinutes(1);
    const centSignal = await seedSignal(testApp);
    // 1 % of 1,000,000 cents over 30 pips at 10 cents a pip of a cent lot: 33.33 lots.
    expect(quiet(await cents.client.poll()).orders).toEqual([
      { signalId: centSignal.id, ticket: expect.any(String), price: 1.0852, volume: 33.33 },
    ]);
  });

  it('9. counts and finds its positions by magic number and ticket, whatever comment the broker writes', async () => {
    const account = await desk({ rewriteComment: () => 'ECN execution' });
    await testApp.http
      .patch(`/api/accounts/${account.accountId}/settings`)
      .set(bearer(account.trader.accessToken))
      .send({ maxOpenPositions: 1 })
      .expect(200);
    quiet(await account.client.poll());
    // A position of another EA (another magic number) does not count.
    account.broker.openMarketOrder({
      symbol: 'GBPUSD.r',
      side: 'BUY',
      volume: 0.1,
      stop: 1.26,
      target: 1.29,
      comment: 'manual',
      magic: 0,
      filling: 'FOK',
    });
    testApp.clock.advanceMinutes(1);
    const first = await seedSignal(testApp, { expiresAt: new Date(testApp.clock.now().getTime() + 60 * MINUTE) });
    const second = await gbpusdSell();
    const summary = quiet(await account.client.poll());
    expect(summary.orders.map((order) => order.signalId)).toEqual([first.id]);
    expect(summary.skipped).toEqual([{ signalId: second.id, reason: 'Max open positions reached (1)' }]);
    // Its signal expires: the close finds the position by its ticket, though the comment is the broker's.
    testApp.clock.advanceMinutes(61);
    await testApp.clock.runDue();
    const closed = quiet(await account.client.poll());
    expect(closed.closed).toEqual([{ signalId: first.id, ticket: summary.orders[0].ticket, profit: 0 }]);
    expect(await account.tradeOf(first.id)).toMatchObject({ status: 'closed' });
  });

  it('10. fills with the mode each symbol takes: FOK, else IOC, else RETURN where the execution allows it', async () => {
    const account = await desk(
      {},
      {
        'EURUSD.r': { price: 1.0852, fillings: ['IOC'] },
        'GBPUSD.r': { price: 1.27, fillings: [], execution: 'exchange' },
        'AUDUSD.r': { price: 0.655, fillings: [], execution: 'market' },
      },
    );
    quiet(await account.client.poll());
    testApp.clock.advanceMinutes(1);
    const ioc = await seedSignal(testApp);
    const ret = await gbpusdSell();
    const none = await seedSignal(testApp, { symbol: 'AUDUSD', entryPrice: 0.655, stopLoss: 0.652, takeProfit: 0.661 });
    const summary = quiet(await account.client.poll());
    expect(account.broker.orders.map((order) => [order.symbol, order.filling])).toEqual([
      ['EURUSD.r', 'IOC'],
      ['GBPUSD.r', 'RETURN'],
    ]);
    expect(summary.orders.map((order) => order.signalId)).toEqual([ioc.id, ret.id]);
    expect(summary.skipped).toEqual([
      { signalId: none.id, reason: 'AUDUSD.r takes no filling mode a market order can use' },
    ]);
  });

  it('11. judges an order of before a restart only once the terminal has had time for its deal history', async () => {
    const account = await desk();
    quiet(await account.client.poll());
    const before = JSON.parse(readFileSync(account.stateFile, 'utf8')) as EaState;
    testApp.clock.advanceMinutes(1);
    const signal = await seedSignal(testApp);
    // The terminal died as it sent the order; the broker filled it and closed it at its target.
    const opened = account.broker.openMarketOrder({
      symbol: 'EURUSD.r',
      side: 'BUY',
      volume: 0.33,
      stop: 1.0822,
      target: 1.0912,
      comment: `SD#${signal.id}`,
      magic: MAGIC,
      filling: 'FOK',
    }) as Fill;
    account.broker.hitTarget(opened.ticket);
    writeFileSync(
      account.stateFile,
      JSON.stringify({
        ...before,
        markers: { [signal.id]: { outcome: 'sending', at: testApp.clock.now().toISOString() } },
      } satisfies EaState),
    );
    // Restarted minutes later, its history not downloaded yet: nothing is said of the order.
    testApp.clock.advanceMinutes(5);
    account.broker.setHistorySynced(false);
    account.start();
    expect(quiet(await account.client.poll())).toMatchObject({ orders: [], skipped: [], closed: [] });
    expect(await account.tradeOf(signal.id)).toBeUndefined();
    // Half a minute on the history is there; a minute after the start the order is judged: filled, then closed.
    testApp.clock.advanceSeconds(30);
    account.broker.setHistorySynced(true);
    expect(quiet(await account.client.poll())).toMatchObject({ skipped: [], closed: [] });
    testApp.clock.advanceSeconds(30);
    const judged = quiet(await account.client.poll());
    expect(judged.skipped).toEqual([]);
    expect(judged.closed).toEqual([{ signalId: signal.id, ticket: opened.ticket, profit: 198 }]);
    expect(await account.tradeOf(signal.id)).toMatchObject({ status: 'closed', ticket: opened.ticket });
  });

  it("12. cuts the volume to what the broker's own contract size allows at the stop", async () => {
    // Silver: the server counts 5,000 oz a lot, this broker 10,000 (a pip is 0.01 here: 10 pips to the stop).
    const account = await desk({}, { 'XAGUSD.r': { price: 30, pipSize: 0.01, contractSize: 10_000 } });
    quiet(await account.client.poll());
    testApp.clock.advanceMinutes(1);
    const signal = await seedSignal(testApp, {
      symbol: 'XAGUSD',
      category: 'Metals',
      entryPrice: 30,
      stopLoss: 29.9,
      takeProfit: 30.2,
    });
    const summary = quiet(await account.client.poll());
    // The feed: 100 USD over 1 pip of 0.1 at 500 USD a lot (5,000 oz) = 0.2 lots. Here a lot of 10,000 oz
    // loses 1,000 USD at the stop: 0.1 lots.
    expect(summary.orders).toEqual([{ signalId: signal.id, ticket: expect.any(String), price: 30, volume: 0.1 }]);
    expect(account.broker.calcProfit('BUY', 'XAGUSD.r', 0.1, 30, 29.9)).toBeCloseTo(-100, 6);
  });

  it('13. trims the trailing slash of its server address, and prints a list of sentences as one', async () => {
    const account = await desk();
    quiet(await account.start({ baseUrl: `${baseUrl}/` }).poll());
    expect(await account.terminal()).toMatchObject({ broker: 'Fake Markets Ltd' });

    // A server (or a proxy before it) answering with a list of messages.
    const listing: Server = createServer((_request, response) => {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({ statusCode: 400, message: ['currency must be USD.', 'balance must be a number.'] }),
      );
    });
    await new Promise<void>((resolve) => listing.listen(0, '127.0.0.1', resolve));
    try {
      const address = `http://127.0.0.1:${(listing.address() as AddressInfo).port}`;
      const answer = await account.start({ baseUrl: address }).poll();
      expect(answer.error).toEqual({ status: 400, message: 'currency must be USD. balance must be a number.' });
    } finally {
      listing.closeAllConnections();
      await new Promise((resolve) => listing.close(resolve));
      account.start();
    }
  });

  it('13. says a refused close once, not every poll of a weekend, and closes when the market opens', async () => {
    const account = await desk();
    quiet(await account.client.poll());
    testApp.clock.advanceMinutes(1);
    const signal = await seedSignal(testApp, { expiresAt: new Date(testApp.clock.now().getTime() + 30 * MINUTE) });
    const filled = quiet(await account.client.poll());
    account.broker.setMarketOpen('EURUSD.r', false);
    testApp.clock.advanceMinutes(31);
    await testApp.clock.runDue();
    const first = quiet(await account.client.poll());
    expect(first.closeRefused).toEqual([{ ticket: filled.orders[0].ticket, reason: 'Market is closed' }]);
    for (let poll = 0; poll < 3; poll++) expect(quiet(await next(account)).closeRefused).toEqual([]);
    // Not even tried while closed: no order went to the broker.
    expect(account.broker.orders).toHaveLength(1);
    account.broker.setMarketOpen('EURUSD.r', true);
    expect(quiet(await next(account)).closed).toEqual([
      { signalId: signal.id, ticket: filled.orders[0].ticket, profit: 0 },
    ]);
  });

  it('13. keeps a close that came before its position was known: the order is then not sent', async () => {
    const account = await desk({}, { 'EURUSD.r': { price: 1.0852, noTickYet: true } });
    quiet(await account.client.poll());
    testApp.clock.advanceMinutes(1);
    const signal = await seedSignal(testApp, { expiresAt: new Date(testApp.clock.now().getTime() + 5 * MINUTE) });
    expect(quiet(await account.client.poll()).deferred).toEqual([
      { signalId: signal.id, reason: 'No price for EURUSD.r yet' },
    ]);
    // It expires while it waits for a price: the page read again holds its open and its close.
    testApp.clock.advanceMinutes(6);
    await testApp.clock.runDue();
    quiet(await account.client.poll());
    account.broker.setPrice('EURUSD.r', 1.0852);
    const summary = quiet(await next(account));
    expect(summary.skipped).toEqual([{ signalId: signal.id, reason: 'Ended before it could be placed' }]);
    expect(account.broker.orders).toEqual([]);
  });
});
