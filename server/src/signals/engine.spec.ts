import { pipsBetween } from '#domain/instruments';
import type { Candle } from '../market-data/candles.js';
import { evaluate, minCandles, type EngineInput } from './engine.js';
import { expectationSentence } from '#domain/expectation';
import { horizonFeatures, HOURLY } from './model/horizon.js';
import { seriesFromCandles } from './model/price-series.js';
import { atrName } from './model/readings.js';
import { decide, liveModel, type SignalModel } from './model/signal-model.js';
import { closesBar } from './model/trading-day.js';
import type { NewsEventForSignals } from './news-influence.js';
import { findInstrument } from '#domain/universe';
import { isMarketOpen } from '#domain/market-hours';

const HOUR = 3600_000;
// A Wednesday, 17:00 in New York: the close of an hour, of a 4-hour bar and of a trading day alike,
// with the market open (a Friday's close is the market's close, when nothing is published).
const now = new Date('2026-11-25T22:00:00.000Z');

/** Hourly candles ending just before `now`: a seeded random walk around `start`, as many as a run reads. */
function randomWalk(start: number, count = minCandles() + 24, seed = 17): Candle[] {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const candles: Candle[] = [];
  let price = start;
  for (let index = 0; index < count; index += 1) {
    const next = price * (1 + (random() - 0.5) * 0.004);
    candles.push({
      time: new Date(now.getTime() - (count - index) * HOUR),
      open: price,
      high: Math.max(price, next) * (1 + random() * 0.001),
      low: Math.min(price, next) * (1 - random() * 0.001),
      close: next,
    });
    price = next;
  }
  return candles;
}

/**
 * The live model with its threshold and cost bar removed and every measured symbol published: it
 * names a side at every close of its bars, for checking the signal's shape.
 */
const eager = (): SignalModel => ({
  ...liveModel(),
  threshold: -Infinity,
  minEdgeCosts: null,
  publishedSymbols: liveModel().trainedOn.symbols,
});
const horizon = liveModel().horizon ?? HOURLY;

const run = (input: Partial<EngineInput> & { candles: Candle[] }) =>
  evaluate({ symbol: 'EURUSD', now, newsExposure: findInstrument('EURUSD')!.newsCurrencies, ...input });

