import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { JobLeaseService } from '../database/job-lease.service.js';
import { timeframeMs } from '../market-data/candles.js';
import { MarketDataError, MarketDataProvider } from '../market-data/providers/market-data-provider.js';
import { CANDLES_PER_RUN, evaluate, NEWS_LOOKAHEAD_MS, NEWS_LOOKBACK_MS } from './engine.js';
import { NewsInfluenceSource } from './news-influence.js';
import type { GenerateSignalsResultDto } from './signal.dto.js';
import { Signal } from './signal.entity.js';
import { SignalsService } from './signals.service.js';
import { settle } from './tracker.js';
import { findInstrument } from './universe.js';

const GENERATE_JOB = 'signals.generate';
const TRACK_JOB = 'signals.track';
/** A run that dies without releasing its lease blocks others for at most this long. */
const RUN_LEASE_MS = 10 * 60_000;
/** The tracker reads 15-minute candles: finer than the engine's hours, so fewer candles touch both levels. */
const TRACK_TIMEFRAME = '15min' as const;
const MAX_TRACK_CANDLES = 5000;

export interface GenerationSummary {
  generated: number;
  evaluated: number;
  failed: number;
}

/**
 * The engine's two jobs: generating signals for every configured symbol, and closing open ones
 * from the prices that followed. Each runs at most once at a time across replicas (a job lease);
 * generation also keeps a cool-down after each run.
 */
@Injectable()
export class SignalRunsService {
  private readonly logger = new Logger(SignalRunsService.name);
  private generating: Promise<GenerateSignalsResultDto> | null = null;
  private tracking: Promise<number> | null = null;

  constructor(
    @InjectRepository(Signal) private readonly signals: Repository<Signal>,
    private readonly market: MarketDataProvider,
    private readonly news: NewsInfluenceSource,
    private readonly leases: JobLeaseService,
    private readonly reads: SignalsService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs the engine now unless a run is under way or cooling down. Callers arriving while this
   * process runs one wait for it and share its result; nothing starts a second run.
   */
  generate(): Promise<GenerateSignalsResultDto> {
    if (this.generating) return this.generating.then((result) => ({ ...result, started: false }));
    const run = this.generateUnderLease();
    this.generating = run;
    void run.finally(() => {
      this.generating = null;
    });
    return run;
  }

  private async generateUnderLease(): Promise<GenerateSignalsResultDto> {
    if (!(await this.leases.acquire(GENERATE_JOB, RUN_LEASE_MS))) {
      const busyUntil = await this.leases.busyUntil(GENERATE_JOB);
      return {
        started: false,
        status: 'skipped',
        generated: 0,
        activeSignals: await this.reads.countActive(),
        nextRunAvailableAt: busyUntil?.toISOString() ?? null,
      };
    }
    let summary: GenerationSummary;
    try {
      summary = await this.runEngine();
    } finally {
      const coolDownEnds = new Date(this.clock.now().getTime() + this.config.signals.generateCooldownSeconds * 1000);
      await this.leases.holdUntil(GENERATE_JOB, coolDownEnds);
    }
    return {
      started: true,
      status: 'completed',
      generated: summary.generated,
      activeSignals: await this.reads.countActive(),
      nextRunAvailableAt: (await this.leases.busyUntil(GENERATE_JOB))?.toISOString() ?? null,
    };
  }

  /** One pass of the engine over the configured symbols that have no active signal yet. */
  async runEngine(): Promise<GenerationSummary> {
    const now = this.clock.now();
    const active = await this.signals.find({
      select: { symbol: true },
      where: { outcome: 'OPEN', expiresAt: MoreThan(now) },
    });
    const covered = new Set(active.map((signal) => signal.symbol));
    const summary: GenerationSummary = { generated: 0, evaluated: 0, failed: 0 };
    for (const symbol of this.config.signals.symbols) {
      if (covered.has(symbol)) continue;
      const instrument = findInstrument(symbol)!;
      try {
        const candles = await this.market.candles(symbol, '1h', CANDLES_PER_RUN);
        const currencies = instrument.newsCurrencies.map((exposure) => exposure.currency);
        const news = await this.news.eventsFor(
          currencies,
          new Date(now.getTime() - NEWS_LOOKBACK_MS),
          new Date(now.getTime() + NEWS_LOOKAHEAD_MS),
        );
        const result = evaluate({
          symbol,
          candles,
          now,
          news,
          newsExposure: instrument.newsCurrencies,
          settings: { ttlMs: this.config.signals.ttlHours * 3600_000 },
        });
        summary.evaluated += 1;
        this.logger.debug(result.verdict);
        if (!result.signal) continue;
        await this.signals.save(
          this.signals.create({ ...result.signal, outcome: 'OPEN', createdAt: now, updatedAt: now }),
        );
        summary.generated += 1;
      } catch (error) {
        summary.failed += 1;
        if (!(error instanceof MarketDataError)) throw error;
        this.logger.warn(error.message);
        // The rest would be refused the same way; try again on the next run.
        if (error.kind === 'rate-limited' || error.kind === 'unauthorised') break;
      }
    }
    this.logger.log(
      `Signals run: ${summary.generated} new from ${summary.evaluated} symbols evaluated` +
        (summary.failed ? `, ${summary.failed} without market data` : ''),
    );
    return summary;
  }

  /** Closes open signals that reached their target, their stop or their expiry. Returns how many. */
  track(): Promise<number> {
    if (this.tracking) return this.tracking;
    const run = (async () => {
      if (!(await this.leases.acquire(TRACK_JOB, RUN_LEASE_MS))) return 0;
      try {
        return await this.closeSettled();
      } finally {
        await this.leases.holdUntil(TRACK_JOB, this.clock.now());
      }
    })();
    this.tracking = run;
    void run.finally(() => {
      this.tracking = null;
    });
    return run;
  }

  private async closeSettled(): Promise<number> {
    const now = this.clock.now();
    const open = await this.signals.find({ where: { outcome: 'OPEN' }, order: { createdAt: 'ASC' } });
    const bySymbol = new Map<string, Signal[]>();
    for (const signal of open) bySymbol.set(signal.symbol, [...(bySymbol.get(signal.symbol) ?? []), signal]);
    const span = timeframeMs(TRACK_TIMEFRAME);
    let closed = 0;
    for (const [symbol, signals] of bySymbol) {
      const from = Math.floor(signals[0].createdAt.getTime() / span) * span;
      const latestExpiry = Math.max(...signals.map((signal) => signal.expiresAt.getTime()));
      const end = Math.min(now.getTime(), latestExpiry + span);
      const count = Math.min(MAX_TRACK_CANDLES, Math.ceil((end - from) / span) + 1);
      let candles;
      try {
        candles = await this.market.candles(symbol, TRACK_TIMEFRAME, count, { end: new Date(end) });
      } catch (error) {
        if (!(error instanceof MarketDataError)) throw error;
        this.logger.warn(`Tracking ${symbol}: ${error.message}`);
        if (error.kind === 'rate-limited' || error.kind === 'unauthorised') break;
        continue;
      }
      for (const signal of signals) {
        const settlement = settle(signal, candles, span, now);
        if (!settlement) continue;
        await this.signals.update({ id: signal.id, outcome: 'OPEN' }, { ...settlement, updatedAt: now });
        closed += 1;
      }
    }
    if (closed) this.logger.log(`Closed ${closed} signal(s)`);
    return closed;
  }
}
