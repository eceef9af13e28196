import {
  equityCurve,
  figuresBy,
  figuresOf,
  longestLosingStreak,
  maxDrawdownR,
  monthOf,
  profitFactor,
  type ClosedTrade,
} from './track-record.js';

/** A series from results in R, one trade a day from 1 Nov 2026; WIN above 0, LOSS at −1, EXPIRED otherwise. */
function series(results: number[], symbol = 'EURUSD'): ClosedTrade[] {
  return results.map((resultR, index) => ({
    id: index + 1,
    symbol,
    category: 'Major',
    outcome: resultR === -1 ? 'LOSS' : resultR >= 1 ? 'WIN' : 'EXPIRED',
    resultR,
    resultRGross: resultR + 0.05,
    closedAt: new Date(Date.UTC(2026, 10, 1 + index, 12)),
  }));
}

describe('track record maths', () => {
  describe('maximum drawdown', () => {
    it('is zero for a curve that only rises', () => {
      expect(maxDrawdownR(series([2, 1.5, 2]))).toBe(0);
    });

    it('measures from the start when the first trades lose', () => {
      expect(maxDrawdownR(series([-1, -1, 2]))).toBe(2);
    });

    it('takes the deepest fall from a running high, not the lowest point', () => {
      // Curve: 2, 4, 3, 2, 1, 3.5, 2.5 → peak 4 then trough 1: drawdown 3.
      expect(maxDrawdownR(series([2, 2, -1, -1, -1, 2.5, -1]))).toBe(3);
    });

    it('reads the trades in the order they closed, whatever order they come in', () => {
      const trades = series([2, -1, -1]).reverse();
      expect(maxDrawdownR(trades)).toBe(2);
      expect(equityCurve(trades).map((point) => point.equityR)).toEqual([2, 1, 0]);
    });
  });

  describe('profit factor', () => {
    it('is gross won over gross lost', () => {
      expect(profitFactor(series([2, 2, -1, -1, -1, 0.5, -0.5]))).toBe(1.29); // 4.5 / 3.5
    });

    it('is null when nothing was lost', () => {
      expect(profitFactor(series([2, 0.3]))).toBeNull();
    });

    it('is zero when nothing was won', () => {
      expect(profitFactor(series([-1, -1]))).toBe(0);
    });
  });

  describe('losing streaks', () => {
    it('counts the longest run of trades below zero, expired losers included', () => {
      expect(longestLosingStreak(series([-1, 2, -1, -0.4, -1, 2, -1]))).toBe(3);
    });

    it('is zero without a loss', () => {
      expect(longestLosingStreak(series([2, 0, 1.5]))).toBe(0);
    });
  });

  describe('headline figures', () => {
    it('reports every figure of a hand-made series', () => {
      expect(figuresOf(series([2, -1, -1, 2, 0.5, -1, 2]))).toEqual({
        trades: 7,
        wins: 3,
        losses: 3,
        expired: 1,
        winRate: 0.4286,
        averageR: 0.5,
        averageRGross: 0.55,
        totalR: 3.5,
        profitFactor: 2.17, // 6.5 / 3
        averageWinR: 1.63, // (2 + 2 + 0.5 + 2) / 4
        averageLossR: -1,
        expectancyR: 0.5, // 4/7 × 1.625 − 3/7 × 1
        maxDrawdownR: 2,
        longestLosingStreak: 2,
      });
    });

    it('has no gross average where a trade’s gross result was not recorded', () => {
      const [first, ...rest] = series([2, -1]);
      expect(figuresOf([{ ...first, resultRGross: null }, ...rest]).averageRGross).toBeNull();
    });

    it('has nulls rather than zeros for ratios of an empty series', () => {
      expect(figuresOf([])).toMatchObject({
        trades: 0,
        winRate: null,
        averageR: null,
        profitFactor: null,
        expectancyR: null,
        maxDrawdownR: 0,
        longestLosingStreak: 0,
      });
    });
  });

  it('groups by a key in the given order, leaving out empty groups', () => {
    const trades = [...series([2, -1], 'GBPUSD'), ...series([-1], 'EURUSD')];
    const grouped = figuresBy(trades, (trade) => trade.symbol);
    expect(grouped.map((group) => [group.key, group.figures.trades, group.figures.totalR])).toEqual([
      ['EURUSD', 1, -1],
      ['GBPUSD', 2, 1],
    ]);
    expect(figuresBy(trades, (trade) => trade.symbol, ['USDJPY', 'GBPUSD', 'EURUSD']).map((g) => g.key)).toEqual([
      'GBPUSD',
      'EURUSD',
    ]);
  });

  it('files a trade under the UTC month it closed in', () => {
    expect(monthOf({ closedAt: new Date('2026-11-30T23:30:00-05:00') })).toBe('2026-12');
  });
});
