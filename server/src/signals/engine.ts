import { ADX, ATR, BollingerBands, EMA, MACD, RSI } from 'trading-signals';
import type { Candle } from '../market-data/candles.js';
import { categoryOf, pipsBetween, priceDecimals, type InstrumentCategory } from './instruments.js';
import type { NewsEventForSignals } from './news-influence.js';
import type { NewsExposure } from './universe.js';

export type SignalType = 'BUY' | 'SELL';

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

export interface EngineSettings {
  /** How long a signal stays valid. */
  ttlMs: number;
}

export interface EngineInput {
  symbol: string;
  /** Complete hourly candles, oldest first; the last close is the entry. */
  candles: Candle[];
  now: Date;
  /** Releases for the symbol's currencies, from a day back to a few hours ahead. */
  news?: NewsEventForSignals[];
  newsExposure?: NewsExposure[];
  settings?: Partial<EngineSettings>;
}

export interface EngineResult {
  signal: SignalDraft | null;
  /** Why there is no signal, or a summary of the one there is. */
  verdict: string;
  /** The weighted vote from −1 (all bearish) to +1 (all bullish). */
  score: number;
}

/** Enough history for the slowest indicator (EMA 200) to have settled. */
export const MIN_CANDLES = 220;
/** The engine reads this many hourly candles per symbol. */
export const CANDLES_PER_RUN = 300;
export const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

/** Thresholds of the vote; see docs/architecture.md, "Signals engine". */
const MIN_SCORE = 0.45;
const MIN_AGREEMENT = 0.65;
const MIN_ADX = 20;
const STOP_ATR_MULTIPLE = 1.5;
const MIN_CONFIDENCE = 55;
const MAX_CONFIDENCE = 95;
/** A high-impact release this close holds the signal back; one within the look-ahead lowers confidence. */
const NEWS_HOLD_MS = 60 * 60 * 1000;
export const NEWS_LOOKAHEAD_MS = 4 * 60 * 60 * 1000;
export const NEWS_LOOKBACK_MS = 24 * 60 * 60 * 1000;
const NEWS_CONFIDENCE_PENALTY = 15;

interface Vote {
  name: string;
  weight: number;
  /** −1 … +1, bearish to bullish. */
  value: number;
  bullish: string;
  bearish: string;
}

const clamp = (value: number, limit = 1) => Math.max(-limit, Math.min(limit, value));

/**
 * One pass of the engine over one symbol: indicators from the trading-signals library, a weighted
 * vote, and a BUY or SELL only when the vote is both strong and broadly shared, the market is
 * trending (ADX) and no high-impact release is about to hit either currency.
 */
