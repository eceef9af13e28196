import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { categoryOf } from '#domain/instruments';
import { LedgerService, type RevealedSignal } from '../ledger/ledger.service.js';
import { publishedSymbols } from './engine.js';
import { liveRecord } from './live-record.js';
import { Signal } from './signal.entity.js';
import type { SignalHistoryFilterDto, SignalHistoryQueryDto } from './dto/signal-history-query.dto.js';
import type { ClosedSignalDto, SignalHistoryPageDto, TrackRecordDto } from './dto/track-record.dto.js';

const DEFAULT_PAGE_SIZE = 25;

/**
 * The public track record, read from the transparency log's revealed entries alone (so anyone can
 * recompute it from the log: verify-ledger --recompute), with chance beside every figure.
 */
@Injectable()
export class TrackRecordService {
  private computed: { note: string; record: TrackRecordDto } | null = null;

  constructor(
    @InjectRepository(Signal) private readonly signals: Repository<Signal>,
    private readonly ledger: LedgerService,
  ) {}

  async performance(): Promise<TrackRecordDto> {
    // Everything at the size of the newest checkpoint, so a verifier recomputes exactly these figures
    // from its entries; computed again only when a new checkpoint is signed (the landing page reads it).
    const checkpoint = await this.ledger.witness();
    if (this.computed?.note !== checkpoint.note) {
      const [revealed, counts] = await Promise.all([
        this.ledger.revealed(checkpoint.treeSize),
        this.ledger.counts(checkpoint.treeSize),
      ]);
      this.computed = {
        note: checkpoint.note,
        record: { ...liveRecord(revealed, counts, publishedSymbols()), checkpoint },
      };
    }
    return this.computed.record;
  }

  /** Revealed signals, newest close first (ties by id, so pages never overlap or skip). */
  async history(query: SignalHistoryQueryDto): Promise<SignalHistoryPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const matching = (await this.ledger.revealed())
      .filter((revealed) => matches(revealed, query))
      .sort((a, b) => closedAt(b) - closedAt(a) || b.signal.id - a.signal.id);
    const rows = matching.slice((page - 1) * pageSize, page * pageSize);
    // The words around a signal (its reasoning) are not figures: they come from the signal itself.
    const words = await this.signals.find({
      select: { id: true, reasoning: true, newsInfluence: true, riskReward: true },
      where: { id: In(rows.map((row) => row.signal.id)) },
    });
    const byId = new Map(words.map((signal) => [signal.id, signal]));
    return {
      items: rows.map((row) => toClosedSignalDto(row, byId.get(row.signal.id))),
      total: matching.length,
      page,
      pageSize,
    };
  }
}

const closedAt = (revealed: RevealedSignal) => Date.parse(revealed.settlement?.closedAt ?? revealed.signal.expiresAt);
const outcomeOf = (revealed: RevealedSignal) => revealed.settlement?.outcome ?? 'VOID';

function matches(revealed: RevealedSignal, filter: SignalHistoryFilterDto): boolean {
  const at = closedAt(revealed);
  return (
    (!filter.outcome || outcomeOf(revealed) === filter.outcome) &&
    (!filter.category || (revealed.signal.category ?? categoryOf(revealed.signal.symbol)) === filter.category) &&
    (!filter.symbol || revealed.signal.symbol === filter.symbol) &&
    (!filter.from || at >= filter.from.getTime()) &&
    (!filter.to || at < filter.to.getTime())
  );
}

function toClosedSignalDto(
  revealed: RevealedSignal,
  words: Pick<Signal, 'reasoning' | 'newsInfluence' | 'riskReward'> | undefined,
): ClosedSignalDto {
  const { signal, settlement } = revealed;
  const risk = Math.abs(signal.entryPrice - signal.stopLoss);
  return {
    id: signal.id,
    symbol: signal.symbol,
    category: (signal.category ?? categoryOf(signal.symbol)) as ClosedSignalDto['category'],
    signalType: signal.signalType,
    entryPrice: signal.entryPrice,
    stopLoss: signal.stopLoss,
    takeProfit: signal.takeProfit,
    riskReward:
      words?.riskReward ??
      (risk > 0 ? Math.round((Math.abs(signal.takeProfit - signal.entryPrice) / risk) * 100) / 100 : 0),
    confidence: signal.confidence ?? 0,
    createdAt: signal.publishedAt,
    reasoning: words?.reasoning ?? null,
    newsInfluence: words?.newsInfluence ?? null,
    fillPrice: settlement?.fillPrice ?? null,
    exitPrice: settlement?.exitPrice ?? null,
    resultRGross: settlement?.resultRGross ?? null,
    delayedResultR: settlement?.delayed?.resultR ?? null,
    settlementRule: settlement?.rule ?? 'tradable',
    outcome: outcomeOf(revealed),
    resultPips: settlement?.resultPips ?? null,
    resultR: settlement?.resultR ?? null,
    closedAt: new Date(closedAt(revealed)).toISOString(),
    revealIndex: revealed.entryIndex,
    committed: revealed.committed,
    corrections: revealed.corrections.map((correction) => correction.reason),
  };
}
