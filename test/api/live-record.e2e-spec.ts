import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCostModel } from '../../server/src/signals/costs/cost-model.js';
import { Signal } from '../../server/src/signals/signal.entity.js';
import { SignalRunsService } from '../../server/src/signals/signal-runs.service.js';
import { FakeClock } from '../support/fake-clock.js';
import { seedSignals } from '../support/signals.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { publishedSymbols } from '../../server/src/signals/engine.js';
import { metricMoves } from '../support/metrics.js';

const MIN15 = 15 * 60_000;
const HOUR = 4 * MIN15;
/** The hour the signal was computed on closed at 10:00; it was published at 10:07. */
const computedAt = Date.UTC(2026, 10, 20, 10);
const publishedAt = new Date(computedAt + 7 * 60_000);

type Bar = [open: number, high: number, low: number, close: number];

/**
 * EURUSD in 15-minute bars: flat for two days, then the quarter hours after the signal. The bar
 * that opened at 10:00 (before publication) already touches the stop: a record that entered at the
 * close the signal was computed on would count that loss.
 */
const AFTER: Bar[] = [
  [1.085, 1.0856, 1.0834, 1.0852], // 10:00, opened before publication
  [1.0853, 1.0866, 1.0849, 1.0862], // 10:15: the first price a reader could act on is its open
  [1.0862, 1.0879, 1.0848, 1.0875], // 10:30: the delayed reader (seeing it at 10:22) fills here
  [1.0875, 1.0881, 1.0868, 1.0878], // 10:45: the target 1.0880 is reached
];

function writeCandles(dir: string): void {
  const rows = ['time,open,high,low,close'];
  const at = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
  for (let time = computedAt - 2 * 24 * HOUR; time < computedAt; time += MIN15) {
    rows.push(`${at(time)},1.085,1.0851,1.0849,1.085`);
  }
  AFTER.forEach((bar, index) => rows.push(`${at(computedAt + index * MIN15)},${bar.join(',')}`));
  for (let time = computedAt + AFTER.length * MIN15; time < computedAt + 3 * 24 * HOUR; time += MIN15) {
    rows.push(`${at(time)},1.0878,1.0879,1.0877,1.0878`);
  }
  writeFileSync(join(dir, 'EURUSD.csv'), `${rows.join('\n')}\n`);
  // GBPUSD: no price from 10:00 to 14:00, around a signal valid from 10:07 to 13:07.
  const gbp = ['time,open,high,low,close'];
  for (let time = computedAt - 2 * 24 * HOUR; time < computedAt + 3 * 24 * HOUR; time += MIN15) {
    if (time < computedAt || time >= computedAt + 4 * HOUR) gbp.push(`${at(time)},1.27,1.2701,1.2699,1.27`);
  }
  writeFileSync(join(dir, 'GBPUSD.csv'), `${gbp.join('\n')}\n`);
}

