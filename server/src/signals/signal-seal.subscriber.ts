import { EventSubscriber, type EntitySubscriberInterface, type InsertEvent, type UpdateEvent } from 'typeorm';
import { COMMITTED_COLUMNS } from './signal-fields.js';
import { Signal } from './signal.entity.js';

/** Thrown when code tries to delete a published signal, or to edit what its commitment covers. */
export class PublishedSignalError extends Error {}

const SEALED = new Set<string>(COMMITTED_COLUMNS);

/**
 * A published signal is never deleted, and the columns its commitment covers are never written
 * again, on every data source built from dataSourceOptions (the tools' included). Its outcome
 * columns, the tracker's working state, stay writable. Writes in plain SQL pass by this; the log's
 * commitment then no longer matches the reveal, which any verifier sees.
 */
@EventSubscriber()
export class SignalSealSubscriber implements EntitySubscriberInterface<Signal> {
  listenTo(): typeof Signal {
    return Signal;
  }

  beforeInsert(event: InsertEvent<Signal>): void {
    if (!event.queryRunner.isTransactionActive)
      throw new PublishedSignalError(
        'A signal is published together with its commitment in the log: insert it with save() or inside a transaction.',
      );
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
        `A published signal is never edited (${sealed.join(', ')}): its commitment is in the log. Publish a new signal, or a correction of its settlement.`,
      );
  }

  beforeRemove(): void {
    throw new PublishedSignalError('A published signal is never deleted: its commitment is in the log.');
  }
}
