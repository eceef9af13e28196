import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Not, Repository, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { JobLeaseService, type HeldLease } from '../database/job-lease.service.js';
import { timeframeMs } from '../market-data/candles.js';
import { MarketDataError, MarketDataProvider } from '../market-data/providers/market-data-provider.js';
import { candlesPerRun, evaluate, isPublished, stalePrice, type WaitingFor } from './engine.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { NEWS_LOOKAHEAD_MS, NEWS_LOOKBACK_MS } from './news-reading.js';
import { liveModel } from './model/signal-model.js';
import { NewsInfluenceSource } from './news-influence.js';
import type { GenerateSignalsResultDto } from './signal.dto.js';
import { Signal } from './signal.entity.js';
import { SignalsService } from './signals.service.js';
import { settle, type ViewSettlement } from './tracker.js';
import { isFullySettled, settlementOf, signalFieldsOf } from './signal-fields.js';
import { SignalPublisher } from './signal-publisher.js';
import { findInstrument } from '#domain/universe';
import { isMarketOpen } from '#domain/market-hours';
import { closesBar } from './model/trading-day.js';
import { ASSUMED_FINANCING_RATE } from './backtest/charges.js';
import { LiveCosts } from './costs/live-costs.js';
import { Metrics } from '../metrics/metrics.js';
import { SignalDelays } from '../plans/signal-delays.cache.js';

const GENERATE_JOB = 'signals.generate';
const TRACK_JOB = 'signals.track';
/** The manual cool-down is a product rule on the app's clock, kept beside the run's lease. */
const COOLDOWN = 'signals.generate:cooldown';
/** The tracker reads 15-minute candles: finer than the engine's hours, so fewer candles touch both levels. */
const TRACK_TIMEFRAME = '15min' as const;
const MAX_TRACK_CANDLES = 5000;

export interface GenerationSummary {
  generated: number;
  evaluated: number;
  failed: number;
  /** Symbols the engine could not decide on yet, and why. */
  waiting: Record<WaitingFor, number>;
}

/**
 * The engine's two jobs: generating signals for every configured symbol, and closing open ones
 * from the prices that followed. Each runs at most once at a time across replicas (a job lease
 * renewed while it works); a manual generation also starts a cool-down. The schedule (once per
 * period whatever the cool-down) is JobScheduler's.
 */
@Injectable()
export class SignalRunsService implements OnModuleInit {
  private readonly logger = new Logger(SignalRunsService.name);
  private generating: Promise<GenerateSignalsResultDto> | null = null;
  private tracking: Promise<number> | null = null;

  constructor(
    @InjectRepository(Signal) private readonly signals: Repository<Signal>,
    private readonly market: MarketDataProvider,
    private readonly news: NewsInfluenceSource,
    private readonly leases: JobLeaseService,
    private readonly reads: SignalsService,
    private readonly publisher: SignalPublisher,
    private readonly ledger: LedgerService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly costs: LiveCosts,
    private readonly delays: SignalDelays,
    private readonly metrics: Metrics,
  ) {}

  /** The versioned model is read at start: a file that does not fit the engine stops the start, not a run. */
  onModuleInit(): void {
    const model = liveModel();
    this.logger.log(`Signal model fitted on trades closed before ${model.trainedOn.closedBefore.slice(0, 10)}`);
  }

  /**
   * Runs the engine now unless a run is under way or cooling down. Callers arriving while this
   * process runs one wait for it and share its result; nothing starts a second run.
   */
  generate(): Promise<GenerateSignalsResultDto> {
    if (this.generating) return this.generating.then((result) => ({ ...result, started: false }));
    const run = this.generateOnRequest();
    this.generating = run;
    void run.finally(() => {
      this.generating = null;
    });
    return run;
  }

  /**
   * How long a scheduled run waits for the job's own lease. Both leases of a replica that died
   * mid-run lapse within a lease length, but not together: the period's may come free first, and
   * its new claimant would fail the period for a lease that frees moments later.
   */
  private get deadHolderLapseMs(): number {
    return this.config.jobs.leaseSeconds * 1000;
  }

  /** The scheduled run of a period: it ignores the cool-down; a run under way here counts as it. */
  async generateScheduled(period: HeldLease): Promise<void> {
    if (this.generating) {
      await this.generating;
      return;
    }
    const outcome = await this.leases.runUnderLease(GENERATE_JOB, (lease) => this.runEngine(lease, period), {
      waitMs: this.deadHolderLapseMs,
    });
    if (!outcome) throw new Error('Another replica is generating signals right now');
  }

