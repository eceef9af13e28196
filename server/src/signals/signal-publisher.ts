import { Injectable } from '@nestjs/common';
import type { DeepPartial, EntityManager } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { Metrics } from '../metrics/metrics.js';
import { Signal } from './signal.entity.js';

/** Publication: new signals stored and committed to the log together. */
@Injectable()
export class SignalPublisher {
  constructor(
    private readonly ledger: LedgerService,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {}

  /**
   * Saves new signals in one transaction, published now (the moment the log takes them), each
   * committed by SignalCommitmentSubscriber, after `before` (a lease check) in that same
   * transaction. When another replica appended meanwhile, the whole transaction runs again on the
   * new tail. With nothing to publish, `before` still runs: a run that lost its lease says so.
   */
  async publish(drafts: DeepPartial<Signal>[], before?: (manager: EntityManager) => Promise<void>): Promise<Signal[]> {
    const published = await this.ledger.write(async (manager) => {
      await before?.(manager);
      const now = this.clock.now();
      // Copies: a failed attempt leaves its ids on the entities it saved.
      return manager.save(drafts.map((draft) => manager.create(Signal, { ...draft, createdAt: now, updatedAt: now })));
    });
    // Counted once committed.
    this.metrics.signalsPublished.inc(published.length);
    return published;
  }
}
