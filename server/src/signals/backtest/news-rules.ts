import type { RecordedRelease } from '../../news/calendar-history.js';
import { sentimentOf } from '../../news/news-analysis.js';
import { surpriseOf } from '../../news/news-values.js';
import { signedSurprise } from '../calendar-news-influence.js';
import type { NewsEventForSignals } from '../news-influence.js';
import {
  HOLDING_RULES,
  NEWS_LOOKAHEAD_MS,
  NEWS_LOOKBACK_MS,
  NEWS_RULES,
  readNews,
  type NewsRule,
} from '../news-reading.js';
import type { NewsExposure } from '#domain/universe';
import { figuresOf, type Figures, type TradeRecord } from './figures.js';

const HOUR = 3_600_000;

/** One release of a recorded calendar, as published (actual and forecast as text). */
export type RecordedNews = Pick<RecordedRelease, 'at' | 'currency' | 'impact' | 'event' | 'actual' | 'forecast'>;

export interface NewsRuleFigures {
  rule: NewsRule;
  name: string;
  /** Whether the live engine holds signals back on this rule. */
  holds: boolean;
  /** The signals the rule fired on, and the rest. */
  affected: Figures;
  rest: Figures;
  /** How many standard errors the rest's net average stands above the affected signals'. */
  z: number | null;
  /** Holding the affected signals back would have raised the net average measurably (z > 1.645). */
  helps: boolean;
}

export interface NewsRulesReport {
  covered: { from: string; to: string };
  signals: number;
  rules: NewsRuleFigures[];
  untouched: Figures;
}

/**
 * What the live news rules (readNews, unchanged) say about each signal of the walk-forward, read on
 * a recorded calendar: for every rule, how the signals it fires on did against the rest. Only
 * signals decided inside the calendar's span count; a release's actual is used only from the
 * first hour that opens after it, as live.
 */
export function measureNewsRules(
  trades: readonly TradeRecord[],
  releases: readonly RecordedNews[],
  exposureOf: (symbol: string) => NewsExposure[],
): NewsRulesReport | null {
  if (!releases.length) return null;
  const events = releases
    .map(toEngineEvent)
    .filter((event): event is NewsEventForSignals => event !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = events[0].at.getTime();
  const last = events[events.length - 1].at.getTime();
  const covered = trades.filter(
    (trade) => trade.at - NEWS_LOOKBACK_MS >= first && trade.at + NEWS_LOOKAHEAD_MS <= last,
  );
  const times = events.map((event) => event.at.getTime());
  const firedBy = new Map<TradeRecord, NewsRule[]>();
  for (const trade of covered) {
    const exposure = exposureOf(trade.symbol);
    const currencies = new Set(exposure.map((entry) => entry.currency));
    const window = events
      .slice(lowerBound(times, trade.at - NEWS_LOOKBACK_MS), lowerBound(times, trade.at + NEWS_LOOKAHEAD_MS + 1))
      .filter((event) => currencies.has(event.currency));
    const reading = readNews(window, exposure, new Date(trade.at), new Date(trade.at - HOUR), trade.side);
    firedBy.set(trade, reading.fired);
  }
  const rules = (Object.keys(NEWS_RULES) as NewsRule[]).map((rule) => {
    const affected = covered.filter((trade) => firedBy.get(trade)!.includes(rule));
    const rest = covered.filter((trade) => !firedBy.get(trade)!.includes(rule));
    const z = zScore(rest, affected);
    return {
      rule,
      name: NEWS_RULES[rule],
      holds: HOLDING_RULES.includes(rule),
      affected: figuresOf(affected),
      rest: figuresOf(rest),
      z: z === null ? null : Number(z.toFixed(2)),
      helps: z !== null && z > 1.645,
    };
  });
  return {
    covered: { from: new Date(first).toISOString(), to: new Date(last).toISOString() },
    signals: covered.length,
    rules,
    untouched: figuresOf(covered.filter((trade) => firedBy.get(trade)!.length === 0)),
  };
}

/** A recorded release as the engine reads calendar events; null for those it ignores. */
function toEngineEvent(release: RecordedNews): NewsEventForSignals | null {
  const { impact } = release;
  if (impact === 'holiday') return null;
  const surprise = surpriseOf(release.actual, release.forecast);
  return {
    currency: release.currency,
    event: release.event,
    impact,
    at: release.at,
    surpriseNumeric: signedSurprise({ surpriseNumeric: surprise, sentiment: sentimentOf(release.event, surprise) }),
  };
}

/** (mean of `higher` − mean of `lower`) over its standard error; null below two trades a side. */
function zScore(higher: readonly TradeRecord[], lower: readonly TradeRecord[]): number | null {
  if (higher.length < 2 || lower.length < 2) return null;
  const moments = (trades: readonly TradeRecord[]) => {
    const mean = trades.reduce((sum, trade) => sum + trade.resultR, 0) / trades.length;
    const variance = trades.reduce((sum, trade) => sum + (trade.resultR - mean) ** 2, 0) / (trades.length - 1);
    return { mean, variance, count: trades.length };
  };
  const a = moments(higher);
  const b = moments(lower);
  const error = Math.sqrt(a.variance / a.count + b.variance / b.count);
  return error > 0 ? (a.mean - b.mean) / error : null;
}

function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
