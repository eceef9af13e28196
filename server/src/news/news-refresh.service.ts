import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, DataSource, IsNull, LessThan, Repository, type EntityManager } from 'typeorm';
import type { AuthUser } from '../access/current-user.decorator.js';
import { Clock, DAY_MS } from '../clock/clock.js';
import { KeyedLock } from '../common/keyed-lock.js';
import { AppConfig } from '../config/app-config.js';
import type { HeldLease } from '../database/job-lease.service.js';
import { nextFetchAt, type FetchOutcome } from './fetch-interval.js';
import { analyseEvent } from './news-analysis.js';
import { Cooldown } from './news-cooldown.js';
import { NewsEvent } from './news-event.entity.js';
import { NewsFetch } from './news-fetch.entity.js';
import {
  toCurrencyBiasDto,
  type AnalysisResultDto,
  type NewsActionResultDto,
  type ScrapeResultDto,
} from './news.dto.js';
import { MAJOR_CURRENCIES, NewsService } from './news.service.js';
import { clip } from './providers/calendar-codes.js';
import { NEWS_SOURCE, NewsSourceError, type NewsSource, type SourceEvent } from './providers/news-source.js';
import { plural } from '#domain/plural';

export type NewsAction = 'scrape' | 'analyze' | 'update';

/** The fields a fetch can change; a change clears the event's analysis. */
const SOURCE_FIELDS = ['event', 'country', 'currency', 'sourceImpact', 'previous', 'forecast', 'actual'] as const;
/** The fetch log keeps a month. */
const FETCH_LOG_DAYS = 30;

export type ScrapeOutcome =
  { status: 'fetched' | 'current'; result: ScrapeResultDto } | { status: 'failed'; message: string };

/**
 * Fetching news from the configured source into the database (scrape) and analysing what
 * changed (analyze), for the HTTP actions and the scheduled job. One run at a time in this
 * process; across replicas the unique key per event keeps rows single, and the fetch log
 * keeps the source's minimum interval.
 */
@Injectable()
export class NewsRefreshService {
  private readonly logger = new Logger(NewsRefreshService.name);
  private readonly lock = new KeyedLock();
  private readonly cooldown: Cooldown;

  constructor(
    @Inject(NEWS_SOURCE) private readonly source: NewsSource,
    @InjectRepository(NewsEvent) private readonly events: Repository<NewsEvent>,
    @InjectRepository(NewsFetch) private readonly fetches: Repository<NewsFetch>,
    private readonly dataSource: DataSource,
    private readonly news: NewsService,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.cooldown = new Cooldown(config.news.refreshCooldownMinutes * 60_000);
  }

  /**
   * An action asked for over HTTP. Admins may ask any time; subscribers once per cool-down
   * for each action, and get told when they may ask again. A source that fails is a 503 that
   * says since when the news being served dates.
   */
  async request(user: AuthUser, action: NewsAction): Promise<NewsActionResultDto> {
    const now = this.clock.now();
    let nextAllowedAt: string | null = null;
    if (user.role !== 'admin') {
      const claim = this.cooldown.claim(`${action}:${user.id}`, now);
      if (!claim.allowed) {
        return {
          success: true,
          performed: false,
          message: `You asked for this ${minutesAgo(claim.actedAt, now)}. You can ask again ${minutesUntil(claim.nextAt, now)}.`,
          nextAllowedAt: claim.nextAt.toISOString(),
        };
      }
      nextAllowedAt = claim.nextAt.toISOString();
    }

    const messages: string[] = [];
    const answer: NewsActionResultDto = { success: true, performed: true, message: '', nextAllowedAt };
    if (action !== 'analyze') {
      const outcome = await this.scrape();
      if (outcome.status === 'failed') throw new ServiceUnavailableException(outcome.message);
      answer.scrape = outcome.result;
      messages.push(this.describeScrape(outcome.status, outcome.result));
    }
    if (action !== 'scrape') {
      answer.analysis = await this.analyze();
      messages.push(`Analysed ${plural(answer.analysis.analyzed, 'new or changed event')}.`);
    }
    answer.message = messages.join(' ');
    return answer;
  }

  /**
   * Fetches from the source when its minimum interval allows, and stores what it says. The
   * scheduled run passes its lease: a run that lost it meanwhile writes nothing.
   */
  scrape(lease?: HeldLease): Promise<ScrapeOutcome> {
    return this.lock.run('news', () => this.scrapeNow(lease));
  }

