import type { Candle } from '../market-data/candles.js';
import { settle, type TrackedSignal } from './tracker.js';

const MIN15 = 15 * 60_000;
const created = new Date('2026-11-20T10:07:00.000Z');
const expires = new Date('2026-11-21T10:07:00.000Z');

const buy: TrackedSignal = {
  symbol: 'EURUSD',
  signalType: 'BUY',
  entryPrice: 1.085,
  stopLoss: 1.0835,
  takeProfit: 1.088,
  stopLossPips: 15,
  createdAt: created,
  expiresAt: expires,
};
const sell: TrackedSignal = { ...buy, signalType: 'SELL', stopLoss: 1.0865, takeProfit: 1.082 };

/** 15-minute candles from the signal's quarter hour on, each given as [high, low, close]. */
function candles(...bars: [high: number, low: number, close: number][]): Candle[] {
  const start = Math.floor(created.getTime() / MIN15) * MIN15;
  return bars.map(([high, low, close], index) => ({
    time: new Date(start + index * MIN15),
    open: index === 0 ? 1.085 : bars[index - 1][2],
    high,
    low,
    close,
  }));
}

const after = (hours: number) => new Date(created.getTime() + hours * 3600_000);

describe('outcome tracker', () => {
  it('wins when the take profit is touched first', () => {
    const result = settle(
      buy,
      candles([1.0855, 1.0845, 1.085], [1.0881, 1.0849, 1.0878], [1.0879, 1.083, 1.0832]),
      MIN15,
      after(2),
    );
    expect(result).toEqual({
      outcome: 'WIN',
      closedAt: new Date(Math.floor(created.getTime() / MIN15) * MIN15 + 2 * MIN15),
      exitPrice: 1.088,
      resultPips: 30,
      resultR: 2,
    });
  });

  it('loses when the stop loss is touched first', () => {
    const result = settle(buy, candles([1.0855, 1.0834, 1.084], [1.0885, 1.084, 1.088]), MIN15, after(2));
    expect(result).toMatchObject({ outcome: 'LOSS', exitPrice: 1.0835, resultPips: -15, resultR: -1 });
  });

  it('counts a candle that touches both as a loss, since the order inside it is unknown', () => {
    const result = settle(buy, candles([1.0851, 1.0849, 1.085], [1.0885, 1.083, 1.086]), MIN15, after(2));
    expect(result).toMatchObject({ outcome: 'LOSS', resultPips: -15, resultR: -1 });
  });

  it('mirrors the rules for a sell', () => {
    expect(settle(sell, candles([1.0851, 1.0819, 1.0822]), MIN15, after(1))).toMatchObject({
      outcome: 'WIN',
      exitPrice: 1.082,
      resultPips: 30,
    });
    expect(settle(sell, candles([1.0866, 1.0849, 1.086]), MIN15, after(1))).toMatchObject({
      outcome: 'LOSS',
      exitPrice: 1.0865,
      resultPips: -15,
    });
  });

  it('stays open while neither level is touched and the signal has not expired', () => {
    expect(settle(buy, candles([1.0856, 1.0846, 1.0851], [1.0859, 1.0848, 1.0855]), MIN15, after(1))).toBeNull();
    expect(settle(buy, [], MIN15, after(1))).toBeNull();
  });

  it('expires at the last price before expiry, with the pips made or lost so far', () => {
    const bars = Array.from({ length: 98 }, (_, index): [number, number, number] =>
      index < 97 ? [1.0858, 1.0842, 1.0857] : [1.09, 1.08, 1.09],
    );
    const result = settle(buy, candles(...bars), MIN15, after(30));
    expect(result).toEqual({ outcome: 'EXPIRED', closedAt: expires, exitPrice: 1.0857, resultPips: 7, resultR: 0.47 });
  });

  it('ignores candles from before the signal was created', () => {
    const earlier: Candle = {
      time: new Date(created.getTime() - 2 * MIN15),
      open: 1.08,
      high: 1.09,
      low: 1.08,
      close: 1.085,
    };
    expect(settle(buy, [earlier, ...candles([1.0856, 1.0846, 1.0851])], MIN15, after(1))).toBeNull();
  });
});
