import { Injectable } from '@nestjs/common';
import { DataSource, type EntitySubscriberInterface, type InsertEvent, type QueryRunner } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service.js';
import { signalFieldsOf } from './signal-fields.js';
import { Signal } from './signal.entity.js';

/**
 * Commits every signal to the transparency log in the transaction that inserts it, so that no
 * signal exists, even for a moment, without its commitment: whoever inserts one (the engine's
 * publication, an admin tool, a test) goes through here. Registered on the application's data
 * source, where the log's clock and signing key are.
 */
@Injectable()
export class SignalCommitmentSubscriber implements EntitySubscriberInterface<Signal> {
  /** The commitments of one transaction, one after the other: each appends at the tail the one before left. */
  private readonly committing = new WeakMap<QueryRunner, Promise<void>>();

  constructor(
    dataSource: DataSource,
    private readonly ledger: LedgerService,
  ) {
    dataSource.subscribers.push(this);
  }

  listenTo(): typeof Signal {
    return Signal;
  }

  afterInsert(event: InsertEvent<Signal>): Promise<void> {
    const before = this.committing.get(event.queryRunner) ?? Promise.resolve();
    // Each commitment reports its own failure; the transaction fails with the first.
    const commit = before
      .catch(() => undefined)
      .then(async () => {
        // Read back rather than taken from the entity: the stored values (prices rounded to the column) are the revealed ones.
        const stored = await event.manager.findOneByOrFail(Signal, { id: event.entity.id });
        await this.ledger.commit(event.manager, signalFieldsOf(stored));
      });
    this.committing.set(event.queryRunner, commit);
    return commit;
  }
}
