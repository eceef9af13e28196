import { existsSync, readdirSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig } from '../../config/app-config.js';
import { MARKET_DATA_PROVIDERS } from '../../config/env.schema.js';
import type { Candle } from '../../market-data/candles.js';
import { createMarketDataProvider } from '../../market-data/market-data.module.js';
import { MarketDataError } from '../../market-data/providers/market-data-provider.js';
import { CostFileError, defaultCostModel, readCostModel, type CostModel } from '../costs/cost-model.js';
import { seriesFromCandles, type PriceSeries } from '../model/price-series.js';
import { fromBrokerClock } from './broker-clock.js';

/** The options every back-test command reads (backtest-command.ts documents them). */
const COMMON_OPTIONS = {
  provider: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  symbols: { type: 'string' },
  'csv-dir': { type: 'string' },
  'broker-clock': { type: 'boolean', default: false },
  costs: { type: 'string' },
  seeds: { type: 'string', default: '200' },
  json: { type: 'boolean', default: false },
} as const satisfies ParseArgsConfig['options'];

export type OptionValues = Record<string, string | boolean | undefined>;

export interface BacktestInputs {
  /** Every option as given (strings, or booleans for flags). */
  values: OptionValues;
  from: Date;
  to: Date;
  costs: CostModel;
  seeds: number;
  series: PriceSeries[];
  /** Symbols without candles, and why. */
  skipped: string[];
  /** For reports: the provider and the symbols read. */
  source: string;
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Parses the command line and loads every symbol's hourly candles, or exits with a sentence. */
export async function readBacktestInputs(extra: ParseArgsConfig['options']): Promise<BacktestInputs> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const values = parseArgs({ options: { ...COMMON_OPTIONS, ...extra } }).values as OptionValues;
  const text = (name: string) => values[name] as string | undefined;

  const date = (name: 'from' | 'to'): Date => {
    const given = text(name);
    if (!given) fail(`--${name} is required (a date such as 2026-01-31)`);
    const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(given) ? `${given}T00:00:00Z` : given);
    if (Number.isNaN(parsed.getTime())) fail(`--${name} must be a date such as 2026-01-31, not '${given}'`);
    return parsed;
  };
  const from = date('from');
  const to = date('to');
  if (to <= from) fail('--to must come after --from');
  let costs: CostModel;
  try {
    costs = text('costs') ? readCostModel(text('costs')!) : defaultCostModel();
  } catch (error) {
    fail(error instanceof CostFileError ? error.message : String(error));
  }
  const seeds = Number(text('seeds'));
  if (!Number.isInteger(seeds) || seeds < 1) fail('--seeds must be a whole number ≥ 1');
  const provider = text('provider');
  if (provider && !(MARKET_DATA_PROVIDERS as readonly string[]).includes(provider)) {
    fail(`--provider must be one of ${MARKET_DATA_PROVIDERS.join(', ')}`);
  }

  let config;
  try {
    config = loadConfig({
      ...process.env,
      ...(provider ? { MARKET_DATA_PROVIDER: provider } : {}),
      ...(text('csv-dir') ? { MARKET_DATA_CSV_DIR: text('csv-dir') } : {}),
      ...(text('symbols') ? { SIGNAL_SYMBOLS: text('symbols') } : {}),
    });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const { csvDir } = config.marketData;
  const symbols =
    text('symbols') || config.marketData.provider !== 'csv' || !csvDir
      ? config.signals.symbols
      : readdirSync(csvDir)
          .filter((file) => file.endsWith('.csv'))
          .map((file) => file.slice(0, -4))
          .filter((symbol) => config.signals.symbols.includes(symbol));
  const unpriced = symbols.filter((symbol) => costs.floor(symbol) === null);
  if (unpriced.length) fail(`No cost floor for ${unpriced.join(', ')} in ${costs.source}: add one or leave them out`);

  const market = createMarketDataProvider(config.marketData, { now: () => new Date() });
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
    series.push(seriesFromCandles(symbol, candles));
  }
  if (!series.length) fail(`No symbol has candles: ${skipped.join('; ')}`);
  const source =
    `${config.marketData.provider} hourly candles, ${series.map((entry) => entry.symbol).join(', ')}` +
    (values['broker-clock'] ? ' (broker clock converted to UTC)' : '');
  return { values, from, to, costs, seeds, series, skipped, source };
}
