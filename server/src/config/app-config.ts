import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { UNIVERSE_SYMBOLS } from '#domain/universe';
import { NoteKeyError, parseSigner, signerFromSeed } from '../ledger/note-key.js';
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
  /** Encrypts two-factor secrets at rest; changing it makes every stored secret unreadable. */
  readonly totpEncryptionKey!: string;
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
    /**
     * GET /api/signals/stream: the heartbeat, the longest a stream lasts before the client
     * reconnects, and how often the active signals are read again whatever was heard.
     */
    streamHeartbeatSeconds: number;
    streamMaxMinutes: number;
    streamResyncSeconds: number;
    /** Open streams per user, every replica together: one more ends the oldest. */
    streamsPerUser: number;
    /** Cost floors for the live record; unset: the repository's. */
    costsFile?: string;
    /** The newest candle may have closed at most this long before publication (freshness plus the provider's delay). */
    freshnessMs: number;
  };
  /** The transparency log's signer key (a secret): its name is the log's origin. */
  readonly ledgerSigningKey!: string;
  readonly newsSource!: EnvSchema['NEWS_SOURCE'];
  readonly news!: NewsConfig;
  readonly schedulerEnabled!: boolean;
  readonly shutdownDrainSeconds!: number;
  readonly databaseQueryTimeoutMs!: number;
  readonly jobs!: { leaseSeconds: number; heartbeatSeconds: number; tickSeconds: number };
  readonly redisUrl?: string;
  readonly redisKeyPrefix!: string;
  readonly redisCommandTimeoutMs!: number;
  readonly corsOrigins!: string[];
  /** The hops whose X-Forwarded-For is believed (names such as loopback, addresses, CIDRs). */
  readonly trustProxy!: string[];
  /** Largest accepted request body, in bytes. */
  readonly bodyLimitBytes!: number;
  readonly logLevel!: EnvSchema['LOG_LEVEL'];
  readonly google!: { clientId?: string; certsUrl?: string };
  readonly authRateLimitPerMinute!: number;
  readonly accountGuessLimit!: number;
  readonly eaRequestsPerMinute!: number;
  /** GET /metrics answers only with this bearer token; unset, it is not served and nothing is measured per request. */
  readonly metricsToken?: string;
  readonly nowPayments!: { apiKey?: string; ipnSecret?: string; baseUrl: string; timeoutMs: number };
  readonly paymentsStaleHours!: number;
  readonly publicUrl?: string;
  /** Links in e-mails start here: PUBLIC_URL, or this server on localhost. */
  readonly linkBaseUrl!: string;
  readonly mail!: { smtpUrl?: string; from: string };
  /** Where "Contact Sales" writes to (SALES_EMAIL). */
  readonly salesEmail!: string;
  readonly alerts!: {
    telegram: { botToken?: string; botUsername?: string; apiUrl: string };
    webhookAllowPrivate: boolean;
    maxAttempts: number;
    dispatchSeconds: number;
  };

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
    if (!schema.TOTP_ENCRYPTION_KEY) problems.push('TOTP_ENCRYPTION_KEY is required in production');
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
  if (Boolean(schema.TELEGRAM_BOT_TOKEN) !== Boolean(schema.TELEGRAM_BOT_USERNAME))
    problems.push('TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME go together: set both, or neither');
  if (schema.NODE_ENV === 'production' && !schema.LEDGER_SIGNING_KEY)
    problems.push('LEDGER_SIGNING_KEY is required in production (docs/verify.md says how to make one)');
  if (schema.LEDGER_SIGNING_KEY) {
    try {
      parseSigner(schema.LEDGER_SIGNING_KEY);
    } catch (error) {
      if (!(error instanceof NoteKeyError)) throw error;
      problems.push(`LEDGER_SIGNING_KEY: ${error.message}`);
    }
  }
  if (schema.JOB_LEASE_HEARTBEAT_SECONDS >= schema.JOB_LEASE_SECONDS)
    problems.push('JOB_LEASE_HEARTBEAT_SECONDS must be less than JOB_LEASE_SECONDS');
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(schema.DATA_DIR);
  const publicUrl = schema.PUBLIC_URL?.replace(/\/$/, '');
  const linkBaseUrl = publicUrl ?? `http://localhost:${schema.PORT}`;
  const secrets =
    schema.JWT_SECRET && schema.JWT_REFRESH_SECRET && schema.TOTP_ENCRYPTION_KEY && schema.LEDGER_SIGNING_KEY
      ? undefined
      : developmentSecrets(dataDir, `${new URL(linkBaseUrl).host}/signal-log`);

  return new AppConfig({
    nodeEnv: schema.NODE_ENV,
    port: schema.PORT,
    dataDir,
    database: schema.DATABASE_URL
      ? { type: schema.DATABASE_URL.startsWith('mariadb:') ? 'mariadb' : 'mysql', url: schema.DATABASE_URL }
      : { type: 'better-sqlite3', file: join(dataDir, 'app.sqlite') },
    jwtSecret: schema.JWT_SECRET ?? secrets!.jwtSecret,
    jwtRefreshSecret: schema.JWT_REFRESH_SECRET ?? secrets!.jwtRefreshSecret,
    totpEncryptionKey: schema.TOTP_ENCRYPTION_KEY ?? secrets!.totpEncryptionKey,
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
      streamHeartbeatSeconds: schema.SIGNALS_STREAM_HEARTBEAT_SECONDS,
      streamMaxMinutes: schema.SIGNALS_STREAM_MAX_MINUTES,
      streamResyncSeconds: schema.SIGNALS_STREAM_RESYNC_SECONDS,
      streamsPerUser: schema.SIGNALS_STREAMS_PER_USER,
      costsFile: schema.SIGNAL_COSTS_FILE ? resolve(schema.SIGNAL_COSTS_FILE) : undefined,
      freshnessMs: (schema.SIGNALS_FRESHNESS_SECONDS + schema.MARKET_DATA_DELAY_SECONDS) * 1000,
    },
    ledgerSigningKey: schema.LEDGER_SIGNING_KEY ?? secrets!.ledgerSigningKey,
    newsSource: schema.NEWS_SOURCE,
    news: {
      minFetchMinutes: schema.NEWS_MIN_FETCH_MINUTES,
      refreshCooldownMinutes: schema.NEWS_REFRESH_COOLDOWN_MINUTES,
      fetchTimeoutSeconds: schema.NEWS_FETCH_TIMEOUT_SECONDS,
      forexFactoryFeedUrl: schema.FOREXFACTORY_FEED_URL,
      fmp: { apiKey: schema.FMP_API_KEY, baseUrl: schema.FMP_BASE_URL.replace(/\/+$/, '') },
    },
    schedulerEnabled: schema.SCHEDULER_ENABLED,
    shutdownDrainSeconds: schema.SHUTDOWN_DRAIN_SECONDS,
    databaseQueryTimeoutMs: schema.DATABASE_QUERY_TIMEOUT_MS,
    jobs: {
      leaseSeconds: schema.JOB_LEASE_SECONDS,
      heartbeatSeconds: schema.JOB_LEASE_HEARTBEAT_SECONDS,
      tickSeconds: schema.JOB_TICK_SECONDS,
    },
    redisUrl: schema.REDIS_URL,
    redisKeyPrefix: schema.REDIS_KEY_PREFIX,
    redisCommandTimeoutMs: schema.REDIS_COMMAND_TIMEOUT_MS,
    corsOrigins: (schema.CORS_ORIGIN ?? 'http://localhost:5173')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: schema.TRUST_PROXY.split(',').map((hop) => hop.trim()),
    bodyLimitBytes: sizeInBytes(schema.BODY_LIMIT),
    logLevel: schema.LOG_LEVEL,
    google: { clientId: schema.GOOGLE_CLIENT_ID, certsUrl: schema.GOOGLE_CERTS_URL },
    authRateLimitPerMinute: schema.AUTH_RATE_LIMIT_PER_MINUTE,
    accountGuessLimit: schema.ACCOUNT_GUESS_LIMIT,
    eaRequestsPerMinute: schema.EA_REQUESTS_PER_MINUTE,
    metricsToken: schema.METRICS_TOKEN,
    nowPayments: {
      apiKey: schema.NOWPAYMENTS_API_KEY,
      ipnSecret: schema.NOWPAYMENTS_IPN_SECRET,
      baseUrl: schema.NOWPAYMENTS_BASE_URL,
      timeoutMs: schema.NOWPAYMENTS_TIMEOUT_MS,
    },
    paymentsStaleHours: schema.PAYMENTS_STALE_HOURS,
    publicUrl,
    linkBaseUrl,
    mail: { smtpUrl: schema.SMTP_URL, from: schema.MAIL_FROM },
    salesEmail: schema.SALES_EMAIL,
    alerts: {
      telegram: {
        botToken: schema.TELEGRAM_BOT_TOKEN,
        botUsername: schema.TELEGRAM_BOT_USERNAME,
        apiUrl: schema.TELEGRAM_API_URL.replace(/\/+$/, ''),
      },
      webhookAllowPrivate: schema.ALERTS_WEBHOOK_ALLOW_PRIVATE,
      maxAttempts: schema.ALERTS_MAX_ATTEMPTS,
      dispatchSeconds: schema.ALERTS_DISPATCH_SECONDS,
    },
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

type DevelopmentSecrets = {
  jwtSecret: string;
  jwtRefreshSecret: string;
  totpEncryptionKey: string;
  ledgerSigningKey: string;
};

/**
 * Outside production, secrets that were not given are generated once and kept in DATA_DIR. A file
 * written before a secret existed gains it, and keeps the ones it had (sessions stay valid, and the
 * log keeps its key: checkpoints signed before still verify with the published key).
 */
function developmentSecrets(dataDir: string, logName: string): DevelopmentSecrets {
  const file = join(dataDir, 'secrets.json');
  const stored: Partial<DevelopmentSecrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const generate = () => randomBytes(48).toString('base64url');
  const secrets: DevelopmentSecrets = {
    jwtSecret: stored.jwtSecret ?? generate(),
    jwtRefreshSecret: stored.jwtRefreshSecret ?? generate(),
    totpEncryptionKey: stored.totpEncryptionKey ?? generate(),
    ledgerSigningKey: stored.ledgerSigningKey ?? signerFromSeed(logName, randomBytes(32)).skey,
  };
  if (Object.keys(secrets).every((name) => name in stored)) return secrets;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

/** A size such as 100kb or 1mb (units of 1,024, as BODY_LIMIT always counted them) in bytes. */
function sizeInBytes(size: string): number {
  const [, amount, unit] = /^(\d+)(b|kb|mb)$/i.exec(size)!;
  return Number(amount) * SIZE_UNITS[unit.toLowerCase()];
}
