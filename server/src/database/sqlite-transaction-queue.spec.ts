import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { queueSqliteTransactions } from './sqlite-transaction-queue.js';

@Entity('counters')
class Counter {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 32 })
  name!: string;

  @Column({ type: 'integer' })
  value!: number;
}

/** Lets every other caller in flight take a step, as a request's awaits would. */
const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Many transactions at once on one embedded database, as the jobs and requests of a running app
 * make them: every one commits or rolls back alone, with nobody else's statements inside it.
 */
describe('queueSqliteTransactions', () => {
  let dir: string;
  let dataSource: DataSource;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sqlite-queue-'));
    dataSource = queueSqliteTransactions(
      new DataSource({
        type: 'better-sqlite3',
        database: join(dir, 'test.sqlite'),
        entities: [Counter],
        synchronize: true,
        logging: false,
      }),
    );
    await dataSource.initialize();
    await dataSource.getRepository(Counter).save({ name: 'total', value: 0 });
  });
  afterEach(async () => {
    await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const counters = () => dataSource.getRepository(Counter);
  const valueOf = async (name: string) => (await counters().findOneBy({ name }))?.value ?? null;

  /** Read, wait, write back one more, in one transaction. */
  const increment = () =>
    dataSource.transaction(async (manager) => {
      const counter = await manager.findOneByOrFail(Counter, { name: 'total' });
      await yieldTurn();
      await manager.update(Counter, { id: counter.id }, { value: counter.value + 1 });
    });

  it('runs fifty concurrent read-then-write transactions one after another: no error, no lost update', async () => {
    const results = await Promise.allSettled(Array.from({ length: 50 }, increment));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await valueOf('total')).toBe(50);
  });

  it('keeps saves, transactions and plain queries that run at once apart', async () => {
    const work = Array.from({ length: 30 }, (_, index) => {
      if (index % 3 === 0) return increment();
      if (index % 3 === 1) return counters().save({ name: `saved-${index}`, value: index });
      return dataSource.query('SELECT COUNT(*) AS count FROM counters');
    });
    const results = await Promise.allSettled(work);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await valueOf('total')).toBe(10);
    expect(await counters().countBy({})).toBe(11);
  });

  it('does not take a write made meanwhile down with a transaction that rolls back', async () => {
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    let refuse!: () => void;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    const failing = dataSource.transaction(async (manager) => {
      await manager.update(Counter, { name: 'total' }, { value: 99 });
      inside();
      await refused;
      throw new Error('refused');
    });
    await opened;
    // Another request's write, while that transaction is open.
    const written = counters().insert({ name: 'meanwhile', value: 1 });
    await yieldTurn();
    refuse();
    await expect(failing).rejects.toThrow('refused');
    await written;
    expect(await valueOf('total')).toBe(0);
    expect(await valueOf('meanwhile')).toBe(1);
  });

  it('lets a transaction started inside another join it, and a repository used inside one', async () => {
    await Promise.all([
      increment(),
      dataSource.transaction(async (manager) => {
        await manager.update(Counter, { name: 'total' }, { value: 10 });
        // A service that reads through its own repository inside the caller's transaction.
        expect(await valueOf('total')).toBe(10);
        await expect(
          dataSource.transaction(async (inner) => {
            await inner.save(Counter, { name: 'inner', value: 1 });
            throw new Error('inner refused');
          }),
        ).rejects.toThrow('inner refused');
        await counters().save({ name: 'nested', value: 2 });
      }),
      increment(),
    ]);
    expect(await valueOf('total')).toBe(11);
    expect(await valueOf('inner')).toBeNull();
    expect(await valueOf('nested')).toBe(2);
  });

  it('refuses a transaction opened outside the queue', async () => {
    await expect(dataSource.createQueryRunner().startTransaction()).rejects.toThrow(
      'On SQLite a transaction is opened through EntityManager.transaction(), or by save()',
    );
  });

  describe('at the end of each turn', () => {
    let logged: ReturnType<typeof jest.spyOn>;
    beforeEach(() => {
      logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => logged.mockRestore());
    const reported = () =>
      expect(logged).toHaveBeenCalledWith('A transaction was still open at the end of its turn; it was rolled back');

    it('rolls back a transaction a plain query left open', async () => {
      await dataSource.query('BEGIN');
      reported();
      await Promise.all([increment(), increment()]);
      expect(await valueOf('total')).toBe(2);
    });

    it('resets TypeORM when a transaction ended behind its back, so that the next ones still work', async () => {
      await expect(
        dataSource.transaction(async (manager) => {
          await manager.update(Counter, { name: 'total' }, { value: 5 });
          // Its COMMIT and ROLLBACK then both fail, and TypeORM believes a transaction is still open.
          await manager.query('COMMIT');
        }),
      ).rejects.toThrow('no transaction is active');
      reported();
      expect(dataSource.createQueryRunner().isTransactionActive).toBe(false);
      await Promise.all([increment(), increment()]);
      expect(await valueOf('total')).toBe(7);
    });
  });

  it('takes the write lock as a transaction begins, so its read-then-write cannot lose to another process', async () => {
    // A second connection to the same file, as a second replica would hold, with a short wait.
    const other = new DataSource({
      type: 'better-sqlite3',
      database: join(dir, 'test.sqlite'),
      entities: [Counter],
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('busy_timeout = 20');
      },
    });
    // As the app runs it: readers do not block a writer.
    await dataSource.query('PRAGMA journal_mode = WAL');
    await other.initialize();
    try {
      await increment();
      await dataSource.transaction(async (manager) => {
        const counter = await manager.findOneByOrFail(Counter, { name: 'total' });
        // Deferred, this write would pass and the update below fail at once with SQLITE_BUSY.
        await expect(other.query(`UPDATE counters SET value = 100 WHERE name = 'total'`)).rejects.toThrow(
          'database is locked',
        );
        await manager.update(Counter, { id: counter.id }, { value: counter.value + 1 });
      });
      expect(await valueOf('total')).toBe(2);
    } finally {
      await other.destroy();
    }
  });

  it('leaves MySQL/MariaDB data sources as they are', () => {
    const mysql = new DataSource({ type: 'mysql', url: 'mysql://user@127.0.0.1:1/none' });
    const { transaction } = mysql.manager;
    expect(queueSqliteTransactions(mysql).manager.transaction).toBe(transaction);
  });
});
