import { createHash } from 'node:crypto';
import type { SourceBatch, SourceEvent } from './news-source.js';

/** The country behind each currency a calendar lists; the euro's is the euro area. */
const COUNTRY_OF_CURRENCY: Record<string, string> = {
  USD: 'US',
  EUR: 'EU',
  GBP: 'GB',
  JPY: 'JP',
  AUD: 'AU',
  CAD: 'CA',
  CHF: 'CH',
  NZD: 'NZ',
  CNY: 'CN',
};

/** "USD" gives "US"; "All" (events for every currency) stays "All"; an unknown code is kept. */
export function countryOfCurrency(currency: string): string {
  if (currency === 'ALL') return 'All';
  return COUNTRY_OF_CURRENCY[currency] ?? currency;
}

/** Sources that write the United Kingdom as "UK" are read as ISO "GB". */
export function normaliseCountry(code: string): string {
  const upper = code.trim().toUpperCase();
  return clip(upper === 'UK' ? 'GB' : upper, 8);
}

/** A short stable key from the parts that identify an event within one source. */
export function eventKey(...parts: string[]): string {
  return createHash('sha1').update(parts.join('\u001f')).digest('hex');
}

/** Text from a source, trimmed; blank is null. */
export function blankToNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Keeps a field within its column. */
export function clip(value: string, length: number): string {
  return value.length <= length ? value : value.slice(0, length);
}

/** Calendar values are short; anything longer is not a value. Blank is null. */
export function clipValue(value: unknown): string | null {
  const text = blankToNull(value);
  return text === null ? null : clip(text, 40);
}

/** From the first to the last event listed: a source answers for everything in between. */
export function coverageOf(events: SourceEvent[]): SourceBatch['covers'] {
  const times = events.map((event) => event.publishedAt.getTime());
  return { from: new Date(Math.min(...times)), to: new Date(Math.max(...times)) };
}
