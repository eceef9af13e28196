import { EventSubscriber, type EntitySubscriberInterface } from 'typeorm';
import { LedgerCheckpoint } from './ledger-checkpoint.entity.js';
import { LedgerEntry } from './ledger-entry.entity.js';
import { LedgerStoredHash } from './ledger-stored-hash.entity.js';

/** Thrown when code tries to change what the log holds: a change is a new entry, never an edit. */
export class AppendOnlyError extends Error {}

/**
 * The log's entries, stored hashes and checkpoints are appended and never changed, through every
 * TypeORM door of every data source. Plain SQL passes by this, and then fails verification: the
 * entries no longer hash to the signed checkpoints.
 */
@EventSubscriber()
export class AppendOnlySubscriber implements EntitySubscriberInterface {
  beforeUpdate(event: { metadata: { target: unknown } }): void {
    if (isLog(event.metadata.target))
      throw new AppendOnlyError('The log is append-only: its entries are never edited.');
  }

  beforeRemove(event: { metadata: { target: unknown } }): void {
    if (isLog(event.metadata.target))
      throw new AppendOnlyError('The log is append-only: its entries are never deleted.');
  }
}

const LOG_TABLES = new Set<unknown>([LedgerEntry, LedgerStoredHash, LedgerCheckpoint]);
const isLog = (target: unknown) => LOG_TABLES.has(target);
