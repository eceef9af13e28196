import type { Candle } from '../market-data/candles.js';
import { settle, type SettleInput, type TrackedSignal } from './tracker.js';

const MIN15 = 15 * 60_000;
// Published seven minutes into a quarter hour: the first price a reader can act on is 10:15's open.
const created = new Date('2026-11-20T10:07:00.000Z');
const expires = new Date('2026-11-21T10:07:00.000Z');
const firstQuarter = Math.floor(created.getTime() / MIN15) * MIN15;

const buy: TrackedSignal = {
  symbol: 'EURUSD',
  signalType: 'BUY',
  entryPrice: 1.085,
  stopLoss: 1.0835,
  takeProfit: 1.088,
  createdAt: created,
  expiresAt: expires,
};
const sell: TrackedSignal = { ...buy, signalType: 'SELL', stopLoss: 1.0865, takeProfit: 1.082 };

/** 15-minute candles from the signal's quarter hour on (the one it was published in first), as [open, high, low, close]. */
function candles(...bars: [open: number, high: number, low: number, close: number][]): Candle[] {
  return bars.map(([open, high, low, close], index) => ({
    time: new Date(firstQuarter + index * MIN15),
    open,
    high,
    low,
    close,
  }));
}

const after = (hours: number) => new Date(created.getTime() + hours * 3600_000);
const input = (bars: Candle[], now: Date, extra: Partial<SettleInput> = {}): SettleInput => ({
  candles: bars,
  timeframeMs: MIN15,
  now,
  cost: 0.0001,
  financingRate: 0,
  ...extra,
});

describe('live record settlement', () => {
  it("charges financing for each night held, as the back-test's verdict does: Friday's rollover is one night", () => {
    // Flat from 10:00 Friday to past Friday's rollover (17:00 New York, 22:00 UTC), expiring Saturday.
    const flat = candles(
      ...Array.from({ length: 52 }, () => [1.0853, 1.0854, 1.0852, 1.0853] as [number, number, number, number]),
    );
    const withoutFinancing = settle(buy, input(flat, expires));
    const withFinancing = settle(buy, input(flat, expires, { financingRate: 0.03 }));
    // Flat: 0 R before costs; 1 pip of cost on the 15-pip risk is 0.0667 R.
    expect(withoutFinancing).toMatchObject({ outcome: 'EXPIRED', resultRGross: 0, resultR: -0.07 });
    // One night at 3 % a year of a notional of 1.0853 / 0.0015 R: 0.0595 R more.
    expect(withFinancing).toMatchObject({ outcome: 'EXPIRED', resultRGross: 0, resultR: -0.13 });
    // Closed within the day, before any rollover: nothing more to pay.
    const sameDay = candles([1.085, 1.0856, 1.0834, 1.0852], [1.0853, 1.0881, 1.0849, 1.0878]);
    expect(settle(buy, input(sameDay, after(2), { financingRate: 0.03 }))).toMatchObject({ resultR: 1.73 });
  });

  it('fills at the first price after publication, not the close the signal was computed on, net of cost', () => {
    const bars = candles(
      // 10:00–10:15: opened before publication, so nothing in it counts (its low touches the stop).
      [1.085, 1.0856, 1.0834, 1.0852],
      [1.0853, 1.0881, 1.0849, 1.0878],
    );
    const result = settle(buy, input(bars, after(2)));
    expect(result).toEqual({
      outcome: 'WIN',
      closedAt: new Date(firstQuarter + 2 * MIN15),
      fillPrice: 1.0853,
      filledAt: new Date(firstQuarter + MIN15),
      exitPrice: 1.088,
      resultPips: 27,
      // 27 pips over the published 15-pip risk, less 1 pip of cost.
      resultRGross: 1.8,
      resultR: 1.73,
    });
  });

  it('loses when the stop is touched first, and counts a candle touching both as a loss', () => {
    const first = settle(buy, input(candles([1.085, 1.085, 1.085, 1.085], [1.085, 1.0855, 1.0834, 1.084]), after(2)));
    expect(first).toMatchObject({ outcome: 'LOSS', exitPrice: 1.0835, resultRGross: -1, resultR: -1.07 });
    const both = settle(buy, input(candles([1.085, 1.085, 1.085, 1.085], [1.085, 1.0885, 1.083, 1.086]), after(2)));
    expect(both).toMatchObject({ outcome: 'LOSS', resultRGross: -1 });
  });

  it('mirrors the rules for a sell, whose cost is paid on exit', () => {
    const win = settle(sell, input(candles([1.085, 1.085, 1.085, 1.085], [1.085, 1.0851, 1.0819, 1.0822]), after(1)));
    expect(win).toMatchObject({ outcome: 'WIN', exitPrice: 1.082, resultPips: 30, resultRGross: 2, resultR: 1.93 });
  });

  it('settles the other side at the same fill with mirrored levels: chance’s trade', () => {
    const bars = candles([1.085, 1.085, 1.085, 1.085], [1.085, 1.0881, 1.0849, 1.0878]);
    const opposite = settle(buy, input(bars, after(2), { opposite: true }));
    // Selling at 1.085 with the stop mirrored to 1.0865: the rise to 1.0881 stops it out.
    expect(opposite).toMatchObject({ outcome: 'LOSS', exitPrice: 1.0865, resultRGross: -1 });
  });

  it('settles a delayed reader from the first price after their plan shows the signal', () => {
    const bars = candles(
      [1.085, 1.085, 1.085, 1.085],
      // 10:15: the reader at publication fills here and the target is reached …
      [1.085, 1.0881, 1.0849, 1.0878],
      // … the reader 15 minutes later (10:22) fills at 10:30, after the move.
      [1.0878, 1.0879, 1.0834, 1.0836],
    );
    expect(settle(buy, input(bars, after(2)))).toMatchObject({ outcome: 'WIN', fillPrice: 1.085 });
    expect(settle(buy, input(bars, after(2), { delayMinutes: 15 }))).toMatchObject({
      outcome: 'LOSS',
      fillPrice: 1.0878,
      filledAt: new Date(firstQuarter + 2 * MIN15),
      exitPrice: 1.0835,
      resultRGross: -2.87,
    });
  });

  it('closes at the open when a candle opens beyond the stop', () => {
    const result = settle(
      buy,
      input(
        candles([1.085, 1.085, 1.085, 1.085], [1.085, 1.0852, 1.0848, 1.085], [1.083, 1.0832, 1.0825, 1.083]),
        after(2),
      ),
    );
    expect(result).toMatchObject({ outcome: 'LOSS', exitPrice: 1.083, resultRGross: -1.33 });
  });

  it('stays open while neither level is touched and the signal has not expired', () => {
    const bars = candles([1.085, 1.0856, 1.0846, 1.0851], [1.0851, 1.0859, 1.0848, 1.0855]);
    expect(settle(buy, input(bars, after(1)))).toBeNull();
    expect(settle(buy, input([], after(1)))).toBeNull();
  });

  it('expires at the last price before expiry, with the pips made or lost from the fill', () => {
    const bars = candles(
      ...Array.from({ length: 98 }, (_, index): [number, number, number, number] =>
        index < 97 ? [1.0851, 1.0858, 1.0842, 1.0857] : [1.09, 1.09, 1.08, 1.09],
      ),
    );
    const result = settle(buy, input(bars, after(30)));
    expect(result).toMatchObject({ outcome: 'EXPIRED', closedAt: expires, fillPrice: 1.0851, exitPrice: 1.0857 });
    expect(result!.resultPips).toBe(6);
    expect(result!.resultRGross).toBe(0.4);
    expect(result!.resultR).toBe(0.33);
  });
});
