/**
 * npm run backup [-- file]    copies the embedded SQLite database while the app runs (SQLite's
 *                             online backup: a consistent snapshot, writers are not stopped).
 * npm run restore -- file     puts a backup back (stop the app first), after checking it.
 * For MySQL/MariaDB see docs/deployment.md.
 */
import 'reflect-metadata';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { ConfigError, loadConfig } from '../config/app-config.js';

if (existsSync('.env')) process.loadEnvFile('.env');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  fail(error.message);
}
if (config.database.type !== 'better-sqlite3')
  fail('DATABASE_URL names a MySQL/MariaDB server: back it up with mysqldump (see docs/deployment.md).');
const live = config.database.file;
const [command, given] = process.argv.slice(2);

/** Opens a backup read-only and checks it is a whole, sound database of this app. */
function check(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const [{ integrity_check: integrity }] = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    if (integrity !== 'ok') fail(`${file} is damaged: ${integrity}`);
    return (db.prepare('SELECT COUNT(*) AS n FROM migrations').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

if (command === 'backup') {
  if (!existsSync(live)) fail(`There is no database at ${live} yet.`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = resolve(given ?? join(config.dataDir, 'backups', `app-${stamp}.sqlite`));
  mkdirSync(dirname(target), { recursive: true });
  const source = new Database(live, { fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  const migrations = check(target);
  console.log(`Backed up ${live} to ${target} (${migrations} migrations, integrity ok)`);
} else if (command === 'restore') {
  if (!given) fail('Name the backup to restore: npm run restore -- data/backups/app-….sqlite');
  const backup = resolve(given);
  check(backup);
  mkdirSync(dirname(live), { recursive: true });
  // The old write-ahead log belongs to the old database: it must not be replayed onto the restored one.
  for (const suffix of ['-wal', '-shm']) rmSync(`${live}${suffix}`, { force: true });
  const source = new Database(backup, { readonly: true, fileMustExist: true });
  try {
    await source.backup(live);
  } finally {
    source.close();
  }
  console.log(`Restored ${backup} to ${live}. Start the app again.`);
} else {
  fail('Use: npm run backup [-- file] or npm run restore -- file');
}
