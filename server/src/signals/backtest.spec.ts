import { randomSameEntries } from './backtest/chance.js';
import { figuresOf, type TradeRecord } from './backtest/figures.js';
import { monthlyInterval } from './backtest/interval.js';
import { buildReport } from './backtest/report.js';
import { walkForward } from './backtest.js';
import { evaluate } from './research/evaluation.js';
import { costModelFrom } from './costs/cost-model.js';
import type { PriceSeries } from './model/price-series.js';
import { fitModel, prepareSymbol } from './model/fit.js';
import { HOURLY_ENGINE, type SignalModel } from './model/signal-model.js';
import type { ResearchQuestion } from './research/summary.js';
import { tradeOutcome } from './model/trade-outcome.js';

const HOUR = 3_600_000;
const COSTS = costModelFrom({ EURUSD: 0.0001, EURCHF: 0.0002 }, 'test floors');

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
    // Below the floor most of the time, as the misleading broker columns are.
    series.spread[index] = 0.00001;
    price = next;
  }
  return series;
}

/** Candles given as [open, high, low, close] an hour apart, with a spread per candle. */
function candles(rows: [number, number, number, number][], spreads: number[] = []): PriceSeries {
  const column = (pick: (row: [number, number, number, number]) => number) => Float64Array.from(rows.map(pick));
  return {
    symbol: 'EURUSD',
    time: Float64Array.from(rows.map((_, index) => index * HOUR)),
    open: column((row) => row[0]),
    high: column((row) => row[1]),
    low: column((row) => row[2]),
    close: column((row) => row[3]),
    spread: Float64Array.from(rows.map((_, index) => spreads[index] ?? Number.NaN)),
  };
}

describe('trade outcomes', () => {
  const rules = { stopAtr: 3, targetR: 2, expiryHours: 3 };
  const flatCost = () => 0.001;

  it('fills at the next open after the decision and wins at the published target, net of the cost', () => {
    const series = candles([
      [1.1, 1.1, 1.1, 1.1],
      [1.101, 1.105, 1.0995, 1.104],
      [1.104, 1.1205, 1.103, 1.12],
    ]);
    const outcome = tradeOutcome(series, 0, 1, 0.01, rules, flatCost)!;
    expect(outcome.outcome).toBe('WIN');
    // From the fill at 1.101 to the target at 1.12: 1.9 R gross, 0.1 R of cost.
    expect(outcome.resultRGross).toBeCloseTo(1.9, 9);
    expect(outcome.resultR).toBeCloseTo(1.8, 9);
    expect(outcome.exitIndex).toBe(2);
  });

  it('charges a buyer the cost at its entry candle and a seller at its exit candle', () => {
    const series = candles(
      [
        [1.1, 1.1, 1.1, 1.1],
        [1.1, 1.1, 1.1, 1.1],
        [1.1, 1.101, 1.099, 1.1],
        [1.1, 1.101, 1.099, 1.1],
      ],
      [0, 0.002, 0, 0.003],
    );
    const costAt = (index: number) => COSTS.roundTrip('EURUSD', series.spread[index])!;
    const bought = tradeOutcome(series, 0, 1, 0.01, rules, costAt)!;
    const sold = tradeOutcome(series, 0, -1, 0.01, rules, costAt)!;
    expect(bought.outcome).toBe('EXPIRED');
    expect(bought.resultR).toBeCloseTo(-0.2, 9);
    expect(sold.resultR).toBeCloseTo(-0.3, 9);
  });

  it('counts a candle that reaches both levels as a loss, and a gap through the stop at its open', () => {
    const both = candles([
      [1.1, 1.1, 1.1, 1.1],
      [1.1, 1.125, 1.085, 1.1],
    ]);
    const sold = tradeOutcome(both, 0, -1, 0.01, rules, () => 0)!;
    expect(sold.outcome).toBe('LOSS');
    expect(sold.resultR).toBeCloseTo(-1, 9);
    const gap = candles([
      [1.1, 1.1, 1.1, 1.1],
      [1.1, 1.1, 1.099, 1.099],
      [1.085, 1.086, 1.08, 1.081],
    ]);
    const outcome = tradeOutcome(gap, 0, 1, 0.01, rules, () => 0)!;
    expect(outcome.outcome).toBe('LOSS');
    expect(outcome.resultR).toBeCloseTo(-1.5, 9);
  });

  it('closes at the last close before expiry when neither level is reached', () => {
    const series = candles([
      [1.1, 1.1, 1.1, 1.1],
      [1.1, 1.102, 1.098, 1.101],
      [1.101, 1.103, 1.099, 1.102],
      [1.102, 1.104, 1.1, 1.103],
      [1.103, 1.2, 1.0, 1.15],
    ]);
    const outcome = tradeOutcome(series, 0, 1, 0.01, rules, () => 0)!;
    expect(outcome.outcome).toBe('EXPIRED');
    expect(outcome.resultR).toBeCloseTo(0.3, 9);
    expect(outcome.exitIndex).toBe(3);
  });
});

