import { categoryOf } from '#domain/instruments';
import { featureVector, computeFeatures, FEATURE_NAMES, type FeatureTable } from './features.js';
import { firstLookahead, sampleIndices, type FeatureFunction } from './lookahead.js';
import type { PriceSeries } from './price-series.js';
import {
  bestSide,
  fitWeights,
  MODEL_DEFAULTS,
  type SignalModel,
  type SpreadEstimate,
  type TrainingRow,
} from './signal-model.js';
import { tradeOutcome, type ExitRules, type TradeOutcome } from './trade-outcome.js';

const HOUR = 3_600_000;

/** One symbol's history with everything a walk-forward reads, computed once. */
export interface PreparedSymbol {
  symbol: string;
  series: PriceSeries;
  table: FeatureTable;
  /** Cost of entering at each candle's close (spread + commission), price units. */
  cost: Float64Array;
  /** The outcome of buying / selling at each candle's close under the exit rules. */
  buy: (TradeOutcome | null)[];
  sell: (TradeOutcome | null)[];
}

export interface PrepareOptions {
  exits: ExitRules;
  /** The spread assumed where a candle carries none (see signal-model.ts). */
  spreadEstimate: SpreadEstimate;
  /**
   * Decide as the live engine does, whose data carries no spread: the features read the estimate
   * even where a candle has its own spread. Costs are still each candle's own spread.
   */
  decideOnEstimate?: boolean;
  /** Commission per trade in basis points of the price, charged on entry with the spread. */
  commissionBps: number;
  /** The feature computation; the engine's own unless a test swaps it. */
  features?: FeatureFunction;
}

/**
 * Features and both sides' outcomes of every candle of one symbol. Refuses features that change
 * when later candles are removed: a back-test must not run on a leak.
 */
export function prepareSymbol(series: PriceSeries, options: PrepareOptions): PreparedSymbol {
  const compute = options.features ?? computeFeatures;
  const featureOptions = { spreadEstimate: options.spreadEstimate };
  const seen = options.decideOnEstimate
    ? { ...series, spread: new Float64Array(series.spread.length).fill(NaN) }
    : series;
  const table = compute(seen, featureOptions);
  const leak = firstLookahead(compute, seen, featureOptions, sampleIndices(series.close.length), table);
  if (leak !== null) {
    throw new Error(
      `The features of ${series.symbol} at ${new Date(series.time[leak]).toISOString()} read candles after it: ` +
        'the back-test refuses to look ahead.',
    );
  }
  const cost = new Float64Array(table.length);
  const buy: (TradeOutcome | null)[] = [];
  const sell: (TradeOutcome | null)[] = [];
  for (let index = 0; index < table.length; index += 1) {
    const spread = Number.isFinite(series.spread[index]) ? series.spread[index] : table.spread[index];
    cost[index] = spread + (series.close[index] * options.commissionBps) / 10_000;
    const stop = options.exits.stopAtr * table.atr[index];
    const usable = stop > 0;
    buy.push(usable ? tradeOutcome(series, index, 1, stop, options.exits, cost[index]) : null);
    sell.push(usable ? tradeOutcome(series, index, -1, stop, options.exits, cost[index]) : null);
  }
  return { symbol: series.symbol, series, table, cost, buy, sell };
}

/** When the decision at candle `index` is taken: the candle's close. */
export const decisionTime = (series: PriceSeries, index: number) => series.time[index] + HOUR;

export interface FitOptions {
  /** Only trades decided at or after this time train the model (epoch ms). */
  from: number;
  /** Only trades closed before this time train the model: nothing from here on reaches the fit. */
  before: number;
  settings?: Partial<typeof MODEL_DEFAULTS>;
}

/**
 * Fits the model on the trades of every hour whose outcome was known before `options.before`:
 * both sides of each, the seller's with the directional features flipped. The threshold lets
 * through `signalShare` of those hours; the confidence scale spans the 10th to 90th percentile of
 * the scores of the hours let through.
 */
