/**
 * The walk-forward back-test of the signals engine against naive baselines (docs/signals.md):
 *   npm run backtest -- --provider csv --csv-dir ../shared/fixtures/market-h1 --broker-clock \
 *     --from 2016-01-01 --to 2021-01-01
 * Options: --provider simulated|csv|twelvedata (default MARKET_DATA_PROVIDER), --csv-dir (default
 * MARKET_DATA_CSV_DIR), --symbols EURUSD,XAGUSD (default: every file in --csv-dir for csv, else
 * SIGNAL_SYMBOLS), --from, --to (the measured period; each calendar year in it is one fold, fitted
 * on everything before it), --broker-clock (the files keep MetaTrader server time, UTC+2, UTC+3
 * while US daylight saving is in force), --commission-bps (per trade, on top of each candle's
 * spread; default 0), --spreads candle|profile (the engine reads each candle's spread, or decides
 * as the live engine does on data without spreads, on the typical spread by hour learned before each
 * fold; costs are each candle's spread either way), --seeds (random-direction runs, default 200),
 * --spread-scale (multiplies every candle's spread: other cost regimes), --refit yearly|never
 * (never: every year keeps the model fitted before --from), --json (the report as JSON),
 * --out <file> (write the JSON report there), --model-out <file> (fit the model on everything
 * before --to and write it: the live engine's model file).
 */
import 'reflect-metadata';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { MARKET_DATA_PROVIDERS } from '../config/env.schema.js';
import type { Candle } from '../market-data/candles.js';
import { createMarketDataProvider } from '../market-data/market-data.module.js';
import { MarketDataError } from '../market-data/providers/market-data-provider.js';
import { buildReport, printReport } from './backtest/report.js';
import { walkForward } from './backtest.js';
import { fitModel, prepareSymbol } from './model/fit.js';
import { seriesFromCandles, type PriceSeries } from './model/price-series.js';
import { liveModel, MODEL_DEFAULTS, spreadEstimate } from './model/signal-model.js';
import { fromBrokerClock } from './backtest/broker-clock.js';

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
    'broker-clock': { type: 'boolean', default: false },
    'commission-bps': { type: 'string', default: '0' },
    spreads: { type: 'string', default: 'candle' },
    'spread-scale': { type: 'string', default: '1' },
    refit: { type: 'string', default: 'yearly' },
    seeds: { type: 'string', default: '200' },
    json: { type: 'boolean', default: false },
    out: { type: 'string' },
    'model-out': { type: 'string' },
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
const commissionBps = Number(values['commission-bps']);
if (!Number.isFinite(commissionBps) || commissionBps < 0) fail('--commission-bps must be a number ≥ 0');
const spreads = values.spreads;
if (spreads !== 'candle' && spreads !== 'profile') fail("--spreads must be 'candle' or 'profile'");
const spreadScale = Number(values['spread-scale']);
if (!Number.isFinite(spreadScale) || spreadScale < 0) fail('--spread-scale must be a number ≥ 0');
const refit = values.refit;
if (refit !== 'yearly' && refit !== 'never') fail("--refit must be 'yearly' or 'never'");
const seeds = Number(values.seeds);
if (!Number.isInteger(seeds) || seeds < 1) fail('--seeds must be a whole number ≥ 1');
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

const { csvDir } = config.marketData;
const symbols =
  values.symbols || config.marketData.provider !== 'csv' || !csvDir
    ? config.signals.symbols
    : readdirSync(csvDir)
        .filter((file) => file.endsWith('.csv'))
        .map((file) => file.slice(0, -4))
        .filter((symbol) => config.signals.symbols.includes(symbol));
const market = createMarketDataProvider(config.marketData, { now: () => new Date() });
const started = performance.now();
const series: PriceSeries[] = [];
const skipped: string[] = [];
for (const symbol of symbols) {
  let candles: Candle[];
  try {
    candles = await market.candles(symbol, '1h', Number.MAX_SAFE_INTEGER, {
      end: new Date(to.getTime() + 7 * 86_400_000),
    });
  } catch (error) {
    if (!(error instanceof MarketDataError)) throw error;
    skipped.push(`${symbol}: ${error.message}`);
    continue;
  }
  if (values['broker-clock']) candles = candles.map((candle) => ({ ...candle, time: fromBrokerClock(candle.time) }));
  if (spreadScale !== 1) {
    candles = candles.map((candle) =>
      candle.spread === undefined ? candle : { ...candle, spread: candle.spread * spreadScale },
    );
  }
  series.push(seriesFromCandles(symbol, candles));
}
if (!series.length) fail(`No symbol has candles: ${skipped.join('; ')}`);

let result;
try {
  result = walkForward({ series, from, to, commissionBps, seeds, spreads, refit, versionedModel: liveModel() });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const source =
  `${config.marketData.provider} hourly candles, ${series.map((entry) => entry.symbol).join(', ')}` +
  (values['broker-clock'] ? ' (broker clock converted to UTC)' : '');
const report = buildReport(result, { source, commissionBps, seeds, spreads });

if (values['model-out']) {
  const prepared = series.map((entry) =>
    prepareSymbol(entry, {
      exits: MODEL_DEFAULTS.exits,
      spreadEstimate: spreadEstimate(MODEL_DEFAULTS, entry.symbol),
      commissionBps,
    }),
  );
  const model = fitModel(prepared, { from: -Infinity, before: to.getTime() });
  writeFileSync(values['model-out'], `${JSON.stringify(model, null, 2)}\n`);
}
if (values.out) writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);
if (values.json) console.log(JSON.stringify(report, null, 2));
else printReport(report, result, ((performance.now() - started) / 1000).toFixed(1));
for (const reason of skipped) console.error(`skipped ${reason}`);