const record = (at: number, resultR: number, oppositeR = -resultR): TradeRecord => ({
  symbol: 'EURUSD',
  category: 'Major',
  at,
  closedAt: at + 1,
  side: 1,
  outcome: resultR >= 2 ? 'WIN' : resultR < 0 ? 'LOSS' : 'EXPIRED',
  resultR,
  resultRGross: resultR + 0.1,
  opposite: { outcome: 'EXPIRED', resultR: oppositeR, resultRGross: oppositeR + 0.1 },
});

describe('figures', () => {
  it('counts win rate, net and gross average R, profit factor and the deepest fall in time order', () => {
    expect(figuresOf([record(3, -1), record(1, 2), record(2, -1), record(4, 0.5)])).toEqual({
      trades: 4,
      winRate: 0.25,
      averageR: 0.125,
      averageRGross: 0.225,
      profitFactor: 1.25,
      maxDrawdownR: 2,
    });
    expect(figuresOf([])).toEqual({
      trades: 0,
      winRate: null,
      averageR: null,
      averageRGross: null,
      profitFactor: null,
      maxDrawdownR: 0,
    });
  });
});

describe('chance at the same entries', () => {
  it('averages to the mean of both sides, with its 95th percentile above that mean', () => {
    const trades = Array.from({ length: 400 }, (_, index) =>
      record(index, index % 3 === 0 ? 2 : -1, index % 2 ? -1 : 0.5),
    );
    const bothSides =
      trades.reduce((sum, trade) => sum + (trade.resultR + trade.opposite.resultR) / 2, 0) / trades.length;
    const chance = randomSameEntries(trades, 300);
    expect(chance.seeds).toBe(300);
    expect(chance.trades).toBe(400);
    expect(chance.averageR!).toBeCloseTo(bothSides, 1);
    expect(chance.p95!).toBeGreaterThan(chance.averageR!);
    expect(randomSameEntries(trades, 300)).toEqual(chance);
  });

  it('has nothing to say without trades', () => {
    expect(randomSameEntries([], 200)).toMatchObject({ averageR: null, p95: null, profitRate: null });
  });
});

