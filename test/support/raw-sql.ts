import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import type { TestDatabase } from './test-database.js';

/**
 * The test's own connection to a suite's database, beside the app's: for what only SQL can do
 * to it from outside (a trigger that refuses a write, a row lock held open, a look at the
 * server's transactions).
 */
export interface RawSql {
  readonly mysql: boolean;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export async function openRawSql(database: TestDatabase): Promise<RawSql> {
  if (database.databaseUrl) {
    const connection = await createConnection(database.databaseUrl.replace(/^mariadb:/, 'mysql:'));
    return {
      mysql: true,
      query: async <Row>(sql: string, params: unknown[] = []) => {
        const [rows] = await connection.query(sql, params);
        return (Array.isArray(rows) ? rows : []) as Row[];
      },
      close: () => connection.end(),
    };
  }
  const sqlite = new Database(join(database.dataDir, 'app.sqlite'));
  sqlite.pragma('busy_timeout = 5000');
  return {
    mysql: false,
    query: async <Row>(sql: string, params: unknown[] = []) => {
      const statement = sqlite.prepare(sql);
      if (statement.reader) return statement.all(...params) as Row[];
      statement.run(...params);
      return [];
    },
    close: async () => void sqlite.close(),
  };
}
