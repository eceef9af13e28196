import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import type { InstrumentCategory } from './instruments.js';
import { performanceFrom } from './performance.js';
import { toAiSignalDto, type AiSignalDto, type SignalPerformanceDto } from './signal.dto.js';
import { Signal } from './signal.entity.js';
import type { SignalOutcome } from './tracker.js';

export interface ActiveSignalsAnswer {
  etag: string;
  /** Absent when the caller's copy (If-None-Match) is still current. */
  signals?: AiSignalDto[];
}

/** Reads of the signals: the active list for subscribers and the public track record. */
@Injectable()
export class SignalsService {
  constructor(
    @InjectRepository(Signal) private readonly signals: Repository<Signal>,
    private readonly clock: Clock,
  ) {}

  /**
   * Active signals (open and not yet expired), newest first, with an ETag. The ETag is a digest of
   * the active set's count, highest id and latest update, which one indexed aggregate query reads:
   * a poll whose copy is current costs that query and a 304, never loading or serialising rows.
   */
  async active(ifNoneMatch?: string): Promise<ActiveSignalsAnswer> {
    const now = this.clock.now();
    const fingerprint = await this.signals
      .createQueryBuilder('signal')
      .select('COUNT(*)', 'count')
      .addSelect('MAX(signal.id)', 'lastId')
      .addSelect('MAX(signal.updatedAt)', 'lastUpdate')
      .where('signal.outcome = :open AND signal.expiresAt > :now', { open: 'OPEN', now })
      .getRawOne<{ count: string | number; lastId: string | number | null; lastUpdate: unknown }>();
    const version = `${fingerprint?.count ?? 0}:${fingerprint?.lastId ?? 0}:${String(fingerprint?.lastUpdate ?? '')}`;
    const etag = `W/"${createHash('sha256').update(version).digest('base64url').slice(0, 22)}"`;
    if (matches(ifNoneMatch, etag)) return { etag };
    const signals = await this.signals.find({
      where: { outcome: 'OPEN', expiresAt: MoreThan(now) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return { etag, signals: signals.map(toAiSignalDto) };
  }

  async countActive(): Promise<number> {
    return this.signals.countBy({ outcome: 'OPEN', expiresAt: MoreThan(this.clock.now()) });
  }

  /** Win rate and average R over every closed signal, overall and per category. */
  async performance(): Promise<SignalPerformanceDto> {
    const rows = await this.signals
      .createQueryBuilder('signal')
      .select('signal.category', 'category')
      .addSelect('signal.outcome', 'outcome')
      .addSelect('COUNT(*)', 'count')
      .addSelect('SUM(signal.resultR)', 'sumR')
      .groupBy('signal.category')
      .addGroupBy('signal.outcome')
      .getRawMany<{ category: InstrumentCategory; outcome: SignalOutcome; count: string | number; sumR: unknown }>();
    return performanceFrom(
      rows.map((row) => ({
        category: row.category,
        outcome: row.outcome,
        count: Number(row.count),
        sumR: Number(row.sumR ?? 0),
      })),
    );
  }
}

/** If-None-Match may list several tags, or be `*`; weak comparison, as for GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
