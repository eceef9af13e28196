import {
  EventSubscriber,
  type EntityManager,
  type EntitySubscriberInterface,
  type InsertEvent,
  type QueryRunner,
  type UpdateEvent,
} from 'typeorm';
import { Signal } from '../signal.entity.js';
import { GENESIS_HASH, LEDGER_COLUMNS, ledgerHash, ledgerRecordOf } from './ledger-hash.js';
import { SignalLedgerEntry } from './signal-ledger-entry.entity.js';

/** Thrown when code tries to delete a published signal, edit what the ledger holds of it, or rewrite the ledger. */
export class PublishedSignalError extends Error {}

const SEALED = new Set<string>(LEDGER_COLUMNS);

/**
 * The one place that keeps the ledger's promise, for every data source built from
 * dataSourceOptions: a signal is chained in the transaction that inserts it, is never deleted,
 * and its chained columns are never written again. Its outcome (outcome, closedAt, exitPrice,
 * resultPips, resultR), filled in later by the tracker, is not part of the record and stays
 * writable. Writes in plain SQL pass by this: the foreign key from the ledger still refuses the
 * deletion of a chained signal, and a changed price shows as a broken chain to anyone verifying.
 */
@EventSubscriber()
export class SignalLedgerSubscriber implements EntitySubscriberInterface<Signal> {
  /** The appends of one transaction, one after the other: each reads the tail the one before wrote. */
  private readonly appending = new WeakMap<QueryRunner, Promise<void>>();

  listenTo(): typeof Signal {
    return Signal;
  }

  beforeInsert(event: InsertEvent<Signal>): void {
    if (!event.queryRunner.isTransactionActive)
      throw new PublishedSignalError(
        'A signal is published together with its ledger entry: insert it with save() or inside a transaction.',
      );
  }

  afterInsert(event: InsertEvent<Signal>): Promise<void> {
    const before = this.appending.get(event.queryRunner) ?? Promise.resolve();
    // Each append reports its own failure; the transaction fails with the first.
    const append = before.catch(() => undefined).then(() => appendToLedger(event.manager, event.entity.id));
    this.appending.set(event.queryRunner, append);
    return append;
  }

  beforeUpdate(event: UpdateEvent<Signal>): void {
    // save() reports the columns it changes; an update by criteria, the values it sets.
    const written = event.databaseEntity
      ? event.updatedColumns.map((column) => column.propertyName)
      : Object.entries(event.entity ?? {})
          .filter(([, value]) => value !== undefined)
          .map(([name]) => name);
    const sealed = written.filter((name) => SEALED.has(name));
    if (sealed.length)
      throw new PublishedSignalError(
        `A published signal is never edited (${sealed.join(', ')}): publish a correction as a new signal.`,
      );
  }

  beforeRemove(): void {
    throw new PublishedSignalError('A published signal is never deleted: publish a correction as a new signal.');
  }
}

/** The ledger itself is append-only. */
@EventSubscriber()
export class SignalLedgerEntrySubscriber implements EntitySubscriberInterface<SignalLedgerEntry> {
  listenTo(): typeof SignalLedgerEntry {
    return SignalLedgerEntry;
  }

  beforeUpdate(): void {
    throw new PublishedSignalError('The signal ledger is append-only: its entries are never edited.');
  }

  beforeRemove(): void {
    throw new PublishedSignalError('The signal ledger is append-only: its entries are never deleted.');
  }
}

/**
 * Links the signal to the tail of the chain. Two transactions appending at once read the same
 * tail; the unique sequence and previousHash let one of them commit and fail the other, which
 * SignalLedgerService.publish tries again on the new tail.
 */
async function appendToLedger(manager: EntityManager, signalId: number): Promise<void> {
  // Read back rather than taken from the entity: the stored values (prices rounded to the column) are the served ones.
  const signal = await manager.findOneByOrFail(Signal, { id: signalId });
  const [tail] = await manager.find(SignalLedgerEntry, { order: { sequence: 'DESC' }, take: 1 });
  const previousHash = tail?.hash ?? GENESIS_HASH;
  await manager.save(
    manager.create(SignalLedgerEntry, {
      sequence: (tail?.sequence ?? 0) + 1,
      signalId,
      previousHash,
      hash: ledgerHash(previousHash, ledgerRecordOf(signal)),
    }),
  );
}
