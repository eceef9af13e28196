/**
 * The one family of date and time formats in the portal: month as a short word, day, year where a
 * date stands alone, hours and minutes in the reader's locale, in the reader's time zone.
 * Stored times are UTC; every function takes the zone to show them in.
 */

/** Where and how a time is shown: an IANA zone (default the browser's) and a locale (default the browser's). */
export interface DateFormatOptions {
  timeZone?: string;
  locale?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build; lists format hundreds of times, so each is built once. */
function formatter(options: DateFormatOptions, parts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([options.locale ?? '', options.timeZone ?? '', parts]);
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(options.locale, { ...parts, timeZone: options.timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const instant = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** "Nov 22, 2026": a date on its own (billing, expiry, member since). */
export function formatDate(value: string | Date, options: DateFormatOptions = {}): string {
  return formatter(options, DATE).format(instant(value));
}

const MONTH_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/** "Nov 27": a recent day named in a sentence ("the record you saw on Nov 27"). */
export function formatMonthDay(value: string | Date, options: DateFormatOptions = {}): string {
  return formatter(options, MONTH_DAY).format(instant(value));
}

/** "1:30 PM" (or "13:30" where the locale reads 24 h). */
export function formatTime(value: string | Date, options: DateFormatOptions = {}): string {
  return formatter(options, TIME).format(instant(value));
}

/** "Mon, Nov 16": the day of a calendar row. */
export function formatDay(value: string | Date, options: DateFormatOptions = {}): string {
  return formatter(options, DAY).format(instant(value));
}

/** "Nov 22, 2026, 1:30 PM": a moment (a signal's creation, a close, an update). */
export function formatDateTime(value: string | Date, options: DateFormatOptions = {}): string {
  return formatter(options, { ...DATE, ...TIME }).format(instant(value));
}

/** The same moment with its zone named, for a time read on its own: "Nov 22, 2026, 1:30 PM GMT+1". */
export function formatDateTimeWithZone(value: string | Date, options: DateFormatOptions = {}): string {
  const at = instant(value);
  return `${formatDateTime(at, options)} ${zoneAbbreviation(options.timeZone ?? browserTimeZone(), at)}`;
}

/** The reader's own IANA zone, as the browser knows it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** "EST", "GMT+1", "UTC": the zone's short name at that moment (it changes with summer time). */
export function zoneAbbreviation(timeZone: string, at: Date = new Date()): string {
  const name = formatter({ locale: 'en-US', timeZone }, { timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ?? timeZone;
}

/** Names the zone the times are in: "America/New_York (EST)", "UTC". */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  const abbreviation = zoneAbbreviation(timeZone, at);
  return abbreviation && abbreviation !== timeZone ? `${timeZone} (${abbreviation})` : timeZone;
}

/** Every IANA zone the browser knows, for the selector (with the given one first if it is missing). */
export function timeZoneChoices(current: string): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  const zones = supported.includes('UTC') ? supported : ['UTC', ...supported];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** "2 h 05 min", "12 min", "45 s": what is left until a moment (0 once it has passed). */
export function formatCountdown(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days) return `${days} d ${hours} h`;
  if (hours) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  if (minutes) return `${minutes} min`;
  return `${seconds} s`;
}
