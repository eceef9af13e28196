import { expectationSentence, type SignalExpectation } from '#domain/expectation';
import { categoryOf, pipsBetween, priceDecimals, type InstrumentCategory } from '#domain/instruments';
import type { Candle } from '../market-data/candles.js';
import { defaultCostModel, type CostModel } from './costs/cost-model.js';
import { DIRECTIONAL_FEATURES, featureVector, type FeatureTable } from './model/features.js';
import { horizonFeatures, hourlyCandlesNeeded, HOURLY } from './model/horizon.js';
import { seriesFromCandles } from './model/price-series.js';
import { atrName, featureReadings } from './model/readings.js';
import { decide, liveModel, type SignalModel } from './model/signal-model.js';
import { closesBar } from './model/trading-day.js';
import type { NewsEventForSignals } from './news-influence.js';
import { readNews } from './news-reading.js';
import type { NewsExposure } from '#domain/universe';
import { isMarketOpen } from '#domain/market-hours';

export const SIGNAL_TYPES = ['BUY', 'SELL'] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];

/** What the engine proposes; the service stores it as a Signal. */
export interface SignalDraft {
  symbol: string;
  category: InstrumentCategory;
  signalType: SignalType;
  entryPrice: number;
  stopLoss: number;
  takeProfit: number;
  stopLossPips: number;
  takeProfitPips: number;
  riskReward: number;
  /** The calibrated probability, in percent, that signals like this end in profit after costs. */
  confidence: number;
  expectation: SignalExpectation;
  reasoning: string;
  newsInfluence: string | null;
  /** When the high-impact release the news note names comes out; null when none is due. */
  newsReleaseAt: Date | null;
  expiresAt: Date;
  /** The close time of the candle whose close is the entry. */
  priceAt: Date;
}

export interface EngineInput {
  symbol: string;
  /** Complete hourly candles, oldest first; the last close is the entry. */
  candles: Candle[];
  now: Date;
  /** Releases for the symbol's currencies, from a day back to a few hours ahead. */
  news?: NewsEventForSignals[];
  newsExposure?: NewsExposure[];
  /** The model to run; the versioned model file by default. */
  model?: SignalModel;
  /** The round-trip cost floors; the repository's by default. */
  costs?: CostModel;
  /** The newest candle must have closed at most this long before `now` (SIGNALS_FRESHNESS_SECONDS). */
  freshnessMs?: number;
}

export type WaitingFor = 'market-open' | 'hourly-close' | 'bar-close';

/** Five minutes: the default of SIGNALS_FRESHNESS_SECONDS. */
export const DEFAULT_FRESHNESS_MS = 5 * 60_000;

/**
 * Why a price from the candle that closed at `priceAt` is too old to publish at `at`, or null when
 * it is fresh: the one rule the engine and the publication both ask.
 */
export function stalePrice(priceAt: Date, at: Date, freshnessMs: number): string | null {
  const age = at.getTime() - priceAt.getTime();
  if (age <= freshnessMs) return null;
  return `the newest hourly candle closed ${Math.round(age / 60_000)} minutes before, more than the ${Math.round(freshnessMs / 60_000)} allowed`;
}

export interface EngineResult {
  signal: SignalDraft | null;
  /**
   * Why the engine did not decide at all: the market was closed, the newest price was too old, or
   * the candle that just closed does not end one of the horizon's bars.
   */
  waitingFor?: WaitingFor;
  /** Why there is no signal, or a summary of the one there is. */
  verdict: string;
  /** The model's predicted result in R (net of costs) for the better side; 0 without one. Ranks, never shown. */
  score: number;
}

/** Enough history for the slowest feature of the model's horizon (hourly candles). */
export const minCandles = (model: SignalModel = liveModel()) => hourlyCandlesNeeded(model.horizon ?? HOURLY);
/** The engine reads this many hourly candles per symbol: its need, and a day more for missing hours. */
export const candlesPerRun = (model: SignalModel = liveModel()) => minCandles(model) + 24;
const HOUR = 3_600_000;

/**
 * The symbols the engine publishes: those its walk-forward measured out of sample under the cost
 * model, less those whose result on the final window was below zero net (the model file's
 * `publishedSymbols`). The rest of the universe stays configured but gets no signals.
 */
export function publishedSymbols(model: SignalModel = liveModel()): readonly string[] {
  return model.publishedSymbols ?? model.trainedOn.symbols;
}

export function isPublished(model: SignalModel, symbol: string): boolean {
  return publishedSymbols(model).includes(symbol);
}

/**
 * One pass of the engine over one symbol: the features of the candles its horizon reads, the
 * versioned model's decision (decide(), the rule the walk-forward back-test replays), the exits
 * the model was measured with, and what the walk-forward measured for signals like it. The news
 * rules the back-test found to help hold a signal back; the others only add a note.
 */
