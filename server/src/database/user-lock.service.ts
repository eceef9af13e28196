import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { KeyedLock } from '../common/keyed-lock.js';

/**
 * Runs a read-then-write on one user's records as one transaction that no other request for the
 * same user can interleave with. MySQL/MariaDB: a row lock on the user (across replicas), taken
 * one request at a time in this process so that waiting requests hold no connection. SQLite: the
 * transaction alone, since the embedded database runs one transaction at a time (see
 * queueSqliteTransactions); a lock of its own here would be a second queue to wait on.
 */
@Injectable()
export class UserLockService {
  private readonly local = new KeyedLock();

  constructor(private readonly dataSource: DataSource) {}

  run<T>(userId: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.dataSource.options.type === 'better-sqlite3') return this.dataSource.transaction(work);
    return this.local.run(`user:${userId}`, () =>
      this.dataSource.transaction(async (manager) => {
        await manager.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
        return work(manager);
      }),
    );
  }
}
