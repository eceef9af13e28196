import { fetchJson } from './fetch-json.js';
import { blankToNull, clip, clipValue, countryOfCurrency, coverageOf, eventKey } from './calendar-codes.js';
import { NewsSourceError, type NewsSource, type SourceBatch, type SourceEvent } from './news-source.js';

export interface ForexFactoryOptions {
  feedUrl: string;
  timeoutMs: number;
  minIntervalMs: number;
}

const LABEL = 'ForexFactory';
// ISO-8601 with an offset, as the feed writes it: 2026-08-16T18:30:00-04:00.
const FEED_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * ForexFactory's public weekly calendar: a flat JSON list of this week's events with
 * forecast and previous values, but no actuals. The feed is rate-limited upstream, so it is
 * called at most once per NEWS_MIN_FETCH_MINUTES.
 */
export class ForexFactorySource implements NewsSource {
  readonly name = 'forexfactory' as const;
  readonly label = LABEL;
  readonly minIntervalMs: number;

  constructor(private readonly options: ForexFactoryOptions) {
    this.minIntervalMs = options.minIntervalMs;
  }

  async fetch(now: Date): Promise<SourceBatch> {
    const body = await fetchJson(this.options.feedUrl, { label: LABEL, timeoutMs: this.options.timeoutMs, now });
    return parseForexFactoryFeed(body);
  }
}

/** Reads the feed; entries that are not events are skipped; a feed with none is an error. */
export function parseForexFactoryFeed(body: unknown): SourceBatch {
  if (!Array.isArray(body))
    throw new NewsSourceError(`${LABEL} answered with an unexpected shape: not a list of events.`);
  if (body.length === 0) throw new NewsSourceError(`${LABEL} answered with an empty calendar.`);
  const events = body.map(readEntry).filter((event): event is SourceEvent => event !== null);
  if (events.length === 0) throw new NewsSourceError(`${LABEL} answered with no readable events.`);
  return { events, covers: coverageOf(events) };
}

function readEntry(entry: unknown): SourceEvent | null {
  if (!entry || typeof entry !== 'object') return null;
  const { title, country, date, impact, forecast, previous } = entry as Record<string, unknown>;
  const event = blankToNull(title);
  const code = blankToNull(country)?.toUpperCase();
  if (!event || !code || !/^[A-Z]{3}$/.test(code) || typeof date !== 'string' || !FEED_DATE.test(date)) return null;
  const publishedAt = new Date(date);
  if (Number.isNaN(publishedAt.getTime())) return null;
  return {
    sourceKey: eventKey(code, event, publishedAt.toISOString()),
    event: clip(event, 200),
    country: countryOfCurrency(code),
    currency: code,
    sourceImpact: clip(blankToNull(impact) ?? 'Low', 32),
    publishedAt,
    previous: clipValue(previous),
    forecast: clipValue(forecast),
    actual: null,
  };
}