describe('signals engine', () => {
  it('decides exactly as the back-test does, hour after hour, and only when one of its bars closes', () => {
    const model = eager();
    const needed = minCandles(model);
    const candles = randomWalk(1.1, needed + 24 * 6, 5);
    const table = horizonFeatures(horizon)(seriesFromCandles('EURUSD', candles), { costFloor: 0.0001 });
    let signals = 0;
    let closes = 0;
    for (let index = needed - 1; index < candles.length; index += 1) {
      const at = new Date(candles[index].time.getTime() + HOUR);
      // The live engine adds one rule to the back-test's: nothing while the market is closed.
      const open = isMarketOpen('EURUSD', at);
      const expected = open ? decide(model, table, index) : null;
      const { signal, verdict } = run({ candles: candles.slice(0, index + 1), now: at, model });
      expect(signal?.signalType ?? null).toBe(expected ? (expected.side > 0 ? 'BUY' : 'SELL') : null);
      if (!open) expect(verdict).toBe('EURUSD: the market is closed, so no signal');
      else if (closesBar(candles[index].time.getTime(), horizon.hours)) closes += 1;
      else expect(verdict).toMatch(/^EURUSD: the engine decides when a .* closes$/);
      if (signal) {
        signals += 1;
        expect(signal.expectation.band).toBe(model.calibration!.bands[expected!.band].name);
      }
    }
    expect(closes).toBeGreaterThan(0);
    expect(signals).toBe(closes);
  });

  it('publishes nothing for a measured symbol that was below zero net on the final window', () => {
    const model = { ...eager(), publishedSymbols: ['GBPUSD'] };
    expect(run({ candles: randomWalk(1.1), model }).verdict).toBe(
      'EURUSD: below zero net on the final window, so not published',
    );
    expect(run({ symbol: 'GBPUSD', candles: randomWalk(1.3), model }).signal).not.toBeNull();
  });

  it('gives a signal the measured exits: stop on the losing side, target twice as far, valid as measured', () => {
    const candles = randomWalk(1.1);
    const { signal } = run({ candles, model: eager() });
    const side = signal!.signalType === 'BUY' ? 1 : -1;
    expect(signal!.category).toBe('Major');
    expect(signal!.entryPrice).toBeCloseTo(candles.at(-1)!.close, 5);
    expect(side * (signal!.entryPrice - signal!.stopLoss)).toBeGreaterThan(0);
    expect(side * (signal!.takeProfit - signal!.entryPrice)).toBeGreaterThan(0);
    expect(signal!.riskReward).toBeGreaterThanOrEqual(2);
    expect(signal!.stopLossPips).toBe(pipsBetween('EURUSD', signal!.entryPrice, signal!.stopLoss));
    expect(signal!.takeProfitPips).toBe(pipsBetween('EURUSD', signal!.entryPrice, signal!.takeProfit));
    const { stopAtr, targetR, expiryHours } = liveModel().exits;
    expect(signal!.reasoning).toMatch(
      new RegExp(
        `Stop ${stopAtr} × ${atrName(horizon)} away, target ${targetR} × the risk, valid ${expiryHours} h\\.$`,
      ),
    );
    expect(signal!.expiresAt.getTime() - now.getTime()).toBe(expiryHours * HOUR);
    expect(signal!.newsInfluence).toBeNull();
    expect(Number(signal!.stopLoss.toFixed(5))).toBe(signal!.stopLoss);
  });

  it('states what was measured for signals like it, never the model’s own prediction', () => {
    const { signal } = run({ candles: randomWalk(1.1), model: eager() });
    const band = liveModel().calibration!.bands.find((entry) => entry.name === signal!.expectation.band)!;
    expect(signal!.expectation).toMatchObject({
      event: 'ended in profit after costs',
      profitRate: band.profitRate,
      chanceProfitRate: band.chance.profitRate,
      averageR: band.averageR,
      beatsChance: band.beatsChance,
      trades: band.trades,
    });
    // Confidence is that measured probability, in percent.
    expect(signal!.confidence).toBe(Math.round(band.profitRate! * 100));
    expect(signal!.reasoning).toContain(expectationSentence(signal!.expectation));
    expect(signal!.reasoning).toMatch(
      /Signals like this ended in profit after costs \d+% of the time \(a random side: \d+%\)/,
    );
    expect(signal!.reasoning).not.toMatch(/expects/);
  });

  it('uses JPY pips for a JPY pair', () => {
    const { signal } = run({ symbol: 'AUDJPY', candles: randomWalk(80), model: eager() });
    expect(signal!.category).toBe('Minor');
    expect(signal!.stopLossPips).toBe(pipsBetween('AUDJPY', signal!.entryPrice, signal!.stopLoss));
    expect(Number(signal!.entryPrice.toFixed(3))).toBe(signal!.entryPrice);
  });

  it('publishes nothing for symbols the walk-forward never measured under the cost model', () => {
    for (const symbol of ['US30', 'BTCUSD', 'USDZAR', 'USDNOK', 'XAUUSD', 'USDJPY', 'EURGBP']) {
      const result = run({ symbol, candles: randomWalk(100), model: eager() });
      expect(result.signal).toBeNull();
      expect(result.verdict).toBe(`${symbol}: never measured under the cost model, so no signal`);
    }
  });

  it('needs enough history for its slowest feature', () => {
    const needed = minCandles();
    const result = run({ candles: randomWalk(1.1).slice(-(needed - 1)), model: eager() });
    expect(result.signal).toBeNull();
    expect(result.verdict).toBe(`EURUSD: only ${needed - 1} candles, ${needed} needed`);
  });

  describe('news', () => {
    const event = (overrides: Partial<NewsEventForSignals>): NewsEventForSignals => ({
      currency: 'USD',
      event: 'Non-Farm Employment Change',
      impact: 'high',
      at: new Date(now.getTime() + 30 * 60_000),
      surpriseNumeric: null,
      ...overrides,
    });

    it('only notes a high-impact release due within the hour: holding it back was not measured to help', () => {
      const plain = run({ candles: randomWalk(1.1), model: eager() }).signal!;
      const result = run({ candles: randomWalk(1.1), model: eager(), news: [event({})] }).signal!;
      expect(result.signalType).toBe(plain.signalType);
      expect(result.confidence).toBe(plain.confidence);
      const at = new Date(now.getTime() + 30 * 60_000);
      // The release's time, not a countdown that would go stale: pages count down from newsReleaseAt.
      expect(result.newsInfluence).toBe(
        `News: high-impact release USD Non-Farm Employment Change at ${at.toISOString().slice(11, 16)} UTC`,
      );
      expect(result.newsReleaseAt).toEqual(at);
    });

    it('notes a release later in the look-ahead, and names it in the reasoning', () => {
      const plain = run({ candles: randomWalk(1.1), model: eager() }).signal!;
      const later = run({
        candles: randomWalk(1.1),
        model: eager(),
        news: [event({ currency: 'EUR', event: 'German Prelim CPI m/m', at: new Date(now.getTime() + 3 * HOUR) })],
      }).signal!;
      expect(later.confidence).toBe(plain.confidence);
      const at = new Date(now.getTime() + 3 * HOUR).toISOString().slice(11, 16);
      expect(later.newsInfluence).toBe(`News: high-impact release EUR German Prelim CPI m/m at ${at} UTC`);
      expect(later.reasoning).toBe(
        `${plain.reasoning} News: high-impact release EUR German Prelim CPI m/m at ${at} UTC.`,
      );
      expect(plain.newsReleaseAt).toBeNull();
    });

    it('notes the day’s latest surprise with or against a signal: on the daily engine no rule was measured to help by holding', () => {
      const plain = run({ candles: randomWalk(1.1), model: eager() }).signal!;
      const buying = plain.signalType === 'BUY';
      // Better than expected for USD is bearish for EURUSD: against a buy, with a sell.
      const usdSurprise = (surpriseNumeric: number) =>
        event({ event: 'CPI m/m', at: new Date(now.getTime() - 3 * HOUR), surpriseNumeric });
      const side = buying ? 'buy' : 'sell';
      const against = run({
        candles: randomWalk(1.1),
        model: eager(),
        news: [usdSurprise(buying ? 0.2 : -0.2)],
      }).signal!;
      expect(against.newsInfluence).toBe(
        `News: USD CPI m/m ${buying ? 'better' : 'worse'} than expected: ${buying ? 'bearish' : 'bullish'} tilt, against the ${side}`,
      );
      expect(against.confidence).toBe(plain.confidence);
      const withIt = run({
        candles: randomWalk(1.1),
        model: eager(),
        news: [usdSurprise(buying ? -0.2 : 0.2)],
      }).signal!;
      expect(withIt.signalType).toBe(plain.signalType);
      expect(withIt.newsInfluence).toBe(
        `News: USD CPI m/m ${buying ? 'worse' : 'better'} than expected: ${buying ? 'bullish' : 'bearish'} tilt, with the ${side}`,
      );
    });

    it('reads a release’s actual only once the hour it came out in has closed', () => {
      // The last candle opened an hour before `now`: a release inside it is not yet read.
      const inside = event({ event: 'Fresh', at: new Date(now.getTime() - 30 * 60_000), surpriseNumeric: 1 });
      const signal = run({ candles: randomWalk(1.1), model: eager(), news: [inside] }).signal!;
      expect(signal.newsInfluence).toBeNull();
    });

    it('reads only the latest surprise per currency of the past day', () => {
      const plain = run({ candles: randomWalk(1.1), model: eager() }).signal!;
      // Surprises against the signal: better EUR news is bullish for EURUSD, better USD news bearish.
      const against = plain.signalType === 'BUY' ? -1 : 1;
      const news = [
        event({ currency: 'EUR', event: 'Old', at: new Date(now.getTime() - 20 * HOUR), surpriseNumeric: -against }),
        event({ currency: 'EUR', event: 'New', at: new Date(now.getTime() - 2 * HOUR), surpriseNumeric: against }),
        event({ currency: 'USD', event: 'Jobs', at: new Date(now.getTime() - 3 * HOUR), surpriseNumeric: -against }),
        event({ currency: 'USD', event: 'Rate', at: new Date(now.getTime() + 2 * HOUR) }),
        // Older than a day: out of the window.
        event({ currency: 'USD', event: 'Stale', at: new Date(now.getTime() - 30 * HOUR), surpriseNumeric: 1 }),
      ];
      const signal = run({ candles: randomWalk(1.1), model: eager(), news }).signal!;
      expect(signal.newsInfluence).not.toMatch(/Old|Stale/);
      const notes = signal.newsInfluence!.replace(/^News: /, '').split('; ');
      expect(notes.map((note) => note.match(/(Rate|New|Jobs)/)![1])).toEqual(['Rate', 'New', 'Jobs']);
    });

    it('ignores releases for currencies the symbol does not trade, and medium ones', () => {
      const result = run({
        candles: randomWalk(1.1),
        model: eager(),
        news: [event({ currency: 'JPY' }), event({ impact: 'medium' })],
      });
      expect(result.signal?.newsInfluence).toBeNull();
    });
  });
});
