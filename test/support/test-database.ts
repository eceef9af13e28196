import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

/**
 * A throw-away database for one suite: a SQLite file in a temp folder, or, when DATABASE_URL
 * names a MySQL/MariaDB server, a fresh database on that server dropped afterwards.
 */
export interface TestDatabase {
  dataDir: string;
  /** Set for MySQL; unset means SQLite under dataDir. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** MySQL only: the new database's default character set, as an older server would have it. */
  charset?: 'utf8mb4' | 'latin1';
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signals-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { dataDir, drop: async () => removeDir() };

  const url = new URL(serverUrl.replace(/^mariadb:/, 'mysql:'));
  const name = `t_${randomBytes(6).toString('hex')}`;
  url.pathname = '/';
  const admin = await createConnection(url.toString());
  const charset =
    options.charset === 'latin1' ? 'latin1 COLLATE latin1_swedish_ci' : 'utf8mb4 COLLATE utf8mb4_unicode_ci';
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET ${charset}`);
  url.pathname = `/${name}`;
  return {
    dataDir,
    // Keeps the scheme, which tells the app whether the server is MySQL or MariaDB.
    databaseUrl: url.toString().replace(/^mysql:/, serverUrl.startsWith('mariadb:') ? 'mariadb:' : 'mysql:'),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
      removeDir();
    },
  };
}
