import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { KeyedLock } from '../common/keyed-lock.js';

/** Tries of one unit of work that the database chose as a deadlock's victim. */
const MAX_ATTEMPTS = 4;

function isDeadlock(error: unknown): boolean {
  const { code, driverError } = (error ?? {}) as { code?: string; driverError?: { code?: string } };
  return (driverError?.code ?? code) === 'ER_LOCK_DEADLOCK';
}

/**
 * Runs a read-then-write on one user's records as one transaction that no other request for the
 * same user can interleave with. MySQL/MariaDB: a row lock on the user (across replicas), taken
 * one request at a time in this process so that waiting requests hold no connection. SQLite: the
 * transaction alone, since the embedded database runs one transaction at a time (see
 * queueSqliteTransactions); a lock of its own here would be a second queue to wait on.
 *
 * Two users' transactions can still deadlock in InnoDB's index gap locks (two traders replacing
 * their open invoices, then each inserting beside the other's): the database rolls one back, and
 * it runs again from the start. So `work` must act only through `manager`, and set any outside
 * variable afresh on each run.
 */
@Injectable()
export class UserLockService {
  private readonly logger = new Logger(UserLockService.name);
  private readonly local = new KeyedLock();

  constructor(private readonly dataSource: DataSource) {}

  run<T>(userId: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.dataSource.options.type === 'better-sqlite3') return this.dataSource.transaction(work);
    return this.local.run(`user:${userId}`, async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await this.dataSource.transaction(async (manager) => {
            await manager.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
            return work(manager);
          });
        } catch (error) {
          if (attempt === MAX_ATTEMPTS || !isDeadlock(error)) throw error;
          // InnoDB's ordinary answer to two transactions meeting, handled here: noted, not a warning
          // (a run that fails every try is thrown, and answered and logged as an error).
          this.logger.log(
            `User ${userId}: the transaction was a deadlock's victim and was rolled back; running it again`,
          );
          // A short random pause, so the two sides do not meet again at once.
          await new Promise((resume) => setTimeout(resume, 5 + Math.random() * 20));
        }
      }
    });
  }
}
