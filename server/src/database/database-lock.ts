import type { DataSource } from 'typeorm';

/** Long enough for the slowest first start (every migration on an empty database). */
const WAIT_SECONDS = 120;

/**
 * Runs `work` while this process holds a named lock of the database server, so that replicas
 * starting together migrate and seed one after another. MySQL/MariaDB: GET_LOCK on one
 * connection kept for the whole run (the lock belongs to that session). SQLite serialises
 * writers itself and is not shared between hosts, so it needs nothing more.
 */
export async function withDatabaseLock<T>(dataSource: DataSource, name: string, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type === 'better-sqlite3') return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ database }] = await runner.query('SELECT DATABASE() AS `database`');
    // Lock names are server-wide: the database's name keeps apps sharing a server apart (64 characters at most).
    const lockName = `${database}:${name}`.slice(0, 64);
    const [{ acquired }] = await runner.query('SELECT GET_LOCK(?, ?) AS acquired', [lockName, WAIT_SECONDS]);
    if (Number(acquired) !== 1) throw new Error(`Waited ${WAIT_SECONDS} s for the database lock "${lockName}"`);
    try {
      return await work();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [lockName]);
    }
  } finally {
    await runner.release();
  }
}
