import { categoryOf } from '#domain/instruments';
import { randomSameEntries, type SameEntryChance } from './backtest/chance.js';
import {
  figuresBy,
  figuresOf,
  oppositeOf,
  percentileFigures,
  type Figures,
  type TradeRecord,
} from './backtest/figures.js';
import { monthlyInterval, type AverageInterval } from './backtest/interval.js';
import { mulberry32 } from './backtest/random.js';
import type { CostModel } from './costs/cost-model.js';
import { calibrate, calibrationCheck, type Calibration, type CalibrationCheckRow } from './model/calibration.js';
import { decide, MODEL_DEFAULTS, type ModelSettings, type SignalModel } from './model/signal-model.js';
import { decisionTime, fitModel, prepareSymbol, type PreparedSymbol } from './model/fit.js';
import { HOURLY } from './model/horizon.js';
import type { FeatureFunction } from './model/lookahead.js';
import type { PriceSeries } from './model/price-series.js';

export interface WalkForwardOptions {
  series: PriceSeries[];
  /** The measured period: the first fold starts here … */
  from: Date;
  /** … and the last ends here. Each fold is a calendar year (shorter at the ends). */
  to: Date;
  /** Every result is charged max(the candle's spread, the symbol's floor) per round trip. */
  costs: CostModel;
  /** Coin flips behind each random baseline (≥ 200 for the published figures). */
  seeds?: number;
  settings?: Partial<ModelSettings>;
  /** The feature computation; the engine's own unless a test swaps it. */
  features?: FeatureFunction;
  /**
   * The versioned model file. A fold whose data holds less history than this model was fitted on
   * (data that starts at the measured period, say) is measured with it, provided it was fitted on
   * trades that closed before the fold began.
   */
  versionedModel?: SignalModel;
  /** 'yearly' (the default): each fold refits. 'never': every fold keeps the first fold's model. */
  refit?: 'yearly' | 'never';
}

/** Chance and naive strategies, all with the engine's exits and costs. */
export interface BaselineSet {
  /** A coin chooses the side at the engine's own entries: the fair chance. */
  randomSameEntries: SameEntryChance;
  /** The other side of every engine signal. */
  oppositeSide: Figures;
  /** A coin at every hour it holds no trade, over the seeds: median and 95th percentile of each figure. */
  randomEveryHour: { median: Figures; p95: Figures };
  alwaysLong: Figures;
  alwaysShort: Figures;
  emaTrend: Figures;
}

export interface WalkForwardResult {
  period: { from: string; to: string };
  folds: { from: string; to: string; trainedTo: string; threshold: number; model: FoldModelSource }[];
  engine: Figures;
  /** How sure the engine's net average is (calendar months resampled). */
  interval: AverageInterval;
  baselines: BaselineSet;
  byCategory: Record<string, Figures>;
  byYear: Record<string, Figures>;
  bySymbol: Record<string, Figures>;
  baselinesByCategory: Record<string, BaselineSet>;
  baselinesByYear: Record<string, BaselineSet>;
  /** The bands of predicted result, measured on every signal of the run. */
  calibration: Calibration;
  /** Each year's signals against the bands measured on the years before it. */
  calibrationCheck: CalibrationCheckRow[];
  /** Engine signals per symbol and week of the measured period. */
  signalsPerSymbolWeek: number;
  trades: TradeRecord[];
}

const WEEK = 7 * 86_400_000;

/**
 * The walk-forward back-test. For each fold (a calendar year of the period) the model is fitted
 * on every trade that had closed before the fold began, then the engine's own decision rule
 * (decide(), as the live run uses it) is replayed hour by hour over the fold: one open signal per
 * symbol, each filled at the next price and closed by the tracker's rules, charged the realistic
 * round-trip cost. Chance is measured in the same pass: a coin at the engine's own entries (the
 * fair baseline), the other side of each signal, and the naive strategies at every free hour.
 */