  /** Fills impact, surprise and sentiment for every event that is new or changed since its last analysis. */
  analyze(lease?: HeldLease): Promise<AnalysisResultDto> {
    return this.lock.run('news', () => this.analyzeNow(lease));
  }

  private async scrapeNow(lease?: HeldLease): Promise<ScrapeOutcome> {
    const now = this.clock.now();
    const [latest, lastGood] = await Promise.all([this.latestFetch(), this.news.lastUpdated()]);
    if (latest && latest.nextFetchAt > now) {
      if (latest.succeeded) {
        return { status: 'current', result: this.emptyResult(lastGood, latest.nextFetchAt) };
      }
      return {
        status: 'failed',
        message: `${latest.error ?? `${capitalise(this.source.label)} failed.`} That was at ${utcLabel(latest.attemptedAt)}; it is asked again from ${utcLabel(latest.nextFetchAt)}. ${servingSince(lastGood)}`,
      };
    }

    let batch;
    try {
      batch = await this.source.fetch(now);
    } catch (error) {
      const sourceError =
        error instanceof NewsSourceError
          ? error
          : new NewsSourceError(`${this.source.label} failed: ${(error as Error).message}`);
      const outcome: FetchOutcome = sourceError.details.rateLimited
        ? { kind: 'rate-limited', retryAfter: sourceError.details.retryAfter ?? null }
        : { kind: 'failed' };
      await this.dataSource.transaction(async (manager) => {
        await lease?.confirm(manager);
        await this.recordFetch(
          {
            attemptedAt: now,
            succeeded: false,
            nextFetchAt: nextFetchAt(now, outcome, this.source.minIntervalMs),
            error: clip(sourceError.message, 300),
          },
          manager,
        );
      });
      this.logger.warn(`News fetch failed: ${sourceError.message}`);
      return { status: 'failed', message: `${sourceError.message} ${servingSince(lastGood)}` };
    }

    const stored = await this.storeWithRetry(batch.events, batch.covers, now, lease);
    const next = nextFetchAt(now, { kind: 'ok' }, this.source.minIntervalMs);
    return {
      status: 'fetched',
      result: {
        source: this.source.name,
        fetched: true,
        fetchedAt: now.toISOString(),
        nextFetchAt: this.source.minIntervalMs > 0 ? next.toISOString() : null,
        received: batch.events.length,
        ...stored,
      },
    };
  }

  private async analyzeNow(lease?: HeldLease): Promise<AnalysisResultDto> {
    const now = this.clock.now();
    const pending = await this.events.find({ where: { source: this.source.name, analyzedAt: IsNull() } });
    for (const event of pending) Object.assign(event, analyseEvent(event), { analyzedAt: now });
    if (pending.length > 0)
      await this.dataSource.transaction(async (manager) => {
        await lease?.confirm(manager);
        await manager.getRepository(NewsEvent).save(pending, { chunk: 200 });
      });
    const currencies = [...new Set([...MAJOR_CURRENCIES, ...(await this.news.currenciesWithReleases(now))])];
    const biases = await this.news.currencyBiases(currencies, now);
    return {
      analyzed: pending.length,
      biases: biases.filter((bias) => bias.basedOn > 0).map(toCurrencyBiasDto),
    };
  }

  /** Another replica may insert the same new event at the same moment; the second try updates it. */
  private async storeWithRetry(
    incoming: SourceEvent[],
    covers: { from: Date; to: Date },
    now: Date,
    lease?: HeldLease,
  ): Promise<Pick<ScrapeResultDto, 'inserted' | 'updated' | 'unchanged' | 'removed'>> {
    try {
      return await this.store(incoming, covers, now, lease);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.store(incoming, covers, now, lease);
    }
  }

