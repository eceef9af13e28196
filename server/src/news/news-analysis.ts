import { formatDifference, surpriseOf } from './news-values.js';

export const NEWS_IMPACTS = ['high', 'medium', 'low', 'holiday'] as const;
export type NewsImpact = (typeof NEWS_IMPACTS)[number];

/** How a released figure reads for its currency. */
export const SENTIMENTS = ['bullish', 'bearish', 'neutral'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];

/**
 * Spec section 5, case-insensitive: contains 'high' is high, contains 'medium' is medium,
 * otherwise low. Bank holidays are kept apart (DESIGN section 2) so that they never count
 * as market-moving news.
 */
export function normaliseImpact(text: string | null | undefined): NewsImpact {
  const lower = (text ?? '').toLowerCase();
  if (lower.includes('high')) return 'high';
  if (lower.includes('medium')) return 'medium';
  if (lower.includes('holiday')) return 'holiday';
  return 'low';
}

// Figures where a higher number is worse for the economy, so worse for its currency.
const LOWER_IS_BETTER = /unemployment|jobless|claimant|claims|job ?cuts|layoffs|bankruptc/i;
// Figures that say little about the currency itself: commodity stocks, auctions, flows.
const NOT_CURRENCY_DRIVERS =
  /inventor|stocks change|stock investment|bond investment|crude|gasoline|distillate|heating oil|refinery|cushing|natural gas|auction|rig count|cftc|speech|speaks|testif|press conference|minutes|holiday/i;

/**
 * The conventional market reading of a surprise for the event's currency: a figure above
 * forecast is bullish (stronger growth, prices or rates), except where a higher number is
 * bad news (unemployment, jobless claims). Null when the event says little about the currency
 * or nothing was released against a forecast.
 */
export function sentimentOf(event: string, surpriseNumeric: number | null): Sentiment | null {
  if (surpriseNumeric === null || NOT_CURRENCY_DRIVERS.test(event)) return null;
  if (surpriseNumeric === 0) return 'neutral';
  const better = LOWER_IS_BETTER.test(event) ? surpriseNumeric < 0 : surpriseNumeric > 0;
  return better ? 'bullish' : 'bearish';
}

/**
 * The surprise in words: "Above forecast (+0.2%), bullish for USD", "Below forecast (-25K)",
 * "In line with forecast". Null until an actual is released against a forecast.
 */
export function surpriseText(
  surpriseNumeric: number | null,
  forecast: string | null,
  currency: string,
  sentiment: Sentiment | null,
): string | null {
  if (surpriseNumeric === null) return null;
  if (surpriseNumeric === 0) return 'In line with forecast';
  const direction = surpriseNumeric > 0 ? 'Above' : 'Below';
  const reading = sentiment === 'bullish' || sentiment === 'bearish' ? `, ${sentiment} for ${currency}` : '';
  return `${direction} forecast (${formatDifference(surpriseNumeric, forecast)})${reading}`;
}

export interface EventAnalysis {
  impact: NewsImpact;
  surpriseNumeric: number | null;
  surprise: string | null;
  sentiment: Sentiment | null;
}

/** Everything POST /api/news/analyze fills in for one event. */
export function analyseEvent(input: {
  event: string;
  currency: string;
  sourceImpact: string;
  forecast: string | null;
  actual: string | null;
}): EventAnalysis {
  const surpriseNumeric = surpriseOf(input.actual, input.forecast);
  const sentiment = sentimentOf(input.event, surpriseNumeric);
  return {
    impact: normaliseImpact(input.sourceImpact),
    surpriseNumeric,
    surprise: surpriseText(surpriseNumeric, input.forecast, input.currency, sentiment),
    sentiment,
  };
}

/** How much a released event counts towards its currency's bias. */
export const IMPACT_WEIGHT: Record<NewsImpact, number> = { high: 1, medium: 0.5, low: 0.25, holiday: 0 };
/** An event's weight halves every this many hours. */
export const BIAS_HALF_LIFE_HOURS = 48;
/** Released events older than this no longer count. */
export const BIAS_LOOKBACK_HOURS = 7 * 24;
/** A score at least this far from zero is a bias; closer is neutral. */
export const BIAS_THRESHOLD = 0.25;

export interface BiasInput {
  event: string;
  impact: NewsImpact;
  sentiment: Sentiment;
  publishedAt: Date;
  surprise: string | null;
}

export interface BiasDriver {
  event: string;
  impact: NewsImpact;
  sentiment: Sentiment;
  publishedAt: Date;
  surprise: string | null;
  /** Signed share of the score this event carries (-1 to 1). */
  contribution: number;
}

export interface CurrencyBias {
  currency: string;
  bias: Sentiment;
  /** -1 (every recent surprise bearish) to 1 (every one bullish), weighted by impact and age. */
  score: number;
  /** Released events with a reading that the score is based on. */
  basedOn: number;
  /** The events that moved the score most, strongest first (at most five). */
  drivers: BiasDriver[];
}

/**
 * A currency's bias from its recent surprises: each released event votes +1 (bullish), -1
 * (bearish) or 0 (in line), weighted by impact and halving every 48 hours; the score is the
 * weighted mean, so it stays between -1 and 1 however many events there are.
 */
export function currencyBiasFrom(currency: string, events: BiasInput[], at: Date): CurrencyBias {
  const weighted = events
    .filter((event) => event.publishedAt <= at)
    .map((event) => {
      const ageHours = (at.getTime() - event.publishedAt.getTime()) / 3_600_000;
      const weight = IMPACT_WEIGHT[event.impact] * 0.5 ** (ageHours / BIAS_HALF_LIFE_HOURS);
      const vote = event.sentiment === 'bullish' ? 1 : event.sentiment === 'bearish' ? -1 : 0;
      return { event, weight, vote };
    })
    .filter(({ weight }) => weight > 0);
  const totalWeight = weighted.reduce((sum, { weight }) => sum + weight, 0);
  const score =
    totalWeight === 0 ? 0 : round2(weighted.reduce((sum, { weight, vote }) => sum + weight * vote, 0) / totalWeight);
  const drivers = weighted
    .filter(({ vote }) => vote !== 0)
    .map(({ event, weight, vote }) => ({
      event: event.event,
      impact: event.impact,
      sentiment: event.sentiment,
      publishedAt: event.publishedAt,
      surprise: event.surprise,
      contribution: round2((weight * vote) / totalWeight),
    }))
    .sort(
      (a, b) =>
        Math.abs(b.contribution) - Math.abs(a.contribution) || b.publishedAt.getTime() - a.publishedAt.getTime(),
    )
    .slice(0, 5);
  return {
    currency,
    bias: score >= BIAS_THRESHOLD ? 'bullish' : score <= -BIAS_THRESHOLD ? 'bearish' : 'neutral',
    score,
    basedOn: weighted.length,
    drivers,
  };
}

function round2(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}
