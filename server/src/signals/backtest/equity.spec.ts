import { equityCurve } from './equity.js';

const at = (month: number, day = 1) => Date.UTC(2016, month, day);
const trade = (time: number, resultR: number, opposite: number) => ({
  at: time,
  resultR,
  opposite: { resultR: opposite },
});

describe('the equity curve', () => {
  it("adds the engine's net R month by month in decision order, and counts the trades so far", () => {
    const points = equityCurve([trade(at(1, 3), -1, 0.5), trade(at(0, 9), 2, -1.2), trade(at(0, 2), 0.5, -0.7)], 50);
    expect(points.map(({ month, trades, engineR }) => ({ month, trades, engineR }))).toEqual([
      { month: '2016-01', trades: 2, engineR: 2.5 },
      { month: '2016-02', trades: 3, engineR: 1.5 },
    ]);
  });

  it('bands the coin between the sums it can reach at the same entries, low never above high', () => {
    const trades = Array.from({ length: 40 }, (_, index) => trade(at(index % 4, 1 + Math.floor(index / 4)), 1, -1));
    const points = equityCurve(trades, 200);
    for (const point of points) {
      expect(point.coinLow).toBeLessThanOrEqual(point.coinHigh);
      expect(point.coinLow).toBeGreaterThanOrEqual(-point.trades);
      expect(point.coinHigh).toBeLessThanOrEqual(point.trades);
    }
    // Ten fair ±1 draws a month: the band widens as trades add up, and the always-right engine leaves it.
    expect(points[3].coinHigh - points[3].coinLow).toBeGreaterThan(points[0].coinHigh - points[0].coinLow);
    expect(points[3].engineR).toBe(40);
    expect(points[3].coinHigh).toBeLessThan(40);
  });

  it('is the same curve on every run, and empty without trades', () => {
    const trades = Array.from({ length: 30 }, (_, index) =>
      trade(at(index % 3, 1 + Math.floor(index / 3)), 0.3 * index - 2, -1),
    );
    expect(equityCurve(trades, 100)).toEqual(equityCurve(trades, 100));
    expect(equityCurve([], 100)).toEqual([]);
  });
});
