import { figuresOf, type TradeRecord } from './backtest/figures.js';
import { walkForward } from './backtest.js';
import type { PriceSeries } from './model/price-series.js';
import { fitModel, prepareSymbol } from './model/fit.js';
import { MODEL_DEFAULTS, spreadEstimate, type SignalModel } from './model/signal-model.js';
import { tradeOutcome } from './model/trade-outcome.js';

const HOUR = 3_600_000;

/** Hourly candles from `start`, a seeded random walk with a drift per hour and a spread column. */
function walk(symbol: string, start: number, hours: number, drift: number, seed: number): PriceSeries {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const make = () => new Float64Array(hours);
  const series: PriceSeries = {
    symbol,
    time: make(),
    open: make(),
    high: make(),
    low: make(),
    close: make(),
    spread: make(),
  };
  let price = 1.2;
  for (let index = 0; index < hours; index += 1) {
    const next = price * (1 + drift + (random() - 0.5) * 0.003);
    series.time[index] = start + index * HOUR;
    series.open[index] = price;
    series.high[index] = Math.max(price, next) * (1 + random() * 0.0008);
    series.low[index] = Math.min(price, next) * (1 - random() * 0.0008);
    series.close[index] = next;
    series.spread[index] = 0.00005;
    price = next;
  }
  return series;
}

/** Candles given as [high, low, close] an hour apart; the first is the entry candle. */
function candles(rows: [number, number, number][]): PriceSeries {
  const column = (pick: (row: [number, number, number]) => number) => Float64Array.from(rows.map(pick));
  return {
    symbol: 'EURUSD',
    time: Float64Array.from(rows.map((_, index) => index * HOUR)),
    open: column((row) => row[2]),
    high: column((row) => row[0]),
    low: column((row) => row[1]),
    close: column((row) => row[2]),
    spread: column(() => 0),
  };
}

describe('trade outcomes', () => {
  const rules = { stopAtr: 3, targetR: 2, expiryHours: 3 };

  it('wins at the target, net of the cost charged on entry', () => {
    const series = candles([
      [1.1, 1.1, 1.1],
      [1.105, 1.0995, 1.104],
      [1.1205, 1.103, 1.12],
    ]);
    expect(tradeOutcome(series, 0, 1, 0.01, rules, 0.001)).toEqual({ outcome: 'WIN', resultR: 2 - 0.1, exitIndex: 2 });
  });

  it('counts a candle that reaches both levels as a loss', () => {
    const series = candles([
      [1.1, 1.1, 1.1],
      [1.125, 1.085, 1.1],
    ]);
    expect(tradeOutcome(series, 0, -1, 0.01, rules, 0)).toMatchObject({ outcome: 'LOSS', resultR: -1 });
  });

  it('closes at the last close before expiry when neither level is reached', () => {
    const series = candles([
      [1.1, 1.1, 1.1],
      [1.102, 1.098, 1.101],
      [1.103, 1.099, 1.102],
      [1.104, 1.1, 1.103],
      [1.2, 1.0, 1.15],
    ]);
    const outcome = tradeOutcome(series, 0, 1, 0.01, rules, 0)!;
    expect(outcome.outcome).toBe('EXPIRED');
    expect(outcome.resultR).toBeCloseTo(0.3, 9);
    expect(outcome.exitIndex).toBe(3);
  });
});

describe('figures', () => {
  it('counts win rate, average R, profit factor and the deepest fall in time order', () => {
    const trade = (at: number, resultR: number): TradeRecord => ({
      symbol: 'EURUSD',
      category: 'Major',
      at,
      closedAt: at + 1,
      side: 1,
      outcome: resultR >= 2 ? 'WIN' : resultR < 0 ? 'LOSS' : 'EXPIRED',
      resultR,
    });
    expect(figuresOf([trade(3, -1), trade(1, 2), trade(2, -1), trade(4, 0.5)])).toEqual({
      trades: 4,
      winRate: 0.25,
      averageR: 0.125,
      profitFactor: 1.25,
      maxDrawdownR: 2,
    });
    expect(figuresOf([])).toEqual({ trades: 0, winRate: null, averageR: null, profitFactor: null, maxDrawdownR: 0 });
  });
});

/** The series from `start` on, as if the data began there. */
function sliceFrom(series: PriceSeries, start: number): PriceSeries {
  const first = series.time.findIndex((time) => time >= start);
  const cut = (values: Float64Array) => values.slice(first);
  return {
    symbol: series.symbol,
    time: cut(series.time),
    open: cut(series.open),
    high: cut(series.high),
    low: cut(series.low),
    close: cut(series.close),
    spread: cut(series.spread),
  };
}

