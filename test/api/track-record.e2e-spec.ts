import { Signal } from '../../server/src/signals/signal.entity.js';
import { seedSignals } from '../support/signals.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface ClosedSignalBody {
  id: number;
  symbol: string;
  category: string;
  outcome: string;
  resultR: number;
  closedAt: string;
}

describe('track record API', () => {
  let testApp: TestApp;
  let subscriber: string;
  /** 1 Oct 2026 12:00 UTC: the first close of the hand-made series. */
  const start = new Date(Date.UTC(2026, 9, 1, 12));

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    const trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'PRO');
    subscriber = trader.accessToken;
    // Results in R, one close a day across October and November: curve 2, 1, 0, -1, 1, 2.5, 1.5, 1.5.
    const series: [string, Signal['category'], 'WIN' | 'LOSS' | 'EXPIRED', number][] = [
      ['EURUSD', 'Major', 'WIN', 2],
      ['EURUSD', 'Major', 'LOSS', -1],
      ['XAUUSD', 'Metals', 'LOSS', -1],
      ['GBPUSD', 'Major', 'LOSS', -1],
      ['XAUUSD', 'Metals', 'WIN', 2],
      ['EURUSD', 'Major', 'WIN', 1.5],
      ['BTCUSD', 'Crypto', 'LOSS', -1],
      ['EURUSD', 'Major', 'EXPIRED', 0],
    ];
    const now = testApp.clock.now();
    await seedSignals(testApp, [
      ...series.map(([symbol, category, outcome, resultR], day) => {
        // Four in October, four in November.
        const closedAt = new Date(start.getTime() + (day < 4 ? day : day + 31) * DAY);
        return {
          symbol,
          category,
          signalType: 'BUY' as const,
          entryPrice: 1.085,
          stopLoss: 1.0835,
          takeProfit: 1.088,
          stopLossPips: 15,
          takeProfitPips: 30,
          confidence: 70,
          reasoning: `BUY ${symbol}: EMA 21 is above EMA 55.`,
          outcome,
          resultR,
          resultRGross: resultR + 0.05,
          resultPips: Math.round(resultR * 15),
          exitPrice: 1.086,
          // The coin took the other side: what it got, net.
          oppositeResultR: outcome === 'WIN' ? -1.05 : outcome === 'LOSS' ? 0.95 : -0.05,
          oppositeOutcome:
            outcome === 'WIN' ? ('LOSS' as const) : outcome === 'LOSS' ? ('WIN' as const) : ('EXPIRED' as const),
          createdAt: new Date(closedAt.getTime() - 6 * HOUR),
          expiresAt: new Date(closedAt.getTime() + 18 * HOUR),
          closedAt,
        };
      }),
      {
        signalType: 'SELL',
        entryPrice: 1.085,
        stopLoss: 1.0865,
        takeProfit: 1.082,
        stopLossPips: 15,
        takeProfitPips: 30,
        confidence: 81,
        reasoning: 'SELL EURUSD: EMA 21 is below EMA 55.',
        createdAt: now,
        expiresAt: new Date(now.getTime() + DAY),
      },
    ]);
  });
  afterAll(() => testApp.close());

  describe('GET /api/signals/performance', () => {
    it('reports every headline figure from the stored outcomes, to anyone', async () => {
      const response = await testApp.http.get('/api/signals/performance').expect(200);
      expect(response.body).toMatchObject({
        publishedSignals: 9,
        closedSignals: 8,
        pendingSignals: 1,
        voidSignals: 0,
        winRate: 0.375,
        figures: {
          trades: 8,
          wins: 3,
          losses: 4,
          expired: 1,
          winRate: 0.375,
          averageR: 0.19,
          totalR: 1.5,
          profitFactor: 1.38, // 5.5 / 4
          averageWinR: 1.83,
          averageLossR: -1,
          expectancyR: 0.19,
          maxDrawdownR: 3, // from 2 down to −1
          longestLosingStreak: 3,
        },
      });
    });

    it('draws the equity curve oldest first, with its drawdown', async () => {
      const { body } = await testApp.http.get('/api/signals/performance').expect(200);
      expect(body.equity.map((point: { equityR: number }) => point.equityR)).toEqual([2, 1, 0, -1, 1, 2.5, 1.5, 1.5]);
      expect(body.equity.map((point: { drawdownR: number }) => point.drawdownR)).toEqual([0, 1, 2, 3, 1, 0, 1, 1]);
      expect(body.equity[0].closedAt).toBe(start.toISOString());
    });

    it('breaks the figures down by category, symbol and month', async () => {
      const { body } = await testApp.http.get('/api/signals/performance').expect(200);
      expect(body.byCategory.map((row: { category: string; trades: number }) => [row.category, row.trades])).toEqual([
        ['Major', 5],
        ['Metals', 2],
        ['Crypto', 1],
      ]);
      expect(body.bySymbol.map((row: { symbol: string; totalR: number }) => [row.symbol, row.totalR])).toEqual([
        ['BTCUSD', -1],
        ['EURUSD', 2.5],
        ['GBPUSD', -1],
        ['XAUUSD', 1],
      ]);
      expect(
        body.byMonth.map((row: { month: string; trades: number; totalR: number }) => [
          row.month,
          row.trades,
          row.totalR,
        ]),
      ).toEqual([
        ['2026-10', 4, -1],
        ['2026-11', 4, 2.5],
      ]);
    });
  });

  describe('GET /api/signals/history', () => {
    const all = async (query = '') => {
      const items: ClosedSignalBody[] = [];
      for (let page = 1; ; page += 1) {
        const { body } = await testApp.http.get(`/api/signals/history?pageSize=3&page=${page}${query}`).expect(200);
        items.push(...body.items);
        if (items.length >= body.total) return { items, total: body.total as number };
      }
    };

    it('pages through every closed signal once, newest close first, without signing in', async () => {
      const { items, total } = await all();
      expect(total).toBe(8);
      expect(new Set(items.map((item) => item.id)).size).toBe(8);
      const closes = items.map((item) => item.closedAt);
      expect(closes).toEqual([...closes].sort().reverse());
      expect(items[0]).toMatchObject({
        symbol: 'EURUSD',
        outcome: 'EXPIRED',
        entryPrice: 1.085,
        stopLoss: 1.0835,
        takeProfit: 1.088,
        exitPrice: 1.086,
        resultPips: 0,
        resultR: 0,
        reasoning: 'BUY EURUSD: EMA 21 is above EMA 55.',
      });
    });

    it('lets anyone recompute the headline figures from the list', async () => {
      const { items } = await all();
      const { body } = await testApp.http.get('/api/signals/performance').expect(200);
      const wins = items.filter((item) => item.outcome === 'WIN').length;
      expect(wins / items.length).toBeCloseTo(body.figures.winRate, 4);
      const totalR = items.reduce((sum, item) => sum + item.resultR, 0);
      expect(totalR).toBeCloseTo(body.figures.totalR, 2);
    });

    it('filters by category, symbol, outcome and date range', async () => {
      expect((await all('&category=Metals')).items.map((item) => item.symbol)).toEqual(['XAUUSD', 'XAUUSD']);
      expect((await all('&symbol=eur/usd')).total).toBe(4);
      expect((await all('&outcome=LOSS')).items.filter((item) => item.outcome !== 'LOSS')).toEqual([]);
      expect((await all('&outcome=LOSS')).total).toBe(4);
      const november = await all('&from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z');
      expect(november.total).toBe(4);
      expect(november.items.filter((item) => !item.closedAt.startsWith('2026-11'))).toEqual([]);
    });

    it('refuses a filter it does not know, with a sentence', async () => {
      const cases: [string, string][] = [
        ['category=Forex', 'category must be one of Major, Minor, Metals, Indices, Crypto, Exotic, Other'],
        ['outcome=OPEN', 'outcome must be one of WIN, LOSS, EXPIRED, VOID'],
        ['pageSize=500', 'pageSize must be a whole number from 1 to 100'],
        ['page=0', 'page must be a whole number from 1 to 9007199254740991'],
        ['page=1e20', 'page must be a whole number from 1 to 9007199254740991'],
        ['page=9007199254740993', 'page must be a whole number from 1 to 9007199254740991'],
        ['from=yesterday', 'from must be a date such as 2026-11-01 or 2026-11-01T00:00:00Z'],
        ['sort=id', "Unknown field 'sort'."],
      ];
      for (const [query, message] of cases) {
        const response = await testApp.http.get(`/api/signals/history?${query}`).expect(400);
        expect(JSON.stringify(response.body.message).toLowerCase()).toContain(message.toLowerCase());
      }
    });
  });

  describe('GET /api/ai-signals/:id and its candles', () => {
    it('is for subscribers only', async () => {
      await testApp.http.get('/api/ai-signals/1').expect(401);
      await testApp.http.get('/api/ai-signals/1/candles').expect(401);
      const trader = await signUp(testApp.http);
      await testApp.http.get('/api/ai-signals/1').set(bearer(trader.accessToken)).expect(403);
    });

    it('answers 404 and 400 with a sentence', async () => {
      const missing = await testApp.http.get('/api/ai-signals/99999').set(bearer(subscriber)).expect(404);
      expect(missing.body.message).toBe('There is no signal 99999.');
      const bad = await testApp.http.get('/api/ai-signals/abc/candles').set(bearer(subscriber)).expect(400);
      expect(bad.body.message).toBe('A signal id is a whole number, such as 42.');
    });

    it('gives an open signal in full and the candles for its chart, ending at the current price', async () => {
      const open = await testApp.dataSource.getRepository(Signal).findOneByOrFail({ outcome: 'OPEN' });
      const detail = await testApp.http.get(`/api/ai-signals/${open.id}`).set(bearer(subscriber)).expect(200);
      expect(detail.body).toMatchObject({
        id: open.id,
        symbol: 'EURUSD',
        signalType: 'SELL',
        outcome: 'OPEN',
        closedAt: null,
        reasoning: 'SELL EURUSD: EMA 21 is below EMA 55.',
      });
      expect(Array.isArray(detail.body.newsEvents)).toBe(true);
      const chart = await testApp.http.get(`/api/ai-signals/${open.id}/candles`).set(bearer(subscriber)).expect(200);
      expect(chart.body.timeframe).toBe('15min');
      expect(chart.body.candles.length).toBeGreaterThan(40);
      const times = chart.body.candles.map((candle: { time: number }) => candle.time);
      expect(times).toEqual([...times].sort((a: number, b: number) => a - b));
      expect(chart.body.lastPrice).toBe(chart.body.candles.at(-1).close);
      for (const candle of chart.body.candles) {
        expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
        expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
      }
    });
  });
});
