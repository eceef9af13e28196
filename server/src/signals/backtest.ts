import { categoryOf } from '#domain/instruments';
import { decide, MODEL_DEFAULTS, spreadEstimate, type SignalModel } from './model/signal-model.js';
import { decisionTime, fitModel, prepareSymbol, spreadProfile, type PreparedSymbol } from './model/fit.js';
import type { FeatureFunction } from './model/lookahead.js';
import type { PriceSeries } from './model/price-series.js';
import { figuresBy, figuresOf, percentileFigures, type Figures, type TradeRecord } from './backtest/figures.js';

export interface WalkForwardOptions {
  series: PriceSeries[];
  /** The measured period: the first fold starts here … */
  from: Date;
  /** … and the last ends here. Each fold is a calendar year (shorter at the ends). */
  to: Date;
  /** Commission per trade in basis points of the price, on top of each candle's spread. */
  commissionBps?: number;
  /** Random-direction runs behind the baseline's median and 95th percentile. */
  seeds?: number;
  settings?: Partial<typeof MODEL_DEFAULTS>;
  /** The feature computation; the engine's own unless a test swaps it. */
  features?: FeatureFunction;
  /**
   * 'candle': the engine reads each candle's own spread, as it does wherever the data carries one.
   * 'profile': it decides as the live engine does on data without spreads, on the typical spread
   * by hour learned before the fold. Costs are each candle's own spread either way.
   */
  spreads?: 'candle' | 'profile';
  /**
   * The versioned model file. A fold whose data holds less history than this model was fitted on
   * (data that starts at the measured period, say) is measured with it, provided it was fitted on
   * trades that closed before the fold began.
   */
  versionedModel?: SignalModel;
  /** 'yearly' (the default): each fold refits. 'never': every fold keeps the first fold's model. */
  refit?: 'yearly' | 'never';
}

export interface BaselineSet {
  randomMedian: Figures;
  random95: Figures;
  alwaysLong: Figures;
  alwaysShort: Figures;
  emaTrend: Figures;
}

export interface CalibrationRow {
  bucket: string;
  trades: number;
  winRate: number | null;
  averageR: number | null;
}

export interface WalkForwardResult {
  period: { from: string; to: string };
  folds: { from: string; to: string; trainedTo: string; threshold: number; model: FoldModelSource }[];
  engine: Figures;
  baselines: BaselineSet;
  byCategory: Record<string, Figures>;
  byYear: Record<string, Figures>;
  bySymbol: Record<string, Figures>;
  baselinesByCategory: Record<string, BaselineSet>;
  baselinesByYear: Record<string, BaselineSet>;
  calibration: CalibrationRow[];
  /** Engine signals per symbol and week of the measured period. */
  signalsPerSymbolWeek: number;
  trades: TradeRecord[];
}

/**
 * Confidence buckets of the calibration table: [label, lowest confidence in it]. They are the
 * bands a trader sees: muted below 60, the primary colour from 60, green from 80, the
 * 'High Confidence' badge from 85.
 */
export const CONFIDENCE_BUCKETS: [string, number][] = [
  ['55–59', 55],
  ['60–79', 60],
  ['80–84', 80],
  ['85–90', 85],
];

const WEEK = 7 * 86_400_000;

/**
 * The walk-forward back-test. For each fold (a calendar year of the period) the model is fitted
 * on every trade that had closed before the fold began, then the engine's own decision rule
 * (decide(), as the live run uses it) is replayed hour by hour over the fold: one open signal per
 * symbol, each closed by the tracker's rules, the candle's spread (plus commission) charged on
 * entry. The baselines run in the same pass with the same exits and the same one-at-a-time rule,
 * entering at every hour they are flat: always long, always short, EMA 21/55 trend, and random
 * direction over many seeds.
 */
