import type { MtAccountDto } from '../../server/src/accounts/mt-account.dto.js';
import { EaTrade } from '../../server/src/ea/ea-trade.entity.js';
import { MtAccount } from '../../server/src/accounts/mt-account.entity.js';
import { Signal } from '../../server/src/signals/signal.entity.js';
import { CandleFiles } from '../support/candle-files.js';
import { seedSignal } from '../support/signals.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp, signUpWithPlan, type SignedUpUser } from '../support/users.js';
import { metricMoves } from '../support/metrics.js';

const MINUTE = 60_000;

interface Linked {
  trader: SignedUpUser;
  accountId: number;
  key: string;
}

describe('MetaTrader accounts as Expert Advisor endpoints', () => {
  let testApp: TestApp;
  // The market's prices: none unless a test sets one, so the feed sizes on the published entry.
  const market = new CandleFiles();

  beforeAll(async () => {
    // The engine publishes nothing for an index: the only signals are the test's.
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SIGNAL_SYMBOLS: 'US30', ...market.env });
  });
  afterAll(async () => {
    await testApp.close();
    market.remove();
  });

  /** A trader on a running plan (PRO: no delay) with one linked account and a key for it. */
  async function linked(plan: 'BASIC' | 'PRO' = 'PRO', mtId = '51234567'): Promise<Linked> {
    const trader = await signUpWithPlan(testApp.http, plan);
    await activateSubscription(testApp, trader.user.id, plan);
    const account = await testApp.http.post('/api/accounts').set(bearer(trader.accessToken)).send({ mtId }).expect(201);
    const issued = await testApp.http
      .post(`/api/accounts/${account.body.id}/key`)
      .set(bearer(trader.accessToken))
      .send({})
      .expect(201);
    return { trader, accountId: account.body.id, key: issued.body.key };
  }
  const feed = (key: string, after?: string, limit?: number) =>
    testApp.http
      .get('/api/ea/signals')
      .query({ ...(after ? { after } : {}), ...(limit ? { limit } : {}) })
      .set(bearer(key));
  const report = (key: string, body: object) => testApp.http.post('/api/ea/reports').set(bearer(key)).send(body);
  const settings = (who: Linked, body: object) =>
    testApp.http.patch(`/api/accounts/${who.accountId}/settings`).set(bearer(who.trader.accessToken)).send(body);
  const accountOf = async (who: Linked): Promise<MtAccountDto> =>
    (
      (await testApp.http.get('/api/accounts').set(bearer(who.trader.accessToken)).expect(200)).body as MtAccountDto[]
    ).find((account) => account.id === who.accountId)!;
  const fill = (signalId: number, ticket: string, price = 1.0854) => ({
    type: 'filled',
    signalId,
    ticket,
    price,
    volume: 0.33,
    time: testApp.clock.now().toISOString(),
  });
  /** The feed's cursor now: the first start's. */
  const startCursor = async (key: string) => (await feed(key).expect(200)).body.cursor as string;

  describe('the key', () => {
    it('is shown once, kept hashed, and opens only its own account', async () => {
      const owner = await linked();
      expect(owner.key).toMatch(/^sdk_[A-Za-z0-9_-]{40}$/);
      const listed = await accountOf(owner);
      expect(listed.key).toEqual({ prefix: owner.key.slice(0, 8), issuedAt: expect.any(String) });
      expect(JSON.stringify(listed)).not.toContain(owner.key);
      const stored = await testApp.dataSource.getRepository(MtAccount).findOneByOrFail({ id: owner.accountId });
      expect(stored.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(owner.key);

      // Another trader cannot issue a key for it, nor see its trades.
      const stranger = await signUpWithPlan(testApp.http);
      await testApp.http
        .post(`/api/accounts/${owner.accountId}/key`)
        .set(bearer(stranger.accessToken))
        .send({ replaces: owner.key.slice(0, 8) })
        .expect(404);
      await testApp.http.get(`/api/accounts/${owner.accountId}/trades`).set(bearer(stranger.accessToken)).expect(404);
    });

    it('is refused with a sentence when missing, malformed or unknown', async () => {
      expect((await testApp.http.get('/api/ea/signals').expect(401)).body.message).toBe(
        'Send the account key as "Authorization: Bearer sdk_...": issue one for this account on your dashboard.',
      );
      for (const key of ['nonsense', `sdk_${'a'.repeat(40)}`]) {
        expect((await feed(key).expect(401)).body.message).toBe(
          'This account key is not valid: it was revoked, replaced or never issued. Issue a new one on your dashboard.',
        );
      }
    });

    it('re-issued, replaces the old one at once; a second click on the same page issues nothing', async () => {
      const owner = await linked();
      const prefix = owner.key.slice(0, 8);
      const reissue = (replaces: string | null) =>
        testApp.http
          .post(`/api/accounts/${owner.accountId}/key`)
          .set(bearer(owner.trader.accessToken))
          .send({ replaces });
      const [first, second] = await Promise.all([reissue(prefix), reissue(prefix)]);
      expect([first.status, second.status].sort()).toEqual([201, 409]);
      const fresh = first.status === 201 ? first.body : second.body;
      expect((first.status === 409 ? first : second).body.message).toBe(
        "This account's key changed meanwhile (another click or tab): reload the page to see the key in force.",
      );
      expect((await accountOf(owner)).key?.prefix).toBe(fresh.prefix);
      await feed(owner.key).expect(401);
      await feed(fresh.key).expect(200);
    });
  });

  it('says when its key was revoked, until a new one is issued', async () => {
    const owner = await linked();
    expect(await accountOf(owner)).toMatchObject({ keyRevokedAt: null, sharedLogin: false });
    testApp.clock.advanceMinutes(1);
    const revoked = await testApp.http
      .delete(`/api/accounts/${owner.accountId}/key`)
      .set(bearer(owner.trader.accessToken))
      .expect(200);
    expect(revoked.body).toMatchObject({ key: null, keyRevokedAt: testApp.clock.now().toISOString() });
    expect(await accountOf(owner)).toMatchObject({ key: null, keyRevokedAt: testApp.clock.now().toISOString() });
    await testApp.http
      .post(`/api/accounts/${owner.accountId}/key`)
      .set(bearer(owner.trader.accessToken))
      .send({})
      .expect(201);
    expect(await accountOf(owner)).toMatchObject({ key: expect.any(Object), keyRevokedAt: null });
  });

  describe('the risk settings', () => {
    it('start at 1 % risk, 3 positions, USD, nothing renamed, not paused', async () => {
      expect((await accountOf(await linked())).settings).toEqual({
        accountCurrency: 'USD',
        balance: null,
        riskPercent: 1,
        maxOpenPositions: 3,
        symbolsOff: [],
        symbolPrefix: '',
        symbolSuffix: '',
        symbolMap: {},
        paused: false,
      });
    });

    it.each([
      [{ riskPercent: 12 }, 'Enter a risk above 0 and at most 10 % of the balance.'],
      [{ riskPercent: 0 }, 'Enter a risk above 0 and at most 10 % of the balance.'],
      [{ riskPercent: '1' }, 'Enter a risk above 0 and at most 10 % of the balance.'],
      [{ balance: -5 }, 'Enter the balance, a number above 0.'],
      [{ accountCurrency: 'BTC' }, 'Choose the account currency: USD, EUR, GBP, JPY, CHF, AUD, CAD.'],
      [{ maxOpenPositions: 0 }, 'Enter a whole number of positions from 1 to 50.'],
      [{ maxOpenPositions: 2.5 }, 'Enter a whole number of positions from 1 to 50.'],
      [{ symbolsOff: ['EURUSD', 'DOGECOIN'] }, 'symbolsOff may only name symbols the signals cover.'],
      [{ symbolSuffix: 'r r' }, 'Use letters, digits and . _ # - only, as your broker writes its symbols.'],
      [{ symbolMap: { XAUUSD: 'GOLD!' } }, expect.stringMatching(/^Name at most 50 symbols of our list/)],
      [{ paused: 'yes' }, 'Paused must be true or false.'],
    ])('refuses %j with a sentence and changes nothing', async (body, message) => {
      const owner = await linked();
      const before = (await accountOf(owner)).settings;
      const refused = await settings(owner, body).expect(400);
      expect(refused.body.message).toEqual(message);
      expect((await accountOf(owner)).settings).toEqual(before);
    });

    it('saves what is sent and leaves the rest; null empties only the balance', async () => {
      const owner = await linked();
      const saved = await settings(owner, {
        accountCurrency: 'eur',
        balance: 2500,
        riskPercent: 0.5,
        symbolsOff: ['XAGUSD', 'EURUSD', 'XAGUSD'],
        symbolSuffix: '.r',
        symbolMap: { XAUUSD: 'GOLD' },
      }).expect(200);
      expect(saved.body.settings).toEqual({
        accountCurrency: 'EUR',
        balance: 2500,
        riskPercent: 0.5,
        maxOpenPositions: 3,
        symbolsOff: ['EURUSD', 'XAGUSD'],
        symbolPrefix: '',
        symbolSuffix: '.r',
        symbolMap: { XAUUSD: 'GOLD' },
        paused: false,
      });
      const cleared = await settings(owner, { balance: null, riskPercent: null, paused: true }).expect(200);
      expect(cleared.body.settings).toMatchObject({ balance: null, riskPercent: 0.5, paused: true });
      expect((await accountOf(owner)).settings).toEqual(cleared.body.settings);
    });
  });

  it('keeps both of two saves of different settings sent at once', async () => {
    const owner = await linked();
    await Promise.all([
      settings(owner, { riskPercent: 2 }).expect(200),
      settings(owner, { maxOpenPositions: 7 }).expect(200),
      settings(owner, { symbolSuffix: '.r' }).expect(200),
    ]);
    expect((await accountOf(owner)).settings).toMatchObject({
      riskPercent: 2,
      maxOpenPositions: 7,
      symbolSuffix: '.r',
    });
  });

  describe('the feed', () => {
    it('starts with the signals running now, then sends only what is new, 304 when nothing is', async () => {
      const owner = await linked();
      const running = await seedSignal(testApp);
      await seedSignal(testApp, { expiresAt: new Date(testApp.clock.now().getTime() - MINUTE), outcome: 'EXPIRED' });
      const first = await feed(owner.key).expect(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.body.events.map((event: { signalId: number }) => event.signalId)).toEqual(
        expect.arrayContaining([running.id]),
      );
      expect(first.body).toMatchObject({ more: false, paused: false, maxOpenPositions: 3, riskPercent: 1 });
      // Every page carries the newest signed checkpoint of the signal log, for the terminal to keep.
      expect(first.body.checkpoint).toBe((await testApp.http.get('/api/ledger/checkpoint').expect(200)).text);
      const cursor = first.body.cursor as string;
      expect(cursor).toMatch(/^\d+-\d+-[soe]$/);

      const quiet = await feed(owner.key, cursor).expect(304);
      expect(quiet.text ?? '').toBe('');

      testApp.clock.advanceSeconds(5);
      const fresh = await seedSignal(testApp, {
        symbol: 'GBPUSD',
        signalType: 'SELL',
        entryPrice: 1.27,
        stopLoss: 1.273,
        takeProfit: 1.264,
      });
      const next = await feed(owner.key, cursor).expect(200);
      expect(next.body.events).toEqual([
        {
          id: next.body.cursor,
          type: 'open',
          signalId: fresh.id,
          symbol: 'GBPUSD',
          brokerSymbol: 'GBPUSD',
          side: 'SELL',
          entry: 1.27,
          stop: 1.273,
          target: 1.264,
          publishedAt: fresh.createdAt.toISOString(),
          expiresAt: fresh.expiresAt.toISOString(),
          ledgerIndex: expect.any(Number),
          volume: null,
          volumeNote:
            'No balance to size on: set the balance on the dashboard, or let the Expert Advisor report it in its heartbeat.',
          sizedOn: 1.27,
        },
      ]);
      await feed(owner.key, next.body.cursor).expect(304);
    });

    it('sizes each signal from the account: 1 % of 10,000 USD on a 30-pip EURUSD stop is 0.33 lots', async () => {
      const owner = await linked();
      const cursor = await startCursor(owner.key);
      await settings(owner, { balance: 10_000, accountCurrency: 'USD' }).expect(200);
      testApp.clock.advanceSeconds(1);
      const signal = await seedSignal(testApp);
      const [event] = (await feed(owner.key, cursor).expect(200)).body.events;
      expect(event).toMatchObject({ signalId: signal.id, volume: 0.33, volumeNote: null, sizedOn: 1.0852 });

      // Read from the terminal: its balance, currency and the symbol's own lot step.
      await settings(owner, { balance: null }).expect(200);
      await report(owner.key, {
        type: 'heartbeat',
        terminalBuild: 4755,
        broker: 'Example Markets Ltd',
        currency: 'USD',
        balance: 5000,
        equity: 4990.5,
        lotSteps: { EURUSD: 0.1 },
      }).expect(200);
      const [again] = (await feed(owner.key, cursor).expect(200)).body.events;
      expect(again).toMatchObject({ signalId: signal.id, volume: 0.1, volumeNote: null });
    });

    it('sizes on the price the EA will get, and says when it has moved more than a quarter of the stop', async () => {
      const owner = await linked();
      const cursor = await startCursor(owner.key);
      await settings(owner, { balance: 10_000, accountCurrency: 'USD' }).expect(200);
      // The market 7 pips above the entry: 37 pips to the stop, 100 / 370 = 0.27 lots (0.33 on the entry).
      // (A price is read again a minute after the last read.)
      market.setPrice('EURUSD', 1.0859, testApp.clock.now());
      testApp.clock.advanceMinutes(2);
      const signal = await seedSignal(testApp);
      const [event] = (await feed(owner.key, cursor).expect(200)).body.events;
      expect(event).toMatchObject({ signalId: signal.id, volume: 0.27, volumeNote: null, sizedOn: 1.0859 });
      // 10 pips is a third of the stop: 100 / 400 = 0.25 lots, and the note says so.
      market.setPrice('EURUSD', 1.0862, testApp.clock.now());
      testApp.clock.advanceMinutes(2);
      const [moved] = (await feed(owner.key, cursor).expect(200)).body.events;
      expect(moved).toMatchObject({
        volume: 0.25,
        volumeNote: 'The price 1.08620 is 10 pips from the entry 1.08520: more than a quarter of the 30-pip stop.',
        sizedOn: 1.0862,
      });
      // At the stop: nothing to size.
      market.setPrice('EURUSD', 1.0822, testApp.clock.now());
      testApp.clock.advanceMinutes(2);
      const [stopped] = (await feed(owner.key, cursor).expect(200)).body.events;
      expect(stopped).toMatchObject({
        volume: null,
        volumeNote: 'The price 1.08220 has already reached the stop: this signal is no longer tradable.',
      });
      market.clear('EURUSD');
      testApp.clock.advanceMinutes(2);
    });

    it('leaves out of a first start the signals this account already reported on', async () => {
      const owner = await linked();
      const traded = await seedSignal(testApp);
      const untouched = await seedSignal(testApp);
      await report(owner.key, fill(traded.id, '1200')).expect(200);
      const ids = (await feed(owner.key).expect(200)).body.events.map((event: { signalId: number }) => event.signalId);
      expect(ids).toContain(untouched.id);
      expect(ids).not.toContain(traded.id);
    });

    it('names symbols as the broker does and leaves out the symbols turned off', async () => {
      const owner = await linked();
      const cursor = await startCursor(owner.key);
      await settings(owner, { symbolSuffix: 'm', symbolMap: { XAUUSD: 'GOLD' }, symbolsOff: ['GBPUSD'] }).expect(200);
      testApp.clock.advanceSeconds(1);
      await seedSignal(testApp, { symbol: 'GBPUSD' });
      await seedSignal(testApp, {
        symbol: 'XAUUSD',
        category: 'Metals',
        entryPrice: 2375.4,
        stopLoss: 2360.4,
        takeProfit: 2405.4,
      });
      await seedSignal(testApp, { symbol: 'EURUSD' });
      const { events } = (await feed(owner.key, cursor).expect(200)).body;
      expect(events.map((event: { brokerSymbol: string }) => event.brokerSymbol)).toEqual(['GOLD', 'EURUSDm']);
    });

    it('pages with more: true and goes on from the cursor', async () => {
      const owner = await linked();
      const cursor = await startCursor(owner.key);
      testApp.clock.advanceSeconds(1);
      const seeded = [await seedSignal(testApp), await seedSignal(testApp), await seedSignal(testApp)];
      const first = (await feed(owner.key, cursor, 2).expect(200)).body;
      expect(first.more).toBe(true);
      const second = (await feed(owner.key, first.cursor, 2).expect(200)).body;
      expect(second.more).toBe(false);
      expect([...first.events, ...second.events].map((event: { signalId: number }) => event.signalId)).toEqual(
        seeded.map((signal) => signal.id),
      );
      await feed(owner.key, second.cursor).expect(304);
    });

    it('tells the account when a signal it was sent wins, loses or expires', async () => {
      const owner = await linked();
      const cursor = await startCursor(owner.key);
      testApp.clock.advanceSeconds(1);
      const winner = await seedSignal(testApp);
      const expiring = await seedSignal(testApp, { expiresAt: new Date(testApp.clock.now().getTime() + 30 * MINUTE) });
      const opened = (await feed(owner.key, cursor).expect(200)).body;
      expect(opened.events.map((event: { type: string }) => event.type)).toEqual(['open', 'open']);
      testApp.clock.advanceMinutes(10);
      await testApp.dataSource
        .getRepository(Signal)
        .update({ id: winner.id }, { outcome: 'WIN', closedAt: testApp.clock.now(), updatedAt: testApp.clock.now() });
      testApp.clock.advanceMinutes(25);
      const closed = (await feed(owner.key, opened.cursor).expect(200)).body;
      expect(closed.events).toEqual([
        {
          id: expect.any(String),
          type: 'close',
          signalId: winner.id,
          symbol: 'EURUSD',
          brokerSymbol: 'EURUSD',
          reason: 'WIN',
        },
        {
          id: expect.any(String),
          type: 'close',
          signalId: expiring.id,
          symbol: 'EURUSD',
          brokerSymbol: 'EURUSD',
          reason: 'EXPIRED',
        },
      ]);
    });

    it("follows the owner's plan: its delay, and nothing without a running plan", async () => {
      const delayed = await linked('BASIC');
      const cursor = await startCursor(delayed.key);
      testApp.clock.advanceSeconds(1);
      const signal = await seedSignal(testApp);
      await feed(delayed.key, cursor).expect(304);
      // A report about it is refused too: the account was never shown it.
      expect(
        (await report(delayed.key, { type: 'skipped', signalId: signal.id, reason: 'Paused' }).expect(404)).body
          .message,
      ).toBe(`Signal ${signal.id} was never sent to this account.`);
      testApp.clock.advanceMinutes(15);
      expect((await feed(delayed.key, cursor).expect(200)).body.events[0].signalId).toBe(signal.id);

      const lapsed = await signUpWithPlan(testApp.http);
      const account = await testApp.http.post('/api/accounts').set(bearer(lapsed.accessToken)).send({ mtId: '9001' });
      const { key } = (
        await testApp.http.post(`/api/accounts/${account.body.id}/key`).set(bearer(lapsed.accessToken)).send({})
      ).body;
      expect((await feed(key).expect(403)).body.message).toBe(
        'No active subscription: renew your plan on the dashboard and this Expert Advisor receives signals again.',
      );
    });

    it('says when the account is paused', async () => {
      const owner = await linked();
      await settings(owner, { paused: true }).expect(200);
      expect((await feed(owner.key).expect(200)).body.paused).toBe(true);
    });

    it('refuses a cursor it never gave, with a sentence', async () => {
      const owner = await linked();
      expect((await feed(owner.key, 'yesterday').expect(400)).body.message).toBe(
        'After must be a cursor this feed gave: start again without one.',
      );
    });
  });

  describe('the reports', () => {
    it('record the heartbeat the dashboard shows', async () => {
      const owner = await linked();
      expect((await accountOf(owner)).terminal).toBeNull();
      const answer = await report(owner.key, {
        type: 'heartbeat',
        terminalBuild: 4755,
        broker: 'Example Markets Ltd',
        server: 'ExampleMarkets-Live',
        login: '51234567',
        currency: 'USD',
        balance: 10250.4,
        equity: 10190.15,
        lotSteps: { 'EURUSD.r': 0.01, 'US30.cash': 0.1 },
        notTrading: null,
      }).expect(200);
      expect(answer.body).toEqual({ ok: true, paused: false, trade: null });
      expect((await accountOf(owner)).terminal).toEqual({
        lastSeenAt: testApp.clock.now().toISOString(),
        terminalBuild: 4755,
        broker: 'Example Markets Ltd',
        server: 'ExampleMarkets-Live',
        currency: 'USD',
        balance: 10250.4,
        equity: 10190.15,
        lotStep: null,
        lotSteps: { 'EURUSD.r': 0.01, 'US30.cash': 0.1 },
        notTrading: null,
      });
      // Why it trades nothing, and the currencies brokers really use (a cent account), are taken.
      await report(owner.key, {
        type: 'heartbeat',
        terminalBuild: 4755,
        broker: 'Example Markets Ltd',
        currency: 'USc',
        balance: 1_025_040,
        equity: 1_019_015,
        notTrading: 'netting',
      }).expect(200);
      expect((await accountOf(owner)).terminal).toMatchObject({ currency: 'USc', notTrading: 'netting' });
      // An EA from before these fields: one lot step, the chart's.
      await report(owner.key, {
        type: 'heartbeat',
        terminalBuild: 4755,
        broker: 'Example Markets Ltd',
        currency: 'USD',
        balance: 10250.4,
        equity: 10190.15,
        lotStep: 0.01,
      }).expect(200);
      expect((await accountOf(owner)).terminal).toMatchObject({ lotStep: 0.01, lotSteps: {}, notTrading: null });
    });

    it.each([
      [
        { type: 'heartbeat', terminalBuild: -1, broker: 'X', currency: 'USD', balance: 1, equity: 1, lotStep: 0.01 },
        "terminalBuild must be the terminal's build number.",
      ],
      [
        { type: 'filled', signalId: 1, ticket: 'abc', price: 1, volume: 1, time: '2026-11-26T09:00:00Z' },
        'Ticket must be the position ticket, digits only.',
      ],
      [
        { type: 'filled', signalId: 1, ticket: '1', price: 1, volume: 1, time: 'now' },
        'Time must be an ISO 8601 date and time, such as 2026-11-26T09:00:03Z.',
      ],
      [
        { type: 'closed', ticket: '1', price: 1, time: '2026-11-26T09:00:00Z' },
        'Profit must be a number in the account currency.',
      ],
      [{ type: 'skipped', signalId: 1 }, 'Reason must say why the signal was skipped, in at most 200 characters.'],
      [{ type: 'opened' }, 'Type must be one of heartbeat, filled, skipped, closed.'],
      [
        { type: 'heartbeat', terminalBuild: 1, broker: 'X', currency: 'U$D', balance: 1, equity: 1 },
        "Currency must be the account's currency as the terminal names it, such as USD, USc or USDT.",
      ],
      [
        {
          type: 'heartbeat',
          terminalBuild: 1,
          broker: 'X',
          currency: 'USD',
          balance: 1,
          equity: 1,
          lotSteps: { 'EURUSD.r': 0 },
        },
        'lotSteps must give at most 64 symbols, each with its lot step above 0.',
      ],
      [
        {
          type: 'heartbeat',
          terminalBuild: 1,
          broker: 'X',
          currency: 'USD',
          balance: 1,
          equity: 1,
          notTrading: 'asleep',
        },
        'notTrading must be null or one of netting, not-connected, algo-trading-off, ea-trading-off, account-trading-off, experts-off.',
      ],
    ])('refuses %j with a sentence', async (body, message) => {
      const owner = await linked();
      expect((await report(owner.key, body).expect(400)).body.message).toBe(message);
    });

    it('make one fill of a ticket however often it is reported, also at once', async () => {
      const owner = await linked();
      const signal = await seedSignal(testApp);
      let answers: Awaited<ReturnType<typeof report>>[] = [];
      const [fills, refusedFills] = await metricMoves(
        testApp,
        [
          ['signaldesk_ea_reports_total', { type: 'filled' }],
          ['signaldesk_ea_reports_refused_total', { type: 'filled' }],
        ],
        async () => {
          answers = await Promise.all(Array.from({ length: 16 }, () => report(owner.key, fill(signal.id, '50012345'))));
          await report(owner.key, fill(signal.id, '50012399')).expect(409);
        },
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200));
      // Counted by type; the refused one (another ticket for the same signal) apart.
      expect([fills, refusedFills]).toEqual([16, 1]);
      expect(await testApp.dataSource.getRepository(EaTrade).countBy({ accountId: owner.accountId })).toBe(1);
      expect(answers[0].body.trade).toMatchObject({
        status: 'filled',
        ticket: '50012345',
        fillPrice: 1.0854,
        slippagePips: 2,
      });

      const second = await report(owner.key, fill(signal.id, '50012398')).expect(409);
      expect(second.body.message).toBe(
        `Signal ${signal.id} is already filled on this account with ticket 50012345: one signal, one order.`,
      );
      // A skip after the fill changes nothing.
      await report(owner.key, { type: 'skipped', signalId: signal.id, reason: 'Paused' }).expect(200);
      expect(
        (await testApp.dataSource.getRepository(EaTrade).findOneByOrFail({ accountId: owner.accountId })).status,
      ).toBe('filled');
    });

    it('close a fill once, and build the record beside the public one', async () => {
      const owner = await linked();
      await report(owner.key, {
        type: 'heartbeat',
        terminalBuild: 4755,
        broker: 'Example Markets Ltd',
        currency: 'USD',
        balance: 10000,
        equity: 10000,
        lotStep: 0.01,
      }).expect(200);
      const won = await seedSignal(testApp);
      const skipped = await seedSignal(testApp, { symbol: 'GBPUSD' });
      await report(owner.key, fill(won.id, '600')).expect(200);
      await report(owner.key, { type: 'skipped', signalId: skipped.id, reason: 'Max open positions reached' }).expect(
        200,
      );
      const close = {
        type: 'closed',
        ticket: '600',
        price: 1.0912,
        time: testApp.clock.now().toISOString(),
        profit: 191.4,
      };
      const closed = await report(owner.key, close).expect(200);
      expect(closed.body.trade).toMatchObject({ status: 'closed', closePrice: 1.0912, profit: 191.4, resultR: 1.93 });
      await report(owner.key, { ...close, price: 1.2, profit: 9999 }).expect(200);
      expect((await report(owner.key, { ...close, ticket: '601' }).expect(404)).body.message).toBe(
        'No fill with ticket 601 is recorded on this account.',
      );
      // The public record settles the same signal.
      await testApp.dataSource
        .getRepository(Signal)
        .update(
          { id: won.id },
          { outcome: 'WIN', resultR: 1.95, settlementRule: 'tradable', closedAt: testApp.clock.now() },
        );

      const trades = await testApp.http
        .get(`/api/accounts/${owner.accountId}/trades`)
        .set(bearer(owner.trader.accessToken))
        .expect(200);
      expect(trades.body.currency).toBe('USD');
      expect(trades.body.trades).toEqual([
        expect.objectContaining({ signalId: skipped.id, status: 'skipped', skipReason: 'Max open positions reached' }),
        expect.objectContaining({
          signalId: won.id,
          status: 'closed',
          profit: 191.4,
          resultR: 1.93,
          publishedResultR: 1.95,
        }),
      ]);
      expect(trades.body.record).toEqual({
        account: { closed: 1, wins: 1, losses: 0, totalR: 1.93, averageR: 1.93, averageSlippagePips: 2, profit: 191.4 },
        published: { closed: 1, wins: 1, losses: 0, totalR: 1.95, averageR: 1.95 },
      });

      // Another account's key cannot touch this one's tickets.
      const other = await linked('PRO', '51230000');
      await report(other.key, close).expect(404);
    });
  });

  it("shows staff each of a trader's accounts, its Expert Advisor and its trade counts; not the trader", async () => {
    const owner = await linked();
    const signal = await seedSignal(testApp);
    await report(owner.key, fill(signal.id, '900')).expect(200);
    const admin = (
      await testApp.http
        .post('/api/auth/login')
        .send({ email: 'admin@example.com', password: 'admin-password-for-tests' })
        .expect(200)
    ).body.accessToken as string;
    const seen = await testApp.http
      .get(`/api/admin/users/${owner.trader.user.id}/mt-accounts`)
      .set(bearer(admin))
      .expect(200);
    const recorded = await testApp.dataSource.getRepository(EaTrade).findOneByOrFail({ accountId: owner.accountId });
    expect(seen.body).toEqual([
      expect.objectContaining({
        mtId: '51234567',
        key: { prefix: owner.key.slice(0, 8), issuedAt: expect.any(String) },
        trades: { filled: 1, skipped: 0, closed: 0, lastReportAt: recorded.updatedAt.toISOString() },
      }),
    ]);
    expect(JSON.stringify(seen.body)).not.toContain(owner.key);
    await testApp.http
      .get(`/api/admin/users/${owner.trader.user.id}/mt-accounts`)
      .set(bearer(owner.trader.accessToken))
      .expect(403);
  });

  it('unlinking an account ends its key and its trades', async () => {
    const owner = await linked();
    const signal = await seedSignal(testApp);
    await report(owner.key, fill(signal.id, '800')).expect(200);
    await testApp.http.delete(`/api/accounts/${owner.accountId}`).set(bearer(owner.trader.accessToken)).expect(200);
    await feed(owner.key).expect(401);
    expect(await testApp.dataSource.getRepository(EaTrade).countBy({ accountId: owner.accountId })).toBe(0);
  });

  it('a trader without a plan may not link, so has no key to issue', async () => {
    const trader = await signUp(testApp.http);
    await testApp.http.post('/api/accounts/1/key').set(bearer(trader.accessToken)).send({}).expect(404);
  });
});