export function evaluate(input: EngineInput): EngineResult {
  const { symbol, candles, now } = input;
  const model = input.model ?? liveModel();
  const category = categoryOf(symbol);
  const costFloor = (input.costs ?? defaultCostModel()).floor(symbol);
  if (costFloor === null || !model.calibration || !model.trainedOn.symbols.includes(symbol)) {
    return { signal: null, score: 0, verdict: `${symbol}: never measured under the cost model, so no signal` };
  }
  if (!isPublished(model, symbol)) {
    return { signal: null, score: 0, verdict: `${symbol}: below zero net on the final window, so not published` };
  }
  if (!isMarketOpen(symbol, now)) {
    return {
      signal: null,
      score: 0,
      waitingFor: 'market-open',
      verdict: `${symbol}: the market is closed, so no signal`,
    };
  }
  const horizon = model.horizon ?? HOURLY;
  const needed = minCandles(model);
  if (candles.length < needed) {
    return { signal: null, score: 0, verdict: `${symbol}: only ${candles.length} candles, ${needed} needed` };
  }
  const priceAt = new Date(candles[candles.length - 1].time.getTime() + HOUR);
  const stale = stalePrice(priceAt, now, input.freshnessMs ?? DEFAULT_FRESHNESS_MS);
  if (stale)
    return { signal: null, score: 0, waitingFor: 'hourly-close', verdict: `${symbol}: ${stale}, so no signal` };
  const window = candles.slice(-needed);
  const last = window.length - 1;
  if (horizon.hours > 1 && !closesBar(window[last].time.getTime(), horizon.hours)) {
    return {
      signal: null,
      score: 0,
      waitingFor: 'bar-close',
      verdict: `${symbol}: the engine decides when a ${barName(horizon)} closes`,
    };
  }
  const table = horizonFeatures(horizon)(seriesFromCandles(symbol, window), { costFloor });
  const decision = decide(model, table, last);
  if (!decision) {
    return { signal: null, score: 0, verdict: `${symbol}: no side reaches the model's threshold` };
  }
  const signalType: SignalType = decision.side > 0 ? 'BUY' : 'SELL';
  const news = readNews(input.news ?? [], input.newsExposure ?? [], now, window[last].time, decision.side);
  if (news.hold) {
    return { signal: null, score: decision.predictedR, verdict: `${symbol}: ${signalType} held back: ${news.hold}` };
  }

  // Stop and target in whole price points, so that rounding never takes the ratio below target.
  const scale = 10 ** priceDecimals(symbol);
  const close = window[last].close;
  const entryPoints = Math.round(close * scale);
  const stopPoints = Math.max(10, Math.round(decision.stopDistance * scale));
  const targetPoints = Math.ceil(stopPoints * model.exits.targetR);
  const side = decision.side;
  const entryPrice = entryPoints / scale;
  const stopLoss = (entryPoints - side * stopPoints) / scale;
  const takeProfit = (entryPoints + side * targetPoints) / scale;
  if (stopLoss <= 0)
    return { signal: null, score: decision.predictedR, verdict: `${symbol}: the stop would fall below zero` };

  const { calibration } = model;
  const band = calibration.bands[decision.band];
  const expectation: SignalExpectation = {
    event: calibration.event,
    band: band.name,
    trades: band.trades,
    measuredFrom: calibration.measuredOn.from,
    measuredTo: calibration.measuredOn.to,
    profitRate: band.profitRate ?? 0,
    chanceProfitRate: band.chance.profitRate ?? 0,
    averageR: band.averageR ?? 0,
    chanceAverageR: band.chance.averageR ?? 0,
    beatsChance: band.beatsChance,
    ordersSignals: calibration.ordersSignals,
  };
  const signal: SignalDraft = {
    symbol,
    category,
    signalType,
    entryPrice,
    stopLoss,
    takeProfit,
    stopLossPips: pipsBetween(symbol, entryPrice, stopLoss),
    takeProfitPips: pipsBetween(symbol, entryPrice, takeProfit),
    riskReward: Math.round((targetPoints / stopPoints) * 100) / 100,
    confidence: Math.round(expectation.profitRate * 100),
    expectation,
    reasoning: [explain(model, table, last, signalType, symbol, expectation), ...newsSentence(news.notes)].join(' '),
    newsInfluence: news.notes.length ? `News: ${news.notes.join('; ')}` : null,
    newsReleaseAt: news.releaseAt,
    expiresAt: new Date(now.getTime() + model.exits.expiryHours * HOUR),
    priceAt,
  };
  return { signal, score: decision.predictedR, verdict: `${symbol}: ${signalType} (${band.name} of predictions)` };
}

const barName = (horizon: { hours: number }) =>
  horizon.hours === 24 ? 'daily bar (17:00 New York)' : `${horizon.hours}-hour bar`;

/** The three directional features that added most to the chosen side, in words. */
function explain(
  model: SignalModel,
  table: FeatureTable,
  index: number,
  signalType: SignalType,
  symbol: string,
  expectation: SignalExpectation,
): string {
  const side = signalType === 'BUY' ? 1 : -1;
  const horizon = model.horizon ?? HOURLY;
  const readings = featureReadings(horizon);
  const vector = featureVector(table, index, side)!;
  const drivers = DIRECTIONAL_FEATURES.map((name, position) => ({
    name,
    contribution: model.weights[position] * vector[position],
    // The market's own reading (price rose, fell…); a negative weight means the model fades it.
    reading: readings[name][side * vector[position] >= 0 ? 0 : 1],
  }))
    .filter((driver) => driver.contribution > 0)
    .sort((a, b) => b.contribution - a.contribution)
    .slice(0, 3);
  const { stopAtr, targetR, expiryHours } = model.exits;
  return [
    `${signalType} ${symbol}: ${drivers.length ? drivers.map((driver) => driver.reading).join('; ') : 'the model favours this side'}.`,
    expectationSentence(expectation),
    `Stop ${stopAtr} × ${atrName(horizon)} away, target ${targetR} × the risk, valid ${expiryHours} h.`,
  ].join(' ');
}

/** The news notes as the closing sentence of the reasoning. */
function newsSentence(notes: string[]): string[] {
  return notes.length ? [`News: ${notes.join('; ')}.`] : [];
}
