/**
 * Replays the signals engine over history and prints the same performance figures as
 * GET /api/signals/performance:
 *   npm run backtest -- --provider csv --csv-dir ./candles --from 2026-01-01 --to 2026-03-01
 * Options: --provider simulated|csv|twelvedata (default MARKET_DATA_PROVIDER), --from, --to
 * (dates, UTC), --symbols EURUSD,XAUUSD (default SIGNAL_SYMBOLS), --csv-dir (default
 * MARKET_DATA_CSV_DIR), --json (print the figures as JSON).
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { MARKET_DATA_PROVIDERS } from '../config/env.schema.js';
import { createMarketDataProvider } from '../market-data/market-data.module.js';
import { backtest } from './backtest.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (existsSync('.env')) process.loadEnvFile('.env');
const { values } = parseArgs({
  options: {
    provider: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    symbols: { type: 'string' },
    'csv-dir': { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

const date = (name: 'from' | 'to'): Date => {
  const text = values[name];
  if (!text) fail(`--${name} is required (a date such as 2026-01-31)`);
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(parsed.getTime())) fail(`--${name} must be a date such as 2026-01-31, not '${text}'`);
  return parsed;
};
const from = date('from');
const to = date('to');
if (to <= from) fail('--to must come after --from');
const provider = values.provider ?? undefined;
if (provider && !(MARKET_DATA_PROVIDERS as readonly string[]).includes(provider)) {
  fail(`--provider must be one of ${MARKET_DATA_PROVIDERS.join(', ')}`);
}

let config;
try {
  config = loadConfig({
    ...process.env,
    ...(provider ? { MARKET_DATA_PROVIDER: provider } : {}),
    ...(values['csv-dir'] ? { MARKET_DATA_CSV_DIR: values['csv-dir'] } : {}),
    ...(values.symbols ? { SIGNAL_SYMBOLS: values.symbols } : {}),
  });
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const symbols = config.signals.symbols;
const started = performance.now();
const result = await backtest({
  provider: createMarketDataProvider(config.marketData, { now: () => new Date() }),
  symbols,
  from,
  to,
  ttlMs: config.signals.ttlHours * 3600_000,
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (values.json) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const { performance: figures } = result;
  const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
  const r = (value: number | null) => (value === null ? '—' : value.toFixed(2));
  console.log(
    `Back-test ${from.toISOString().slice(0, 10)} → ${to.toISOString().slice(0, 10)}, ` +
      `${config.marketData.provider} data, ${symbols.length} symbols (${seconds} s)\n`,
  );
  console.table(
    [{ category: 'All', ...figures }, ...figures.byCategory].map((row) => ({
      category: row.category,
      closed: row.closedSignals,
      wins: row.wins,
      losses: row.losses,
      expired: row.expired,
      'win rate': percent(row.winRate),
      'average R': r(row.averageR),
    })),
  );
  for (const { symbol, reason } of result.skipped) console.log(`skipped ${symbol}: ${reason}`);
}
