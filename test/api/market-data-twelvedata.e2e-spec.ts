import type { Candle } from '../../server/src/market-data/candles.js';
import { MarketDataError } from '../../server/src/market-data/providers/market-data-provider.js';
import { TwelveDataMarketDataProvider } from '../../server/src/market-data/providers/twelvedata.provider.js';
import { candlesPerRun, evaluate } from '../../server/src/signals/engine.js';
import { Signal } from '../../server/src/signals/signal.entity.js';
import { ANSWERS, FakeTwelveData, RECORDED_DAILY } from '../fakes/fake-twelvedata.js';
import { FakeClock } from '../support/fake-clock.js';
import { seedSignal } from '../support/signals.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp } from '../support/test-app.js';
import { bearer, signUp, signUpWithPlan } from '../support/users.js';

const HOUR = 3600_000;
const KEY = 'test-key';
const clockAt = (iso: string) => ({ now: () => new Date(iso) });

/** Hourly candles up to and including the hour now is in (which is still forming). */
function hourly(now: Date, start: number, drift: number, count = 520): Candle[] {
  const current = Math.floor(now.getTime() / HOUR) * HOUR;
  return Array.from({ length: count }, (_, index) => {
    const close = start + drift * index + Math.abs(drift) * 1.5 * Math.sin(index * 0.9);
    const open = close - drift;
    return {
      time: new Date(current - (count - 1 - index) * HOUR),
      open,
      high: Math.max(open, close) + Math.abs(drift) * 0.6,
      low: Math.min(open, close) - Math.abs(drift) * 0.6,
      close,
    };
  });
}

/**
 * The first of a few seeded random walks of hourly candles, the last closed an hour before `now`,
 * that the live engine signals on at `now`, and the side it takes: what the app must publish when
 * Twelve Data serves those candles.
 */
function signalledWalk(symbol: string, start: number, now: Date): { candles: Candle[]; side: 'BUY' | 'SELL' } {
  const last = Math.floor(now.getTime() / HOUR) * HOUR - HOUR;
  for (let seed = 1; seed <= 500; seed += 1) {
    let state = seed;
    const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    let price = start;
    const candles = Array.from({ length: candlesPerRun() }, (_, index) => {
      const next = price * (1 + (random() - 0.5) * 0.003);
      const candle = {
        time: new Date(last - (candlesPerRun() - 1 - index) * HOUR),
        open: price,
        high: Math.max(price, next) * (1 + random() * 0.0008),
        low: Math.min(price, next) * (1 - random() * 0.0008),
        close: next,
      };
      price = next;
      return candle;
    });
    const { signal } = evaluate({ symbol, candles, now });
    if (signal) return { candles, side: signal.signalType };
  }
  throw new Error(`No walk of 500 makes the engine signal on ${symbol}`);
}

