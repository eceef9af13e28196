import { formatCountdown, formatDateTime, formatDay, formatTime } from './dates';
/** The Market News panel's rules (spec sections 2, 3, 5 and 9), as plain functions. */

export type NewsImpactLevel = 'high' | 'medium' | 'low' | 'holiday';
export type NewsImpactFilterValue = 'all' | NewsImpactLevel;
export const NEWS_IMPACT_LEVELS: readonly NewsImpactLevel[] = ['high', 'medium', 'low', 'holiday'];

/** The list shows at most this many events (spec section 9). */
export const NEWS_LIST_LIMIT = 50;
/** The panel refreshes this often (spec section 9). */
export const NEWS_REFRESH_INTERVAL_MS = 2 * 60 * 1000;

/**
 * Spec section 5, case-insensitive: contains 'high' → high, 'medium' → medium, otherwise low;
 * a bank holiday is its own level.
 */
export function normaliseImpact(text: string | null | undefined): NewsImpactLevel {
  const lower = (text ?? '').toLowerCase();
  if (lower.includes('high')) return 'high';
  if (lower.includes('medium')) return 'medium';
  if (lower.includes('holiday')) return 'holiday';
  return 'low';
}

interface Timed {
  publishedAt: string;
  impact: string;
  currency: string;
}

/** Spec section 3, News summary, with the low-impact events and holidays counted too. */
export function summariseNews(events: readonly Timed[]): {
  total: number;
  high: number;
  medium: number;
  low: number;
  holiday: number;
  currencies: number;
} {
  const count = (level: NewsImpactLevel) => events.filter((event) => normaliseImpact(event.impact) === level).length;
  return {
    total: events.length,
    high: count('high'),
    medium: count('medium'),
    low: count('low'),
    holiday: count('holiday'),
    currencies: new Set(events.map((event) => event.currency)).size,
  };
}

/** The first event after `now` in a list sorted by time: where the list's "Now" marker goes. */
export function firstUpcomingId<T extends Timed & { id: number }>(events: readonly T[], now: number): number | null {
  return events.find((event) => Date.parse(event.publishedAt) > now)?.id ?? null;
}

export function filterByImpact<T extends Timed>(events: readonly T[], filter: NewsImpactFilterValue): T[] {
  return filter === 'all' ? [...events] : events.filter((event) => normaliseImpact(event.impact) === filter);
}

/** How many already-published events the list keeps above the next release. */
const RECENT_KEPT = 10;

/**
 * The events the list shows: sorted by publish time, earliest first, at most 50. With `now`, the
 * 50 start a few releases before the next one, so the coming days are never cut off the end
 * (with nothing to come, the earliest 50 as before).
 */
export function visibleEvents<T extends Timed>(events: readonly T[], limit = NEWS_LIST_LIMIT, now?: number): T[] {
  const sorted = [...events].sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt));
  if (now === undefined) return sorted.slice(0, limit);
  const next = sorted.findIndex((event) => Date.parse(event.publishedAt) > now);
  if (next === -1) return sorted.slice(0, limit);
  const start = Math.max(0, Math.min(next - RECENT_KEPT, sorted.length - limit));
  return sorted.slice(start, start + limit);
}

/** The first high-impact release after `now`, or null. */
export function nextHighImpact<T extends Timed>(events: readonly T[], now: number): T | null {
  return nextHighImpactReleases(events, now, 1)[0] ?? null;
}

/** The next `count` high-impact releases after `now`, earliest first: a phone's short calendar. */
export function nextHighImpactReleases<T extends Timed>(events: readonly T[], now: number, count: number): T[] {
  return [...events]
    .filter((event) => normaliseImpact(event.impact) === 'high' && Date.parse(event.publishedAt) > now)
    .sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt))
    .slice(0, count);
}

/** Only the chosen currencies; all of them when none is chosen. */
export function filterByCurrency<T extends { currency: string }>(
  events: readonly T[],
  currencies: readonly string[],
): T[] {
  return currencies.length ? events.filter((event) => currencies.includes(event.currency)) : [...events];
}

/** Spec section 2: an up arrow above zero, a down arrow below; none for in line or no figure. */
export function surpriseDirection(surpriseNumeric: number | null | undefined): 'up' | 'down' | null {
  if (surpriseNumeric === null || surpriseNumeric === undefined || surpriseNumeric === 0) return null;
  return surpriseNumeric > 0 ? 'up' : 'down';
}

/** The flag shown beside a currency, for the 8 majors (the euro's is the EU's). */
const FLAG_OF_CURRENCY: Record<string, { code: string; country: string }> = {
  USD: { code: 'us', country: 'United States' },
  EUR: { code: 'eu', country: 'European Union' },
  GBP: { code: 'gb', country: 'United Kingdom' },
  JPY: { code: 'jp', country: 'Japan' },
  AUD: { code: 'au', country: 'Australia' },
  CAD: { code: 'ca', country: 'Canada' },
  CHF: { code: 'ch', country: 'Switzerland' },
  NZD: { code: 'nz', country: 'New Zealand' },
};

export function flagOfCurrency(currency: string): { code: string; country: string } | null {
  return FLAG_OF_CURRENCY[currency.toUpperCase()] ?? null;
}

/** An event's day and time in a zone, in the portal's one date family: { date: 'Mon, Nov 16', time: '1:30 PM' }. */
export function formatEventTime(iso: string, timeZone: string): { date: string; time: string } {
  return { date: formatDay(iso, { timeZone }), time: formatTime(iso, { timeZone }) };
}

/** "Nov 18, 2026, 2:32 PM" in the zone: when the news was last updated. */
export function formatUpdatedAt(iso: string, timeZone: string): string {
  return formatDateTime(iso, { timeZone });
}

/** Whether an update found nothing new: no release added, changed or removed, and none analysed afresh. */
export function updateChangedNothing(
  answers: readonly {
    scrape?: { inserted: number; updated: number; removed: number };
    analysis?: { analyzed: number };
  }[],
): boolean {
  return answers.every(
    ({ scrape, analysis }) =>
      (!scrape || scrape.inserted + scrape.updated + scrape.removed === 0) && (!analysis || analysis.analyzed === 0),
  );
}

/** The UTC time a signal's news note names its release at ("… at 14:30 UTC"). */
const RELEASE_AT_UTC = / at \d{2}:\d{2} UTC\b/;

/**
 * A signal's news note as a reader sees it now: the release's time in the reader's zone, and how
 * far it is ("at 3:30 PM, in 2 h 05 min"; "at 3:30 PM, out 12 min ago" once it is out). A note
 * without a stored release time (signals published before it was kept) reads as written.
 */
export function newsNoteNow(note: string, releaseAt: string | null | undefined, now: number, timeZone: string): string {
  if (!releaseAt || !RELEASE_AT_UTC.test(note)) return note;
  const ahead = Date.parse(releaseAt) - now;
  const when = ahead > 0 ? `in ${formatCountdown(ahead)}` : `out ${formatCountdown(-ahead)} ago`;
  return note.replace(RELEASE_AT_UTC, ` at ${formatTime(releaseAt, { timeZone })}, ${when}`);
}

export { browserTimeZone, timeZoneLabel } from './dates';
