import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { UNIVERSE_SYMBOLS } from '../signals/universe.js';
import { EnvSchema } from './env.schema.js';

/** MariaDB reports column defaults differently from MySQL, so TypeORM must be told which it is. */
export type DatabaseConfig = { type: 'better-sqlite3'; file: string } | { type: 'mysql' | 'mariadb'; url: string };

/** The news sources' settings beyond the choice of source (NEWS_SOURCE). */
export interface NewsConfig {
  minFetchMinutes: number;
  refreshCooldownMinutes: number;
  fetchTimeoutSeconds: number;
  forexFactoryFeedUrl: string;
  fmp: { apiKey?: string; baseUrl: string };
}

/** Everything the server reads from its environment, validated and typed. Built once at boot. */
export class AppConfig {
  readonly nodeEnv!: EnvSchema['NODE_ENV'];
  readonly port!: number;
  readonly dataDir!: string;
  readonly database!: DatabaseConfig;
  readonly jwtSecret!: string;
  readonly jwtRefreshSecret!: string;
  readonly adminEmail!: string;
  readonly adminPassword?: string;
  readonly paymentsProvider!: EnvSchema['PAYMENTS_PROVIDER'];
  readonly paymentsSimulatedConfirmSeconds!: number;
  readonly marketData!: {
    provider: EnvSchema['MARKET_DATA_PROVIDER'];
    twelveData: { apiKey?: string; baseUrl: string; requestsPerMinute: number };
    csvDir?: string;
    simulatedSeed: string;
  };
  readonly signals!: {
    /** The symbols the engine watches. */
    symbols: string[];
    generateIntervalMinutes: number;
    trackIntervalMinutes: number;
    generateCooldownSeconds: number;
    ttlHours: number;
  };
  readonly newsSource!: EnvSchema['NEWS_SOURCE'];
  readonly news!: NewsConfig;
  readonly schedulerEnabled!: boolean;
  readonly redisUrl?: string;
  readonly redisKeyPrefix!: string;
  readonly corsOrigins!: string[];
  readonly bodyLimit!: string;
  readonly logLevel!: EnvSchema['LOG_LEVEL'];
  readonly google!: { clientId?: string; certsUrl?: string };
  readonly authRateLimitPerMinute!: number;
  readonly nowPayments!: { apiKey?: string; ipnSecret?: string; baseUrl: string; timeoutMs: number };
  readonly paymentsStaleHours!: number;
  readonly publicUrl?: string;

