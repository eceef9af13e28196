import { createConnection, type Connection } from 'mysql2/promise';
import type { DataSource } from 'typeorm';

/**
 * Asks the database `SELECT 1` for the health check. On MySQL/MariaDB it keeps a connection of
 * its own, outside the application's pool: a replica whose pool is busy with slow work must still
 * say at once that its database answers, or the proxy takes a working replica out (perhaps the
 * last one). On SQLite there is no pool to wait for.
 */
export class DatabaseProbe {
  private connection: Promise<Connection> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  /** Resolves when the database answered; rejects (the connection dropped) when it did not. */
  async ask(): Promise<void> {
    const options = this.dataSource.options;
    if (options.type !== 'mysql' && options.type !== 'mariadb') {
      await this.dataSource.query('SELECT 1 AS ok');
      return;
    }
    this.connection ??= createConnection({ uri: options.url!, connectTimeout: 5000 });
    const asked = this.connection;
    try {
      await (await asked).query('SELECT 1 AS ok');
    } catch (error) {
      this.drop(asked);
      throw error;
    }
  }

  /**
   * Drops the connection (after an error, or an answer that never came: a connection held by a
   * dead network path would never answer again); the next probe opens a new one.
   */
  drop(which: Promise<Connection> | null = this.connection): void {
    if (!which || which !== this.connection) return;
    this.connection = null;
    which.then(
      (connection) => connection.destroy(),
      () => undefined,
    );
  }
}