export function evaluate(input: EngineInput): EngineResult {
  const { symbol, candles, now } = input;
  if (candles.length < MIN_CANDLES) {
    return { signal: null, score: 0, verdict: `${symbol}: only ${candles.length} candles, ${MIN_CANDLES} needed` };
  }

  const ema21 = new EMA(21);
  const ema55 = new EMA(55);
  const ema200 = new EMA(200);
  const rsi = new RSI(14);
  const macd = new MACD(new EMA(12), new EMA(26), new EMA(9));
  const atr = new ATR(14);
  const bands = new BollingerBands(20, 2);
  const adx = new ADX(14);
  for (const candle of candles) {
    for (const indicator of [ema21, ema55, ema200, rsi, macd, bands]) indicator.add(candle.close);
    atr.add(candle);
    adx.add(candle);
  }

  const close = candles[candles.length - 1].close;
  const volatility = atr.getResult();
  const trendStrength = adx.getResult();
  const [fast, slow, long, momentum, macdResult, band] = [
    ema21.getResult(),
    ema55.getResult(),
    ema200.getResult(),
    rsi.getResult(),
    macd.getResult(),
    bands.getResult(),
  ];
  if (
    !volatility ||
    volatility <= 0 ||
    trendStrength === null ||
    fast === null ||
    slow === null ||
    long === null ||
    momentum === null ||
    !macdResult ||
    !band
  ) {
    return { signal: null, score: 0, verdict: `${symbol}: the market has not moved enough to measure` };
  }
  const plusDi = Number(adx.pdi ?? 0);
  const minusDi = Number(adx.mdi ?? 0);

  const votes: Vote[] = [
    {
      name: 'trend',
      weight: 3,
      value: clamp((fast - slow) / volatility),
      bullish: 'EMA 21 is above EMA 55',
      bearish: 'EMA 21 is below EMA 55',
    },
    {
      name: 'long trend',
      weight: 1,
      value: clamp((close - long) / (2 * volatility)),
      bullish: 'price is above EMA 200',
      bearish: 'price is below EMA 200',
    },
    {
      name: 'MACD',
      weight: 2,
      value: clamp(0.6 * clamp(macdResult.macd / (0.5 * volatility)) + 0.4 * Math.sign(macdResult.histogram)),
      bullish: 'MACD is positive and above its signal line',
      bearish: 'MACD is negative and below its signal line',
    },
    {
      name: 'RSI',
      weight: 1.5,
      value: rsiVote(momentum),
      bullish: `RSI ${momentum.toFixed(0)} shows bullish momentum`,
      bearish: `RSI ${momentum.toFixed(0)} shows bearish momentum`,
    },
    {
      name: 'Bollinger',
      weight: 1,
      value: clamp(((close - band.lower) / (band.upper - band.lower || 1) - 0.5) * 2),
      bullish: 'price holds the upper half of the Bollinger bands',
      bearish: 'price holds the lower half of the Bollinger bands',
    },
    {
      name: 'directional movement',
      weight: 1.5,
      value: clamp((plusDi - minusDi) / 20),
      bullish: '+DI leads −DI',
      bearish: '−DI leads +DI',
    },
  ];

  const news = readNews(input.news ?? [], input.newsExposure ?? [], now);
  if (news.surpriseVote) votes.push(news.surpriseVote);

  const totalWeight = votes.reduce((sum, vote) => sum + vote.weight, 0);
  const score = votes.reduce((sum, vote) => sum + vote.weight * vote.value, 0) / totalWeight;
  const direction = Math.sign(score);
  const agreeing = votes.filter((vote) => Math.sign(vote.value) === direction && Math.abs(vote.value) > 0.1);
  const agreement = agreeing.reduce((sum, vote) => sum + vote.weight, 0) / totalWeight;

  if (trendStrength < MIN_ADX) {
    return { signal: null, score, verdict: `${symbol}: no trend (ADX ${trendStrength.toFixed(0)})` };
  }
  if (Math.abs(score) < MIN_SCORE || agreement < MIN_AGREEMENT) {
    return {
      signal: null,
      score,
      verdict: `${symbol}: neutral (vote ${score.toFixed(2)}, agreement ${(agreement * 100).toFixed(0)} %)`,
    };
  }
  const signalType: SignalType = direction > 0 ? 'BUY' : 'SELL';
  if (news.hold) return { signal: null, score, verdict: `${symbol}: ${signalType} held back: ${news.hold}` };

  const strength = Math.min(1, Math.max(0, (trendStrength - 15) / 25));
  let confidence = Math.round(
    40 + 60 * Math.min(1, Math.abs(score)) * (0.5 + 0.5 * agreement) * (0.6 + 0.4 * strength),
  );
  if (news.caution) confidence -= NEWS_CONFIDENCE_PENALTY;
  confidence = Math.min(MAX_CONFIDENCE, confidence);
  if (confidence < MIN_CONFIDENCE) {
    return { signal: null, score, verdict: `${symbol}: ${signalType} too uncertain (confidence ${confidence})` };
  }

  // Stop and target in whole price points, so that rounding never takes the ratio below target.
  const decimals = priceDecimals(symbol);
  const scale = 10 ** decimals;
  const entryPoints = Math.round(close * scale);
  const stopPoints = Math.max(10, Math.round(STOP_ATR_MULTIPLE * volatility * scale));
  const targetRatio = Math.round((1.5 + strength) * 10) / 10;
  const targetPoints = Math.ceil(stopPoints * targetRatio);
  const side = direction;
  const entryPrice = entryPoints / scale;
  const stopLoss = (entryPoints - side * stopPoints) / scale;
  const takeProfit = (entryPoints + side * targetPoints) / scale;
  if (stopLoss <= 0) return { signal: null, score, verdict: `${symbol}: the stop would fall below zero` };

  const reasons = agreeing.sort((a, b) => b.weight * Math.abs(b.value) - a.weight * Math.abs(a.value));
  const dissent = votes.filter((vote) => Math.sign(vote.value) === -direction && Math.abs(vote.value) > 0.1);
  const sentence = (vote: Vote) => (direction > 0 ? vote.bullish : vote.bearish);
  const opposite = (vote: Vote) => (direction > 0 ? vote.bearish : vote.bullish);
  const reasoning = [
    `${signalType} ${symbol}: ${reasons.map(sentence).join('; ')}.`,
    `ADX ${trendStrength.toFixed(0)} confirms a ${trendStrength >= 30 ? 'strong' : 'developing'} trend.`,
    dissent.length ? `Against it: ${dissent.map(opposite).join('; ')}.` : '',
    news.caution ? `${news.caution}; confidence lowered.` : '',
    `Stop ${STOP_ATR_MULTIPLE} × ATR away, target ${targetRatio.toFixed(1)} × the risk.`,
  ]
    .filter(Boolean)
    .join(' ');

  const newsNotes = [news.caution, news.surpriseVote ? news.surpriseNote(direction) : null].filter(Boolean);
  const signal: SignalDraft = {
    symbol,
    category: categoryOf(symbol),
    signalType,
    entryPrice,
    stopLoss,
    takeProfit,
    stopLossPips: pipsBetween(symbol, entryPrice, stopLoss),
    takeProfitPips: pipsBetween(symbol, entryPrice, takeProfit),
    riskReward: Math.round((targetPoints / stopPoints) * 100) / 100,
    confidence,
    reasoning,
    newsInfluence: newsNotes.length ? newsNotes.join('. ') : null,
    expiresAt: new Date(now.getTime() + (input.settings?.ttlMs ?? DEFAULT_TTL_MS)),
  };
  return { signal, score, verdict: `${symbol}: ${signalType} at ${confidence}` };
}