  constructor(values: Omit<AppConfig, 'isProduction'>) {
    Object.assign(this, values);
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Validates the environment; throws a ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env)
      .map(([name, value]) => [name, value?.trim()])
      .filter(([, value]) => value),
  );
  const schema = plainToInstance(EnvSchema, present, { exposeDefaultValues: true });
  const problems = [...new Set(validateSync(schema).flatMap((error) => Object.values(error.constraints ?? {})))];

  if (schema.NODE_ENV === 'production') {
    if (!schema.JWT_SECRET) problems.push('JWT_SECRET is required in production');
    if (!schema.JWT_REFRESH_SECRET) problems.push('JWT_REFRESH_SECRET is required in production');
    if (!schema.ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD is required in production');
  }
  if (schema.PAYMENTS_PROVIDER === 'nowpayments') {
    if (!schema.NOWPAYMENTS_API_KEY)
      problems.push('NOWPAYMENTS_API_KEY is required when PAYMENTS_PROVIDER=nowpayments');
    if (!schema.NOWPAYMENTS_IPN_SECRET)
      problems.push('NOWPAYMENTS_IPN_SECRET is required when PAYMENTS_PROVIDER=nowpayments');
  }
  if (schema.MARKET_DATA_PROVIDER === 'twelvedata' && !schema.TWELVEDATA_API_KEY)
    problems.push('TWELVEDATA_API_KEY is required when MARKET_DATA_PROVIDER is twelvedata');
  if (schema.MARKET_DATA_PROVIDER === 'csv' && !schema.MARKET_DATA_CSV_DIR)
    problems.push('MARKET_DATA_CSV_DIR is required when MARKET_DATA_PROVIDER is csv');
  const symbols = signalSymbols(schema.SIGNAL_SYMBOLS);
  if (symbols.unknown.length)
    problems.push(`SIGNAL_SYMBOLS names symbols outside the universe: ${symbols.unknown.join(', ')}`);
  if (schema.NEWS_SOURCE === 'fmp' && !schema.FMP_API_KEY)
    problems.push('FMP_API_KEY is required when NEWS_SOURCE is fmp');
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(schema.DATA_DIR);
  const secrets = schema.JWT_SECRET && schema.JWT_REFRESH_SECRET ? undefined : developmentSecrets(dataDir);

  return new AppConfig({
    nodeEnv: schema.NODE_ENV,
    port: schema.PORT,
    dataDir,
    database: schema.DATABASE_URL
      ? { type: schema.DATABASE_URL.startsWith('mariadb:') ? 'mariadb' : 'mysql', url: schema.DATABASE_URL }
      : { type: 'better-sqlite3', file: join(dataDir, 'app.sqlite') },
    jwtSecret: schema.JWT_SECRET ?? secrets!.jwtSecret,
    jwtRefreshSecret: schema.JWT_REFRESH_SECRET ?? secrets!.jwtRefreshSecret,
    adminEmail: schema.ADMIN_EMAIL.trim().toLowerCase(),
    adminPassword: schema.ADMIN_PASSWORD,
    paymentsProvider: schema.PAYMENTS_PROVIDER,
    paymentsSimulatedConfirmSeconds: schema.PAYMENTS_SIMULATED_CONFIRM_SECONDS,
    marketData: {
      provider: schema.MARKET_DATA_PROVIDER,
      twelveData: {
        apiKey: schema.TWELVEDATA_API_KEY,
        baseUrl: schema.TWELVEDATA_BASE_URL,
        requestsPerMinute: schema.TWELVEDATA_REQUESTS_PER_MINUTE,
      },
      csvDir: schema.MARKET_DATA_CSV_DIR ? resolve(schema.MARKET_DATA_CSV_DIR) : undefined,
      simulatedSeed: schema.SIMULATED_MARKET_SEED,
    },
    signals: {
      symbols: symbols.known,
      generateIntervalMinutes: schema.SIGNALS_GENERATE_INTERVAL_MINUTES,
      trackIntervalMinutes: schema.SIGNALS_TRACK_INTERVAL_MINUTES,
      generateCooldownSeconds: schema.SIGNALS_GENERATE_COOLDOWN_SECONDS,
      ttlHours: schema.SIGNAL_TTL_HOURS,
    },
    newsSource: schema.NEWS_SOURCE,
    news: {
      minFetchMinutes: schema.NEWS_MIN_FETCH_MINUTES,
      refreshCooldownMinutes: schema.NEWS_REFRESH_COOLDOWN_MINUTES,
      fetchTimeoutSeconds: schema.NEWS_FETCH_TIMEOUT_SECONDS,
      forexFactoryFeedUrl: schema.FOREXFACTORY_FEED_URL,
      fmp: { apiKey: schema.FMP_API_KEY, baseUrl: schema.FMP_BASE_URL.replace(/\/+$/, '') },
    },
    schedulerEnabled: schema.SCHEDULER_ENABLED,
    redisUrl: schema.REDIS_URL,
    redisKeyPrefix: schema.REDIS_KEY_PREFIX,
    corsOrigins: (schema.CORS_ORIGIN ?? 'http://localhost:5173')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    bodyLimit: schema.BODY_LIMIT,
    logLevel: schema.LOG_LEVEL,
    google: { clientId: schema.GOOGLE_CLIENT_ID, certsUrl: schema.GOOGLE_CERTS_URL },
    authRateLimitPerMinute: schema.AUTH_RATE_LIMIT_PER_MINUTE,
    nowPayments: {
      apiKey: schema.NOWPAYMENTS_API_KEY,
      ipnSecret: schema.NOWPAYMENTS_IPN_SECRET,
      baseUrl: schema.NOWPAYMENTS_BASE_URL,
      timeoutMs: schema.NOWPAYMENTS_TIMEOUT_MS,
    },
    paymentsStaleHours: schema.PAYMENTS_STALE_HOURS,
    publicUrl: schema.PUBLIC_URL?.replace(/\/$/, ''),
  });
}

/** SIGNAL_SYMBOLS split and checked against the universe; unset means every symbol. */
function signalSymbols(list: string | undefined): { known: string[]; unknown: string[] } {
  if (!list) return { known: [...UNIVERSE_SYMBOLS], unknown: [] };
  const named = [...new Set(list.split(',').map((symbol) => symbol.trim().toUpperCase()))].filter(Boolean);
  return {
    known: named.filter((symbol) => UNIVERSE_SYMBOLS.includes(symbol)),
    unknown: named.filter((symbol) => !UNIVERSE_SYMBOLS.includes(symbol)),
  };
}

/** Outside production, secrets that were not given are generated once and kept in DATA_DIR. */
function developmentSecrets(dataDir: string): { jwtSecret: string; jwtRefreshSecret: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    jwtRefreshSecret: randomBytes(48).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
