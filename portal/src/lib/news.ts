/** The Market News panel's rules (spec sections 2, 3, 5 and 9), as plain functions. */

export type NewsImpactLevel = 'high' | 'medium' | 'low';
export type NewsImpactFilterValue = 'all' | 'high' | 'medium';

/** The list shows at most this many events (spec section 9). */
export const NEWS_LIST_LIMIT = 50;
/** The panel refreshes this often (spec section 9). */
export const NEWS_REFRESH_INTERVAL_MS = 2 * 60 * 1000;

/** Spec section 5, case-insensitive: contains 'high' → high, 'medium' → medium, otherwise low. */
export function normaliseImpact(text: string | null | undefined): NewsImpactLevel {
  const lower = (text ?? '').toLowerCase();
  if (lower.includes('high')) return 'high';
  if (lower.includes('medium')) return 'medium';
  return 'low';
}

interface Timed {
  publishedAt: string;
  impact: string;
  currency: string;
}

/** Spec section 3, News summary. */
export function summariseNews(events: readonly Timed[]): {
  total: number;
  high: number;
  medium: number;
  currencies: number;
} {
  return {
    total: events.length,
    high: events.filter((event) => normaliseImpact(event.impact) === 'high').length,
    medium: events.filter((event) => normaliseImpact(event.impact) === 'medium').length,
    currencies: new Set(events.map((event) => event.currency)).size,
  };
}

export function filterByImpact<T extends Timed>(events: readonly T[], filter: NewsImpactFilterValue): T[] {
  return filter === 'all' ? [...events] : events.filter((event) => normaliseImpact(event.impact) === filter);
}

/** The events the list shows: sorted by publish time, earliest first, at most 50. */
export function visibleEvents<T extends Timed>(events: readonly T[], limit = NEWS_LIST_LIMIT): T[] {
  return [...events].sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt)).slice(0, limit);
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

/** The reader's own IANA zone, as the browser knows it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** An event's date and time in a zone: { date: 'Mon, Nov 16', time: '13:30' }. */
export function formatEventTime(iso: string, timeZone: string): { date: string; time: string } {
  const instant = new Date(iso);
  return {
    date: instant.toLocaleDateString('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }),
    time: instant.toLocaleTimeString('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
}

/** "Nov 18, 14:32" in the zone: when the news was last updated. */
export function formatUpdatedAt(iso: string, timeZone: string): string {
  const { time } = formatEventTime(iso, timeZone);
  const date = new Date(iso).toLocaleDateString('en-US', { timeZone, month: 'short', day: 'numeric' });
  return `${date}, ${time}`;
}

/** Names the zone the times are in: "America/New_York (EST)", "UTC". */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  const abbreviation = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return abbreviation && abbreviation !== timeZone ? `${timeZone} (${abbreviation})` : timeZone;
}
