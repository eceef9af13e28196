/**
 * How old a signal's price was when it was published, measured on every signal that recorded it:
 *   npm run publication-lag
 * Reads the configured database (DATABASE_URL, or the SQLite file in DATA_DIR) and prints the count,
 * the median, the 99th percentile and the longest lag, beside the freshness the engine allows.
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { DataSource, IsNull, Not } from 'typeorm';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { dataSourceOptions } from '../database/data-source-options.js';
import { Signal } from './signal.entity.js';
import { lagFigures } from './publication-lag.js';

if (existsSync('.env')) process.loadEnvFile('.env');

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const dataSource = new DataSource(dataSourceOptions(config.database, { migrationsRun: false }));
await dataSource.initialize();
try {
  const signals = await dataSource.getRepository(Signal).find({
    select: { id: true, createdAt: true, priceAt: true },
    where: { priceAt: Not(IsNull()) },
  });
  const figures = lagFigures(signals.map((signal) => signal.createdAt.getTime() - signal.priceAt!.getTime()));
  if (!figures) {
    console.log('No signal has recorded the close time of its price yet.');
  } else {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `Publication lag over ${figures.count} signals (from the hourly close their price is to their publication): ` +
        `median ${seconds(figures.p50)}, 99th percentile ${seconds(figures.p99)}, longest ${seconds(figures.max)}; ` +
        `the engine allows ${seconds(config.signals.freshnessMs)}.`,
    );
  }
} finally {
  await dataSource.destroy();
}
