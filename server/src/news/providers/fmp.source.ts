import { formatWithUnit } from '../news-values.js';
import { addDays } from '../news-window.js';
import { blankToNull, clip, clipValue, coverageOf, eventKey, normaliseCountry } from './calendar-codes.js';
import { fetchJson, providerMessage } from './fetch-json.js';
import { NewsSourceError, type NewsSource, type SourceBatch, type SourceEvent } from './news-source.js';

export interface FmpOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  minIntervalMs: number;
}

const LABEL = 'Financial Modeling Prep';
/** Asked for this many days either side of today, so that every reader's week is covered. */
const DAYS_AROUND = 8;
// FMP writes UTC date-times without a zone: 2026-08-26 12:30:00.
const FMP_DATE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)$/;

/**
 * Financial Modeling Prep's economic calendar (keyed): events of every country with
 * previous, estimate and the released actual, so that surprises can be measured.
 */
export class FmpSource implements NewsSource {
  readonly name = 'fmp' as const;
  readonly label = LABEL;
  readonly minIntervalMs: number;

  constructor(private readonly options: FmpOptions) {
    this.minIntervalMs = options.minIntervalMs;
  }

  async fetch(now: Date): Promise<SourceBatch> {
    const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
    const url = new URL(`${this.options.baseUrl}/economic-calendar`);
    url.searchParams.set('from', isoDate(addDays(today, -DAYS_AROUND)));
    url.searchParams.set('to', isoDate(addDays(today, DAYS_AROUND)));
    url.searchParams.set('apikey', this.options.apiKey);
    const body = await fetchJson(url.toString(), {
      label: LABEL,
      timeoutMs: this.options.timeoutMs,
      now,
      secrets: [this.options.apiKey, encodeURIComponent(this.options.apiKey)],
    });
    return parseFmpCalendar(body, this.options.apiKey);
  }
}

/** Reads the calendar; rows that are not events are skipped; an answer with none is an error. */
export function parseFmpCalendar(body: unknown, apiKey = ''): SourceBatch {
  if (!Array.isArray(body)) {
    // FMP reports a bad key or an exhausted plan as {"Error Message": "..."}.
    const message = body && typeof body === 'object' ? providerMessage(JSON.stringify(body)) : null;
    throw new NewsSourceError(
      message
        ? `${LABEL} refused the request: ${apiKey ? message.split(apiKey).join('***') : message}`
        : `${LABEL} answered with an unexpected shape: not a list of events.`,
    );
  }
  if (body.length === 0) throw new NewsSourceError(`${LABEL} answered with an empty calendar.`);
  const events = body.map(readRow).filter((event): event is SourceEvent => event !== null);
  if (events.length === 0) throw new NewsSourceError(`${LABEL} answered with no readable events.`);
  return { events, covers: coverageOf(events) };
}

function readRow(row: unknown): SourceEvent | null {
  if (!row || typeof row !== 'object') return null;
  const fields = row as Record<string, unknown>;
  const event = blankToNull(fields.event);
  const currency = blankToNull(fields.currency)?.toUpperCase();
  const country = blankToNull(fields.country);
  const date = typeof fields.date === 'string' ? FMP_DATE.exec(fields.date.trim()) : null;
  if (!event || !currency || !/^[A-Z]{3}$/.test(currency) || !country || !date) return null;
  const publishedAt = new Date(`${date[1]}T${date[2].length === 5 ? `${date[2]}:00` : date[2]}Z`);
  if (Number.isNaN(publishedAt.getTime())) return null;
  const unit = typeof fields.unit === 'string' ? fields.unit : null;
  const value = (raw: unknown) => clipValue(formatWithUnit(numberOf(raw), unit));
  return {
    sourceKey: eventKey(country.toUpperCase(), event, publishedAt.toISOString()),
    event: clip(event, 200),
    country: normaliseCountry(country),
    currency,
    sourceImpact: clip(blankToNull(fields.impact) ?? 'Low', 32),
    publishedAt,
    previous: value(fields.previous),
    forecast: value(fields.estimate),
    actual: value(fields.actual),
  };
}

/** FMP sends numbers; a numeric string is read too. Anything else is no value. */
function numberOf(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return null;
}

function isoDate(date: { year: number; month: number; day: number }): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
