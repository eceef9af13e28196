import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { And, In, LessThan, MoreThanOrEqual, Repository, type FindOptionsWhere } from 'typeorm';
import { INSTRUMENT_CATEGORIES } from '#domain/instruments';
import { randomSameEntries } from './backtest/chance.js';
import { monthlyInterval } from './backtest/interval.js';
import { publishedSymbols } from './engine.js';
import { BAND_NAMES } from './model/calibration.js';
import { SignalLedgerService } from './ledger/signal-ledger.service.js';
import { Signal } from './signal.entity.js';
import {
  CLOSED_OUTCOMES,
  type SignalHistoryFilterDto,
  type SignalHistoryQueryDto,
} from './dto/signal-history-query.dto.js';
import type {
  ClosedSignalDto,
  LiveCalibrationRowDto,
  SignalHistoryPageDto,
  TrackRecordDto,
} from './dto/track-record.dto.js';
import { equityCurve, figuresBy, figuresOf, monthOf, type ClosedTrade } from './track-record.js';

const DEFAULT_PAGE_SIZE = 25;
/** Coin flips behind the live record's chance figures, as in the back-test. */
const CHANCE_SEEDS = 200;

/**
 * The public track record: every figure from stored outcomes of signals settled as a reader could
 * have traded them (net of cost), chance beside them, and the list they come from.
 */
@Injectable()
export class TrackRecordService {
  constructor(
    @InjectRepository(Signal) private readonly signals: Repository<Signal>,
    private readonly ledger: SignalLedgerService,
  ) {}

  async performance(): Promise<TrackRecordDto> {
    const [closed, openSignals, legacySignals] = await Promise.all([
      this.signals.find({ where: { ...closedWhere({}), settlementRule: 'tradable' } }),
      this.signals.countBy({ outcome: 'OPEN' }),
      this.signals.countBy({ ...closedWhere({}), settlementRule: 'published-close' }),
    ]);
    const trades = closed.map(toClosedTrade);
    const figures = figuresOf(trades);
    const twoSided = closed.filter((signal) => signal.oppositeResultR !== null);
    const delayed = closed.filter((signal) => signal.delayedOutcome !== null);
    return {
      closedSignals: figures.trades,
      openSignals,
      legacySignals,
      winRate: figures.winRate,
      figures,
      chance: randomSameEntries(
        twoSided.map((signal) => ({
          resultR: signal.resultR ?? 0,
          resultRGross: signal.resultRGross ?? undefined,
          opposite: { resultR: signal.oppositeResultR! },
        })),
        CHANCE_SEEDS,
      ),
      interval: monthlyInterval(
        closed.map((signal) => ({ at: signal.createdAt.getTime(), resultR: signal.resultR ?? 0 })),
      ),
      delayedView: {
        delayMinutes: Math.max(0, ...delayed.map((signal) => signal.delayedViewMinutes)),
        figures: figuresOf(delayed.map(toDelayedTrade)),
      },
      calibration: liveCalibration(closed),
      publishedSymbols: [...publishedSymbols()],
      equity: equityCurve(trades).map((point) => ({ ...point, closedAt: point.closedAt.toISOString() })),
      byCategory: figuresBy(trades, (trade) => trade.category, INSTRUMENT_CATEGORIES).map(({ key, figures }) => ({
        category: key,
        ...figures,
      })),
      bySymbol: figuresBy(trades, (trade) => trade.symbol).map(({ key, figures }) => ({ symbol: key, ...figures })),
      byMonth: figuresBy(trades, monthOf).map(({ key, figures }) => ({ month: key, ...figures })),
    };
  }

  /** Closed signals, newest close first (ties by id, so pages never overlap or skip). */
  async history(query: SignalHistoryQueryDto): Promise<SignalHistoryPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const [rows, total] = await this.signals.findAndCount({
      where: closedWhere(query),
      order: { closedAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    const hashes = await this.ledger.hashesOf(rows.map((signal) => signal.id));
    return {
      items: rows.map((signal) => toClosedSignalDto(signal, hashes.get(signal.id) ?? null)),
      total,
      page,
      pageSize,
    };
  }
}

/** What each band's live signals were told (their expectation) against what they did. */
function liveCalibration(closed: Signal[]): LiveCalibrationRowDto[] {
  return BAND_NAMES.map((band) => {
    const inside = closed.filter((signal) => signal.expectation?.band === band);
    const share = (count: number) => (inside.length ? Number((count / inside.length).toFixed(4)) : null);
    const inProfit = (value: number | null) => (value !== null && value > 0 ? 1 : 0);
    return {
      band,
      trades: inside.length,
      expected: share(inside.reduce((sum, signal) => sum + signal.expectation!.profitRate, 0)),
      observed: share(inside.reduce((sum, signal) => sum + inProfit(signal.resultR), 0)),
      chance: share(
        inside
          .filter((signal) => signal.oppositeResultR !== null)
          .reduce((sum, signal) => sum + (inProfit(signal.resultR) + inProfit(signal.oppositeResultR)) / 2, 0),
      ),
    };
  });
}

function closedWhere(filter: SignalHistoryFilterDto): FindOptionsWhere<Signal> {
  const range = [...(filter.from ? [MoreThanOrEqual(filter.from)] : []), ...(filter.to ? [LessThan(filter.to)] : [])];
  return {
    outcome: filter.outcome ?? In([...CLOSED_OUTCOMES]),
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.symbol ? { symbol: filter.symbol } : {}),
    ...(range.length ? { closedAt: And(...range) } : {}),
  };
}

function toClosedTrade(signal: Signal): ClosedTrade {
  return {
    id: signal.id,
    symbol: signal.symbol,
    category: signal.category,
    outcome: signal.outcome as ClosedTrade['outcome'],
    resultR: signal.resultR ?? 0,
    resultRGross: signal.resultRGross,
    closedAt: signal.closedAt ?? signal.updatedAt,
  };
}

/** The same signal as the delayed plan's reader could have traded it. */
function toDelayedTrade(signal: Signal): ClosedTrade {
  return {
    ...toClosedTrade(signal),
    outcome: signal.delayedOutcome!,
    resultR: signal.delayedResultR ?? 0,
    resultRGross: null,
    closedAt: signal.delayedClosedAt ?? signal.expiresAt,
  };
}

function toClosedSignalDto(signal: Signal, ledgerHash: string | null): ClosedSignalDto {
  return {
    id: signal.id,
    symbol: signal.symbol,
    category: signal.category,
    signalType: signal.signalType,
    entryPrice: signal.entryPrice,
    stopLoss: signal.stopLoss,
    takeProfit: signal.takeProfit,
    fillPrice: signal.fillPrice,
    exitPrice: signal.exitPrice,
    riskReward: signal.riskReward,
    confidence: signal.confidence,
    outcome: signal.outcome as ClosedSignalDto['outcome'],
    resultPips: signal.resultPips,
    resultR: signal.resultR ?? 0,
    resultRGross: signal.resultRGross,
    delayedResultR: signal.delayedResultR,
    settlementRule: signal.settlementRule,
    createdAt: signal.createdAt.toISOString(),
    closedAt: (signal.closedAt ?? signal.updatedAt).toISOString(),
    reasoning: signal.reasoning,
    newsInfluence: signal.newsInfluence,
    ledgerHash,
  };
}
