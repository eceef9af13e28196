import { readFileSync } from 'node:fs';
import { Matrix, solve } from 'ml-matrix';
import { categoryOf } from '#domain/instruments';
import { featureVector, FEATURE_NAMES, type FeatureTable } from './features.js';
import type { ExitRules } from './trade-outcome.js';

/**
 * The engine's learned part: one linear model of a trade's result in R (net of costs) from the
 * features of features.ts, fitted by ridge regression on the trades of every hour of a training
 * window, and the threshold and confidence scale chosen on that same window.
 */
export interface SignalModel {
  version: number;
  features: string[];
  weights: number[];
  /** A side is signalled when its predicted result reaches this many R. */
  threshold: number;
  /** Predicted results (after the known cost) mapped to confidence 55 (low) … 90 (high). */
  confidenceScale: { low: number; high: number };
  exits: ExitRules;
  /**
   * Spread in basis points of the price by category, where the data source publishes none and the
   * hourly profile below has no entry: about the broker's median in the data, rounded up.
   */
  fallbackSpreadBps: Record<string, number>;
  /**
   * The typical spread (median, basis points of the price) by category and UTC hour of the
   * decision, from the training data: what the live engine assumes, since the live data sources
   * publish no spread. Spreads widen around the daily rollover, and the model avoids those hours.
   */
  spreadProfileBps?: Record<string, number[]>;
  /** Share of training hours the threshold lets through. */
  signalShare: number;
  ridge: number;
  /** `to` is the last decision trained on; every trained trade had closed before `closedBefore`. */
  trainedOn: { from: string; to: string; closedBefore: string; symbols: string[]; trades: number };
}

/** The settings a fit starts from; chosen before the walk-forward and not tuned on its results. */
export const MODEL_DEFAULTS = {
  exits: { stopAtr: 3, targetR: 2, expiryHours: 48 },
  signalShare: 0.1,
  ridge: 0.1,
  fallbackSpreadBps: { Major: 0.5, Minor: 1, Metals: 10, other: 2 } as Record<string, number>,
};

/** The spread, as a fraction of price by UTC hour of the decision, assumed where a candle carries none. */
export type SpreadEstimate = (decisionHourUtc: number) => number;

/** The hourly profile of the symbol's category where the model has one, else its flat fallback. */
export function spreadEstimate(
  model: Pick<SignalModel, 'fallbackSpreadBps' | 'spreadProfileBps'>,
  symbol: string,
): SpreadEstimate {
  const category = categoryOf(symbol);
  const profile = model.spreadProfileBps?.[category];
  if (profile?.length === 24) return (hour) => profile[hour] / 10_000;
  const table = model.fallbackSpreadBps;
  const flat = (table[category] ?? table.other ?? 1) / 10_000;
  return () => flat;
}

export const MIN_CONFIDENCE = 55;
export const MAX_CONFIDENCE = 90;

export interface TrainingRow {
  features: number[];
  resultR: number;
}

export interface Decision {
  side: 1 | -1;
  /** Predicted result in R, net of costs. */
  predictedR: number;
  confidence: number;
  /** The stop distance in price units. */
  stopDistance: number;
  /** The cost charged on entry in R. */
  costR: number;
}

const dot = (weights: readonly number[], vector: readonly number[]) =>
  weights.reduce((sum, weight, index) => sum + weight * vector[index], 0);

/** Ridge regression by the normal equations (the bias is not shrunk). */
export function fitWeights(rows: readonly TrainingRow[], ridge: number): number[] {
  const size = FEATURE_NAMES.length;
  const gram = Matrix.zeros(size, size);
  const moments = Matrix.zeros(size, 1);
  for (const { features, resultR } of rows) {
    for (let i = 0; i < size; i += 1) {
      moments.set(i, 0, moments.get(i, 0) + features[i] * resultR);
      for (let j = i; j < size; j += 1) gram.set(i, j, gram.get(i, j) + features[i] * features[j]);
    }
  }
  for (let i = 0; i < size; i += 1) {
    for (let j = 0; j < i; j += 1) gram.set(i, j, gram.get(j, i));
    if (FEATURE_NAMES[i] !== 'bias') gram.set(i, i, gram.get(i, i) + ridge * rows.length);
  }
  // A feature that never varies leaves the system singular: the least-squares solve gives it 0.
  return solve(gram, moments, true).getColumn(0);
}

/** The better side of candle `index` by the weights alone, before any threshold. */
export function bestSide(weights: readonly number[], table: FeatureTable, index: number) {
  const buy = featureVector(table, index, 1);
  const sell = featureVector(table, index, -1);
  if (!buy || !sell) return null;
  const buyR = dot(weights, buy);
  const sellR = dot(weights, sell);
  return buyR >= sellR ? { side: 1 as const, predictedR: buyR } : { side: -1 as const, predictedR: sellR };
}

/**
 * The one decision rule, used by the live run and the back-test alike: the side whose predicted
 * result reaches the threshold, with its stop distance and confidence. Confidence ranks by the
 * prediction less the known cost of entering now (wide spreads eat a larger share of a small
 * stop), scaled between the training window's 10th and 90th percentiles.
 */
export function decide(model: SignalModel, table: FeatureTable, index: number, extraCost = 0): Decision | null {
  const best = bestSide(model.weights, table, index);
  if (!best || best.predictedR < model.threshold) return null;
  const stopDistance = model.exits.stopAtr * table.atr[index];
  if (!(stopDistance > 0)) return null;
  const costR = (table.spread[index] + extraCost) / stopDistance;
  return { ...best, stopDistance, costR, confidence: confidenceOf(model, best.predictedR - costR) };
}

export function confidenceOf(model: SignalModel, score: number): number {
  const { low, high } = model.confidenceScale;
  const share = high > low ? (score - low) / (high - low) : 0.5;
  const scaled = MIN_CONFIDENCE + (MAX_CONFIDENCE - MIN_CONFIDENCE) * Math.max(0, Math.min(1, share));
  return Math.round(scaled);
}

/** The model the live engine runs, versioned beside this file and read once at start. */
export const SIGNAL_MODEL_FILE = new URL('./signal-model.json', import.meta.url);

let loaded: SignalModel | null = null;
export function liveModel(): SignalModel {
  loaded ??= parseModel(readFileSync(SIGNAL_MODEL_FILE, 'utf8'));
  return loaded;
}

export function parseModel(text: string): SignalModel {
  const model = JSON.parse(text) as SignalModel;
  if (model.features.join(',') !== FEATURE_NAMES.join(',') || model.weights.length !== FEATURE_NAMES.length) {
    throw new Error('The signal model was fitted on other features than this engine computes; refit it.');
  }
  return model;
}
