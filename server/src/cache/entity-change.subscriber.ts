import type {
  EntitySubscriberInterface,
  InsertEvent,
  ObjectLiteral,
  QueryRunner,
  RemoveEvent,
  TransactionCommitEvent,
  UpdateEvent,
} from 'typeorm';

/** A key to drop, or ALL when the write does not say which row it touched (an update by criteria). */
export const ALL = Symbol('all');
export type ChangedKey = string | number | typeof ALL;

/**
 * Calls `changed` for every write to one entity through this data source: saves, removes and
 * query-builder updates alike. Inside a transaction it calls again after the commit, because a
 * read between the write and the commit would still see (and cache) the old row.
 */
export class EntityChangeSubscriber<Entity extends ObjectLiteral> implements EntitySubscriberInterface<Entity> {
  private readonly pending = new WeakMap<QueryRunner, Set<ChangedKey>>();

  constructor(
    private readonly target: abstract new (...args: never[]) => Entity,
    private readonly keyOf: (row: Partial<Entity>) => ChangedKey | undefined,
    private readonly changed: (key: ChangedKey) => void,
  ) {}

  listenTo(): abstract new (...args: never[]) => Entity {
    return this.target;
  }

  afterInsert(event: InsertEvent<Entity>): void {
    this.record(event.queryRunner, event.entity);
  }

  afterUpdate(event: UpdateEvent<Entity>): void {
    this.record(event.queryRunner, event.entity ?? event.databaseEntity);
  }

  afterRemove(event: RemoveEvent<Entity>): void {
    this.record(event.queryRunner, event.databaseEntity ?? event.entity);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const keys = this.pending.get(event.queryRunner);
    if (!keys) return;
    this.pending.delete(event.queryRunner);
    for (const key of keys) this.changed(key);
  }

  afterTransactionRollback(event: { queryRunner: QueryRunner }): void {
    this.pending.delete(event.queryRunner);
  }

  private record(queryRunner: QueryRunner | undefined, row: ObjectLiteral | undefined): void {
    const key = (row && this.keyOf(row as Partial<Entity>)) ?? ALL;
    this.changed(key);
    if (!queryRunner?.isTransactionActive) return;
    const keys = this.pending.get(queryRunner) ?? new Set<ChangedKey>();
    keys.add(key);
    this.pending.set(queryRunner, keys);
  }
}
