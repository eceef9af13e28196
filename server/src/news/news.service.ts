import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { And, Between, In, IsNull, LessThanOrEqual, MoreThan, Not, Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { BIAS_LOOKBACK_HOURS, currencyBiasFrom, type CurrencyBias } from './news-analysis.js';
import { NewsEvent } from './news-event.entity.js';
import { NewsFetch } from './news-fetch.entity.js';
import { newsWindow } from './news-window.js';
import { summarise, toNewsEventView, toNewsItemDto, type NewsEventView, type ProcessedNewsDto } from './news.dto.js';
import { NEWS_SOURCE, type NewsSource, type NewsSourceName } from './providers/news-source.js';

/** The currencies the panel has flags for and the bias is reported for by default. */
export const MAJOR_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'NZD'] as const;

/**
 * Reading the news: the panel's list, and what other modules (the signals engine) ask of it.
 * Everything reads the configured source's events only, so switching sources never mixes two
 * calendars.
 */
@Injectable()
export class NewsService {
  constructor(
    @InjectRepository(NewsEvent) private readonly events: Repository<NewsEvent>,
    @InjectRepository(NewsFetch) private readonly fetches: Repository<NewsFetch>,
    @Inject(NEWS_SOURCE) private readonly source: NewsSource,
    private readonly clock: Clock,
  ) {}

  /** The configured source: stored events of other sources are never read. */
  get sourceName(): NewsSourceName {
    return this.source.name;
  }

  /**
   * Events of every impact of the past week, this week and the coming week (UTC days): the same
   * list for every reader, whatever their time zone.
   */
  async processed(): Promise<ProcessedNewsDto> {
    const window = newsWindow(this.clock.now());
    const [events, lastUpdated] = await Promise.all([
      this.events.find({
        where: {
          source: this.source.name,
          // Not yet analysed: no impact to file it under until the next analysis.
          impact: Not(IsNull()),
          publishedAt: Between(window.from, new Date(window.to.getTime() - 1)),
        },
        order: { publishedAt: 'ASC', id: 'ASC' },
      }),
      this.lastUpdated(),
    ]);
    const data = events.map(toNewsItemDto);
    return {
      success: true,
      source: this.source.name,
      data,
      summary: summarise(data),
      lastUpdated: lastUpdated?.toISOString() ?? null,
      window: { from: window.from.toISOString(), to: window.to.toISOString() },
    };
  }

  /** When the configured source last answered with news; null if it never has. */
  async lastUpdated(): Promise<Date | null> {
    const latest = await this.fetches.findOne({
      where: { source: this.source.name, succeeded: true },
      order: { attemptedAt: 'DESC', id: 'DESC' },
    });
    return latest?.attemptedAt ?? null;
  }

  /**
   * Released or scheduled high- and medium-impact events for any of `currencies` published from
   * `from` (inclusive) to `to` (exclusive), earliest first, "ALL" events included.
   */
  async eventsBetween(currencies: readonly string[], from: Date, to: Date): Promise<NewsEventView[]> {
    const codes = [...new Set(currencies.map((currency) => currency.trim().toUpperCase())), 'ALL'];
    if (to <= from) return [];
    const events = await this.events.find({
      where: {
        source: this.source.name,
        impact: In(['high', 'medium']),
        currency: In(codes),
        publishedAt: Between(from, new Date(to.getTime() - 1)),
      },
      order: { publishedAt: 'ASC', id: 'ASC' },
    });
    return events.map(toNewsEventView);
  }

  /** High-impact releases of the configured source after `from`, up to and including `to`. */
  highImpactBetween(from: Date, to: Date): Promise<NewsEvent[]> {
    return this.events.find({
      where: { source: this.source.name, impact: 'high', publishedAt: And(MoreThan(from), LessThanOrEqual(to)) },
      order: { publishedAt: 'ASC', id: 'ASC' },
    });
  }

  /**
   * High-impact events for any of `currencies` (ISO codes, any case) published from `from`
   * (inclusive) to `to` (exclusive), earliest first. Events the calendar lists for every
   * currency ("ALL", e.g. G7 meetings) are included.
   */
  async upcomingHighImpact(currencies: readonly string[], from: Date, to: Date): Promise<NewsEventView[]> {
    const codes = [...new Set(currencies.map((currency) => currency.trim().toUpperCase())), 'ALL'];
    if (to <= from) return [];
    const events = await this.events.find({
      where: {
        source: this.source.name,
        impact: 'high',
        currency: In(codes),
        publishedAt: Between(from, new Date(to.getTime() - 1)),
      },
      order: { publishedAt: 'ASC', id: 'ASC' },
    });
    return events.map(toNewsEventView);
  }

  /**
   * A currency's bias from its surprises of the last week up to `at` (default now): bullish,
   * bearish or neutral, with a score from -1 to 1 and the events that drove it.
   */
  async currencyBias(currency: string, at: Date = this.clock.now()): Promise<CurrencyBias> {
    const code = currency.trim().toUpperCase();
    return (await this.currencyBiases([code], at))[0];
  }

  /** The bias of each currency (the majors by default), in the order asked. */
  async currencyBiases(
    currencies: readonly string[] = MAJOR_CURRENCIES,
    at: Date = this.clock.now(),
  ): Promise<CurrencyBias[]> {
    const codes = currencies.map((currency) => currency.trim().toUpperCase());
    const released = await this.events.find({
      where: {
        source: this.source.name,
        currency: In(codes),
        sentiment: Not(IsNull()),
        impact: Not(IsNull()),
        publishedAt: Between(new Date(at.getTime() - BIAS_LOOKBACK_HOURS * 3_600_000), at),
      },
    });
    return codes.map((code) =>
      currencyBiasFrom(
        code,
        released
          .filter((event) => event.currency === code)
          .map((event) => ({
            event: event.event,
            impact: event.impact!,
            sentiment: event.sentiment!,
            publishedAt: event.publishedAt,
            surprise: event.surprise,
          })),
        at,
      ),
    );
  }

  /** Currencies with released, analysed events in the last week before `at`. */
  async currenciesWithReleases(at: Date): Promise<string[]> {
    const rows = await this.events
      .createQueryBuilder('event')
      .select('DISTINCT event.currency', 'currency')
      .where('event.source = :source', { source: this.source.name })
      .andWhere('event.sentiment IS NOT NULL')
      .andWhere('event.publishedAt > :since', { since: new Date(at.getTime() - BIAS_LOOKBACK_HOURS * 3_600_000) })
      .andWhere('event.publishedAt <= :at', { at })
      .orderBy('event.currency', 'ASC')
      .getRawMany<{ currency: string }>();
    return rows.map((row) => row.currency);
  }
}
