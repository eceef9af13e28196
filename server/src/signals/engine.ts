import { expectationSentence, type SignalExpectation } from '#domain/expectation';
import { categoryOf, pipsBetween, priceDecimals, type InstrumentCategory } from '#domain/instruments';
import type { Candle } from '../market-data/candles.js';
import { defaultCostModel, type CostModel } from './costs/cost-model.js';
import { computeFeatures, DIRECTIONAL_FEATURES, featureVector, LOOKBACK } from './model/features.js';
import { seriesFromCandles } from './model/price-series.js';
import { decide, liveModel, type SignalModel } from './model/signal-model.js';
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
  /** Why the engine did not decide at all: the market was closed, or the newest price was too old. */
  waitingFor?: 'market-open' | 'hourly-close';
  /** Why there is no signal, or a summary of the one there is. */
  verdict: string;
  /** The model's predicted result in R (net of costs) for the better side; 0 without one. Ranks, never shown. */
  score: number;
}

/** Enough history for the slowest feature (the 20-day return). */
export const MIN_CANDLES = LOOKBACK;
/** The engine reads this many hourly candles per symbol. */
export const CANDLES_PER_RUN = LOOKBACK + 19;
const HOUR = 3_600_000;

/** How each directional feature reads when it is above zero (first) and below (second). */
const READINGS: Record<(typeof DIRECTIONAL_FEATURES)[number], [string, string]> = {
  return1h: ['the last hour closed up', 'the last hour closed down'],
  return4h: ['price rose over 4 hours', 'price fell over 4 hours'],
  return24h: ['price rose over the last day', 'price fell over the last day'],
  return5d: ['price rose over the last week', 'price fell over the last week'],
  return20d: ['price rose over the last month', 'price fell over the last month'],
  aboveAverage24h: ['price is above its 24-hour average', 'price is below its 24-hour average'],
  aboveAverage5d: ['price is above its 5-day average', 'price is below its 5-day average'],
  aboveAverage20d: ['price is above its 20-day average', 'price is below its 20-day average'],
  rangePosition24h: ['price sits high in its 24-hour range', 'price sits low in its 24-hour range'],
  rangePosition5d: ['price sits high in its 5-day range', 'price sits low in its 5-day range'],
  rsi14: ['RSI 14 shows buying momentum', 'RSI 14 shows selling momentum'],
};

/**
 * The symbols the engine publishes: those its walk-forward measured out of sample under the cost
 * model. The rest of the universe stays configured but gets no signals: an unmeasured guess is
 * not worth selling.
 */
export function publishedSymbols(model: SignalModel = liveModel()): readonly string[] {
  return model.trainedOn.symbols;
}

export function isPublished(model: SignalModel, symbol: string): boolean {
  return publishedSymbols(model).includes(symbol);
}

/**
 * One pass of the engine over one symbol: the features of the last LOOKBACK candles, the
 * versioned model's decision (decide(), the rule the walk-forward back-test replays), the exits
 * the model was measured with, and what the walk-forward measured for signals like it. The news
 * rules the back-test found to help hold a signal back; the others only add a note.
 */
export function evaluate(input: EngineInput): EngineResult {
  const { symbol, candles, now } = input;
  const model = input.model ?? liveModel();
  const category = categoryOf(symbol);
  const costFloor = (input.costs ?? defaultCostModel()).floor(symbol);
  if (costFloor === null || !model.calibration || !isPublished(model, symbol)) {
    return { signal: null, score: 0, verdict: `${symbol}: never measured under the cost model, so no signal` };
  }
  if (!isMarketOpen(symbol, now)) {
    return {
      signal: null,
      score: 0,
      waitingFor: 'market-open',
      verdict: `${symbol}: the market is closed, so no signal`,
    };
  }
  if (candles.length < MIN_CANDLES) {
    return { signal: null, score: 0, verdict: `${symbol}: only ${candles.length} candles, ${MIN_CANDLES} needed` };
  }
  const priceAt = new Date(candles[candles.length - 1].time.getTime() + HOUR);
  const stale = stalePrice(priceAt, now, input.freshnessMs ?? DEFAULT_FRESHNESS_MS);
  if (stale)
    return { signal: null, score: 0, waitingFor: 'hourly-close', verdict: `${symbol}: ${stale}, so no signal` };
  const window = candles.slice(-LOOKBACK);
  const table = computeFeatures(seriesFromCandles(symbol, window), { costFloor });
  const last = window.length - 1;
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
    expiresAt: new Date(now.getTime() + model.exits.expiryHours * HOUR),
    priceAt,
  };
  return { signal, score: decision.predictedR, verdict: `${symbol}: ${signalType} (${band.name} of predictions)` };
}

/** The three directional features that added most to the chosen side, in words. */
function explain(
  model: SignalModel,
  table: ReturnType<typeof computeFeatures>,
  index: number,
  signalType: SignalType,
  symbol: string,
  expectation: SignalExpectation,
): string {
  const side = signalType === 'BUY' ? 1 : -1;
  const vector = featureVector(table, index, side)!;
  const drivers = DIRECTIONAL_FEATURES.map((name, position) => ({
    name,
    contribution: model.weights[position] * vector[position],
    // The market's own reading (price rose, fell…); a negative weight means the model fades it.
    reading: READINGS[name][side * vector[position] >= 0 ? 0 : 1],
  }))
    .filter((driver) => driver.contribution > 0)
    .sort((a, b) => b.contribution - a.contribution)
    .slice(0, 3);
  const { stopAtr, targetR, expiryHours } = model.exits;
  return [
    `${signalType} ${symbol}: ${drivers.length ? drivers.map((driver) => driver.reading).join('; ') : 'the model favours this side'}.`,
    expectationSentence(expectation),
    `Stop ${stopAtr} × ATR away, target ${targetR} × the risk, valid ${expiryHours} h.`,
  ].join(' ');
}

/** The news notes as the closing sentence of the reasoning. */
function newsSentence(notes: string[]): string[] {
  return notes.length ? [`News: ${notes.join('; ')}.`] : [];
}