describe('Twelve Data market data', () => {
  let fake: FakeTwelveData;
  const provider = (options: { apiKey?: string; timeoutMs?: number; now?: string } = {}) =>
    new TwelveDataMarketDataProvider(
      { apiKey: options.apiKey ?? KEY, baseUrl: fake.baseUrl, requestsPerMinute: 6000, timeoutMs: options.timeoutMs },
      clockAt(options.now ?? '2024-05-12T00:00:00Z'),
    );

  /** The application with the Twelve Data adapter pointed at the fake, the engine on `symbols`. */
  // Unless told another moment: a Wednesday at the daily close (17:00 New York), 30 s after it, when the engine decides.
  const appOnTwelveData = (symbols: string, at = new Date('2026-11-25T22:00:30Z')) =>
    startTestApp(
      {
        MARKET_DATA_PROVIDER: 'twelvedata',
        TWELVEDATA_API_KEY: KEY,
        TWELVEDATA_BASE_URL: fake.baseUrl,
        TWELVEDATA_REQUESTS_PER_MINUTE: '6000',
        SIGNAL_SYMBOLS: symbols,
      },
      { clock: new FakeClock(at) },
    );

  beforeAll(async () => {
    fake = new FakeTwelveData({ apiKey: KEY });
    await fake.start();
  });
  afterAll(() => fake.stop());

  it('reads the recorded answer: string prices, newest first, turned into numbers oldest first', async () => {
    const candles = await provider().candles('GBP/CAD', '1day', 30);
    expect(candles).toHaveLength(30);
    const newest = RECORDED_DAILY.values[0];
    const oldest = RECORDED_DAILY.values[29];
    expect(candles[0]).toEqual({
      time: new Date(`${oldest.datetime}T00:00:00Z`),
      open: Number(oldest.open),
      high: Number(oldest.high),
      low: Number(oldest.low),
      close: Number(oldest.close),
    });
    expect(candles[29]).toEqual({
      time: new Date('2024-05-10T00:00:00Z'),
      open: 1.71233,
      high: 1.7158,
      low: 1.7081,
      close: Number(newest.close),
    });
    const request = fake.requests.at(-1)!;
    expect(Object.fromEntries(request)).toEqual({
      symbol: 'GBP/CAD',
      interval: '1day',
      outputsize: '31',
      timezone: 'UTC',
      order: 'desc',
      apikey: KEY,
    });
  });

  it('reads intraday times and keeps only bars that have closed', async () => {
    const both = await provider({ now: '2024-04-30T18:47:30Z' }).candles('EUR/NZD', '1min', 2);
    expect(both.map((candle) => candle.time.toISOString())).toEqual([
      '2024-04-30T18:45:00.000Z',
      '2024-04-30T18:46:00.000Z',
    ]);
    const forming = await provider({ now: '2024-04-30T18:46:30Z' }).candles('EUR/NZD', '1min', 2);
    expect(forming.map((candle) => candle.close)).toEqual([1.8153]);
  });

  it('spells symbols as the provider does and asks for the end of a back-test window', async () => {
    const now = new Date('2026-11-20T12:30:00Z');
    fake.setSeries('EUR/USD', hourly(now, 1.05, 0.0002));
    const candles = await provider({ now: now.toISOString() }).candles('EURUSD', '1h', 5, {
      end: new Date('2026-11-20T12:30:00Z'),
    });
    expect(candles.at(-1)!.time.toISOString()).toBe('2026-11-20T11:00:00.000Z');
    expect(fake.requests.at(-1)!.get('symbol')).toBe('EUR/USD');
    expect(fake.requests.at(-1)!.get('end_date')).toBe('2026-11-20 12:30:00');
  });

  it('turns its error answers into errors that say what happened', async () => {
    await expect(provider({ apiKey: 'wrong' }).candles('EURUSD', '1h', 5)).rejects.toEqual(
      new MarketDataError(`Twelve Data refused EUR/USD: ${ANSWERS.badKey.message}`, 'unauthorised'),
    );
    const unknown = provider().candles('USDRUB', '1h', 5);
    await expect(unknown).rejects.toMatchObject({ kind: 'unknown-symbol' });
    await expect(unknown).rejects.toThrow('Twelve Data refused USD/RUB: **symbol** not found: USD/RUB.');
  });

  it('reports its rate-limit answer as such', async () => {
    const limited = new FakeTwelveData({ apiKey: KEY, creditsPerMinute: 1 });
    await limited.start();
    try {
      limited.setSeries('EUR/USD', hourly(new Date(), 1.05, 0.0002));
      const client = new TwelveDataMarketDataProvider(
        { apiKey: KEY, baseUrl: limited.baseUrl, requestsPerMinute: 6000 },
        { now: () => new Date() },
      );
      expect(await client.candles('EURUSD', '1h', 5)).toHaveLength(5);
      await expect(client.candles('EURUSD', '1h', 5)).rejects.toEqual(
        new MarketDataError(`Twelve Data refused EUR/USD: ${ANSWERS.rateLimited.message}`, 'rate-limited'),
      );
    } finally {
      await limited.stop();
    }
  });

  it('gives up on a slow answer', async () => {
    const slow = new FakeTwelveData({ apiKey: KEY, delayMs: 1000 });
    await slow.start();
    try {
      const client = new TwelveDataMarketDataProvider(
        { apiKey: KEY, baseUrl: slow.baseUrl, requestsPerMinute: 6000, timeoutMs: 100 },
        { now: () => new Date() },
      );
      await expect(client.candles('GBP/CAD', '1day', 5)).rejects.toEqual(
        new MarketDataError('Twelve Data is unavailable for GBP/CAD: it did not answer in time', 'unavailable'),
      );
    } finally {
      await slow.stop();
    }
  });

  it('spaces requests to stay inside the per-minute allowance', async () => {
    const client = new TwelveDataMarketDataProvider(
      { apiKey: KEY, baseUrl: fake.baseUrl, requestsPerMinute: 600 },
      clockAt('2024-05-12T00:00:00Z'),
    );
    const started = performance.now();
    await Promise.all([1, 2, 3].map(() => client.candles('GBP/CAD', '1day', 2)));
    // Three requests at 600 a minute: the third waits two 100 ms slots.
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('feeds the engine: what it serves at a daily close becomes the engine’s signal, a symbol it lacks is skipped', async () => {
    // A Wednesday, 17:00:30 in New York: the candle that closed the trading day at 17:00 has just
    // closed, in market hours, so the engine decides on it.
    const testApp = await appOnTwelveData('GBPUSD,AUDJPY,USDCAD', new Date('2026-11-25T22:00:30Z'));
    try {
      const now = testApp.clock.now();
      const gbp = signalledWalk('GBPUSD', 1.25, now);
      const aud = signalledWalk('AUDJPY', 100, now);
      fake.setSeries('GBP/USD', gbp.candles);
      fake.setSeries('AUD/JPY', aud.candles);
      const trader = await signUp(testApp.http);
      await activateSubscription(testApp, trader.user.id);
      const run = await testApp.http.post('/api/signals/generate').set(bearer(trader.accessToken)).expect(200);
      expect(run.body).toMatchObject({ started: true, status: 'completed', generated: 2 });
      const signals = await testApp.dataSource.getRepository(Signal).find({ order: { symbol: 'ASC' } });
      expect(signals.map((signal) => [signal.symbol, signal.signalType])).toEqual([
        ['AUDJPY', aud.side],
        ['GBPUSD', gbp.side],
      ]);
    } finally {
      await testApp.close();
    }
  });

  it("sizes an Expert Advisor's order on a JPY account with the USD/JPY close it reads", async () => {
    const testApp = await appOnTwelveData('EURUSD');
    try {
      // USD/JPY flat at 150.00: its last closed candle is the rate. EUR/USD sits on the signal's entry,
      // the price the feed sizes on.
      fake.setSeries('USD/JPY', hourly(testApp.clock.now(), 150, 0));
      fake.setSeries('EUR/USD', hourly(testApp.clock.now(), 1.0852, 0));
      const trader = await signUpWithPlan(testApp.http, 'PRO');
      await activateSubscription(testApp, trader.user.id, 'PRO');
      const account = await testApp.http
        .post('/api/accounts')
        .set(bearer(trader.accessToken))
        .send({ mtId: '51234567' })
        .expect(201);
      const key = (
        await testApp.http
          .post(`/api/accounts/${account.body.id}/key`)
          .set(bearer(trader.accessToken))
          .send({})
          .expect(201)
      ).body.key as string;
      await testApp.http
        .patch(`/api/accounts/${account.body.id}/settings`)
        .set(bearer(trader.accessToken))
        .send({ accountCurrency: 'JPY', balance: 1_500_000, riskPercent: 1 })
        .expect(200);
      const signal = await seedSignal(testApp);
      const feed = await testApp.http.get('/api/ea/signals').set(bearer(key)).expect(200);
      // 15,000 JPY at risk over 30 pips at 10 USD × 150 = 1,500 JPY a pip per lot: 0.333 lots, 0.33.
      expect(feed.body.events).toEqual([
        expect.objectContaining({ signalId: signal.id, volume: 0.33, volumeNote: null, sizedOn: 1.0852 }),
      ]);
    } finally {
      await testApp.close();
    }
  });
});
