import { findInstrument } from '#domain/universe';
import { resample } from '../candles.js';
import { MarketDataError } from './market-data-provider.js';
import { SimulatedMarketDataProvider } from './simulated.provider.js';

const at = (iso: string) => ({ now: () => new Date(iso) });
const now = '2026-11-20T12:34:56.000Z';

describe('simulated market data', () => {
  it('answers complete candles, oldest first, ending with the last one closed', async () => {
    const candles = await new SimulatedMarketDataProvider('seed', at(now)).candles('EURUSD', '1h', 5);
    expect(candles.map((candle) => candle.time.toISOString())).toEqual([
      '2026-11-20T07:00:00.000Z',
      '2026-11-20T08:00:00.000Z',
      '2026-11-20T09:00:00.000Z',
      '2026-11-20T10:00:00.000Z',
      '2026-11-20T11:00:00.000Z',
    ]);
    for (const candle of candles) {
      expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
      expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
    }
    // Each candle opens where the previous one closed.
    for (let index = 1; index < candles.length; index += 1) expect(candles[index].open).toBe(candles[index - 1].close);
  });

  it('is one consistent history: same seed, same prices; an hour is its four quarters', async () => {
    const first = new SimulatedMarketDataProvider('seed', at(now));
    const second = new SimulatedMarketDataProvider('seed', at('2026-11-21T00:00:00Z'));
    const hours = await first.candles('XAUUSD', '1h', 24);
    const later = await second.candles('XAUUSD', '1h', 36, { end: new Date(now) });
    expect(later.slice(-24)).toEqual(hours);
    const quarters = await first.candles('XAUUSD', '15min', 96, { end: new Date('2026-11-20T12:00:00Z') });
    expect(resample(quarters, '1h')).toEqual(hours);
    const other = await new SimulatedMarketDataProvider('another seed', at(now)).candles('XAUUSD', '1h', 24);
    expect(other).not.toEqual(hours);
  });

  it('moves like the market it imitates: realistic level and daily volatility', async () => {
    const provider = new SimulatedMarketDataProvider('seed', at(now));
    for (const symbol of ['EURUSD', 'USDJPY', 'XAUUSD', 'US500', 'BTCUSD']) {
      const instrument = findInstrument(symbol)!;
      const days = await provider.candles(symbol, '1day', 500);
      const returns = days.slice(1).map((day, index) => Math.log(day.close / days[index].close));
      const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
      const deviation = Math.sqrt(returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / returns.length);
      expect(deviation).toBeGreaterThan(instrument.dailyVolatility * 0.6);
      expect(deviation).toBeLessThan(instrument.dailyVolatility * 1.6);
      for (const day of days) {
        expect(day.close / instrument.referencePrice).toBeGreaterThan(0.6);
        expect(day.close / instrument.referencePrice).toBeLessThan(1.6);
      }
    }
  });

  it('refuses symbols it does not know and history before it opened', async () => {
    const provider = new SimulatedMarketDataProvider('seed', at(now));
    await expect(provider.candles('ABCXYZ', '1h', 10)).rejects.toThrow(
      new MarketDataError('The simulated market has no symbol ABCXYZ', 'unknown-symbol'),
    );
    await expect(provider.candles('EURUSD', '1h', 10, { end: new Date('2019-06-01T00:00:00Z') })).rejects.toThrow(
      'The simulated market has no history before 1 January 2020',
    );
    expect(await provider.candles('EURUSD', '1day', 10, { end: new Date('2020-01-04T00:00:00Z') })).toHaveLength(3);
  });
});
