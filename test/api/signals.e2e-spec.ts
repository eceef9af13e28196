import type { Response } from 'supertest';
import { priceDecimals } from '#domain/instruments';
import { Signal } from '../../server/src/signals/signal.entity.js';
import { liveModel } from '../../server/src/signals/model/signal-model.js';
import { SignalRunsService } from '../../server/src/signals/signal-runs.service.js';
import { Subscription } from '../../server/src/subscriptions/subscription.entity.js';
import type { HistorySignal } from '../support/history.js';
import { closesBar } from '../../server/src/signals/model/trading-day.js';
import { moveToNextDecision, seedSignal } from '../support/signals.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';
import { metricMoves } from '../support/metrics.js';

// Published symbols (measured by the back-test) and some the engine must leave alone.
const SYMBOLS = 'EURUSD,GBPUSD,USDCAD,AUDJPY,USDJPY,XAUUSD,US30,BTCUSD,EURGBP,USDZAR';
const UNMEASURED = ['USDJPY', 'XAUUSD', 'US30', 'BTCUSD', 'EURGBP', 'USDZAR'];
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('signals API', () => {
  let testApp: TestApp;
  let subscriber: string;

  const start = async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SIGNAL_SYMBOLS: SYMBOLS });
    const trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'PRO');
    subscriber = trader.accessToken;
  };
  beforeAll(start);
  afterAll(() => testApp.close());

  const repository = () => testApp.dataSource.getRepository(Signal);
  // Published signals are never deleted. A case that needs no active signal closes the open ones,
  // as the tracker would, in an update TypeORM announces: the cached list drops with it (a run
  // that publishes nothing would leave the old list). One that needs no signal at all starts over
  // on a new database.
  const closeOpenSignals = () =>
    repository().update({ outcome: 'OPEN' }, { outcome: 'EXPIRED', closedAt: testApp.clock.now() });
  const startOver = async () => {
    await testApp.close();
    await start();
  };
  const seed = (overrides: Partial<HistorySignal> = {}) =>
    seedSignal(testApp, {
      entryPrice: 1.085,
      stopLoss: 1.0835,
      takeProfit: 1.088,
      stopLossPips: 15,
      takeProfitPips: 30,
      confidence: 78,
      ...overrides,
    });
  // The log's times never go back: each case starts after everything the ones before published.
  beforeEach(() => testApp.clock.advanceMinutes(120));

  describe('who may read and generate', () => {
    it('needs a signed-in caller', async () => {
      await testApp.http.get('/api/ai-signals').expect(401);
      await testApp.http.post('/api/signals/generate').expect(401);
    });

    it('refuses a trader without an active subscription, with a sentence', async () => {
      const trader = await signUp(testApp.http);
      for (const call of [testApp.http.get('/api/ai-signals'), testApp.http.post('/api/signals/generate')]) {
        const response = await call.set(bearer(trader.accessToken)).expect(403);
        expect(response.body.message).toBe('You need an active subscription to access this feature.');
      }
    });

    it('lets a subscriber and the admin in', async () => {
      await testApp.http.get('/api/ai-signals').set(bearer(subscriber)).expect(200);
      const admin = await testApp.http
        .post('/api/auth/login')
        .send({ email: 'admin@example.com', password: 'admin-password-for-tests' })
        .expect(200);
      await testApp.http.get('/api/ai-signals').set(bearer(admin.body.accessToken)).expect(200);
    });

    it('refuses a subscription that has lapsed', async () => {
      const trader = await signUp(testApp.http);
      await activateSubscription(testApp, trader.user.id);
      await testApp.http.get('/api/ai-signals').set(bearer(trader.accessToken)).expect(200);
      await testApp.dataSource.getRepository(Subscription).update({ userId: trader.user.id }, { status: 'EXPIRED' });
      await testApp.http.get('/api/ai-signals').set(bearer(trader.accessToken)).expect(403);
    });

    it('takes no fields when generating', async () => {
      const response = await testApp.http
        .post('/api/signals/generate')
        .set(bearer(subscriber))
        .send({ symbols: ['EURUSD'] })
        .expect(400);
      expect(response.body.message).toBe("Unknown field 'symbols'.");
    });
  });

  describe('the active list and its ETag', () => {
    beforeEach(() => closeOpenSignals());

    it('lists open, unexpired signals with the fields of the spec, newest first', async () => {
      const older = await seed({ createdAt: new Date(testApp.clock.now().getTime() - HOUR) });
      const newer = await seed({
        symbol: 'XAUUSD',
        category: 'Metals',
        signalType: 'SELL',
        entryPrice: 2350.25,
        newsInfluence: 'News: x',
      });
      await seed({ symbol: 'GBPUSD', outcome: 'WIN' });
      await seed({ symbol: 'USDJPY', expiresAt: new Date(testApp.clock.now().getTime() - 1) });

      const response = await testApp.http.get('/api/ai-signals').set(bearer(subscriber)).expect(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.body.map((signal: { id: number }) => signal.id)).toEqual([newer.id, older.id]);
      expect(response.body[0]).toEqual({
        id: newer.id,
        symbol: 'XAUUSD',
        category: 'Metals',
        signalType: 'SELL',
        entryPrice: 2350.25,
        stopLoss: 1.0835,
        takeProfit: 1.088,
        stopLossPips: 15,
        takeProfitPips: 30,
        riskReward: 2,
        confidence: 78,
        expectation: null,
        reasoning: 'BUY EURUSD: EMA 21 is above EMA 55.',
        newsInfluence: 'News: x',
        newsReleaseAt: null,
        createdAt: newer.createdAt.toISOString(),
        expiresAt: newer.expiresAt.toISOString(),
      });
    });

    it('sends the same bytes compressed to a caller that accepts brotli or gzip', async () => {
      await seed();
      const plain = await testApp.http
        .get('/api/ai-signals')
        .set(bearer(subscriber))
        .set('Accept-Encoding', 'identity')
        .expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const encoding of ['br', 'gzip']) {
        const compressed = await testApp.http
          .get('/api/ai-signals')
          .set(bearer(subscriber))
          .set('Accept-Encoding', encoding)
          .expect(200);
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.headers.vary).toMatch(/Accept-Encoding/i);
        expect(compressed.headers.etag).toBe(plain.headers.etag);
        expect(compressed.body).toEqual(plain.body);
      }
    });

    it('answers a current copy with a bodiless 304, and a changed list with a new ETag', async () => {
      await seed();
      const first = await testApp.http.get('/api/ai-signals').set(bearer(subscriber)).expect(200);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[\w-]+"$/);

      const again = await testApp.http
        .get('/api/ai-signals')
        .set(bearer(subscriber))
        .set('If-None-Match', etag)
        .expect(304);
      expect(again.text).toBeFalsy();
      expect(again.headers.etag).toBe(etag);
      await testApp.http
        .get('/api/ai-signals')
        .set(bearer(subscriber))
        .set('If-None-Match', `W/"other", ${etag}`)
        .expect(304);

      const added = await seed({ symbol: 'GBPUSD' });
      const changed = await testApp.http
        .get('/api/ai-signals')
        .set(bearer(subscriber))
        .set('If-None-Match', etag)
        .expect(200);
      expect(changed.body).toHaveLength(2);
      expect(changed.headers.etag).not.toBe(etag);

      // A signal closing changes the list too.
      await repository().update({ id: added.id }, { outcome: 'LOSS', updatedAt: new Date(Date.now() + 1000) });
      await testApp.http
        .get('/api/ai-signals')
        .set(bearer(subscriber))
        .set('If-None-Match', changed.headers.etag)
        .expect(200);
    });

    it('drops a signal from the list once it expires', async () => {
      await seed({ expiresAt: new Date(testApp.clock.now().getTime() + HOUR) });
      const before = await testApp.http.get('/api/ai-signals').set(bearer(subscriber)).expect(200);
      expect(before.body).toHaveLength(1);
      testApp.clock.advanceDays(1 / 12);
      const after = await testApp.http
        .get('/api/ai-signals')
        .set(bearer(subscriber))
        .set('If-None-Match', before.headers.etag)
        .expect(200);
      expect(after.body).toEqual([]);
    });
  });

  describe('what each plan sees', () => {
    let professional: string;
    let admin: string;
    beforeAll(async () => {
      const trader = await signUp(testApp.http);
      await activateSubscription(testApp, trader.user.id, 'BASIC');
      professional = trader.accessToken;
      const login = await testApp.http
        .post('/api/auth/login')
        .send({ email: 'admin@example.com', password: 'admin-password-for-tests' })
        .expect(200);
      admin = login.body.accessToken;
    });
    beforeEach(() => closeOpenSignals());
    const ids = async (token: string) =>
      ((await testApp.http.get('/api/ai-signals').set(bearer(token)).expect(200)).body as { id: number }[]).map(
        (signal) => signal.id,
      );

    it('shows Enterprise a signal at once and Professional 15 minutes after publication', async () => {
      const earlier = await seed({ createdAt: new Date(testApp.clock.now().getTime() - 20 * 60_000) });
      const fresh = await seed({ symbol: 'GBPUSD' });
      expect(await ids(subscriber)).toEqual([fresh.id, earlier.id]);
      expect(await ids(professional)).toEqual([earlier.id]);

      const refused = await testApp.http.get(`/api/ai-signals/${fresh.id}`).set(bearer(professional)).expect(403);
      expect(refused.body.message).toMatch(
        /^Your plan shows new signals 15 minutes after they are published: this one opens at \d\d:\d\d UTC\. The Enterprise plan shows every signal at once\.$/,
      );
      await testApp.http.get(`/api/ai-signals/${fresh.id}/candles`).set(bearer(professional)).expect(403);
      await testApp.http.get(`/api/ai-signals/${fresh.id}`).set(bearer(subscriber)).expect(200);

      testApp.clock.advanceMinutes(15);
      expect(await ids(professional)).toEqual([fresh.id, earlier.id]);
      await testApp.http.get(`/api/ai-signals/${fresh.id}`).set(bearer(professional)).expect(200);
    });

    it("follows an admin's change of the plan's delay at once", async () => {
      const fresh = await seed();
      expect(await ids(professional)).toEqual([]);
      const plans = (await testApp.http.get('/api/admin/plans').set(bearer(admin)).expect(200)).body as {
        id: number;
        planType: string;
        signalDelayMinutes: number;
      }[];
      const basic = plans.find((plan) => plan.planType === 'BASIC')!;
      expect(basic.signalDelayMinutes).toBe(15);
      await testApp.http
        .put(`/api/admin/plans/${basic.id}`)
        .set(bearer(admin))
        .send({ ...basic, signalDelayMinutes: 0 })
        .expect(200);
      expect(await ids(professional)).toEqual([fresh.id]);
      await testApp.http
        .put(`/api/admin/plans/${basic.id}`)
        .set(bearer(admin))
        .send({ ...basic, signalDelayMinutes: 15 })
        .expect(200);
      expect(await ids(professional)).toEqual([]);
    });

    it('refuses a delay that is not a whole number of minutes up to a day', async () => {
      const plans = (await testApp.http.get('/api/admin/plans').set(bearer(admin)).expect(200)).body as {
        id: number;
        planType: string;
      }[];
      const basic = plans.find((plan) => plan.planType === 'BASIC')!;
      for (const [value, message] of [
        [-1, 'signalDelayMinutes must be 0 or more'],
        [1441, 'signalDelayMinutes must be at most 1440 (a day)'],
        [2.5, 'signalDelayMinutes must be a whole number of minutes'],
      ] as const) {
        const response = await testApp.http
          .put(`/api/admin/plans/${basic.id}`)
          .set(bearer(admin))
          .send({ ...basic, signalDelayMinutes: value })
          .expect(400);
        expect(response.body.message).toBe(`${message}.`);
      }
    });
  });

  describe('generation', () => {
    beforeAll(startOver);

    it('runs the engine once for five simultaneous requests, then cools down', async () => {
      // A run publishes only from an hourly candle that has just closed, in market hours.
      moveToNextDecision(testApp.clock);
      let answers: Response[] = [];
      const [published] = await metricMoves(testApp, [['signaldesk_signals_published_total']], async () => {
        answers = await Promise.all(
          Array.from({ length: 5 }, () => testApp.http.post('/api/signals/generate').set(bearer(subscriber))),
        );
      });
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      const starters = answers.filter((answer) => answer.body.started);
      expect(starters).toHaveLength(1);
      const run = starters[0].body;
      expect(run.status).toBe('completed');
      // The others joined the run under way (same result) or arrived in its cool-down (skipped).
      for (const answer of answers.filter((other) => !other.body.started)) {
        if (answer.body.status === 'completed') expect(answer.body.generated).toBe(run.generated);
        else expect(answer.body).toMatchObject({ status: 'skipped', generated: 0 });
      }
      const listed = await testApp.http.get('/api/ai-signals').set(bearer(subscriber)).expect(200);
      expect(listed.body).toHaveLength(run.activeSignals);
      expect(run.generated).toBe(listed.body.length);
      expect(published).toBe(run.generated);
      // One run, so one commitment per signal it published and none twice.
      const log = await testApp.http.get('/api/ledger/entries?start=0').expect(200);
      expect(log.body.entries).toHaveLength(run.generated);

      const cooling = await testApp.http.post('/api/signals/generate').set(bearer(subscriber)).expect(200);
      expect(cooling.body).toEqual({
        started: false,
        status: 'skipped',
        generated: 0,
        activeSignals: listed.body.length,
        nextRunAvailableAt: run.nextRunAvailableAt,
        waitingFor: null,
        nextDecisionAt: null,
      });
      expect(new Date(cooling.body.nextRunAvailableAt).getTime() - testApp.clock.now().getTime()).toBeLessThanOrEqual(
        60_000,
      );

      testApp.clock.advanceDays(61 / 86_400);
      const later = await testApp.http.post('/api/signals/generate').set(bearer(subscriber)).expect(200);
      expect(later.body).toMatchObject({ started: true, status: 'completed' });
    });

    it('issues well-formed signals: prices in the symbol decimals, stops on the losing side, R/R ≥ 1.5', async () => {
      // The model passes about one close in five per symbol, so some closes publish nothing: move on
      // from one decision to the next (past the cool-down) until a run has published.
      for (let close = 0; close < 40 && (await repository().countBy({ outcome: 'OPEN' })) === 0; close += 1) {
        moveToNextDecision(testApp.clock);
        await testApp.http.post('/api/signals/generate').set(bearer(subscriber)).expect(200);
      }
      const signals = await repository().findBy({ outcome: 'OPEN' });
      expect(signals.length).toBeGreaterThan(0);
      for (const signal of signals) {
        expect(SYMBOLS.split(',')).toContain(signal.symbol);
        expect(UNMEASURED).not.toContain(signal.symbol);
        const decimals = priceDecimals(signal.symbol);
        for (const price of [signal.entryPrice, signal.stopLoss, signal.takeProfit]) {
          expect(Number(price.toFixed(decimals))).toBe(price);
        }
        const side = signal.signalType === 'BUY' ? 1 : -1;
        expect(side * (signal.entryPrice - signal.stopLoss)).toBeGreaterThan(0);
        expect(side * (signal.takeProfit - signal.entryPrice)).toBeGreaterThan(0);
        expect(signal.riskReward).toBeGreaterThanOrEqual(1.5);
        // Confidence is the measured share of its band in profit after costs, and the signal says so.
        expect(signal.confidence).toBe(Math.round(signal.expectation!.profitRate * 100));
        expect(signal.settlementRule).toBe('tradable');
        expect(signal.costPrice).toBeGreaterThan(0);
        expect(signal.reasoning).toMatch(new RegExp(`^${signal.signalType} ${signal.symbol}: `));
        expect(signal.reasoning).toContain('ended in profit after costs');
        // Its price is the close of the candle that had just closed its bar when it was published.
        expect(signal.createdAt.getTime() - signal.priceAt!.getTime()).toBeLessThanOrEqual(5 * 60_000);
        expect(signal.priceAt!.getTime() % HOUR).toBe(0);
        expect(closesBar(signal.priceAt!.getTime() - HOUR, liveModel().horizon?.hours ?? 1)).toBe(true);
      }
    });

    it('closes every signal by its expiry, and the performance figures count them', async () => {
      const open = await repository().countBy({ outcome: 'OPEN' });
      testApp.clock.advanceDays(liveModel().exits.expiryHours / 24 + 1);
      let closed = 0;
      const settled = await metricMoves(
        testApp,
        [
          ['signaldesk_signals_settled_total', { outcome: 'win' }],
          ['signaldesk_signals_settled_total', { outcome: 'loss' }],
          ['signaldesk_signals_settled_total', { outcome: 'expired' }],
          ['signaldesk_signals_void_total'],
        ],
        async () => (closed = await testApp.app.get(SignalRunsService).track()),
      );
      expect(closed).toBe(open);
      const signals = await repository().find();
      const counted = (outcome: string) => signals.filter((signal) => signal.outcome === outcome).length;
      expect(settled).toEqual([counted('WIN'), counted('LOSS'), counted('EXPIRED'), 0]);
      for (const signal of signals) {
        expect(['WIN', 'LOSS', 'EXPIRED']).toContain(signal.outcome);
        expect(signal.closedAt).toBeInstanceOf(Date);
        // Filled at the first price after publication: results count from there, net of cost.
        expect(signal.fillPrice).not.toBeNull();
        if (signal.outcome === 'WIN') expect(signal.exitPrice).toBe(signal.takeProfit);
        // A daily signal's cost can be under the 0.01 R the record keeps: net is at most gross.
        expect(signal.resultR!).toBeLessThanOrEqual(signal.resultRGross!);
        expect(signal.oppositeResultR).not.toBeNull();
      }
      // Closed and settled for the coin and the delayed reader too, so revealed: the record counts them.
      const performance = await testApp.http.get('/api/signals/performance').expect(200);
      expect(performance.body.closedSignals).toBe(signals.length);
      expect(performance.body.pendingSignals).toBe(0);
    });
  });

  describe('freshness', () => {
    beforeAll(startOver);
    const generate = async () =>
      (await testApp.http.post('/api/signals/generate').set(bearer(subscriber)).expect(200)).body;
    /** The next moment after the clock on the given UTC weekday and time of day (0 = Sunday). */
    const next = (weekday: number, hour: number, minute: number) => {
      const at = new Date(testApp.clock.now());
      at.setUTCHours(hour, minute, 30, 0);
      while (at <= testApp.clock.now() || at.getUTCDay() !== weekday) at.setUTCDate(at.getUTCDate() + 1);
      return at;
    };

    it('publishes nothing from an hourly candle that closed 20 minutes ago, and says when it decides next', async () => {
      testApp.clock.moveTo(next(3, 10, 20)); // a Wednesday, 10:20:30 UTC
      const run = await generate();
      expect(run).toMatchObject({ started: true, status: 'completed', generated: 0, waitingFor: 'hourly-close' });
      // The daily engine decides next at that day's close, 17:00 in New York (22:00 UTC in winter, 21:00 in summer).
      const decision = new Date(run.nextDecisionAt);
      expect(decision.getUTCDay()).toBe(3);
      expect([21, 22]).toContain(decision.getUTCHours());
      expect(decision.getUTCMinutes()).toBe(0);
      expect((await testApp.http.get('/api/ledger/entries?start=0').expect(200)).body.entries).toEqual([]);
    });

    it('publishes nothing while the market is closed, and says it waits for the open', async () => {
      testApp.clock.moveTo(next(6, 12, 0)); // a Saturday, 12:00:30 UTC: a candle has just closed, in a closed market
      const saturday = testApp.clock.now();
      const run = await generate();
      expect(run).toMatchObject({ generated: 0, waitingFor: 'market-open' });
      // The first close after the market opens on Sunday at 17:00 in New York: Monday's, at 17:00 there.
      const decision = new Date(run.nextDecisionAt);
      expect(decision.getTime() - saturday.getTime()).toBeLessThan(3 * DAY);
      expect(decision.getUTCDay()).toBe(1);
      expect([21, 22]).toContain(decision.getUTCHours());
      expect((await testApp.http.get('/api/ledger/entries?start=0').expect(200)).body.entries).toEqual([]);
    });
  });

  describe('performance', () => {
    beforeAll(async () => {
      await startOver();
      const closed = (category: Signal['category'], symbol: string, outcome: Signal['outcome'], resultR: number) =>
        seed({
          category,
          symbol,
          outcome,
          resultR,
          resultPips: Math.round(resultR * 15),
          oppositeResultR: -resultR,
          closedAt: testApp.clock.now(),
        });
      await closed('Major', 'EURUSD', 'WIN', 2);
      await closed('Major', 'GBPUSD', 'WIN', 2);
      await closed('Major', 'USDJPY', 'WIN', 2);
      await closed('Major', 'EURUSD', 'LOSS', -1);
      await closed('Major', 'EURUSD', 'EXPIRED', 0.5);
      await closed('Metals', 'XAUUSD', 'WIN', 1.5);
      await closed('Metals', 'XAUUSD', 'LOSS', -1);
      await closed('Metals', 'XAGUSD', 'LOSS', -1);
      await seed();
      await seed({ symbol: 'BTCUSD', category: 'Crypto' });
    });

    it('is public and reports win rate and average R overall and by category', async () => {
      const response = await testApp.http.get('/api/signals/performance').expect(200);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.body).toMatchObject({
        closedSignals: 8,
        pendingSignals: 2,
        winRate: 0.5,
        figures: { trades: 8, wins: 4, losses: 3, expired: 1, winRate: 0.5, averageR: 0.63 },
        byCategory: [
          { category: 'Major', trades: 5, wins: 3, losses: 1, expired: 1, winRate: 0.6, averageR: 1.1 },
          { category: 'Metals', trades: 3, wins: 1, losses: 2, expired: 0, winRate: 0.3333, averageR: -0.17 },
        ],
      });
    });
  });

  describe('back-test report', () => {
    it('is public and read-only: the committed walk-forward figures against every baseline', async () => {
      const response = await testApp.http.get('/api/signals/backtest').expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const report = response.body;
      expect(report.label).toBe('Back-test');
      expect(report.source).toMatch(/hourly candles/);
      expect(new Date(report.period.from).getTime()).toBeLessThan(new Date(report.period.to).getTime());
      expect(Number.isNaN(new Date(report.generatedAt).getTime())).toBe(false);
      expect(report.costs).toMatch(/max\(the candle's recorded spread, a realistic floor/);
      expect(report.costFloors.EURUSD).toBe(0.0001);
      const figures = ['trades', 'winRate', 'averageR', 'averageRGross', 'profitFactor', 'maxDrawdownR'];
      expect(Object.keys(report.engine).sort()).toEqual([...figures].sort());
      expect(Object.keys(report.baselines).sort()).toEqual([
        'alwaysLong',
        'alwaysShort',
        'emaTrend',
        'oppositeSide',
        'randomEveryHour',
        'randomSameEntries',
      ]);
      expect(report.baselines.randomSameEntries).toMatchObject({ trades: report.engine.trades, seeds: 200 });
      expect(typeof report.baselines.randomSameEntries.p95).toBe('number');
      for (const line of [...Object.values(report.byCategory), ...Object.values(report.byYear)]) {
        expect(Object.keys(line as object).sort()).toEqual([...figures].sort());
      }
      for (const year of Object.keys(report.byYear)) {
        expect(typeof report.baselinesByYear[year].randomSameEntries.p95).toBe('number');
      }
      expect(report.interval.low).toBeLessThanOrEqual(report.interval.high);
      expect(report.calibration.bands.map((band: { name: string }) => band.name)).toEqual([
        'lower third',
        'middle third',
        'upper third',
      ]);
      // Round four's design, read on its final window by the research protocol (docs/research.md).
      expect(report.horizon).toMatchObject({ hours: 24, features: 'bars' });
      expect(report.design).toMatchObject({
        chosen: 'daily bars, then k = 2',
        preregistration: 'research/preregistration/selection.json',
        look: 2,
        windowUsedByDesign: true,
        passesShipRule: true,
        verdict: 'No edge over chance shown after costs',
      });
      expect(report.design.variantsTried).toBeGreaterThanOrEqual(44);
      const multiples = (rows: { costMultiple: number; financing: boolean }[]) =>
        rows.map((row) => `${row.costMultiple}${row.financing ? '+financing' : ''}`);
      for (const rows of [report.charged, report.design.confirmationCharged]) {
        expect(multiples(rows)).toEqual(['1', '1+financing', '1.5', '1.5+financing', '2', '2+financing']);
      }
      expect(report.research.map((question: { name: string }) => question.name)).toEqual([
        'horizon',
        'events',
        'selection',
      ]);
      await testApp.http.post('/api/signals/backtest').expect(404);
    });
  });
});
