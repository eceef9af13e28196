import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/** A unit of work that has the connection to itself; closed once it ends. */
interface Turn {
  open: boolean;
}

/**
 * Runs units of work one at a time, in the order they ask. Work started from inside a turn still
 * open (a nested transaction, a query through another repository) joins that turn instead of
 * waiting behind it, which would wait for ever.
 */
export class TransactionQueue {
  private readonly turns = new AsyncLocalStorage<Turn>();
  private tail: Promise<void> = Promise.resolve();

  /** `afterTurn` runs as each turn ends, before the next begins. */
  constructor(private readonly afterTurn: () => void = () => undefined) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.inTurn()) return work();
    const turn: Turn = { open: true };
    const previous = this.tail;
    let ended!: () => void;
    this.tail = new Promise<void>((resolve) => (ended = resolve));
    return previous
      .then(() => this.turns.run(turn, work))
      .finally(() => {
        turn.open = false;
        try {
          this.afterTurn();
        } finally {
          ended();
        }
      });
  }

  inTurn(): boolean {
    return this.turns.getStore()?.open === true;
  }
}

/** The manager methods that open a transaction of their own (save() and its kin open one unless inside one). */
const MANAGER_ENTRY_POINTS = ['transaction', 'save', 'remove', 'softRemove', 'recover'] as const;
/** The data source's own transactional work (migrations run each in a transaction, or all in one). */
const DATA_SOURCE_ENTRY_POINTS = ['runMigrations', 'undoLastMigration', 'synchronize'] as const;

type AsyncMethod = (...args: unknown[]) => Promise<unknown>;

/** The better-sqlite3 connection, as far as the queue looks at it. */
interface SqliteConnection {
  readonly inTransaction: boolean;
  exec(sql: string): unknown;
}

/**
 * better-sqlite3 gives TypeORM one connection and one query runner for the whole process, with
 * one transaction state: two transactions in flight would share one BEGIN … COMMIT, end each
 * other's, and a plain query would land inside someone else's transaction. On that driver every
 * unit of work that may open a transaction (EntityManager.transaction, save, remove, softRemove,
 * recover, migrations) takes its turn on one queue, and so does every query made outside a turn.
 * A transaction opened outside a turn is refused: it could not be kept apart. MySQL/MariaDB
 * transactions each have a connection of their own and are left as they are.
 */
export function queueSqliteTransactions(dataSource: DataSource): DataSource {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource;
  const logger = new Logger('SqliteTransactionQueue');
  // The driver's one runner: every manager, repository and query builder ends up in it.
  const runner = dataSource.driver.createQueryRunner('master');
  const state = runner as unknown as { isTransactionActive: boolean; transactionDepth: number };
  const queue = new TransactionQueue(() => {
    // A transaction that outlived its turn (a failed ROLLBACK) would take in every later query.
    const connection = (dataSource.driver as unknown as { databaseConnection?: SqliteConnection }).databaseConnection;
    if (!state.isTransactionActive && state.transactionDepth === 0 && !connection?.inTransaction) return;
    logger.error('A transaction was still open at the end of its turn; it was rolled back');
    if (connection?.inTransaction) connection.exec('ROLLBACK');
    state.isTransactionActive = false;
    state.transactionDepth = 0;
  });

  const inQueue = (target: object, names: readonly string[]) => {
    const methods = target as Record<string, AsyncMethod>;
    for (const name of names) {
      const original = methods[name];
      methods[name] = (...args) => queue.run(() => original.apply(target, args));
    }
  };

  // Each transaction takes the write lock as it begins. A deferred one that reads first and then
  // writes fails at once with SQLITE_BUSY when another process (a second replica on the same file)
  // wrote meanwhile, without waiting: SQLite cannot let a stale read write. An immediate one waits
  // for the other's commit (busy_timeout) and reads after it. In this process the queue already
  // runs one transaction at a time, so this costs nothing here.
  const query = runner.query.bind(runner);
  runner.query = ((sql: string, ...rest: unknown[]) =>
    query(sql === 'BEGIN TRANSACTION' ? 'BEGIN IMMEDIATE TRANSACTION' : sql, ...(rest as []))) as typeof runner.query;
  inQueue(runner, ['query']);
  const startTransaction = runner.startTransaction.bind(runner);
  runner.startTransaction = async (isolationLevel) => {
    if (!queue.inTurn())
      throw new Error('On SQLite a transaction is opened through EntityManager.transaction(), or by save()');
    return startTransaction(isolationLevel);
  };

  inQueue(dataSource.manager, MANAGER_ENTRY_POINTS);
  const createEntityManager = dataSource.createEntityManager.bind(dataSource);
  dataSource.createEntityManager = (queryRunner?: QueryRunner): EntityManager => {
    const manager = createEntityManager(queryRunner);
    inQueue(manager, MANAGER_ENTRY_POINTS);
    return manager;
  };
  inQueue(dataSource, DATA_SOURCE_ENTRY_POINTS);
  return dataSource;
}
