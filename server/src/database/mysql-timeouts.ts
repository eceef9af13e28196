import type { DataSource } from 'typeorm';

interface CoreConnection {
  query(...args: unknown[]): unknown;
  destroy(): void;
}
interface Pool {
  on(event: 'connection', listener: (connection: CoreConnection) => void): void;
  _allConnections?: { toArray(): CoreConnection[] };
}

/**
 * mysql2 reports a query that outlived its timeout but keeps the connection, with the silent
 * query still current: the next query on it waits behind that one with no timeout of its own,
 * and a request hangs on a database that stopped answering. Such a connection is destroyed
 * instead, so the pool opens a fresh one (which fails fast, on its connect timeout, while the
 * database stays silent).
 */
export function dropConnectionsAfterTimeouts(dataSource: DataSource): void {
  const pool = (dataSource.driver as unknown as { pool?: Pool }).pool;
  if (!pool) return;
  const guard = (connection: CoreConnection) => {
    const query = connection.query;
    connection.query = function (this: unknown, ...args: unknown[]) {
      const at = args.findIndex((arg) => typeof arg === 'function');
      if (at >= 0) {
        const callback = args[at] as (error: { code?: string } | null, ...rest: unknown[]) => void;
        args[at] = (error: { code?: string } | null, ...rest: unknown[]) => {
          if (error?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') connection.destroy();
          callback(error, ...rest);
        };
      }
      return query.apply(this, args);
    };
  };
  pool._allConnections?.toArray().forEach(guard);
  pool.on('connection', guard);
}
