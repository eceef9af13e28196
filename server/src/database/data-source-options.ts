import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config.js';
import { AppendOnlySubscriber } from '../ledger/append-only.subscriber.js';
import { SignalSealSubscriber } from '../signals/signal-seal.subscriber.js';
import { entities } from './entities.js';
import { mysqlMigrations } from './migrations/mysql/index.js';
import { sqliteMigrations } from './migrations/sqlite/index.js';

/**
 * Published signals are sealed, and the log is append-only, on every data source, the tools'
 * included. (The commitment at insert needs the log's key and clock: SignalCommitmentSubscriber,
 * on the application's data source.)
 */
const subscribers = [SignalSealSubscriber, AppendOnlySubscriber];

/**
 * TypeORM options for the configured driver; never synchronize. The app runs the migrations
 * itself at start, under a database lock (see DatabaseModule); tools may set migrationsRun.
 */
export function dataSourceOptions(
  database: DatabaseConfig,
  { migrationsRun = true, queryTimeoutMs = 10_000 } = {},
): DataSourceOptions {
  const common = {
    entities,
    subscribers,
    migrationsRun,
    synchronize: false,
    logging: false,
  } as const;
  if (database.type !== 'better-sqlite3') {
    return {
      ...common,
      type: database.type,
      // mysql2 speaks to both; it only knows the mysql:// scheme.
      url: database.url.replace(/^mariadb:/, 'mysql:'),
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
      supportBigNumbers: true,
      // The query limit applies once enableQueryTimeout is set (after migrations); connecting has the same.
      maxQueryExecutionTime: queryTimeoutMs,
      connectTimeout: queryTimeoutMs,
      bigNumberStrings: true,
      migrations: mysqlMigrations,
    };
  }
  mkdirSync(dirname(database.file), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: database.file,
    enableWAL: true,
    // Waits for a concurrent writer instead of failing with SQLITE_BUSY.
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
    },
    migrations: sqliteMigrations,
  };
}