  private async generateOnRequest(): Promise<GenerateSignalsResultDto> {
    const coolingUntil = await this.coolDownEnds();
    const outcome = coolingUntil
      ? null
      : await this.leases.runUnderLease(GENERATE_JOB, (lease) => this.runEngine(lease));
    if (!outcome) {
      const busyUntil = coolingUntil ?? (await this.leases.busyUntil(GENERATE_JOB));
      return {
        started: false,
        status: 'skipped',
        generated: 0,
        activeSignals: await this.reads.countActive(),
        nextRunAvailableAt: busyUntil?.toISOString() ?? null,
        waitingFor: null,
        nextDecisionAt: null,
      };
    }
    const { waiting, evaluated, generated } = outcome.result;
    // Nothing decided at all: say what the engine waits for, and when it can next decide.
    const waitingCount = waiting['market-open'] + waiting['hourly-close'] + waiting['bar-close'];
    const waitingFor: WaitingFor | null =
      generated > 0 || evaluated === 0 || waitingCount < evaluated
        ? null
        : waiting['market-open'] === evaluated
          ? 'market-open'
          : waiting['bar-close'] > 0
            ? 'bar-close'
            : 'hourly-close';
    const coolDownEnds = new Date(this.clock.now().getTime() + this.config.signals.generateCooldownSeconds * 1000);
    await this.leases.setMark(COOLDOWN, coolDownEnds);
    return {
      started: true,
      status: 'completed',
      generated: outcome.result.generated,
      activeSignals: await this.reads.countActive(),
      nextRunAvailableAt: coolDownEnds > this.clock.now() ? coolDownEnds.toISOString() : null,
      waitingFor,
      nextDecisionAt: waitingFor
        ? nextDecision(
            this.clock.now(),
            this.config.signals.symbols.filter((symbol) => isPublished(liveModel(), symbol)),
            liveModel().horizon?.hours ?? 1,
          ).toISOString()
        : null,
    };
  }

  private async coolDownEnds(): Promise<Date | null> {
    const until = await this.leases.markedUntil(COOLDOWN);
    return until && until > this.clock.now() ? until : null;
  }

