import type { NewsEventForSignals } from './news-influence.js';
import type { NewsExposure } from './universe.js';

const HOUR = 3_600_000;
/** A high-impact release this close holds the signal back (the back-test has no news history). */
export const NEWS_HOLD_MS = HOUR;
export const NEWS_LOOKAHEAD_MS = 4 * HOUR;
export const NEWS_LOOKBACK_MS = 24 * HOUR;
/** Confidence points taken off for each piece of news that speaks against the signal. */
export const NEWS_PENALTY = 5;
const MAX_NEWS_PENALTY = 2 * NEWS_PENALTY;

export interface NewsReading {
  /** Why the signal is held back, when a release is too close. */
  hold: string | null;
  /** What the news says about the signal, each naming its release; empty when nothing applies. */
  notes: string[];
  /** Confidence points to take off (news never adds any: it has not been measured). */
  penalty: number;
}

/**
 * How the calendar bears on a signal of `side` (1 buy, −1 sell). Only high-impact releases for
 * the symbol's currencies count:
 * - one due within the hour holds the signal back; one due within four hours lowers confidence;
 * - the latest surprise of the past day for each currency tilts the symbol (better than expected
 *   for the base currency is bullish, for the quote currency bearish): a tilt against the
 *   signal lowers confidence, one with it is only noted.
 * News can hold a signal back or lower its confidence, never create, flip or raise one: the
 * back-test, which decides what is published, has no history of the calendar to measure it on.
 */
export function readNews(
  events: NewsEventForSignals[],
  exposure: NewsExposure[],
  now: Date,
  side: 1 | -1,
): NewsReading {
  const directionOf = new Map(exposure.map((entry) => [entry.currency, entry.direction]));
  const relevant = events.filter((event) => event.impact === 'high' && directionOf.has(event.currency));
  const reading: NewsReading = { hold: null, notes: [], penalty: 0 };

  const upcoming = relevant
    .filter((event) => event.at > now && event.at.getTime() - now.getTime() <= NEWS_LOOKAHEAD_MS)
    .sort((a, b) => a.at.getTime() - b.at.getTime())[0];
  if (upcoming) {
    const ahead = upcoming.at.getTime() - now.getTime();
    const minutes = Math.round(ahead / 60_000);
    const when = minutes < 60 ? `${minutes} min` : `${(minutes / 60).toFixed(1)} h`;
    const name = `${upcoming.currency} ${upcoming.event} in ${when}`;
    if (ahead <= NEWS_HOLD_MS) return { ...reading, hold: `high-impact release ${name}` };
    reading.notes.push(`${name}: confidence lowered`);
    reading.penalty += NEWS_PENALTY;
  }

  const latestSurprise = new Map<string, NewsEventForSignals>();
  for (const event of relevant) {
    if (event.at > now || now.getTime() - event.at.getTime() > NEWS_LOOKBACK_MS) continue;
    if (!event.surpriseNumeric) continue;
    const known = latestSurprise.get(event.currency);
    if (!known || event.at > known.at) latestSurprise.set(event.currency, event);
  }
  for (const event of [...latestSurprise.values()].sort((a, b) => b.at.getTime() - a.at.getTime())) {
    const better = event.surpriseNumeric! > 0;
    const tilt = (better ? 1 : -1) * directionOf.get(event.currency)!;
    const description = `${event.currency} ${event.event} ${better ? 'better' : 'worse'} than expected: ${
      tilt > 0 ? 'bullish' : 'bearish'
    } tilt`;
    if (tilt === side) {
      reading.notes.push(`${description}, with the ${side > 0 ? 'buy' : 'sell'}`);
    } else {
      reading.notes.push(`${description} against the ${side > 0 ? 'buy' : 'sell'}: confidence lowered`);
      reading.penalty += NEWS_PENALTY;
    }
  }
  reading.penalty = Math.min(reading.penalty, MAX_NEWS_PENALTY);
  return reading;
}
