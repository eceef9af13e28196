import { ForbiddenException, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '../access/current-user.decorator.js';
import { Clock } from '../clock/clock.js';
import { timeframeMs, type Timeframe } from '../market-data/candles.js';
import { MarketDataError, MarketDataProvider } from '../market-data/providers/market-data-provider.js';
import { NewsService } from '../news/news.service.js';
import type { SignalCandlesDto, SignalDetailDto } from './dto/signal-detail.dto.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { toAiSignalDto } from './signal.dto.js';
import { Signal } from './signal.entity.js';
import { visibleAt } from './signal-events.js';
import { AccessPolicy } from '../access/access-policy.js';
import { findInstrument } from '#domain/universe';
import { plural } from '#domain/plural';

const CHART_TIMEFRAME: Timeframe = '15min';
/** The chart opens this long before the signal, to show the move that led to it. */
const CHART_LEAD_MS = 12 * 60 * 60_000;
/** And runs this long past its close, to show what came after. */
const CHART_TAIL_MS = 2 * 60 * 60_000;
const MAX_CHART_CANDLES = 300;
const NEWS_BEFORE_MS = 24 * 60 * 60_000;

/** One signal for a subscriber: its levels, outcome and news, and the candles behind its chart. */
@Injectable()
export class SignalDetailService {
  constructor(
    @InjectRepository(Signal) private readonly signals: Repository<Signal>,
    private readonly market: MarketDataProvider,
    private readonly news: NewsService,
    private readonly clock: Clock,
    private readonly access: AccessPolicy,
    private readonly ledger: LedgerService,
  ) {}

  async get(id: number, user: AuthUser): Promise<SignalDetailDto> {
    const signal = await this.find(id, user);
    const currencies = findInstrument(signal.symbol)?.newsCurrencies.map((entry) => entry.currency) ?? [];
    const events = currencies.length
      ? await this.news.eventsBetween(
          currencies,
          new Date(signal.createdAt.getTime() - NEWS_BEFORE_MS),
          signal.closedAt ?? signal.expiresAt,
        )
      : [];
    const committedAt = await this.ledger.committedAt([signal.id]);
    return {
      ...toAiSignalDto(signal),
      outcome: signal.outcome,
      closedAt: signal.closedAt?.toISOString() ?? null,
      fillPrice: signal.fillPrice,
      exitPrice: signal.exitPrice,
      resultPips: signal.resultPips,
      resultR: signal.resultR,
      resultRGross: signal.resultRGross,
      settlementRule: signal.settlementRule,
      ledgerIndex: committedAt.get(signal.id) ?? null,
      newsEvents: events.map((event) => ({
        event: event.event,
        currency: event.currency,
        impact: event.impact === 'high' ? 'high' : 'medium',
        publishedAt: event.publishedAt.toISOString(),
        forecast: event.forecast,
        actual: event.actual,
        surprise: event.surprise,
      })),
    };
  }

  /** 15-minute candles from half a day before the signal to now (open) or just past its close. */
  async candles(id: number, user: AuthUser): Promise<SignalCandlesDto> {
    const signal = await this.find(id, user);
    const now = this.clock.now();
    const end = new Date(Math.min(now.getTime(), (signal.closedAt ?? signal.expiresAt).getTime() + CHART_TAIL_MS));
    const span = timeframeMs(CHART_TIMEFRAME);
    const wanted = Math.ceil((end.getTime() - signal.createdAt.getTime() + CHART_LEAD_MS) / span);
    const count = Math.min(MAX_CHART_CANDLES, Math.max(1, wanted));
    try {
      const candles = await this.market.candles(signal.symbol, CHART_TIMEFRAME, count, { end });
      return {
        symbol: signal.symbol,
        timeframe: CHART_TIMEFRAME,
        candles: candles.map((candle) => ({
          time: Math.floor(candle.time.getTime() / 1000),
          open: candle.open,
          high: candle.high,
          low: candle.low,
          close: candle.close,
        })),
        lastPrice: candles.at(-1)?.close ?? null,
        asOf: end.toISOString(),
      };
    } catch (error) {
      if (error instanceof MarketDataError)
        throw new ServiceUnavailableException(
          `Prices for ${signal.symbol} are unavailable right now: ${error.message}`,
        );
      throw error;
    }
  }

  /** The signal, once it is in view on the caller's plan. */
  private async find(id: number, user: AuthUser): Promise<Signal> {
    const signal = await this.signals.findOneBy({ id });
    if (!signal) throw new NotFoundException(`There is no signal ${id}.`);
    const delay = await this.access.signalDelayOf(user.id);
    const inViewAt = new Date(visibleAt(signal, delay));
    if (signal.outcome === 'OPEN' && inViewAt > this.clock.now()) {
      throw new ForbiddenException(
        `Your plan shows new signals ${plural(delay, 'minute')} after they are published: this one opens at ` +
          `${inViewAt.toISOString().slice(11, 16)} UTC. The Enterprise plan shows every signal at once.`,
      );
    }
    return signal;
  }
}