  /** One pass of the engine over the configured symbols that have no active signal yet. */
  async runEngine(...leases: HeldLease[]): Promise<GenerationSummary> {
    const now = this.clock.now();
    const active = await this.signals.find({
      select: { symbol: true },
      where: { outcome: 'OPEN', expiresAt: MoreThan(now) },
    });
    const covered = new Set(active.map((signal) => signal.symbol));
    const summary: GenerationSummary = {
      generated: 0,
      evaluated: 0,
      failed: 0,
      waiting: { 'market-open': 0, 'hourly-close': 0, 'bar-close': 0 },
    };
    const found: Signal[] = [];
    const model = liveModel();
    const delayedViewMinutes = await this.delays.longest();
    for (const symbol of this.config.signals.symbols) {
      const instrument = findInstrument(symbol)!;
      // The engine publishes nothing outside what it was measured on: spare the data source the call.
      if (covered.has(symbol) || !isPublished(model, symbol)) continue;
      try {
        const candles = await this.market.candles(symbol, '1h', candlesPerRun(model));
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
          model,
          costs: this.costs.model,
          freshnessMs: this.config.signals.freshnessMs,
        });
        summary.evaluated += 1;
        if (result.waitingFor) summary.waiting[result.waitingFor] += 1;
        this.logger.debug(result.verdict);
        if (!result.signal) continue;
        found.push(
          this.signals.create({
            ...result.signal,
            outcome: 'OPEN',
            settlementRule: 'tradable',
            costPrice: this.costs.model.floor(symbol),
            delayedViewMinutes,
            createdAt: now,
            updatedAt: now,
          }),
        );
      } catch (error) {
        summary.failed += 1;
        if (!(error instanceof MarketDataError)) throw error;
        this.logger.warn(error.message);
        // The rest would be refused the same way; try again on the next run.
        if (error.kind === 'rate-limited' || error.kind === 'unauthorised') break;
      }
    }
    // A run that took long (a slow provider) publishes nothing whose price aged past the freshness meanwhile.
    const publishedAt = this.clock.now();
    const fresh = found.filter((signal) => {
      const stale = stalePrice(signal.priceAt!, publishedAt, this.config.signals.freshnessMs);
      if (stale) this.logger.warn(`${signal.symbol}: ${stale} by the time of publication; not published`);
      return !stale;
    });
    // Published and committed to the log in one transaction; a holder that stalled and lost its
    // lease must not write over the new holder's run.
    await this.publisher.publish(fresh, (manager) => confirmHeld(manager, leases));
    summary.generated = fresh.length;
    this.logger.log(
      `Signals run: ${summary.generated} new from ${summary.evaluated} symbols evaluated` +
        (summary.failed ? `, ${summary.failed} without market data` : ''),
    );
    return summary;
  }

  /** Closes open signals that reached their target, their stop or their expiry. Returns how many. */
  track(): Promise<number> {
    if (this.tracking) return this.tracking;
    const run = this.leases
      .runUnderLease(TRACK_JOB, (lease) => this.closeSettled(lease))
      .then((outcome) => outcome?.result ?? 0);
    this.tracking = run;
    void run.finally(() => {
      this.tracking = null;
    });
    return run;
  }

  /** The scheduled tracking of a period. */
  async trackScheduled(period: HeldLease): Promise<number> {
    if (this.tracking) return this.tracking;
    const outcome = await this.leases.runUnderLease(TRACK_JOB, (lease) => this.closeSettled(lease, period), {
      waitMs: this.deadHolderLapseMs,
    });
    if (!outcome) throw new Error('Another replica is tracking signals right now');
    return outcome.result;
  }

  /**
   * Settles what has closed of each tracked signal: how a reader at publication could have traded
   * it (the signal's outcome), the other side at the same fill (chance), and how a reader on the
   * delayed plan could have traded it. A signal stays tracked until all three are closed.
   */
  private async closeSettled(...leases: HeldLease[]): Promise<number> {
    const now = this.clock.now();
    const tradable: FindOptionsWhere<Signal> = { settlementRule: 'tradable' };
    const tracked = await this.signals.find({
      where: [
        { ...tradable, outcome: 'OPEN' },
        { ...tradable, outcome: Not('VOID'), oppositeResultR: IsNull() },
        { ...tradable, outcome: Not('VOID'), delayedViewMinutes: MoreThan(0), delayedOutcome: IsNull() },
      ],
      order: { createdAt: 'ASC' },
    });
    const bySymbol = new Map<string, Signal[]>();
    for (const signal of tracked) bySymbol.set(signal.symbol, [...(bySymbol.get(signal.symbol) ?? []), signal]);
    const span = timeframeMs(TRACK_TIMEFRAME);
    const changes: Array<{ signal: Signal; wasOpen: boolean; change: Partial<Signal> }> = [];
    for (const [symbol, signals] of bySymbol) {
      const from = Math.floor(signals[0].createdAt.getTime() / span) * span;
      const latestExpiry = Math.max(...signals.map((signal) => signal.expiresAt.getTime()));
      // Past the last expiry too: a price after it tells a signal with none before it (void) from a provider that is behind.
      const end = Math.min(now.getTime(), latestExpiry + VOID_LOOKAHEAD_MS);
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
        // Signals open when the cost was first recorded are charged the floor from then on.
        const cost = signal.costPrice ?? this.costs.model.floor(symbol) ?? 0;
        const change = settlementChange(signal, {
          candles,
          timeframeMs: span,
          now,
          cost,
          financingRate: ASSUMED_FINANCING_RATE,
        });
        if (signal.costPrice === null && Object.keys(change).length) change.costPrice = cost;
        if (Object.keys(change).length) changes.push({ signal, wasOpen: signal.outcome === 'OPEN', change });
      }
    }
    if (changes.length === 0) return 0;
    // As for generation: nothing is closed by a holder that lost its lease meanwhile. A signal
    // whose every view is now settled is revealed in the log in the same transaction, so the public
    // record never holds a settlement the signals table does not, nor the other way round.
    let outcomes: string[] = [];
    const closed = await this.ledger.write(async (manager) => {
      await confirmHeld(manager, leases);
      // Set afresh on each attempt: the write runs again on a new tail.
      outcomes = [];
      let count = 0;
      for (const { signal, wasOpen, change } of changes) {
        // A row another run settled meanwhile is left as it is: the outcome is written once.
        const where = wasOpen ? { id: signal.id, outcome: 'OPEN' as const } : { id: signal.id };
        const result = await manager.update(Signal, where, { ...change, updatedAt: now });
        if (!result.affected) continue;
        if (wasOpen && change.outcome) {
          count += 1;
          outcomes.push(change.outcome);
        }
        const settled = manager.create(Signal, { ...signal, ...change, updatedAt: now });
        if (!isFullySettled(settled)) continue;
        await this.ledger.close(
          manager,
          signalFieldsOf(settled),
          settled.outcome === 'VOID' ? { voidReason: VOID_REASON } : settlementOf(settled),
        );
      }
      return count;
    });
    // Logged and counted once committed.
    if (closed) this.logger.log(`Closed ${closed} signal(s)`);
    for (const outcome of outcomes)
      if (outcome === 'VOID') this.metrics.signalsVoid.inc();
      else this.metrics.signalsSettled.inc({ outcome: outcome.toLowerCase() });
    return closed;
  }
}

