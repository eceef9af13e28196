import { MoreThan, Not } from 'typeorm';
import { JobLease } from '../../server/src/database/job-lease.entity.js';
import { JobLeaseService } from '../../server/src/database/job-lease.service.js';
import { SimulatedMarketDataProvider } from '../../server/src/market-data/providers/simulated.provider.js';
import { NewsEvent } from '../../server/src/news/news-event.entity.js';
import { NewsFetch } from '../../server/src/news/news-fetch.entity.js';
import { Payment } from '../../server/src/payments/payment.entity.js';
import { JobScheduler } from '../../server/src/scheduler/job-scheduler.service.js';
import { candlesPerRun } from '../../server/src/signals/engine.js';
import { SignalRunsService } from '../../server/src/signals/signal-runs.service.js';
import { Signal } from '../../server/src/signals/signal.entity.js';
import { findInstrument } from '#domain/universe';
import { Subscription } from '../../server/src/subscriptions/subscription.entity.js';
import { FakeCalendar, recorded } from '../fakes/fake-calendar.js';
import { FAKE_API_KEY, FAKE_IPN_SECRET, FakeNowPayments } from '../fakes/fake-nowpayments.js';
import { FakeTwelveData } from '../fakes/fake-twelvedata.js';
import { LogCapture } from '../support/log-capture.js';
import { moveToNextDecision, seedSignal } from '../support/signals.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

const driver = process.env.DATABASE_URL?.split(':')[0] || 'sqlite';
const SYMBOLS = ['EURUSD', 'GBPUSD', 'USDJPY', 'AUDUSD', 'USDCAD', 'USDCHF'];
/** Every scheduled job that writes a result. */
const JOBS = ['signals.generate', 'signals.track', 'news-refresh', 'payment-recheck'];
const HOUR = 3_600_000;
const OTHER_HOLDER = 'another-replica';

/**
 * The scheduler runs every job that writes while each job's provider holds its answer; meanwhile
 * the run's leases lapse and another replica takes them, as when a replica stalls (a long pause,
 * a frozen VM) past JOB_LEASE_SECONDS. When the answers come, the stalled runs write nothing. The
 * same runs holding their leases write, so the first result is no accident of the data.
 */