  /**
   * Upserts the batch by (source, sourceKey) in one transaction: new events are inserted,
   * changed ones updated in place (and queued for analysis again), and stored events inside
   * the period the source answered for that it no longer lists are removed.
   */
  private store(incoming: SourceEvent[], covers: { from: Date; to: Date }, now: Date, lease?: HeldLease) {
    return this.dataSource.transaction(async (manager) => {
      await lease?.confirm(manager);
      const repository = manager.getRepository(NewsEvent);
      // Every key carries its event's time, so every stored match lies inside the batch's period.
      const existing = await repository.find({
        where: { source: this.source.name, publishedAt: Between(covers.from, covers.to) },
      });
      const byKey = new Map(existing.map((event) => [event.sourceKey, event]));
      const seen = new Set<string>();
      const toSave: NewsEvent[] = [];
      let inserted = 0;
      let updated = 0;
      for (const item of uniqueKeys(incoming)) {
        seen.add(item.sourceKey);
        const current = byKey.get(item.sourceKey);
        if (!current) {
          toSave.push(repository.create({ ...item, source: this.source.name, ...NO_ANALYSIS }));
          inserted += 1;
        } else if (SOURCE_FIELDS.some((field) => current[field] !== item[field])) {
          for (const field of SOURCE_FIELDS) (current as unknown as Record<string, unknown>)[field] = item[field];
          current.analyzedAt = null;
          toSave.push(current);
          updated += 1;
        }
      }
      const gone = existing.filter((event) => !seen.has(event.sourceKey));
      await repository.save(toSave, { chunk: 200 });
      if (gone.length > 0) await repository.remove(gone, { chunk: 200 });
      await this.recordFetch(
        {
          attemptedAt: now,
          succeeded: true,
          nextFetchAt: nextFetchAt(now, { kind: 'ok' }, this.source.minIntervalMs),
          received: incoming.length,
          inserted,
          updated,
          removed: gone.length,
        },
        manager,
      );
      return { inserted, updated, unchanged: incoming.length - inserted - updated, removed: gone.length };
    });
  }

  private async recordFetch(
    fields: Partial<NewsFetch>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    const repository = manager.getRepository(NewsFetch);
    await repository.save(repository.create({ source: this.source.name, error: null, ...fields }));
    await repository.delete({
      attemptedAt: LessThan(new Date(fields.attemptedAt!.getTime() - FETCH_LOG_DAYS * DAY_MS)),
    });
  }

  private latestFetch(): Promise<NewsFetch | null> {
    return this.fetches.findOne({ where: { source: this.source.name }, order: { attemptedAt: 'DESC', id: 'DESC' } });
  }

  private emptyResult(fetchedAt: Date | null, next: Date): ScrapeResultDto {
    return {
      source: this.source.name,
      fetched: false,
      fetchedAt: fetchedAt?.toISOString() ?? null,
      nextFetchAt: next.toISOString(),
      received: 0,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      removed: 0,
    };
  }

  private describeScrape(status: 'fetched' | 'current', result: ScrapeResultDto): string {
    const label = capitalise(this.source.label);
    if (status === 'current') {
      const minutes = Math.round(this.source.minIntervalMs / 60_000);
      return `${label} is asked at most once every ${plural(minutes, 'minute')}; the news fetched at ${utcLabel(new Date(result.fetchedAt!))} is current. The next fetch can happen from ${utcLabel(new Date(result.nextFetchAt!))}.`;
    }
    const changes = [`${result.inserted} new`, `${result.updated} updated`, `${result.unchanged} unchanged`];
    if (result.removed > 0) changes.push(`${result.removed} removed`);
    return `Fetched ${plural(result.received, 'event')} from ${this.source.label}: ${changes.join(', ')}.`;
  }
}

const NO_ANALYSIS = { impact: null, surprise: null, surpriseNumeric: null, sentiment: null, analyzedAt: null };

/** A source that lists the same event twice gives the later copies their own keys. */
function uniqueKeys(events: SourceEvent[]): SourceEvent[] {
  const counts = new Map<string, number>();
  return events.map((event) => {
    const count = (counts.get(event.sourceKey) ?? 0) + 1;
    counts.set(event.sourceKey, count);
    return count === 1 ? event : { ...event, sourceKey: `${event.sourceKey.slice(0, 58)}#${count}` };
  });
}

function isUniqueViolation(error: unknown): boolean {
  const { code, driverError } = error as { code?: string; driverError?: { code?: string } };
  const actual = driverError?.code ?? code;
  return actual === 'ER_DUP_ENTRY' || actual === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** "2026-08-19 10:30 UTC". */
export function utcLabel(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function servingSince(lastGood: Date | null): string {
  return lastGood
    ? `The news fetched at ${utcLabel(lastGood)} is still being served.`
    : 'No news has been fetched from it yet.';
}

function minutesAgo(then: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  return minutes < 1 ? 'less than a minute ago' : `${plural(minutes, 'minute')} ago`;
}

function minutesUntil(then: Date, now: Date): string {
  const minutes = Math.ceil((then.getTime() - now.getTime()) / 60_000);
  return `in ${plural(minutes, 'minute')}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