describe('live record: settled as a reader could have traded it', () => {
  let testApp: TestApp;
  const repository = () => testApp.dataSource.getRepository(Signal);
  const floor = defaultCostModel().floor('EURUSD')!;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'live-record-candles-'));
    writeCandles(dir);
    testApp = await startTestApp(
      { MARKET_DATA_PROVIDER: 'csv', MARKET_DATA_CSV_DIR: dir, SIGNAL_SYMBOLS: 'EURUSD,GBPUSD' },
      { clock: new FakeClock(publishedAt) },
    );
    const base = {
      symbol: 'EURUSD',
      category: 'Major' as const,
      entryPrice: 1.085,
      stopLossPips: 15,
      takeProfitPips: 30,
      riskReward: 2,
      confidence: 43,
      reasoning: 'BUY EURUSD: price rose over the last day.',
      newsInfluence: null,
      outcome: 'OPEN' as const,
      createdAt: publishedAt,
      updatedAt: publishedAt,
      expiresAt: new Date(publishedAt.getTime() + 48 * HOUR),
      settlementRule: 'tradable' as const,
      costPrice: floor,
      delayedViewMinutes: 15,
    };
    await seedSignals(testApp, [
      // Closed under the first rule before this one existed: listed, never counted.
      {
        ...base,
        signalType: 'SELL',
        stopLoss: 1.0865,
        takeProfit: 1.082,
        outcome: 'WIN',
        resultR: 2,
        resultPips: 30,
        exitPrice: 1.082,
        closedAt: new Date(publishedAt.getTime() - HOUR),
        createdAt: new Date(publishedAt.getTime() - 10 * HOUR),
        settlementRule: 'published-close',
        costPrice: null,
        delayedViewMinutes: 0,
      },
      { ...base, signalType: 'BUY', stopLoss: 1.0835, takeProfit: 1.088 },
      {
        ...base,
        symbol: 'GBPUSD',
        signalType: 'SELL',
        entryPrice: 1.27,
        stopLoss: 1.2715,
        takeProfit: 1.267,
        expiresAt: new Date(publishedAt.getTime() + 3 * HOUR),
      },
    ]);
  });
  afterAll(() => testApp.close());

  it('fills at the first price after publication, settles from there and charges the round-trip cost', async () => {
    testApp.clock.moveTo(new Date(computedAt + 2 * HOUR));
    expect(await testApp.app.get(SignalRunsService).track()).toBe(1);
    const { body } = await testApp.http.get('/api/signals/history?outcome=WIN').expect(200);
    const buy = body.items.find((item: { signalType: string }) => item.signalType === 'BUY');
    const risk = 1.085 - 1.0835;
    const gross = (1.088 - 1.0853) / risk;
    expect(buy).toMatchObject({
      outcome: 'WIN',
      entryPrice: 1.085,
      fillPrice: 1.0853,
      exitPrice: 1.088,
      resultPips: 27,
      settlementRule: 'tradable',
    });
    expect(buy.resultRGross).toBeCloseTo(gross, 2);
    expect(buy.resultR).toBeCloseTo(gross - floor / risk, 2);
    expect(buy.closedAt).toBe(new Date(computedAt + 4 * MIN15).toISOString());
    // The delayed plan's reader filled at 10:30's open, 22 pips nearer the target.
    expect(buy.delayedResultR).toBeCloseTo((1.088 - 1.0862) / risk - floor / risk, 2);
  });

  it('counts only signals settled this way, with chance at the same fills and each plan’s own record', async () => {
    const { body } = await testApp.http.get('/api/signals/performance').expect(200);
    expect(body.closedSignals).toBe(1);
    expect(body.legacySignals).toBe(1);
    expect(body.figures.trades).toBe(1);
    expect(body.figures.averageRGross).toBeGreaterThan(body.figures.averageR);
    // The other side at the same fill, stopped out by the rise: a coin's mean is the two sides' mean.
    const stored = await repository().findOneByOrFail({ signalType: 'BUY' });
    expect(stored.oppositeResultR).toBeCloseTo(-(1.0865 - 1.0853) / 0.0015 - floor / 0.0015, 2);
    expect(body.chance.trades).toBe(1);
    expect(body.chance.seeds).toBe(200);
    // With one signal a coin takes one side or the other: its mean lies between them, its 95th percentile on top.
    expect(body.chance.averageR).toBeGreaterThan(stored.oppositeResultR!);
    expect(body.chance.averageR).toBeLessThan(stored.resultR!);
    expect(body.chance.p95).toBeCloseTo(stored.resultR!, 2);
    expect(body.delayedView).toMatchObject({ delayMinutes: 15, figures: { trades: 1 } });
    // The model file's: those not below zero net on the final window (docs/research.md).
    expect(body.publishedSymbols).toEqual([...publishedSymbols()]);
    expect(body.publishedSymbols).not.toContain('US30');
  });

  it('lists the signal closed under the first rule, marked as such', async () => {
    const { body } = await testApp.http.get('/api/signals/history').expect(200);
    expect(body.total).toBe(2);
    const legacy = body.items.find((item: { signalType: string }) => item.signalType === 'SELL');
    expect(legacy).toMatchObject({
      settlementRule: 'published-close',
      fillPrice: null,
      resultRGross: null,
      resultR: 2,
    });
  });

  it('voids a signal that had no price a reader could act on before it expired, and counts it apart', async () => {
    // 13:07 passed with no GBPUSD price since publication; the 14:00 quarter shows the market answering again.
    testApp.clock.moveTo(new Date(computedAt + 5 * HOUR));
    const [voidedCount] = await metricMoves(testApp, [['signaldesk_signals_void_total']], async () =>
      expect(await testApp.app.get(SignalRunsService).track()).toBe(1),
    );
    expect(voidedCount).toBe(1);
    const gbp = await repository().findOneByOrFail({ symbol: 'GBPUSD' });
    expect(gbp).toMatchObject({ outcome: 'VOID', closedAt: gbp.expiresAt, resultR: null });
    const { body } = await testApp.http.get('/api/signals/performance').expect(200);
    expect(body).toMatchObject({ voidSignals: 1, closedSignals: 1, legacySignals: 1, pendingSignals: 0 });
    const history = await testApp.http.get('/api/signals/history?outcome=VOID').expect(200);
    expect(history.body.items).toEqual([
      expect.objectContaining({ id: gbp.id, outcome: 'VOID', resultR: null, closedAt: gbp.expiresAt.toISOString() }),
    ]);
    const entries = (await testApp.http.get('/api/ledger/entries?start=0').expect(200)).body.entries as {
      entry: string;
    }[];
    const voided = entries.map(({ entry }) => JSON.parse(entry)).find((entry) => entry.kind === 'void');
    expect(voided).toMatchObject({
      reason: 'No price a reader could act on between publication and expiry',
      signal: { id: gbp.id, symbol: 'GBPUSD', entryPrice: 1.27 },
    });
  });
});