export function walkForward(options: WalkForwardOptions): WalkForwardResult {
  const settings = { ...MODEL_DEFAULTS, ...options.settings };
  const prepare = (model: Pick<SignalModel, 'fallbackSpreadBps' | 'spreadProfileBps'>, decideOnEstimate: boolean) =>
    options.series.map((series) =>
      prepareSymbol(series, {
        exits: settings.exits,
        spreadEstimate: spreadEstimate(model, series.symbol),
        decideOnEstimate,
        commissionBps: options.commissionBps ?? 0,
        features: options.features,
      }),
    );
  const prepared = prepare(settings, false);
  const from = options.from.getTime();
  const to = options.to.getTime();
  const folds = yearFolds(from, to);

  const engineTrades: TradeRecord[] = [];
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
    // Deciding as the live engine does: on the spread profile known before the fold.
    const deciding =
      options.spreads === 'profile'
        ? prepare({ ...settings, spreadProfileBps: spreadProfile(prepared, fold.from) }, true)
        : prepared;
    for (const symbol of deciding) {
      engineTrades.push(
        ...replay(symbol, fold.from, fold.to, (index) => {
          const decision = decide(model, symbol.table, index);
          return decision && { side: decision.side, confidence: decision.confidence };
        }),
      );
    }
  }

  const baselineTrades = baselineRuns(prepared, from, to, options.seeds ?? 200);
  const categories = [...new Set(prepared.map((symbol) => categoryOf(symbol.symbol)))].sort();
  const years = folds.map((fold) => String(new Date(fold.from).getUTCFullYear()));
  const yearOf = (trade: TradeRecord) => String(new Date(trade.at).getUTCFullYear());
  const weeks = (to - from) / WEEK;

  return {
    period: { from: iso(from), to: iso(to) },
    folds: foldReport,
    engine: figuresOf(engineTrades),
    baselines: baselineSet(baselineTrades, () => true),
    byCategory: figuresBy(engineTrades, (trade) => trade.category),
    byYear: figuresBy(engineTrades, yearOf),
    bySymbol: figuresBy(engineTrades, (trade) => trade.symbol),
    baselinesByCategory: Object.fromEntries(
      categories.map((category) => [category, baselineSet(baselineTrades, (trade) => trade.category === category)]),
    ),
    baselinesByYear: Object.fromEntries(
      years.map((year) => [year, baselineSet(baselineTrades, (trade) => yearOf(trade) === year)]),
    ),
    calibration: CONFIDENCE_BUCKETS.map(([bucket, lowest], position) => {
      const next = CONFIDENCE_BUCKETS[position + 1]?.[1] ?? Infinity;
      const inside = engineTrades.filter((trade) => trade.confidence! >= lowest && trade.confidence! < next);
      const { trades, winRate, averageR } = figuresOf(inside);
      return { bucket, trades, winRate, averageR };
    }),
    signalsPerSymbolWeek: Number((engineTrades.length / prepared.length / weeks).toFixed(2)),
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
  settings: typeof MODEL_DEFAULTS,
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

type Chooser = (index: number) => { side: 1 | -1; confidence?: number } | null;

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
    const outcome = choice.side > 0 ? symbol.buy[index] : symbol.sell[index];
    if (!outcome) continue;
    trades.push({
      symbol: symbol.symbol,
      category,
      at,
      closedAt: decisionTime(symbol.series, outcome.exitIndex),
      side: choice.side,
      outcome: outcome.outcome,
      resultR: outcome.resultR,
      ...(choice.confidence === undefined ? {} : { confidence: choice.confidence }),
    });
    // The next signal may come once the candle that closed this one has closed.
    flatFrom = outcome.exitIndex + 1;
  }
  return trades;
}

interface BaselineTrades {
  alwaysLong: TradeRecord[];
  alwaysShort: TradeRecord[];
  emaTrend: TradeRecord[];
  random: TradeRecord[][];
}

function baselineRuns(prepared: PreparedSymbol[], from: number, to: number, seeds: number): BaselineTrades {
  const runs: BaselineTrades = { alwaysLong: [], alwaysShort: [], emaTrend: [], random: [] };
  // Baselines need only a usable stop: the same candles the engine could trade.
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

function baselineSet(runs: BaselineTrades, keep: (trade: TradeRecord) => boolean): BaselineSet {
  const randomFigures = runs.random.map((trades) => figuresOf(trades.filter(keep)));
  return {
    randomMedian: percentileFigures(randomFigures, 0.5),
    random95: percentileFigures(randomFigures, 0.95),
    alwaysLong: figuresOf(runs.alwaysLong.filter(keep)),
    alwaysShort: figuresOf(runs.alwaysShort.filter(keep)),
    emaTrend: figuresOf(runs.emaTrend.filter(keep)),
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

/** A small seeded generator, so that every run of the back-test draws the same random baselines. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Whether the engine clears the bar: above random's 95th percentile and every deterministic baseline. */
export function beatsBaselines(engine: Figures, baselines: BaselineSet): boolean {
  const r = engine.averageR;
  if (r === null) return false;
  return [baselines.random95, baselines.alwaysLong, baselines.alwaysShort, baselines.emaTrend].every(
    (baseline) => baseline.averageR === null || r > baseline.averageR,
  );
}