/** The columns of a tracked signal that have just been settled. */
function settlementChange(signal: Signal, input: Parameters<typeof settle>[1]): Partial<Signal> {
  const change: Partial<Signal> = {};
  if (signal.outcome === 'OPEN') {
    const now = settle(signal, input);
    if (now) Object.assign(change, asSignalOutcome(now));
    else if (neverFillable(signal, input)) return { outcome: 'VOID', closedAt: signal.expiresAt };
  }
  if (signal.oppositeResultR === null) {
    const opposite = settle(signal, { ...input, opposite: true });
    if (opposite) {
      change.oppositeResultR = opposite.resultR;
      change.oppositeOutcome = opposite.outcome;
      change.oppositeResultRGross = opposite.resultRGross;
    }
  }
  if (signal.delayedViewMinutes > 0 && signal.delayedOutcome === null) {
    const delayed = settle(signal, { ...input, delayMinutes: signal.delayedViewMinutes });
    if (delayed) {
      change.delayedFillPrice = delayed.fillPrice;
      change.delayedOutcome = delayed.outcome;
      change.delayedClosedAt = delayed.closedAt;
      change.delayedResultR = delayed.resultR;
    } else if (input.now >= signal.expiresAt) {
      // No candle opened between the delayed reader's first sight and expiry: nothing to trade.
      change.delayedOutcome = 'EXPIRED';
      change.delayedClosedAt = signal.expiresAt;
      change.delayedResultR = 0;
    }
  }
  return change;
}

/**
 * When the engine can next decide: the close of the next hourly candle that ends one of its bars
 * (`barHours`: 1 for the hourly engine, 24 for the daily one) and after which one of `symbols`
 * still trades, so that a signal can be published from it.
 */
function nextDecision(now: Date, symbols: string[], barHours: number): Date {
  const hour = 3_600_000;
  let at = Math.floor(now.getTime() / hour) * hour + hour;
  const decides = (close: number) =>
    (barHours === 1 || closesBar(close - hour, barHours)) &&
    symbols.some(
      (symbol) => isMarketOpen(symbol, new Date(close - hour / 2)) && isMarketOpen(symbol, new Date(close + 30_000)),
    );
  // Two weeks of hours cover any closed stretch (a weekend, a holiday).
  for (let step = 0; step < 24 * 14 && !decides(at); step += 1) at += hour;
  return new Date(at);
}

/** Why a void signal is void, as its entry in the log says. */
const VOID_REASON = 'No price a reader could act on between publication and expiry';
/** How far past the last expiry the tracker reads prices, to see the market answer again after a gap. */
const VOID_LOOKAHEAD_MS = 6 * 60 * 60_000;
/** With no candle after expiry in the answer (a market closed over a weekend), wait this long before calling it void. */
const VOID_WAIT_MS = 24 * 60 * 60_000;

/**
 * Whether a signal expired without a single candle opening between its publication and its
 * expiry, so that no reader could have traded it. The provider must have answered past the expiry
 * (or a day must have gone by): a gap in its answer is not a market without prices.
 */
function neverFillable(signal: Signal, input: Parameters<typeof settle>[1]): boolean {
  const published = signal.createdAt.getTime();
  const expiry = signal.expiresAt.getTime();
  if (input.now.getTime() < expiry) return false;
  const times = input.candles.map((candle) => candle.time.getTime());
  const answeredPastExpiry = times.some((time) => time >= expiry) || input.now.getTime() >= expiry + VOID_WAIT_MS;
  return answeredPastExpiry && !times.some((time) => time >= published && time < expiry);
}

function asSignalOutcome(view: ViewSettlement): Partial<Signal> {
  return {
    outcome: view.outcome,
    closedAt: view.closedAt,
    exitPrice: view.exitPrice,
    resultPips: view.resultPips,
    resultR: view.resultR,
    resultRGross: view.resultRGross,
    fillPrice: view.fillPrice,
    filledAt: view.filledAt,
  };
}

async function confirmHeld(manager: EntityManager, leases: HeldLease[]): Promise<void> {
  for (const lease of leases) await lease.confirm(manager);
}