export function walkForward(options: WalkForwardOptions): WalkForwardResult {
  const settings = { ...MODEL_DEFAULTS, ...options.settings };
  const seeds = options.seeds ?? 200;
  const prepared = options.series.map((series) =>
    prepareSymbol(series, {
      exits: settings.exits,
      costs: options.costs,
      horizon: settings.horizon,
      features: options.features,
    }),
  );
  const from = options.from.getTime();
  const to = options.to.getTime();
  const folds = yearFolds(from, to);

  const tradesByFold: TradeRecord[][] = [];
  const foldReport: WalkForwardResult['folds'] = [];
  const firstModel = foldModel(prepared, from, settings, options.versionedModel);
  for (const fold of folds) {
    const { model, source } =
      options.refit === 'never' ? firstModel : foldModel(prepared, fold.from, settings, options.versionedModel);
    foldReport.push({
      from: iso(fold.from),
      to: iso(fold.to),
      trainedTo: model.trainedOn.to,
      threshold: model.threshold,
      model: source,
    });
    tradesByFold.push(
      prepared.flatMap((symbol) =>
        replay(symbol, fold.from, fold.to, (index) => {
          const decision = decide(model, symbol.table, index);
          return decision && { side: decision.side, predictedR: decision.predictedR, band: decision.band };
        }),
      ),
    );
  }
  const engineTrades = tradesByFold.flat();

  const naive = naiveRuns(prepared, from, to, seeds);
  const categories = [...new Set(prepared.map((symbol) => categoryOf(symbol.symbol)))].sort();
  const years = folds.map((fold) => String(new Date(fold.from).getUTCFullYear()));
  const yearOf = (trade: TradeRecord) => String(new Date(trade.at).getUTCFullYear());
  const baselinesWhere = (keep: (trade: TradeRecord) => boolean) =>
    baselineSet(engineTrades.filter(keep), naive, keep, seeds);

  return {
    period: { from: iso(from), to: iso(to) },
    folds: foldReport,
    engine: figuresOf(engineTrades),
    interval: monthlyInterval(engineTrades),
    baselines: baselinesWhere(() => true),
    byCategory: figuresBy(engineTrades, (trade) => trade.category),
    byYear: figuresBy(engineTrades, yearOf),
    bySymbol: figuresBy(engineTrades, (trade) => trade.symbol),
    baselinesByCategory: Object.fromEntries(
      categories.map((category) => [category, baselinesWhere((trade) => trade.category === category)]),
    ),
    baselinesByYear: Object.fromEntries(years.map((year) => [year, baselinesWhere((trade) => yearOf(trade) === year)])),
    calibration: calibrate(engineTrades, seeds),
    calibrationCheck: calibrationCheck(tradesByFold),
    signalsPerSymbolWeek: Number((engineTrades.length / prepared.length / ((to - from) / WEEK)).toFixed(2)),
    trades: engineTrades,
  };
}

export type FoldModelSource = 'fitted before the fold' | 'versioned model file';

/**
 * The model a fold is measured with: fitted on every trade closed before the fold began, or the
 * versioned model file when the data holds less history than that file was fitted on and the file
 * was fitted before the fold. Either way nothing from the fold reaches its model.
 */
function foldModel(
  prepared: PreparedSymbol[],
  foldStart: number,
  settings: ModelSettings,
  versioned: SignalModel | undefined,
): { model: SignalModel; source: FoldModelSource } {
  let fitted: SignalModel | null = null;
  try {
    fitted = fitModel(prepared, { from: -Infinity, before: foldStart, settings });
  } catch (error) {
    if (!versioned) throw error;
  }
  const versionedUsable =
    versioned !== undefined &&
    sameDesign(versioned, settings) &&
    Date.parse(versioned.trainedOn.closedBefore) <= foldStart &&
    (!fitted || fitted.trainedOn.trades < versioned.trainedOn.trades);
  if (versionedUsable) return { model: versioned, source: 'versioned model file' };
  if (!fitted) {
    throw new Error(
      `No trade closes before ${iso(foldStart)} and the versioned model was fitted on later data: ` +
        'the fold has nothing to be measured with.',
    );
  }
  return { model: fitted, source: 'fitted before the fold' };
}

/** Whether a model file was fitted with these settings (a file of another horizon or exits measures nothing here). */
function sameDesign(model: SignalModel, settings: ModelSettings): boolean {
  const design = (source: Partial<ModelSettings>) =>
    JSON.stringify([
      source.exits,
      source.signalShare,
      source.ridge,
      source.excludedFeatures,
      source.decisionHours,
      source.horizon ?? HOURLY,
      source.minEdgeCosts ?? null,
    ]);
  return design(model) === design(settings);
}

type Chooser = (index: number) => { side: 1 | -1; predictedR?: number; band?: number } | null;