describe(`a stalled job run that lost its lease writes nothing (${driver})`, () => {
  const market = new FakeTwelveData({ apiKey: 'test-key' });
  const calendar = new FakeCalendar();
  const nowPayments = new FakeNowPayments();
  const gates = [market.gate, calendar.gate, nowPayments.statusGate];
  const logs = new LogCapture();
  let testApp: TestApp;
  let tracked: Signal;
  /** The newest signal before the runs under test: the trial run's. */
  let lastTrialId: number;
  let trader: { id: number };
  let paymentId: number;

  const signals = () => testApp.dataSource.getRepository(Signal);
  const leaseRows = () => testApp.dataSource.getRepository(JobLease);
  const jobLines = (verb: string) => JOBS.map((job) => logs.matching(`Job ${job} ${verb}`).length);

  beforeAll(async () => {
    await Promise.all([market.start(), calendar.start(), nowPayments.start()]);
    testApp = await startTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      JOB_LEASE_SECONDS: '30',
      JOB_LEASE_HEARTBEAT_SECONDS: '10',
      SIGNAL_SYMBOLS: SYMBOLS.join(','),
      MARKET_DATA_PROVIDER: 'twelvedata',
      TWELVEDATA_API_KEY: 'test-key',
      TWELVEDATA_BASE_URL: market.baseUrl,
      TWELVEDATA_REQUESTS_PER_MINUTE: '6000',
      NEWS_SOURCE: 'forexfactory',
      FOREXFACTORY_FEED_URL: `${calendar.baseUrl}/ff_calendar_thisweek.json`,
      PAYMENTS_PROVIDER: 'nowpayments',
      NOWPAYMENTS_API_KEY: FAKE_API_KEY,
      NOWPAYMENTS_IPN_SECRET: FAKE_IPN_SECRET,
      NOWPAYMENTS_BASE_URL: nowPayments.baseUrl,
    });
    testApp.app.useLogger(logs);
    calendar.answerWith({ body: recorded('forexfactory-thisweek.json') });

    // An open signal past its expiry, for the tracker to close: published before the trial runs
    // below (the log's times never go back).
    const start = testApp.clock.now();
    tracked = await seedSignal(testApp, {
      stopLoss: 0.5,
      takeProfit: 2,
      stopLossPips: 5850,
      takeProfitPips: 9150,
      riskReward: 1.56,
      confidence: 70,
      reasoning: 'BUY EURUSD: seeded for the tracker.',
      createdAt: new Date(start.getTime() - 30 * HOUR),
      expiresAt: new Date(start.getTime() - 6 * HOUR),
    });

    // The fake serves an offline market's prices; move on from one of the engine's decisions to the
    // next until it publishes from them, so that a generation run has a result to write.
    const prices = new SimulatedMarketDataProvider('stalled-lease-holder', testApp.clock);
    const runs = testApp.app.get(SignalRunsService);
    for (let decision = 0; ; decision += 1) {
      moveToNextDecision(testApp.clock);
      for (const symbol of SYMBOLS) {
        const candles = await prices.candles(symbol, '1h', candlesPerRun() + 5);
        market.setSeries(findInstrument(symbol)!.twelveDataSymbol, candles);
      }
      if ((await runs.runEngine()).generated > 0) break;
      if (decision === 30) throw new Error('The engine published nothing in thirty of its decisions');
    }
    // Published signals are never deleted: closed, the trial run's signals leave their symbols free
    // for the runs below (at the same moment, on the same prices, so they decide the same).
    await signals().update(
      { outcome: 'OPEN', id: Not(tracked.id) },
      { outcome: 'EXPIRED', closedAt: testApp.clock.now() },
    );
    lastTrialId = (await signals().find({ order: { id: 'DESC' }, take: 1 }))[0].id;

    // A checkout whose callback was lost: the provider says it is paid; the re-check finds out.
    const signedUp = await signUp(testApp.http);
    trader = signedUp.user;
    const created = await testApp.http
      .post('/api/payments/create')
      .set(bearer(signedUp.accessToken))
      .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency: 'btc' })
      .expect(201);
    nowPayments.setStatus(created.body.payment_id, 'finished');
    paymentId = (
      await testApp.dataSource.getRepository(Payment).findOneByOrFail({ providerPaymentId: created.body.payment_id })
    ).id;
  }, 120_000);
  afterAll(async () => {
    gates.forEach((gate) => gate.open());
    await testApp?.close();
    await Promise.all([market.stop(), calendar.stop(), nowPayments.stop()]);
  });

  async function written() {
    const payment = await testApp.dataSource.getRepository(Payment).findOneByOrFail({ id: paymentId });
    return {
      newSignals: await signals().countBy({ id: MoreThan(lastTrialId) }),
      trackedOutcome: (await signals().findOneByOrFail({ id: tracked.id })).outcome,
      newsEvents: await testApp.dataSource.getRepository(NewsEvent).count(),
      newsFetches: await testApp.dataSource.getRepository(NewsFetch).count(),
      paymentActivated: payment.activatedAt !== null,
      subscription: (await testApp.dataSource.getRepository(Subscription).findOneByOrFail({ userId: trader.id }))
        .status,
    };
  }

  it('every job whose run lost its lease mid-call writes nothing; holding their leases, the same runs write', async () => {
    const scheduler = testApp.app.get(JobScheduler);
    const holder = testApp.app.get(JobLeaseService).holder;
    gates.forEach((gate) => gate.close());
    const stalledTick = scheduler.tick();
    // Generation and tracking wait for prices, the news refresh for the calendar, the re-check for the status.
    await Promise.all([
      market.gate.whenWaiting(2),
      calendar.gate.whenWaiting(1),
      nowPayments.statusGate.whenWaiting(1),
    ]);

    // Meanwhile every lease of this process lapsed and another replica took it.
    const taken = (await leaseRows().findBy({ holder })).map((lease) => lease.name).sort();
    const dbNow = await testApp.app.get(JobLeaseService).now();
    await leaseRows().update({ holder }, { holder: OTHER_HOLDER, expiresAt: new Date(dbNow.getTime() + 60_000) });
    gates.forEach((gate) => gate.open());
    await stalledTick;

    const afterStall = await written();
    expect(afterStall).toEqual({
      newSignals: 0,
      trackedOutcome: 'OPEN',
      newsEvents: 0,
      newsFetches: 0,
      paymentActivated: false,
      subscription: 'PENDING',
    });
    expect(jobLines('failed')).toEqual([1, 1, 1, 1]);
    expect(
      logs.matching(/Job \S+ failed .*: Lost the lease on \S+ before finishing; the result was not written/),
    ).toHaveLength(4);
    // What the stalled runs released on their way out was not theirs any more: the new holder keeps it.
    for (const name of taken) expect((await leaseRows().findOneByOrFail({ name })).holder).toBe(OTHER_HOLDER);

    // The new holder's claims lapse; the next tick runs every job again, holding its leases.
    await leaseRows().update({ holder: OTHER_HOLDER }, { expiresAt: new Date(dbNow.getTime() - 1000) });
    await scheduler.tick();
    const afterRun = await written();
    expect(jobLines('finished')).toEqual([1, 1, 1, 1]);
    expect(afterRun.newSignals).toBeGreaterThan(0);
    expect(afterRun).toMatchObject({
      trackedOutcome: 'EXPIRED',
      newsEvents: 100,
      newsFetches: 1,
      paymentActivated: true,
      subscription: 'ACTIVE',
    });
    console.log(
      `Stalled runs on ${driver}: ${JOBS.length} jobs lost ${taken.length} leases mid-call (${taken.join(', ')}) and wrote nothing; ` +
        `holding their leases the same runs wrote ${afterRun.newSignals} signal(s), closed the tracked one ` +
        `(${afterRun.trackedOutcome}), stored ${afterRun.newsEvents} news events and activated the payment`,
    );
  }, 120_000);
});
