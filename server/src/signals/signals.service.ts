import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Not, Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { toAiSignalDto, type AiSignalDto } from './signal.dto.js';
import { Signal } from './signal.entity.js';

/** Reads of the signals: the active list for subscribers, and the published and closed ones in order. */
@Injectable()
export class SignalsService {
  constructor(
    @InjectRepository(Signal) private readonly signals: Repository<Signal>,
    private readonly clock: Clock,
  ) {}

  /**
   * Active signals (open and not yet expired) published at least `delayMinutes` ago, newest first,
   * and when the list goes stale by itself (the first of them expires, or the next hidden one
   * comes into view). ActiveSignalsCache serves it as ready bytes.
   */
  async activeList(delayMinutes = 0): Promise<{ value: AiSignalDto[]; staleAt: Date | null }> {
    const now = this.clock.now().getTime();
    const visibleFrom = now - delayMinutes * 60_000;
    const active = await this.signals.find({
      where: { outcome: 'OPEN', expiresAt: MoreThan(new Date(now)) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const visible = active.filter((signal) => signal.createdAt.getTime() <= visibleFrom);
    const changes = [
      ...visible.map((signal) => signal.expiresAt.getTime()),
      ...active
        .filter((signal) => signal.createdAt.getTime() > visibleFrom)
        .map((signal) => signal.createdAt.getTime() + delayMinutes * 60_000),
    ];
    return { value: visible.map(toAiSignalDto), staleAt: changes.length ? new Date(Math.min(...changes)) : null };
  }

  /** One signal by id, whatever its state; null when there is none. */
  find(id: number): Promise<Signal | null> {
    return this.signals.findOneBy({ id });
  }

  /** Up to `take` signals published after `position` (a signal's id), oldest first. */
  publishedAfter(position: number, take: number): Promise<Signal[]> {
    return this.signals.find({ where: { id: MoreThan(position) }, order: { id: 'ASC' }, take });
  }

  /**
   * Up to `take` closed signals whose last write came after the place (`at`, then `position`: the
   * signal's id), in the order written. Not by `closedAt`: that is the bar a signal closed on, and a
   * signal whose prices came a run later is written after one that closed on a later bar. A settled
   * signal written again (its delayed view settling) is read again.
   */
  closesWrittenAfter(at: Date, position: number, take: number): Promise<Signal[]> {
    return this.signals.find({
      where: [
        { updatedAt: MoreThan(at), outcome: Not('OPEN') },
        { updatedAt: at, id: MoreThan(position), outcome: Not('OPEN') },
      ],
      order: { updatedAt: 'ASC', id: 'ASC' },
      take,
    });
  }

  async countActive(): Promise<number> {
    return this.signals.countBy({ outcome: 'OPEN', expiresAt: MoreThan(this.clock.now()) });
  }
}