/** One strategy over one symbol: decisions at each hourly close in [from, to) while flat. */
function replay(symbol: PreparedSymbol, from: number, to: number, choose: Chooser): TradeRecord[] {
  const trades: TradeRecord[] = [];
  const category = categoryOf(symbol.symbol);
  let flatFrom = 0;
  for (let index = 0; index < symbol.table.length; index += 1) {
    const at = decisionTime(symbol.series, index);
    if (at < from) continue;
    if (at >= to) break;
    if (index < flatFrom) continue;
    const choice = choose(index);
    if (!choice) continue;
    const [taken, other] =
      choice.side > 0 ? [symbol.buy[index], symbol.sell[index]] : [symbol.sell[index], symbol.buy[index]];
    if (!taken || !other) continue;
    trades.push({
      symbol: symbol.symbol,
      category,
      at,
      closedAt: decisionTime(symbol.series, taken.exitIndex),
      side: choice.side,
      outcome: taken.outcome,
      resultR: taken.resultR,
      resultRGross: taken.resultRGross,
      charges: taken.charges,
      opposite: {
        outcome: other.outcome,
        resultR: other.resultR,
        resultRGross: other.resultRGross,
        charges: other.charges,
      },
      ...(choice.predictedR === undefined ? {} : { predictedR: choice.predictedR, band: choice.band }),
    });
    // The next signal may come once the candle that closed this one has closed.
    flatFrom = taken.exitIndex + 1;
  }
  return trades;
}

interface NaiveTrades {
  alwaysLong: TradeRecord[];
  alwaysShort: TradeRecord[];
  emaTrend: TradeRecord[];
  random: TradeRecord[][];
}

/** The strategies that enter at every hour they hold no trade. */
function naiveRuns(prepared: PreparedSymbol[], from: number, to: number, seeds: number): NaiveTrades {
  const runs: NaiveTrades = { alwaysLong: [], alwaysShort: [], emaTrend: [], random: [] };
  // Only candles with a usable stop: the same candles the engine could trade.
  const usable = (symbol: PreparedSymbol, index: number) => Number.isFinite(symbol.table.columns[0][index]);
  for (const symbol of prepared) {
    runs.alwaysLong.push(...replay(symbol, from, to, (index) => (usable(symbol, index) ? { side: 1 } : null)));
    runs.alwaysShort.push(...replay(symbol, from, to, (index) => (usable(symbol, index) ? { side: -1 } : null)));
    const fast = ema(symbol.series.close, 21);
    const slow = ema(symbol.series.close, 55);
    runs.emaTrend.push(
      ...replay(symbol, from, to, (index) =>
        usable(symbol, index) && fast[index] !== slow[index] ? { side: fast[index] > slow[index] ? 1 : -1 } : null,
      ),
    );
  }
  for (let seed = 1; seed <= seeds; seed += 1) {
    const random = mulberry32(seed);
    runs.random.push(
      prepared.flatMap((symbol) =>
        replay(symbol, from, to, (index) => (usable(symbol, index) ? { side: random() < 0.5 ? 1 : -1 } : null)),
      ),
    );
  }
  return runs;
}

function baselineSet(
  engineTrades: TradeRecord[],
  naive: NaiveTrades,
  keep: (trade: TradeRecord) => boolean,
  seeds: number,
): BaselineSet {
  const randomFigures = naive.random.map((trades) => figuresOf(trades.filter(keep)));
  return {
    randomSameEntries: randomSameEntries(engineTrades, seeds),
    oppositeSide: figuresOf(engineTrades.map(oppositeOf)),
    randomEveryHour: { median: percentileFigures(randomFigures, 0.5), p95: percentileFigures(randomFigures, 0.95) },
    alwaysLong: figuresOf(naive.alwaysLong.filter(keep)),
    alwaysShort: figuresOf(naive.alwaysShort.filter(keep)),
    emaTrend: figuresOf(naive.emaTrend.filter(keep)),
  };
}

function yearFolds(from: number, to: number): { from: number; to: number }[] {
  const folds: { from: number; to: number }[] = [];
  for (let start = from; start < to;) {
    const end = Math.min(to, Date.UTC(new Date(start).getUTCFullYear() + 1, 0, 1));
    folds.push({ from: start, to: end });
    start = end;
  }
  return folds;
}

function ema(values: Float64Array, period: number): Float64Array {
  const result = new Float64Array(values.length);
  const alpha = 2 / (period + 1);
  for (let index = 0; index < values.length; index += 1) {
    result[index] = index === 0 ? values[0] : result[index - 1] + alpha * (values[index] - result[index - 1]);
  }
  return result;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Whether the engine beats chance: its net average above a coin's 95th percentile at its own entries. */
export function beatsChance(engine: Figures, baselines: BaselineSet): boolean {
  const p95 = baselines.randomSameEntries.p95;
  return engine.averageR !== null && p95 !== null && engine.averageR > p95;
}
