import { Redis } from 'ioredis';
import { createConnection, type Connection } from 'mysql2/promise';

/** mysql2 reads mysql:// only; the server reads mariadb:// too (and then knows it is MariaDB). */
const forMysql2 = (url: string) => url.replace(/^mariadb:/, 'mysql:');

/**
 * Drops and creates the soak's database. A database of another name that holds tables is refused
 * rather than dropped: DATABASE_URL may name one that matters.
 */
export async function recreateDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(forMysql2(databaseUrl));
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`DATABASE_URL must name a database (letters, digits, _): ${url.pathname}`);
  url.pathname = '/';
  let admin: Connection;
  try {
    admin = await createConnection({ uri: url.toString(), connectTimeout: 3000 });
  } catch (error) {
    throw new Error(`MariaDB at ${url.host} did not answer (${(error as Error).message})`, { cause: error });
  }
  try {
    const [rows] = await admin.query(
      'SELECT COUNT(*) AS tables FROM information_schema.tables WHERE table_schema = ?',
      [name],
    );
    const tables = Number((rows as { tables: number }[])[0].tables);
    if (tables > 0 && !name.startsWith('soak'))
      throw new Error(
        `DATABASE_URL names the database ${name}, which holds ${tables} tables; the soak drops and creates its ` +
          'database, so name an empty one or one whose name starts with "soak"',
      );
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
}

/** A connection to the soak's database for the checks; dates stay the strings the database holds. */
export function openDatabase(databaseUrl: string): Promise<Connection> {
  return createConnection({ uri: forMysql2(databaseUrl), dateStrings: true });
}

function redisClient(redisUrl: string): Redis {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  return redis;
}

export async function checkRedis(redisUrl: string): Promise<void> {
  const redis = redisClient(redisUrl);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis at ${new URL(redisUrl).host} did not answer (${(error as Error).message})`, {
      cause: error,
    });
  } finally {
    redis.disconnect();
  }
}

/** Deletes the keys the run wrote (all under its own prefix); returns how many. */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<number> {
  const redis = redisClient(redisUrl);
  let deleted = 0;
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}
