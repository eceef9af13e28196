import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  /** The data's key in the research log (LoadedSeries). */
  key: string;
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
  let loaded: LoadedSeries;
  try {
    loaded = await loadSeries({
      provider,
      csvDir: text('csv-dir'),
      symbols: text('symbols')?.split(','),
      brokerClock: Boolean(values['broker-clock']),
      to,
      costs,
    });
  } catch (error) {
    if (error instanceof InputError) fail(error.message);
    throw error;
  }
  return { values, from, to, costs, seeds, ...loaded };
}

export class InputError extends Error {}

export interface SeriesRequest {
  /** MARKET_DATA_PROVIDER unless given. */
  provider?: string;
  csvDir?: string;
  /** Every file of csvDir for csv, else SIGNAL_SYMBOLS, unless given. */
  symbols?: string[];
  /** The files keep MetaTrader server time (UTC+2/+3): convert it to UTC. */
  brokerClock: boolean;
  /** Candles are read to a week past this, so that the last trades can close. */
  to: Date;
  costs: CostModel;
}

export interface LoadedSeries {
  series: PriceSeries[];
  /** Symbols without candles, and why. */
  skipped: string[];
  /** For reports: the provider and the symbols read. */
  source: string;
  /**
   * Tells the same data apart in the research log: SHA-256 over the symbols' candle files for the
   * csv provider, over the provider's name and the symbols otherwise.
   */
  key: string;
}

/** Every requested symbol's hourly candles, or an InputError with a sentence. */
export async function loadSeries(request: SeriesRequest): Promise<LoadedSeries> {
  let config;
  try {
    config = loadConfig({
      ...process.env,
      ...(request.provider ? { MARKET_DATA_PROVIDER: request.provider } : {}),
      ...(request.csvDir ? { MARKET_DATA_CSV_DIR: request.csvDir } : {}),
      ...(request.symbols ? { SIGNAL_SYMBOLS: request.symbols.join(',') } : {}),
    });
  } catch (error) {
    if (error instanceof ConfigError) throw new InputError(error.message);
    throw error;
  }
  const { csvDir } = config.marketData;
  const symbols =
    request.symbols || config.marketData.provider !== 'csv' || !csvDir
      ? config.signals.symbols
      : readdirSync(csvDir)
          .filter((file) => file.endsWith('.csv'))
          .map((file) => file.slice(0, -4))
          .filter((symbol) => config.signals.symbols.includes(symbol));
  const unpriced = symbols.filter((symbol) => request.costs.floor(symbol) === null);
  if (unpriced.length) {
    throw new InputError(
      `No cost floor for ${unpriced.join(', ')} in ${request.costs.source}: add one or leave them out`,
    );
  }
  const market = createMarketDataProvider(config.marketData, { now: () => new Date() });
  const series: PriceSeries[] = [];
  const skipped: string[] = [];
  for (const symbol of symbols) {
    let candles: Candle[];
    try {
      candles = await market.candles(symbol, '1h', Number.MAX_SAFE_INTEGER, {
        end: new Date(request.to.getTime() + 7 * 86_400_000),
      });
    } catch (error) {
      if (!(error instanceof MarketDataError)) throw error;
      skipped.push(`${symbol}: ${error.message}`);
      continue;
    }
    if (request.brokerClock) candles = candles.map((candle) => ({ ...candle, time: fromBrokerClock(candle.time) }));
    series.push(seriesFromCandles(symbol, candles));
  }
  if (!series.length) throw new InputError(`No symbol has candles: ${skipped.join('; ')}`);
  const source =
    `${config.marketData.provider} hourly candles, ${series.map((entry) => entry.symbol).join(', ')}` +
    (request.brokerClock ? ' (broker clock converted to UTC)' : '');
  const read = series.map((entry) => entry.symbol);
  const key =
    config.marketData.provider === 'csv' && csvDir
      ? candleFilesKey(csvDir, read)
      : createHash('sha256')
          .update(`${config.marketData.provider}:${read.join(',')}`)
          .digest('hex');
  return { series, skipped, source, key };
}

/** SHA-256 over each symbol's candle file, in symbol order. */
export function candleFilesKey(csvDir: string, symbols: readonly string[]): string {
  const hash = createHash('sha256');
  for (const symbol of [...symbols].sort()) {
    hash.update(`${symbol}\n`);
    hash.update(readFileSync(join(csvDir, `${symbol}.csv`)));
  }
  return hash.digest('hex');
}