describe('monthly interval', () => {
  const month = (index: number) => Date.UTC(2020, index, 15);

  it('stays above zero for a record that made money every month', () => {
    const trades = Array.from({ length: 24 }, (_, index) => record(month(index), 0.1 + (index % 3) * 0.05));
    const interval = monthlyInterval(trades);
    expect(interval.months).toBe(24);
    expect(interval.low!).toBeGreaterThan(0);
    expect(interval.probabilityAtMostZero).toBe(0);
  });

  it('straddles zero for a record that alternates gains and losses', () => {
    const trades = Array.from({ length: 24 }, (_, index) => record(month(index), index % 2 ? 1 : -1));
    const interval = monthlyInterval(trades);
    expect(interval.low!).toBeLessThan(0);
    expect(interval.high!).toBeGreaterThan(0);
    expect(interval.probabilityAtMostZero!).toBeGreaterThan(0.3);
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
  const prepared = series.map((entry) => prepareSymbol(entry, { exits: HOURLY_ENGINE.exits, costs: COSTS }));
  return fitModel(prepared, { from: -Infinity, before, settings: HOURLY_ENGINE });
}

/** A question of the research log as the report carries it: its final window is the test's period. */
const QUESTION: ResearchQuestion = {
  name: 'horizon',
  question: 'Does the skill survive at a longer horizon?',
  base: null,
  file: 'research/preregistration/horizon.json',
  sha256: 'a'.repeat(64),
  commit: 'b'.repeat(40),
  windows: {
    research: { from: '2019-01-01T00:00:00.000Z', to: '2020-01-01T00:00:00.000Z' },
    final: { from: '2020-01-01T00:00:00.000Z', to: '2020-05-01T00:00:00.000Z' },
  },
  rule: 'The highest net average at 1.5× the floors among those that clear the bar.',
  variants: [{ name: 'daily', why: 'Daily decisions.', research: null }],
  choice: { chosen: 'daily', clearedBar: false, reason: 'no variant cleared the bar' },
  finals: [],
  reading: {
    chosen: 'daily',
    look: 1,
    variantsTried: 12,
    deflatedSharpe: null,
    windowUsedByDesign: true,
    passesShipRule: false,
    verdict: 'No edge over chance shown after costs',
  },
};

describe('walk-forward back-test', () => {
  const start = Date.UTC(2019, 0, 1);
  const hours = 14_000;
  const series = [walk('EURUSD', start, hours, 0.00004, 3), walk('EURCHF', start, hours, -0.00002, 5)];
  const period = { from: new Date(Date.UTC(2020, 0, 1)), to: new Date(Date.UTC(2020, 4, 1)) };
  const result = walkForward({ series, ...period, costs: COSTS, seeds: 40, settings: HOURLY_ENGINE });

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

  it('charges at least the floor: net is below gross by the cost of every trade', () => {
    expect(result.engine.averageR!).toBeLessThan(result.engine.averageRGross!);
    for (const trade of result.trades) expect(trade.resultR).toBeLessThan(trade.resultRGross);
    const dearer = walkForward({
      series,
      ...period,
      costs: costModelFrom({ EURUSD: 0.001, EURCHF: 0.002 }, 'dear'),
      seeds: 1,
      settings: HOURLY_ENGINE,
    });
    expect(dearer.baselines.alwaysLong.averageR!).toBeLessThan(result.baselines.alwaysLong.averageR!);
  });

  it('measures chance at the engine’s own entries, the other side, and the naive strategies, by category and year', () => {
    const { baselines } = result;
    expect(baselines.randomSameEntries.trades).toBe(result.engine.trades);
    expect(baselines.randomSameEntries.seeds).toBe(40);
    expect(baselines.oppositeSide.trades).toBe(result.engine.trades);
    expect(baselines.randomEveryHour.median.averageR!).toBeLessThanOrEqual(baselines.randomEveryHour.p95.averageR!);
    expect(baselines.alwaysLong.trades).toBeGreaterThan(result.engine.trades);
    // The first series rises: buying it does better than selling it.
    const major = result.baselinesByCategory.Major;
    expect(major.alwaysLong.averageR!).toBeGreaterThan(major.alwaysShort.averageR!);
    expect(major.randomSameEntries.trades).toBe(result.byCategory.Major.trades);
    expect(Object.keys(result.byCategory).sort()).toEqual(['Major', 'Minor']);
    expect(Object.keys(result.byYear)).toEqual(['2020']);
    expect(result.baselinesByYear['2020'].randomSameEntries.p95).not.toBeNull();
    expect(result.interval.months).toBeGreaterThan(0);
    expect(result.interval.months).toBeLessThanOrEqual(4);
  });

  it('puts every signal in a calibration band measured on its own out-of-sample trades', () => {
    const { calibration } = result;
    expect(calibration.event).toBe('ended in profit after costs');
    expect(calibration.bands.map((band) => band.name)).toEqual(['lower third', 'middle third', 'upper third']);
    expect(calibration.bands.reduce((sum, band) => sum + band.trades, 0)).toBe(result.engine.trades);
    for (const band of calibration.bands.filter((entry) => entry.trades)) {
      expect(band.profitRate).toBeGreaterThanOrEqual(0);
      expect(band.chance.p95).not.toBeNull();
    }
  });

  it('reports what the command line promises in its JSON', () => {
    const report = JSON.parse(
      JSON.stringify(
        buildReport(result, {
          source: 'test',
          costSource: 'test floors',
          costFloors: COSTS.floors as Record<string, number>,
          exits: HOURLY_ENGINE.exits,
          horizon: HOURLY_ENGINE.horizon!,
          seeds: 40,
          financingRate: 0.03,
          charged: evaluate(result.trades, 40, 0.03).charged,
          research: [QUESTION],
          shipped: QUESTION,
        }),
      ),
    );
    expect(typeof report.engine.averageR).toBe('number');
    expect(typeof report.engine.averageRGross).toBe('number');
    expect(typeof report.engine.trades).toBe('number');
    expect(typeof report.baselines.randomSameEntries.averageR).toBe('number');
    expect(typeof report.baselines.randomSameEntries.p95).toBe('number');
    expect(typeof report.baselinesByYear['2020'].randomSameEntries.p95).toBe('number');
    expect(typeof report.baselinesByCategory.Minor.randomSameEntries.averageR).toBe('number');
    expect(report.interval).toHaveProperty('probabilityAtMostZero');
    expect(report.costFloors).toEqual({ EURUSD: 0.0001, EURCHF: 0.0002 });
    expect(report.design).toMatchObject({
      chosenOn: QUESTION.windows.research,
      confirmedOn: QUESTION.windows.final,
      variantsTried: 12,
      chosen: 'daily',
      preregistration: 'research/preregistration/horizon.json',
      look: 1,
    });
    // The final window on every basis, and the symbols not below zero net there.
    expect(report.design.confirmationCharged).toHaveLength(6);
    for (const [symbol, figures] of Object.entries(report.design.confirmationBySymbol) as [
      string,
      { netR: number },
    ][]) {
      expect(report.design.publishedSymbols.includes(symbol)).toBe(figures.netR >= 0);
    }
    expect(['No edge over chance shown after costs', 'Loses after costs']).toContain(report.design.verdict);
    expect(report.research).toEqual([JSON.parse(JSON.stringify(QUESTION))]);
    const net = (multiple: number, financing: boolean) =>
      report.charged.find(
        (figures: { costMultiple: number; financing: boolean }) =>
          figures.costMultiple === multiple && figures.financing === financing,
      ).netR;
    expect(net(1, false)).toBeCloseTo(report.engine.averageR, 3);
    expect(net(2, false)).toBeLessThan(net(1, false));
    expect(net(1, true)).toBeLessThanOrEqual(net(1, false));
  });

  it('measures data with no history before the period with the versioned model, fitted before it', () => {
    const versionedModel = fitBefore(series, Date.UTC(2020, 0, 1));
    const recent = series.map((entry) => sliceFrom(entry, Date.UTC(2019, 11, 1)));
    const measured = walkForward({
      series: recent,
      ...period,
      costs: COSTS,
      seeds: 1,
      settings: HOURLY_ENGINE,
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
        ...period,
        costs: COSTS,
        seeds: 1,
        settings: HOURLY_ENGINE,
        versionedModel: lateModel,
      }),
    ).toThrow('the fold has nothing to be measured with');
  });

  it('refuses a symbol without a cost floor', () => {
    const unpriced = { ...series[0], symbol: 'GBPUSD' };
    expect(() => walkForward({ series: [unpriced], ...period, costs: COSTS, seeds: 1 })).toThrow(
      'GBPUSD has no cost floor in test floors',
    );
  });
});
