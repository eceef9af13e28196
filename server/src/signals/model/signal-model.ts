import { readFileSync } from 'node:fs';
import { Matrix, solve } from 'ml-matrix';
import { featureVector, FEATURE_NAMES, type FeatureTable } from './features.js';
import type { Calibration } from './calibration.js';
import { HOURLY, type Horizon } from './horizon.js';
import type { ExitRules } from './trade-outcome.js';

/**
 * The engine's learned part: one linear model of a trade's result in R (net of realistic costs)
 * from the features of features.ts, fitted by ridge regression on the trades of every hour of a
 * training window, the threshold chosen on that same window, and the calibration measured out of
 * sample by the walk-forward that produced it.
 */
export interface SignalModel {
  version: 2;
  features: string[];
  weights: number[];
  /** A side is signalled when its predicted result reaches this many R. */
  threshold: number;
  /**
   * The predicted results that split the training window's signals into thirds: a signal's band
   * (0 lower, 1 middle, 2 upper third). The cuts come from the training data; what each band did
   * comes from out-of-sample trades only (`calibration`).
   */
  bandCuts: [number, number];
  exits: ExitRules;
  /** Share of training hours the threshold lets through. */
  signalShare: number;
  ridge: number;
  /** Features left out of the fit (their weight is 0): a research setting, kept with the model. */
  excludedFeatures: string[];
  /** UTC hours [from, to) in which the engine may decide; null for every hour. */
  decisionHours: [number, number] | null;
  /** How often it decides and on what (horizon.ts); hourly where a file predates horizons. */
  horizon?: Horizon;
  /**
   * A side is signalled only when its predicted net result reaches this many times the symbol's
   * cost floor (in R of that signal's stop); null or absent: the threshold alone decides.
   */
  minEdgeCosts?: number | null;
  /** `to` is the last decision trained on; every trained trade had closed before `closedBefore`. */
  trainedOn: { from: string; to: string; closedBefore: string; symbols: string[]; trades: number };
  /**
   * The symbols that get signals: those measured on the final window whose net result there was
   * not below zero (docs/research.md). Absent in files that predate the rule: every trained symbol.
   */
  publishedSymbols?: string[];
  /**
   * What signals of each band of predicted result did out of sample in the walk-forward that
   * produced this file: the only figures a trader is shown about a signal's prospects.
   */
  calibration?: Calibration;
}

export type ModelSettings = Pick<
  SignalModel,
  'exits' | 'signalShare' | 'ridge' | 'excludedFeatures' | 'decisionHours' | 'horizon' | 'minEdgeCosts'
>;

/**
 * The engine round four of the research started from (docs/research.md): hourly decisions, stop
 * 3 × ATR(14 h), target 2 R, valid 48 h, one hour in twenty let through. An engine variant of a
 * pre-registration changes these settings, and nothing else.
 */
export const HOURLY_ENGINE: ModelSettings = {
  exits: { stopAtr: 3, targetR: 2, expiryHours: 48 },
  signalShare: 0.05,
  ridge: 0.1,
  excludedFeatures: [],
  decisionHours: null,
  horizon: HOURLY,
  minEdgeCosts: null,
};

/**
 * The settings a fit starts from: the design round four's protocol chose and shipped (research/
 * shipped.ts names the pre-registration; shipped.spec.ts checks these are its choice). Daily bars
 * cut on the New York close, stop 2.5 × ATR(14 days), target 2 R, valid 5 days, one decision in
 * five let through, and only when the predicted net result reaches twice the cost floor.
 */
export const MODEL_DEFAULTS: ModelSettings = {
  exits: { stopAtr: 2.5, targetR: 2, expiryHours: 120 },
  signalShare: 0.2,
  ridge: 0.1,
  excludedFeatures: [],
  decisionHours: null,
  horizon: {
    hours: 24,
    features: 'bars',
    windows: { returns: [1, 2, 5, 20, 60], averages: [5, 20, 60], ranges: [5, 20], atr: 14, longAtr: 60 },
  },
  minEdgeCosts: 2,
};

export interface TrainingRow {
  features: number[];
  resultR: number;
}

export interface Decision {
  side: 1 | -1;
  /** Predicted result in R, net of costs: ranks signals, never shown as an expectation. */
  predictedR: number;
  /** The stop distance in price units. */
  stopDistance: number;
  /** 0, 1 or 2: the third of the training window's signals the prediction falls in. */
  band: number;
}

const dot = (weights: readonly number[], vector: readonly number[]) =>
  weights.reduce((sum, weight, index) => sum + weight * vector[index], 0);

/** Ridge regression by the normal equations (the bias is not shrunk; excluded features get 0). */
export function fitWeights(rows: readonly TrainingRow[], ridge: number, excluded: readonly string[] = []): number[] {
  const size = FEATURE_NAMES.length;
  const used = FEATURE_NAMES.map((name) => !excluded.includes(name));
  const gram = Matrix.zeros(size, size);
  const moments = Matrix.zeros(size, 1);
  for (const { features, resultR } of rows) {
    for (let i = 0; i < size; i += 1) {
      if (!used[i]) continue;
      moments.set(i, 0, moments.get(i, 0) + features[i] * resultR);
      for (let j = i; j < size; j += 1) {
        if (used[j]) gram.set(i, j, gram.get(i, j) + features[i] * features[j]);
      }
    }
  }
  for (let i = 0; i < size; i += 1) {
    for (let j = 0; j < i; j += 1) gram.set(i, j, gram.get(j, i));
    if (FEATURE_NAMES[i] !== 'bias') gram.set(i, i, gram.get(i, i) + ridge * rows.length);
  }
  // A feature that never varies (or is excluded) leaves the system singular: the least-squares solve gives it 0.
  return solve(gram, moments, true)
    .getColumn(0)
    .map((weight, index) => (used[index] ? weight : 0));
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

/** Whether the model may decide at this UTC hour. */
export function decidesAt(model: Pick<SignalModel, 'decisionHours'>, hour: number): boolean {
  if (!model.decisionHours) return true;
  const [from, to] = model.decisionHours;
  return from <= to ? hour >= from && hour < to : hour >= from || hour < to;
}

/**
 * The one decision rule, used by the live run and the back-test alike: the side whose predicted
 * result reaches the threshold, in an hour the model decides in, with its stop distance.
 */
export function decide(model: SignalModel, table: FeatureTable, index: number): Decision | null {
  if (!decidesAt(model, table.decisionHour[index])) return null;
  const best = bestSide(model.weights, table, index);
  if (!best || best.predictedR < model.threshold) return null;
  const stopDistance = model.exits.stopAtr * table.atr[index];
  if (!(stopDistance > 0)) return null;
  if (model.minEdgeCosts != null && best.predictedR < (model.minEdgeCosts * table.costFloor) / stopDistance)
    return null;
  return { ...best, stopDistance, band: bandOf(model, best.predictedR) };
}

export function bandOf(model: Pick<SignalModel, 'bandCuts'>, predictedR: number): number {
  return model.bandCuts.filter((cut) => predictedR >= cut).length;
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
  if (
    model.version !== 2 ||
    model.features.join(',') !== FEATURE_NAMES.join(',') ||
    model.weights.length !== FEATURE_NAMES.length
  ) {
    throw new Error('The signal model was fitted on other features than this engine computes; refit it.');
  }
  return model;
}
