/**
 * An iCalendar (RFC 5545) document of economic releases: CRLF line ends, lines folded at 75
 * octets, text escaped, times in UTC. Holidays are all-day events; releases last 15 minutes and
 * carry an alarm so a phone calendar rings before them.
 */
import { plural } from '#domain/plural';

export interface CalendarRelease {
  uid: string;
  event: string;
  currency: string;
  impact: 'high' | 'medium' | 'low' | 'holiday';
  at: Date;
  previous: string | null;
  forecast: string | null;
  actual: string | null;
}

export interface CalendarOptions {
  name: string;
  /** DTSTAMP: when this copy was made. */
  now: Date;
  /** Minutes before a high- or medium-impact release its alarm rings. */
  alarmMinutes: number;
}

const PRODUCT_ID = '-//SignalDesk//Economic calendar//EN';

/** 20261123T133000Z */
export function icsTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function icsDate(at: Date): string {
  return at.toISOString().slice(0, 10).replace(/-/g, '');
}

/** Backslash, semicolon, comma and newline are escaped in TEXT values (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + octets > limit) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += octets;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const IMPACT_LABEL = { high: 'High impact', medium: 'Medium impact', low: 'Low impact', holiday: 'Bank holiday' };

function describe(release: CalendarRelease): string {
  const figures = [
    release.actual !== null ? `Actual ${release.actual}` : null,
    release.forecast !== null ? `Forecast ${release.forecast}` : null,
    release.previous !== null ? `Previous ${release.previous}` : null,
  ].filter(Boolean);
  return [`${IMPACT_LABEL[release.impact]} · ${release.currency}`, ...figures].join('\n');
}

function eventLines(release: CalendarRelease, options: CalendarOptions): string[] {
  const summary = `${release.currency} ${release.event}`;
  const timing =
    release.impact === 'holiday'
      ? [`DTSTART;VALUE=DATE:${icsDate(release.at)}`]
      : [`DTSTART:${icsTime(release.at)}`, 'DURATION:PT15M'];
  const alarm =
    release.impact === 'high' || release.impact === 'medium'
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(`${summary} in ${plural(options.alarmMinutes, 'minute')}`)}`,
          `TRIGGER:-PT${options.alarmMinutes}M`,
          'END:VALARM',
        ]
      : [];
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(release.uid)}`,
    `DTSTAMP:${icsTime(options.now)}`,
    ...timing,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(describe(release))}`,
    `CATEGORIES:${escapeText(release.currency)},${release.impact.toUpperCase()}`,
    'TRANSP:TRANSPARENT',
    ...alarm,
    'END:VEVENT',
  ];
}

export function toIcs(releases: CalendarRelease[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...releases.flatMap((release) => eventLines(release, options)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
