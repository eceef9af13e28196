import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NEWS_SOURCES } from '../config/env.schema.js';
import { NEWS_IMPACTS, SENTIMENTS, type CurrencyBias, type NewsImpact, type Sentiment } from './news-analysis.js';
import type { NewsEvent } from './news-event.entity.js';
import type { NewsSourceName } from './providers/news-source.js';

/** Spec section 3, News event, plus the country the panel shows. Times are UTC. */
export class NewsItemDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'Non-Farm Employment Change' })
  event!: string;

  @ApiProperty({ example: 'United States' })
  country!: string;

  @ApiProperty({ example: 'USD' })
  currency!: string;

  @ApiProperty({ enum: NEWS_IMPACTS, enumName: 'NewsImpact' })
  impact!: NewsImpact;

  @ApiProperty({ format: 'date-time', description: 'ISO-8601, UTC.' })
  publishedAt!: string;

  @ApiProperty({ description: 'YYYY-MM-DD of publishedAt, UTC.', example: '2026-11-06' })
  date!: string;

  @ApiProperty({ description: 'HH:mm of publishedAt, UTC.', example: '13:30' })
  time!: string;

  @ApiProperty({ description: "'' when the source gives none." })
  previous!: string;

  @ApiProperty({ description: "'' when the source gives none." })
  forecast!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Null until released.' })
  actual!: string | null;

  @ApiProperty({ type: String, nullable: true })
  surprise!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  surpriseNumeric!: number | null;
}

/** Spec section 3, News summary. */
export class NewsSummaryDto {
  @ApiProperty()
  total!: number;

  @ApiProperty()
  high!: number;

  @ApiProperty()
  medium!: number;

  @ApiProperty()
  low!: number;

  @ApiProperty()
  holiday!: number;

  @ApiProperty()
  currencies!: number;
}

/** The period a news list covers. */
export class NewsWindowDto {
  @ApiProperty({ format: 'date-time', description: 'Midnight UTC a week ago.' })
  from!: string;

  @ApiProperty({ format: 'date-time', description: 'Exclusive: the Monday after next, 00:00 UTC.' })
  to!: string;
}

/** GET /api/news/processed. */
export class ProcessedNewsDto {
  @ApiProperty({ enum: [true] })
  success!: true;

  /** The calendar listed (NEWS_SOURCE): the portal says when it is the demo's replay of recorded releases. */
  @ApiProperty({ enum: NEWS_SOURCES, enumName: 'NewsSourceName' })
  source!: NewsSourceName;

  @ApiProperty({ type: [NewsItemDto] })
  data!: NewsItemDto[];

  @ApiProperty()
  summary!: NewsSummaryDto;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the news was last fetched successfully from the source; null if never.',
  })
  lastUpdated!: string | null;

  @ApiProperty({ description: 'The period the list covers: the same for readers in every time zone.' })
  window!: NewsWindowDto;
}

export class ScrapeResultDto {
  @ApiProperty({ enum: NEWS_SOURCES, enumName: 'NewsSourceName' })
  source!: NewsSourceName;

  @ApiProperty({ description: "False when the source's minimum interval meant the stored news was current." })
  fetched!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  fetchedAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the source may be called again.',
  })
  nextFetchAt!: string | null;

  @ApiProperty()
  received!: number;

  @ApiProperty()
  inserted!: number;

  @ApiProperty()
  updated!: number;

  @ApiProperty()
  unchanged!: number;

  @ApiProperty()
  removed!: number;
}

export class BiasDriverDto {
  @ApiProperty()
  event!: string;

  @ApiProperty({ enum: NEWS_IMPACTS, enumName: 'NewsImpact' })
  impact!: NewsImpact;

  @ApiProperty({ enum: SENTIMENTS, enumName: 'Sentiment' })
  sentiment!: Sentiment;

  @ApiProperty({ format: 'date-time' })
  publishedAt!: string;

  @ApiProperty({ type: String, nullable: true })
  surprise!: string | null;

  @ApiProperty({ minimum: -1, maximum: 1, description: 'Signed share of the score this event carries.' })
  contribution!: number;
}

export class CurrencyBiasDto {
  @ApiProperty()
  currency!: string;

  @ApiProperty({ enum: SENTIMENTS, enumName: 'Sentiment' })
  bias!: Sentiment;

  @ApiProperty({ minimum: -1, maximum: 1 })
  score!: number;

  @ApiProperty({ description: 'Released events with a reading that the score is based on.' })
  basedOn!: number;

  @ApiProperty({ type: [BiasDriverDto] })
  drivers!: BiasDriverDto[];
}

export class AnalysisResultDto {
  @ApiProperty()
  analyzed!: number;

  @ApiProperty({ type: [CurrencyBiasDto], description: 'The bias of each currency with released events.' })
  biases!: CurrencyBiasDto[];
}

/** The answer of POST /api/news/scrape, /api/news/analyze and /api/update-forex-news. */
export class NewsActionResultDto {
  @ApiProperty({ enum: [true] })
  success!: true;

  @ApiProperty({ description: 'False when a subscriber asked again within the cool-down; nothing was done.' })
  performed!: boolean;

  @ApiProperty({ description: 'What happened, in a sentence or two.' })
  message!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When this caller may ask again; null for admins, who have no cool-down.',
  })
  nextAllowedAt!: string | null;

  @ApiPropertyOptional()
  scrape?: ScrapeResultDto;

  @ApiPropertyOptional()
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
    impact: event.impact ?? 'low',
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
    low: items.filter((item) => item.impact === 'low').length,
    holiday: items.filter((item) => item.impact === 'holiday').length,
    currencies: new Set(items.map((item) => item.currency)).size,
  };
}
