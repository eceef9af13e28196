import { chargesOf, type Charges } from '../backtest/charges.js';
import type { CostModel } from '../costs/cost-model.js';
import { featureVector, FEATURE_NAMES, type FeatureTable } from './features.js';
import { horizonFeatures, HOURLY, type Horizon } from './horizon.js';
import { firstLookahead, sampleIndices, type FeatureFunction } from './lookahead.js';
import type { PriceSeries } from './price-series.js';
import {
  bestSide,
  decidesAt,
  fitWeights,
  MODEL_DEFAULTS,
  type ModelSettings,
  type SignalModel,
  type TrainingRow,
} from './signal-model.js';
import { tradeOutcome, type ExitRules, type TradeOutcome } from './trade-outcome.js';

const HOUR = 3_600_000;

/** One symbol's history with everything a walk-forward reads, computed once. */
export interface PreparedSymbol {
  symbol: string;
  series: PriceSeries;
  table: FeatureTable;
  /** The outcome of buying / selling at each candle's close under the exit rules, net and gross. */
  buy: (PreparedTrade | null)[];
  sell: (PreparedTrade | null)[];
}

/** A trade's outcome, and what it was charged. */
export type PreparedTrade = TradeOutcome & { charges: Charges };

export interface PrepareOptions {
  exits: ExitRules;
  /** Every result is charged max(the candle's spread, the symbol's floor) per round trip. */
  costs: CostModel;
  /** How often the engine decides and on what; hourly unless given. */
  horizon?: Horizon;
  /** The feature computation; the horizon's unless a test swaps it. */
  features?: FeatureFunction;
}

export class UnpricedSymbolError extends Error {}

/**
 * Features and both sides' outcomes of every candle of one symbol. Refuses a symbol without a
 * cost floor (its results would be free of cost) and features that change when later candles are
 * removed (a back-test must not run on a leak).
 */
export function prepareSymbol(series: PriceSeries, options: PrepareOptions): PreparedSymbol {
  const costFloor = options.costs.floor(series.symbol);
  if (costFloor === null) {
    throw new UnpricedSymbolError(`${series.symbol} has no cost floor in ${options.costs.source}`);
  }
  const compute = options.features ?? horizonFeatures(options.horizon ?? HOURLY);
  const featureOptions = { costFloor };
  const table = compute(series, featureOptions);
  const leak = firstLookahead(compute, series, featureOptions, sampleIndices(table), table);
  if (leak !== null) {
    throw new Error(
      `The features of ${series.symbol} at ${new Date(series.time[leak]).toISOString()} read candles after it: ` +
        'the back-test refuses to look ahead.',
    );
  }
  const costAt = (index: number) => options.costs.roundTrip(series.symbol, series.spread[index])!;
  const settle = (index: number, side: 1 | -1, stop: number): PreparedTrade | null => {
    const outcome = tradeOutcome(series, index, side, stop, options.exits, costAt);
    if (!outcome) return null;
    const trade = { side, fillIndex: index + 1, exitIndex: outcome.exitIndex, risk: stop };
    return { ...outcome, charges: chargesOf(series, trade, costFloor) };
  };
  const buy: (PreparedTrade | null)[] = [];
  const sell: (PreparedTrade | null)[] = [];
  for (let index = 0; index < table.length; index += 1) {
    const stop = options.exits.stopAtr * table.atr[index];
    const usable = stop > 0;
    buy.push(usable ? settle(index, 1, stop) : null);
    sell.push(usable ? settle(index, -1, stop) : null);
  }
  return { symbol: series.symbol, series, table, buy, sell };
}

/** When the decision at candle `index` is taken: the candle's close. */
export const decisionTime = (series: PriceSeries, index: number) => series.time[index] + HOUR;

export interface FitOptions {
  /** Only trades decided at or after this time train the model (epoch ms). */
  from: number;
  /** Only trades closed before this time train the model: nothing from here on reaches the fit. */
  before: number;
  settings?: Partial<ModelSettings>;
}

/**
 * Fits the model on the trades of every hour (in the model's decision hours) whose outcome was
 * known before `options.before`: both sides of each, net of cost, the seller's with the
 * directional features flipped. The threshold lets through `signalShare` of those hours.
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
      if (at < options.from || !decidesAt(settings, table.decisionHour[index])) continue;
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
  const weights = fitWeights(rows, settings.ridge, settings.excludedFeatures);
  const predictions = used.map(({ symbol, index }) => bestSide(weights, symbol.table, index)!.predictedR);
  const threshold = quantile(predictions, 1 - settings.signalShare);
  const passing = predictions.filter((predicted) => predicted >= threshold);
  return {
    version: 2,
    features: [...FEATURE_NAMES],
    weights: weights.map((weight) => round(weight, 6)),
    threshold: round(threshold, 6),
    bandCuts: [round(quantile(passing, 1 / 3), 6), round(quantile(passing, 2 / 3), 6)],
    exits: { ...settings.exits },
    signalShare: settings.signalShare,
    ridge: settings.ridge,
    excludedFeatures: [...settings.excludedFeatures],
    decisionHours: settings.decisionHours,
    horizon: settings.horizon,
    minEdgeCosts: settings.minEdgeCosts,
    trainedOn: {
      from: new Date(first).toISOString(),
      to: new Date(last).toISOString(),
      closedBefore: new Date(options.before).toISOString(),
      symbols: symbols.map((symbol) => symbol.symbol),
      trades: rows.length,
    },
  };
}

export function quantile(values: readonly number[], share: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = Math.min(sorted.length - 1, Math.max(0, Math.floor(share * (sorted.length - 1))));
  return sorted[position];
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