export function fitModel(symbols: readonly PreparedSymbol[], options: FitOptions): SignalModel {
  const settings = { ...MODEL_DEFAULTS, ...options.settings };
  const rows: TrainingRow[] = [];
  const used: { symbol: PreparedSymbol; index: number }[] = [];
  let first = Infinity;
  let last = -Infinity;
  for (const symbol of symbols) {
    const { series, table } = symbol;
    for (let index = 0; index < table.length; index += 1) {
      const at = decisionTime(series, index);
      if (at < options.from) continue;
      const buy = symbol.buy[index];
      const sell = symbol.sell[index];
      if (!buy || !sell) continue;
      const closedAt = Math.max(series.time[buy.exitIndex], series.time[sell.exitIndex]) + HOUR;
      if (closedAt > options.before) continue;
      const buyVector = featureVector(table, index, 1);
      const sellVector = featureVector(table, index, -1);
      if (!buyVector || !sellVector) continue;
      rows.push({ features: buyVector, resultR: buy.resultR }, { features: sellVector, resultR: sell.resultR });
      used.push({ symbol, index });
      first = Math.min(first, at);
      last = Math.max(last, at);
    }
  }
  if (!used.length) throw new Error('No complete trade precedes the training cut-off: nothing to fit on.');
  const weights = fitWeights(rows, settings.ridge);

  const predictions = used.map(({ symbol, index }) => {
    const best = bestSide(weights, symbol.table, index)!;
    const stop = settings.exits.stopAtr * symbol.table.atr[index];
    return { predictedR: best.predictedR, score: best.predictedR - symbol.cost[index] / stop };
  });
  const threshold = quantile(
    predictions.map((entry) => entry.predictedR),
    1 - settings.signalShare,
  );
  const passing = predictions.filter((entry) => entry.predictedR >= threshold).map((entry) => entry.score);
  return {
    version: 1,
    features: [...FEATURE_NAMES],
    weights: weights.map((weight) => round(weight, 6)),
    threshold: round(threshold, 6),
    confidenceScale: { low: round(quantile(passing, 0.1), 6), high: round(quantile(passing, 0.9), 6) },
    exits: { ...settings.exits },
    fallbackSpreadBps: { ...settings.fallbackSpreadBps },
    spreadProfileBps: spreadProfile(symbols, options.before),
    signalShare: settings.signalShare,
    ridge: settings.ridge,
    trainedOn: {
      from: new Date(first).toISOString(),
      to: new Date(last).toISOString(),
      closedBefore: new Date(options.before).toISOString(),
      symbols: symbols.map((symbol) => symbol.symbol),
      trades: rows.length,
    },
  };
}

/**
 * The median spread in basis points of the price, by category and UTC hour of the decision, over
 * the candles that closed before `before` and carry a spread: what the live engine assumes.
 */
export function spreadProfile(symbols: readonly PreparedSymbol[], before: number): Record<string, number[]> {
  const samples = new Map<string, number[][]>();
  for (const { symbol, series } of symbols) {
    const byHour = samples.get(categoryOf(symbol)) ?? Array.from({ length: 24 }, () => []);
    samples.set(categoryOf(symbol), byHour);
    for (let index = 0; index < series.close.length; index += 1) {
      const at = decisionTime(series, index);
      if (at > before) break;
      if (Number.isFinite(series.spread[index])) {
        byHour[new Date(at).getUTCHours()].push((series.spread[index] / series.close[index]) * 10_000);
      }
    }
  }
  const profile: Record<string, number[]> = {};
  for (const [category, byHour] of samples) {
    if (byHour.some((values) => !values.length)) continue;
    profile[category] = byHour.map((values) => round(quantile(values, 0.5), 3));
  }
  return profile;
}

export function quantile(values: readonly number[], share: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = Math.min(sorted.length - 1, Math.max(0, Math.floor(share * (sorted.length - 1))));
  return sorted[position];
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
