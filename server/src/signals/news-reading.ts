import type { NewsEventForSignals } from './news-influence.js';
import type { NewsExposure } from '#domain/universe';

const HOUR = 3_600_000;
export const NEWS_LOOKAHEAD_MS = 4 * HOUR;
export const NEWS_LOOKBACK_MS = 24 * HOUR;

/** The news rules, each measured by the back-test on the recorded calendar (docs/signals.md). */
export const NEWS_RULES = {
  releaseWithinHour: 'a high-impact release for either currency within the next hour',
  releaseWithinFourHours: 'a high-impact release for either currency within four hours',
  surpriseAgainst: "the day's latest high-impact surprise points against the signal",
  surpriseWith: "the day's latest high-impact surprise points with the signal",
} as const;
export type NewsRule = keyof typeof NEWS_RULES;

/**
 * The rules that hold a signal back. A rule holds only where the walk-forward found that the
 * signals it touches did measurably worse than the rest (z > 1.645); the others only add a note.
 * Measured on the daily engine's signals of 2016–2018, where the recorded calendar covers them
 * (the back-test report's news table, docs/signals.md): none did. Signals going with the day's
 * latest high-impact surprise averaged +0.04 R against +0.01 R for the rest (86 signals, z = −0.6),
 * so the hold the hourly engine had (there −0.19 R against +0.09 R, z = 3.0) is only a note now.
 */
export const HOLDING_RULES: readonly NewsRule[] = [];

export interface NewsReading {
  /** Why the signal is held back, when a holding rule fires. */
  hold: string | null;
  /** What the news says about the signal, each naming its release; empty when nothing applies. */
  notes: string[];
  /** Every rule that fired. */
  fired: NewsRule[];
  /** When the upcoming release a note names comes out; null when none is due. */
  releaseAt: Date | null;
}

/**
 * How the calendar bears on a signal of `side` (1 buy, −1 sell) decided now. Only high-impact
 * releases for the symbol's currencies count:
 * - one due within the hour or within four hours (schedules are known in advance);
 * - the latest surprise of the past day for each currency tilts the symbol (better than expected
 *   for the base currency is bullish, for the quote currency bearish), with or against the signal.
 * A release's actual counts only once the hour it came out in has closed: a rule may use only what
 * was public before the decision candle opened (`knownBefore`), so that the back-test on hourly
 * candles, whose last candle already holds the release's reaction, measures what the live run does.
 */
export function readNews(
  events: NewsEventForSignals[],
  exposure: NewsExposure[],
  now: Date,
  knownBefore: Date,
  side: 1 | -1,
): NewsReading {
  const directionOf = new Map(exposure.map((entry) => [entry.currency, entry.direction]));
  const relevant = events.filter((event) => event.impact === 'high' && directionOf.has(event.currency));
  const reading: NewsReading = { hold: null, notes: [], fired: [], releaseAt: null };
  const fire = (rule: NewsRule, note: string) => {
    reading.fired.push(rule);
    if (HOLDING_RULES.includes(rule)) reading.hold ??= note;
    else reading.notes.push(note);
  };

  const upcoming = relevant
    .filter((event) => event.at > now && event.at.getTime() - now.getTime() <= NEWS_LOOKAHEAD_MS)
    .sort((a, b) => a.at.getTime() - b.at.getTime())[0];
  if (upcoming) {
    const ahead = upcoming.at.getTime() - now.getTime();
    // The time itself, never "in 2.9 h": the note is read for hours after it is written. Pages show
    // the stored time (releaseAt) in the reader's zone, with a countdown that ticks.
    const name = `high-impact release ${upcoming.currency} ${upcoming.event} at ${upcoming.at.toISOString().slice(11, 16)} UTC`;
    reading.releaseAt = upcoming.at;
    fire(ahead <= HOUR ? 'releaseWithinHour' : 'releaseWithinFourHours', name);
  }

  const latestSurprise = new Map<string, NewsEventForSignals>();
  for (const event of relevant) {
    if (event.at >= knownBefore || now.getTime() - event.at.getTime() > NEWS_LOOKBACK_MS) continue;
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
    const sideName = side > 0 ? 'buy' : 'sell';
    if (tilt === side) fire('surpriseWith', `${description}, with the ${sideName}`);
    else fire('surpriseAgainst', `${description}, against the ${sideName}`);
  }
  return reading;
}
