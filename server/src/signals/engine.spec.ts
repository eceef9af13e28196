import type { Candle } from '../market-data/candles.js';
import { evaluate, MIN_CANDLES, type EngineInput } from './engine.js';
import { pipsBetween, riskReward } from './instruments.js';
import type { NewsEventForSignals } from './news-influence.js';
import { findInstrument } from './universe.js';

const HOUR = 3600_000;
const now = new Date('2026-11-20T12:00:00.000Z');

/** Hourly candles ending just before `now`: a drift per candle plus a deterministic wobble. */
function series(start: number, drift: number, wobble: number, count = 300): Candle[] {
  const candles: Candle[] = [];
  let previous = start;
  for (let index = 0; index < count; index += 1) {
    const close = start + drift * index + wobble * (Math.sin(index * 0.9) + 0.6 * Math.sin(index * 2.3));
    const open = previous;
    candles.push({
      time: new Date(now.getTime() - (count - index) * HOUR),
      open,
      high: Math.max(open, close) + wobble * 0.4,
      low: Math.min(open, close) - wobble * 0.4,
      close,
    });
    previous = close;
  }
  return candles;
}

const uptrend = () => series(1.05, 0.0002, 0.0003);
const downtrend = () => series(1.15, -0.0002, 0.0003);
const flat = () => series(1.085, 0, 0.0006);

const run = (input: Partial<EngineInput> & { candles: Candle[] }) =>
  evaluate({
    symbol: 'EURUSD',
    now,
    newsExposure: findInstrument('EURUSD')!.newsCurrencies,
    ...input,
  });

describe('signals engine', () => {
  it('buys a clear uptrend, with the stop below the entry and the target above', () => {
    const { signal } = run({ candles: uptrend() });
    expect(signal).not.toBeNull();
    const buy = signal!;
    expect(buy.signalType).toBe('BUY');
    expect(buy.category).toBe('Major');
    expect(buy.entryPrice).toBeCloseTo(uptrend().at(-1)!.close, 5);
    expect(buy.stopLoss).toBeLessThan(buy.entryPrice);
    expect(buy.takeProfit).toBeGreaterThan(buy.entryPrice);
    expect(buy.riskReward).toBeGreaterThanOrEqual(1.5);
    expect(riskReward(buy.entryPrice, buy.stopLoss, buy.takeProfit)).toBeGreaterThanOrEqual(1.5);
    expect(buy.stopLossPips).toBe(pipsBetween('EURUSD', buy.entryPrice, buy.stopLoss));
    expect(buy.takeProfitPips).toBe(pipsBetween('EURUSD', buy.entryPrice, buy.takeProfit));
    expect(buy.confidence).toBeGreaterThanOrEqual(55);
    expect(buy.confidence).toBeLessThanOrEqual(95);
    expect(buy.reasoning).toMatch(/^BUY EURUSD: .*EMA 21 is above EMA 55/);
    expect(buy.reasoning).toMatch(/ADX \d+ confirms/);
    expect(buy.newsInfluence).toBeNull();
    expect(buy.expiresAt.getTime() - now.getTime()).toBe(24 * HOUR);
    // Prices carry the symbol's five decimals and nothing more.
    expect(buy.stopLoss.toFixed(5)).toBe(String(buy.stopLoss).padEnd(7, '0'));
  });

  it('sells a clear downtrend, with the stop above the entry', () => {
    const { signal } = run({ candles: downtrend() });
    expect(signal?.signalType).toBe('SELL');
    expect(signal!.stopLoss).toBeGreaterThan(signal!.entryPrice);
    expect(signal!.takeProfit).toBeLessThan(signal!.entryPrice);
    expect(signal!.reasoning).toMatch(/^SELL EURUSD: .*EMA 21 is below EMA 55/);
  });

  it('stays out of a flat market', () => {
    const result = run({ candles: flat() });
    expect(result.signal).toBeNull();
    expect(result.verdict).toMatch(/no trend|neutral/);
  });

  it('needs enough history for its slowest indicator', () => {
    const result = run({ candles: uptrend().slice(-(MIN_CANDLES - 1)) });
    expect(result.signal).toBeNull();
    expect(result.verdict).toBe(`EURUSD: only ${MIN_CANDLES - 1} candles, ${MIN_CANDLES} needed`);
  });

  it('uses JPY pips for a JPY pair', () => {
    const { signal } = run({ symbol: 'USDJPY', candles: series(140, 0.03, 0.04) });
    expect(signal?.signalType).toBe('BUY');
    expect(signal!.stopLossPips).toBe(pipsBetween('USDJPY', signal!.entryPrice, signal!.stopLoss));
    expect(Number(signal!.entryPrice.toFixed(3))).toBe(signal!.entryPrice);
  });

  describe('news influence', () => {
    const event = (overrides: Partial<NewsEventForSignals>): NewsEventForSignals => ({
      currency: 'USD',
      event: 'Non-Farm Employment Change',
      impact: 'high',
      at: new Date(now.getTime() + 30 * 60_000),
      surpriseNumeric: null,
      ...overrides,
    });

    it('holds a signal back when a high-impact release for either currency is within the hour', () => {
      const result = run({ candles: uptrend(), news: [event({})] });
      expect(result.signal).toBeNull();
      expect(result.verdict).toBe(
        "EURUSD: BUY held back: high-impact USD release 'Non-Farm Employment Change' in 30 min",
      );
    });

    it('lowers confidence for a release later in the look-ahead, and says so', () => {
      const plain = run({ candles: uptrend() }).signal!;
      const later = run({
        candles: uptrend(),
        news: [event({ currency: 'EUR', at: new Date(now.getTime() + 3 * HOUR) })],
      }).signal!;
      expect(later.confidence).toBe(Math.min(95, plain.confidence) - 15);
      expect(later.newsInfluence).toBe("News: high-impact EUR release 'Non-Farm Employment Change' in 3.0 h");
      expect(later.reasoning).toContain('confidence lowered');
    });

    it('ignores releases for currencies the symbol does not trade, and medium ones ahead', () => {
      const result = run({
        candles: uptrend(),
        news: [event({ currency: 'JPY' }), event({ impact: 'medium' })],
      });
      expect(result.signal?.newsInfluence).toBeNull();
    });

    it('lets recent surprises tilt the vote and records them', () => {
      const beat = event({
        currency: 'EUR',
        event: 'German CPI',
        at: new Date(now.getTime() - 2 * HOUR),
        surpriseNumeric: 0.3,
      });
      const supported = run({ candles: uptrend(), news: [beat] });
      const plain = run({ candles: uptrend() });
      expect(supported.score).toBeGreaterThan(plain.score);
      expect(supported.signal!.newsInfluence).toBe("News: EUR 'German CPI' beat forecast, supporting the signal");
      expect(supported.signal!.reasoning).toContain('recent news is supportive');

      // Good USD news weighs on EURUSD.
      const usdBeat = { ...beat, currency: 'USD', event: 'Retail Sales' };
      const against = run({ candles: uptrend(), news: [usdBeat] });
      expect(against.score).toBeLessThan(plain.score);
      expect(against.signal?.newsInfluence ?? '').toMatch(/against the signal|^$/);
    });
  });
});
