import type { BiasDriver, CurrencyBias, NewsImpact, Sentiment } from './news-analysis.js';
import type { NewsEvent } from './news-event.entity.js';
import type { NewsSourceName } from './providers/news-source.js';

/** Spec section 3, News event, plus the country the panel shows. Times are UTC. */
export interface NewsItemDto {
  id: number;
  event: string;
  country: string;
  currency: string;
  impact: 'high' | 'medium';
  /** ISO-8601, UTC. */
  publishedAt: string;
  /** YYYY-MM-DD of publishedAt, UTC. */
  date: string;
  /** HH:mm of publishedAt, UTC. */
  time: string;
  /** '' when the source gives none. */
  previous: string;
  /** '' when the source gives none. */
  forecast: string;
  /** Null until released. */
  actual: string | null;
  surprise: string | null;
  surpriseNumeric: number | null;
}

/** Spec section 3, News summary. */
export interface NewsSummaryDto {
  total: number;
  high: number;
  medium: number;
  currencies: number;
}

/** GET /api/news/processed. */
export interface ProcessedNewsDto {
  success: true;
  data: NewsItemDto[];
  summary: NewsSummaryDto;
  /** When the news was last fetched successfully from the source; null if never. */
  lastUpdated: string | null;
  /** The window the list covers, in the time zone asked for. */
  window: { from: string; to: string; timeZone: string };
}

export interface ScrapeResultDto {
  source: NewsSourceName;
  /** False when the source's minimum interval meant the stored news was already current. */
  fetched: boolean;
  /** When the stored news was last fetched successfully. */
  fetchedAt: string | null;
  /** When the source may be called again. */
  nextFetchAt: string | null;
  received: number;
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
}

export interface CurrencyBiasDto {
  currency: string;
  bias: Sentiment;
  score: number;
  basedOn: number;
  drivers: Array<Omit<BiasDriver, 'publishedAt'> & { publishedAt: string }>;
}

export interface AnalysisResultDto {
  analyzed: number;
  /** The bias of each currency with released events in the last week. */
  biases: CurrencyBiasDto[];
}

/** The answer of POST /api/news/scrape, /api/news/analyze and /api/update-forex-news. */
export interface NewsActionResultDto {
  success: true;
  /** False when a subscriber asked again within the cool-down; nothing was done. */
  performed: boolean;
  /** What happened, in a sentence or two. */
  message: string;
  /** When this caller may ask again; null for admins, who have no cool-down. */
  nextAllowedAt: string | null;
  scrape?: ScrapeResultDto;
  analysis?: AnalysisResultDto;
}

/** How other modules (the signals engine) see an event: dates as Dates. */
export interface NewsEventView {
  id: number;
  event: string;
  country: string;
  currency: string;
  impact: NewsImpact;
  publishedAt: Date;
  previous: string | null;
  forecast: string | null;
  actual: string | null;
  surprise: string | null;
  surpriseNumeric: number | null;
  sentiment: Sentiment | null;
}

export function toNewsItemDto(event: NewsEvent): NewsItemDto {
  const iso = event.publishedAt.toISOString();
  return {
    id: event.id,
    event: event.event,
    country: event.country,
    currency: event.currency,
    impact: event.impact === 'high' ? 'high' : 'medium',
    publishedAt: iso,
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
    previous: event.previous ?? '',
    forecast: event.forecast ?? '',
    actual: event.actual,
    surprise: event.surprise,
    surpriseNumeric: event.surpriseNumeric,
  };
}

export function toNewsEventView(event: NewsEvent): NewsEventView {
  return {
    id: event.id,
    event: event.event,
    country: event.country,
    currency: event.currency,
    impact: event.impact ?? 'low',
    publishedAt: event.publishedAt,
    previous: event.previous,
    forecast: event.forecast,
    actual: event.actual,
    surprise: event.surprise,
    surpriseNumeric: event.surpriseNumeric,
    sentiment: event.sentiment,
  };
}

export function toCurrencyBiasDto(bias: CurrencyBias): CurrencyBiasDto {
  return {
    ...bias,
    drivers: bias.drivers.map((driver) => ({ ...driver, publishedAt: driver.publishedAt.toISOString() })),
  };
}

export function summarise(items: NewsItemDto[]): NewsSummaryDto {
  return {
    total: items.length,
    high: items.filter((item) => item.impact === 'high').length,
    medium: items.filter((item) => item.impact === 'medium').length,
    currencies: new Set(items.map((item) => item.currency)).size,
  };
}
