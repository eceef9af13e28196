import { categoryOf, pipsBetween, priceDecimals, type InstrumentCategory } from '#domain/instruments';
import type { Candle } from '../market-data/candles.js';
import { computeFeatures, DIRECTIONAL_FEATURES, featureVector, FEATURE_NAMES, LOOKBACK } from './model/features.js';
import { seriesFromCandles } from './model/price-series.js';
import { decide, liveModel, MIN_CONFIDENCE, spreadEstimate, type SignalModel } from './model/signal-model.js';
import type { NewsEventForSignals } from './news-influence.js';
import { readNews } from './news-reading.js';
import type { NewsExposure } from './universe.js';

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
  confidence: number;
  reasoning: string;
  newsInfluence: string | null;
  expiresAt: Date;
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
}

export interface EngineResult {
  signal: SignalDraft | null;
  /** Why there is no signal, or a summary of the one there is. */
  verdict: string;
  /** The model's predicted result in R (net of costs) for the better side; 0 without one. */
  score: number;
}

/** Enough history for the slowest feature (the 20-day return). */
export const MIN_CANDLES = LOOKBACK;
/** The engine reads this many hourly candles per symbol. */
export const CANDLES_PER_RUN = LOOKBACK + 19;
/**
 * The categories where the back-test found an edge after costs on the path the live engine takes
 * (docs/signals.md). The model has never seen an index, a coin or an exotic pair; metals were
 * measured on silver alone and lost on average, its spread eating the edge. Rather than an
 * untested or losing guess, the engine publishes nothing for them.
 */
export const PUBLISHED_CATEGORIES: readonly InstrumentCategory[] = ['Major', 'Minor'];
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
 * One pass of the engine over one symbol: the features of the last LOOKBACK candles, the
 * versioned model's decision (decide(), the rule the walk-forward back-test replays), and the
 * exits the model was measured with. Live-only rule: a high-impact release within the hour holds
 * the signal back; nearer releases are noted but change nothing.
 */
export function evaluate(input: EngineInput): EngineResult {
  const { symbol, candles, now } = input;
  const model = input.model ?? liveModel();
  const category = categoryOf(symbol);
  if (!PUBLISHED_CATEGORIES.includes(category)) {
    return { signal: null, score: 0, verdict: `${symbol}: the engine publishes no ${category} signals` };
  }
  if (candles.length < MIN_CANDLES) {
    return { signal: null, score: 0, verdict: `${symbol}: only ${candles.length} candles, ${MIN_CANDLES} needed` };
  }
  const window = candles.slice(-LOOKBACK);
  const table = computeFeatures(seriesFromCandles(symbol, window), {
    spreadEstimate: spreadEstimate(model, symbol),
  });
  const last = window.length - 1;
  const decision = decide(model, table, last);
  if (!decision) {
    return { signal: null, score: 0, verdict: `${symbol}: no side reaches the model's threshold` };
  }
  const signalType: SignalType = decision.side > 0 ? 'BUY' : 'SELL';
  const news = readNews(input.news ?? [], input.newsExposure ?? [], now, decision.side);
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
    confidence: Math.max(MIN_CONFIDENCE, decision.confidence - news.penalty),
    reasoning: [explain(model, table, last, signalType, symbol, decision.predictedR), ...newsSentence(news.notes)].join(
      ' ',
    ),
    newsInfluence: news.notes.length ? `News: ${news.notes.join('; ')}` : null,
    expiresAt: new Date(now.getTime() + model.exits.expiryHours * HOUR),
  };
  return { signal, score: decision.predictedR, verdict: `${symbol}: ${signalType} at ${signal.confidence}` };
}

/** The three directional features that added most to the chosen side, in words. */
function explain(
  model: SignalModel,
  table: ReturnType<typeof computeFeatures>,
  index: number,
  signalType: SignalType,
  symbol: string,
  predictedR: number,
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
  const costPosition = FEATURE_NAMES.indexOf('spreadToAtr');
  const { stopAtr, targetR, expiryHours } = model.exits;
  return [
    `${signalType} ${symbol}: ${drivers.length ? drivers.map((driver) => driver.reading).join('; ') : 'the model favours this side'}.`,
    vector[costPosition] < 0.1 ? 'The spread is small against the recent range.' : '',
    `The model expects ${predictedR >= 0 ? '+' : ''}${predictedR.toFixed(2)} R after costs on trades like this.`,
    `Stop ${stopAtr} × ATR away, target ${targetR} × the risk, valid ${expiryHours} h.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The news notes as the closing sentence of the reasoning. */
function newsSentence(notes: string[]): string[] {
  return notes.length ? [`News: ${notes.join('; ')}.`] : [];
}