/** A model fitted on every trade of `series` closed before `before`, as the versioned file is. */
function fitBefore(series: PriceSeries[], before: number): SignalModel {
  const prepared = series.map((entry) =>
    prepareSymbol(entry, {
      exits: MODEL_DEFAULTS.exits,
      spreadEstimate: spreadEstimate(MODEL_DEFAULTS, entry.symbol),
      commissionBps: 0,
    }),
  );
  return fitModel(prepared, { from: -Infinity, before });
}

describe('walk-forward back-test', () => {
  const start = Date.UTC(2019, 0, 1);
  const hours = 14_000;
  const series = [walk('EURUSD', start, hours, 0.00004, 3), walk('EURCHF', start, hours, -0.00002, 5)];
  const result = walkForward({
    series,
    from: new Date(Date.UTC(2020, 0, 1)),
    to: new Date(Date.UTC(2020, 4, 1)),
    seeds: 40,
  });

  it('fits each fold on what closed before it and measures only inside the period', () => {
    expect(result.folds).toHaveLength(1);
    expect(new Date(result.folds[0].trainedTo).getTime()).toBeLessThan(Date.UTC(2020, 0, 1));
    expect(result.engine.trades).toBeGreaterThan(0);
    for (const trade of result.trades) {
      expect(trade.at).toBeGreaterThanOrEqual(Date.UTC(2020, 0, 1));
      expect(trade.at).toBeLessThan(Date.UTC(2020, 4, 1));
    }
  });

  it('holds one signal per symbol at a time', () => {
    for (const symbol of ['EURUSD', 'EURCHF']) {
      const own = result.trades.filter((trade) => trade.symbol === symbol);
      own.forEach((trade, index) => {
        if (index > 0) expect(trade.at).toBeGreaterThan(own[index - 1].closedAt - 1);
      });
    }
  });

  it('runs every baseline with the same rules, by category and year too', () => {
    const { baselines } = result;
    expect(baselines.alwaysLong.trades).toBeGreaterThan(result.engine.trades);
    // The first series rises: buying it does better than selling it.
    const major = result.baselinesByCategory.Major;
    expect(major.alwaysLong.averageR!).toBeGreaterThan(major.alwaysShort.averageR!);
    expect(baselines.randomMedian.averageR!).toBeLessThanOrEqual(baselines.random95.averageR!);
    expect(Object.keys(result.byCategory).sort()).toEqual(['Major', 'Minor']);
    expect(Object.keys(result.byYear)).toEqual(['2020']);
    expect(result.calibration.map((row) => row.bucket)).toEqual(['55–59', '60–79', '80–84', '85–90']);
    expect(result.calibration.reduce((sum, row) => sum + row.trades, 0)).toBe(result.engine.trades);
  });

  it('measures data with no history before the period with the versioned model, fitted before it', () => {
    const versionedModel = fitBefore(series, Date.UTC(2020, 0, 1));
    // Only the measured period: nothing in the data precedes it to fit on.
    const recent = series.map((entry) => sliceFrom(entry, Date.UTC(2019, 11, 1)));
    const measured = walkForward({
      series: recent,
      from: new Date(Date.UTC(2020, 0, 1)),
      to: new Date(Date.UTC(2020, 4, 1)),
      seeds: 1,
      versionedModel,
    });
    expect(measured.folds.map((fold) => fold.model)).toEqual(['versioned model file']);
    expect(measured.folds[0].trainedTo).toBe(versionedModel.trainedOn.to);
    expect(measured.engine.trades).toBeGreaterThan(0);
  });

  it('refuses a versioned model fitted on the period it would measure', () => {
    const lateModel = fitBefore(series, Date.UTC(2020, 4, 1));
    const recent = series.map((entry) => sliceFrom(entry, Date.UTC(2020, 0, 1)));
    expect(() =>
      walkForward({
        series: recent,
        from: new Date(Date.UTC(2020, 0, 1)),
        to: new Date(Date.UTC(2020, 4, 1)),
        seeds: 1,
        versionedModel: lateModel,
      }),
    ).toThrow('the fold has nothing to be measured with');
  });

  it('decides on the learned spread profile when asked to decide as the live engine does', () => {
    const live = walkForward({
      series,
      from: new Date(Date.UTC(2020, 0, 1)),
      to: new Date(Date.UTC(2020, 4, 1)),
      seeds: 1,
      spreads: 'profile',
    });
    // Every candle here has the same spread, so the profile is that spread and nothing changes.
    expect(live.trades.map((trade) => [trade.symbol, trade.at, trade.side])).toEqual(
      result.trades.map((trade) => [trade.symbol, trade.at, trade.side]),
    );
  });

  it('charges a commission on top of the spread', () => {
    const costly = walkForward({
      series,
      from: new Date(Date.UTC(2020, 0, 1)),
      to: new Date(Date.UTC(2020, 4, 1)),
      seeds: 1,
      commissionBps: 1,
    });
    expect(costly.baselines.alwaysLong.averageR!).toBeLessThan(result.baselines.alwaysLong.averageR!);
  });
});
