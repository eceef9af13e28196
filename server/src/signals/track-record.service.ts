import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { And, In, LessThan, MoreThanOrEqual, Repository, type FindOptionsWhere } from 'typeorm';
import { INSTRUMENT_CATEGORIES } from '#domain/instruments';
import { SignalLedgerService } from './ledger/signal-ledger.service.js';
import { Signal } from './signal.entity.js';
import {
  CLOSED_OUTCOMES,
  type SignalHistoryFilterDto,
  type SignalHistoryQueryDto,
} from './dto/signal-history-query.dto.js';
import type { ClosedSignalDto, SignalHistoryPageDto, TrackRecordDto } from './dto/track-record.dto.js';
import { equityCurve, figuresBy, figuresOf, monthOf, type ClosedTrade } from './track-record.js';

const DEFAULT_PAGE_SIZE = 25;

/** The public track record: every figure from stored outcomes, and the list they come from. */
@Injectable()
export class TrackRecordService {
  constructor(
    @InjectRepository(Signal) private readonly signals: Repository<Signal>,
    private readonly ledger: SignalLedgerService,
  ) {}

  async performance(): Promise<TrackRecordDto> {
    const [closed, openSignals] = await Promise.all([
      this.signals.find({
        select: { id: true, symbol: true, category: true, outcome: true, resultR: true, closedAt: true },
        where: closedWhere({}),
      }),
      this.signals.countBy({ outcome: 'OPEN' }),
    ]);
    const trades = closed.map(toClosedTrade);
    const figures = figuresOf(trades);
    return {
      closedSignals: figures.trades,
      openSignals,
      winRate: figures.winRate,
      figures,
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
    closedAt: signal.closedAt ?? signal.updatedAt,
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
    exitPrice: signal.exitPrice,
    riskReward: signal.riskReward,
    confidence: signal.confidence,
    outcome: signal.outcome as ClosedSignalDto['outcome'],
    resultPips: signal.resultPips,
    resultR: signal.resultR ?? 0,
    createdAt: signal.createdAt.toISOString(),
    closedAt: (signal.closedAt ?? signal.updatedAt).toISOString(),
    reasoning: signal.reasoning,
    newsInfluence: signal.newsInfluence,
    ledgerHash,
  };
}
