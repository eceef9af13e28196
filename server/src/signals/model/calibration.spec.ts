import type { TradeRecord } from '../backtest/figures.js';
import { calibrate, calibrationCheck, rankCorrelation } from './calibration.js';

/** A trade of a band with a net result, and the other side's. */
const trade = (band: number, resultR: number, oppositeR = -resultR - 0.1, at = 0): TradeRecord => ({
  symbol: 'EURUSD',
  category: 'Major',
  at,
  closedAt: at + 1,
  side: 1,
  outcome: resultR > 0 ? 'WIN' : 'LOSS',
  resultR,
  resultRGross: resultR + 0.05,
  opposite: { outcome: 'LOSS', resultR: oppositeR, resultRGross: oppositeR + 0.05 },
  predictedR: band / 10,
  band,
});

describe('calibration', () => {
  it('measures each band’s share in profit after costs beside a coin at the same entries', () => {
    const trades = [
      ...Array.from({ length: 100 }, (_, index) => trade(0, index % 4 === 0 ? 2 : -1)),
      ...Array.from({ length: 100 }, (_, index) => trade(2, index % 2 === 0 ? 2 : -1)),
    ];
    const calibration = calibrate(trades, 200);
    const [lower, middle, upper] = calibration.bands;
    expect(lower).toMatchObject({ name: 'lower third', trades: 100, profitRate: 0.25, averageR: -0.25 });
    expect(middle).toMatchObject({ trades: 0, profitRate: null, beatsChance: false });
    expect(upper).toMatchObject({ name: 'upper third', trades: 100, profitRate: 0.5, averageR: 0.5 });
    // The coin at the upper band's entries: half its own trades, half their other sides.
    expect(upper.chance.profitRate!).toBeCloseTo(0.5 * 0.5 + 0.5 * 0.5, 1);
    expect(upper.beatsChance).toBe(true);
    expect(lower.beatsChance).toBe(false);
    expect(calibration.ordersSignals).toBe(true);
    expect(calibration.rankCorrelation!).toBeGreaterThan(0);
  });

  it('says so when the prediction does not order signals', () => {
    const trades = Array.from({ length: 300 }, (_, index) => trade(index % 3, index % 5 === 0 ? 2 : -1));
    expect(calibrate(trades, 50).ordersSignals).toBe(false);
  });

  it('ranks with ties averaged, and has nothing to say below three pairs', () => {
    expect(rankCorrelation([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 9);
    expect(rankCorrelation([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 9);
    expect(rankCorrelation([1, 1, 2], [1, 2, 3])).toBeCloseTo(0.866, 3);
    expect(rankCorrelation([1, 2], [1, 2])).toBeNull();
  });

  it('checks each year against the probability the years before gave its band', () => {
    const year = (profitEvery: number) =>
      Array.from({ length: 40 }, (_, index) => trade(1, index % profitEvery === 0 ? 2 : -1));
    const rows = calibrationCheck([year(2), year(4), year(4)]);
    const middle = rows.find((row) => row.band === 'middle third')!;
    // Year 2 was promised 50% (year 1), year 3 was promised 37.5% (years 1–2); both gave 25%.
    expect(middle.trades).toBe(80);
    expect(middle.predicted).toBeCloseTo((0.5 + 0.375) / 2, 4);
    expect(middle.observed).toBe(0.25);
    expect(rows.find((row) => row.band === 'upper third')!.trades).toBe(0);
  });
});
