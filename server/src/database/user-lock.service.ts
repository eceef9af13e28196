import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { KeyedLock } from '../common/keyed-lock.js';

/**
 * Runs a read-then-write on one user's records as one transaction that no other request for the
 * same user can interleave with: a row lock on the user (MySQL/MariaDB, across replicas) and an
 * in-process lock (SQLite has no row locks; the embedded database is single-process).
 */
@Injectable()
export class UserLockService {
  private readonly local = new KeyedLock();

  constructor(private readonly dataSource: DataSource) {}

  run<T>(userId: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.local.run(`user:${userId}`, () =>
      this.dataSource.transaction(async (manager) => {
        if (this.dataSource.options.type !== 'better-sqlite3') {
          await manager.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
        }
        return work(manager);
      }),
    );
  }
}