/** Momentum counts in the trend's favour, but a stretched RSI (overbought, oversold) stops adding to it. */
function rsiVote(value: number): number {
  if (value > 75) return Math.max(0, (85 - value) / 10);
  if (value < 25) return -Math.max(0, (value - 15) / 10);
  if (Math.abs(value - 50) < 5) return 0;
  return clamp((value - 50) / 20);
}

interface NewsReading {
  hold: string | null;
  caution: string | null;
  surpriseVote: Vote | null;
  surpriseNote: (direction: number) => string;
}

/**
 * Upcoming high-impact releases hold the signal back (within the hour) or lower its confidence
 * (within the look-ahead); surprises published over the last day tilt the vote: better than
 * expected for a currency pushes the symbol the way that currency's exposure says.
 */
function readNews(events: NewsEventForSignals[], exposure: NewsExposure[], now: Date): NewsReading {
  const directionOf = new Map(exposure.map((entry) => [entry.currency, entry.direction]));
  const relevant = events.filter((event) => directionOf.has(event.currency));
  const upcoming = relevant
    .filter(
      (event) => event.impact === 'high' && event.at > now && event.at.getTime() - now.getTime() <= NEWS_LOOKAHEAD_MS,
    )
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const inMinutes = (event: NewsEventForSignals) => Math.round((event.at.getTime() - now.getTime()) / 60_000);
  const describe = (event: NewsEventForSignals) => {
    const minutes = inMinutes(event);
    const when = minutes < 60 ? `${minutes} min` : `${(minutes / 60).toFixed(1)} h`;
    return `high-impact ${event.currency} release '${event.event}' in ${when}`;
  };
  const first = upcoming[0];
  const hold = first && first.at.getTime() - now.getTime() <= NEWS_HOLD_MS ? describe(first) : null;
  const caution = !hold && first ? `News: ${describe(first)}` : null;

  let tilt = 0;
  const surprises: string[] = [];
  for (const event of relevant) {
    if (event.at > now || now.getTime() - event.at.getTime() > NEWS_LOOKBACK_MS) continue;
    if (event.surpriseNumeric === null || event.surpriseNumeric === 0 || event.impact === 'low') continue;
    const weight = event.impact === 'high' ? 1 : 0.5;
    tilt += weight * Math.sign(event.surpriseNumeric) * directionOf.get(event.currency)!;
    surprises.push(`${event.currency} '${event.event}' ${event.surpriseNumeric > 0 ? 'beat' : 'missed'} forecast`);
  }
  const value = clamp(tilt);
  const surpriseVote: Vote | null = value
    ? {
        name: 'news',
        weight: 1.5,
        value,
        bullish: `recent news is supportive (${surprises.join(', ')})`,
        bearish: `recent news weighs on it (${surprises.join(', ')})`,
      }
    : null;
  return {
    hold,
    caution,
    surpriseVote,
    surpriseNote: (direction) =>
      `News: ${surprises.join(', ')}, ${Math.sign(value) === direction ? 'supporting' : 'against'} the signal`,
  };
}
