import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const PAYMENTS_PROVIDERS = ['simulated', 'nowpayments'] as const;
export const MARKET_DATA_PROVIDERS = ['simulated', 'twelvedata', 'csv'] as const;
export const NEWS_SOURCES = ['demo', 'forexfactory', 'fmp'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const PORT_MESSAGE = 'PORT must be a whole number from 0 to 65535';

const toBoolean = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase()) : value;
const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;

/** The environment the server reads, as validated at boot. Blank values count as unset. */
export class EnvSchema {
  @IsIn(NODE_ENVS)
  NODE_ENV: (typeof NODE_ENVS)[number] = 'development';

  @Transform(toInteger)
  @IsInt({ message: PORT_MESSAGE })
  @Min(0, { message: PORT_MESSAGE })
  @Max(65535, { message: PORT_MESSAGE })
  PORT = 3000;

  @IsOptional()
  @Matches(/^(mysql|mariadb):\/\/[^/]+\/\w+/, {
    message: 'DATABASE_URL must look like mysql://user:pass@host:3306/database (or mariadb://… for MariaDB)',
  })
  DATABASE_URL?: string;

  @IsString()
  DATA_DIR = './data';

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_REFRESH_SECRET must be at least 32 characters' })
  JWT_REFRESH_SECRET?: string;

  /** The key two-factor secrets are encrypted with at rest (AES-256-GCM through HKDF). */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'TOTP_ENCRYPTION_KEY must be at least 32 characters' })
  TOTP_ENCRYPTION_KEY?: string;

  @IsEmail({}, { message: 'ADMIN_EMAIL must be an email address' })
  ADMIN_EMAIL = 'admin@example.com';

  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters' })
  ADMIN_PASSWORD?: string;

  @IsIn(PAYMENTS_PROVIDERS)
  PAYMENTS_PROVIDER: (typeof PAYMENTS_PROVIDERS)[number] = 'simulated';

  @Transform(toInteger)
  @IsInt({ message: 'PAYMENTS_SIMULATED_CONFIRM_SECONDS must be a whole number of seconds' })
  @Min(0, { message: 'PAYMENTS_SIMULATED_CONFIRM_SECONDS must be a whole number of seconds' })
  PAYMENTS_SIMULATED_CONFIRM_SECONDS = 20;

  @IsOptional()
  @IsString()
  NOWPAYMENTS_API_KEY?: string;

  @IsOptional()
  @IsString()
  NOWPAYMENTS_IPN_SECRET?: string;

  @Matches(/^https?:\/\//, { message: 'NOWPAYMENTS_BASE_URL must be an http(s) URL' })
  NOWPAYMENTS_BASE_URL = 'https://api.nowpayments.io';

  @Transform(toInteger)
  @IsInt({ message: 'NOWPAYMENTS_TIMEOUT_MS must be a whole number of milliseconds' })
  @Min(100, { message: 'NOWPAYMENTS_TIMEOUT_MS must be at least 100' })
  NOWPAYMENTS_TIMEOUT_MS = 10000;

  @Transform(toInteger)
  @IsInt({ message: 'PAYMENTS_STALE_HOURS must be a whole number of hours' })
  @Min(1, { message: 'PAYMENTS_STALE_HOURS must be at least 1' })
  PAYMENTS_STALE_HOURS = 24;

  /** The address the world reaches this server at; payment callbacks are sent there. */
  @IsOptional()
  @Matches(/^https?:\/\/[^/]+/, { message: 'PUBLIC_URL must be an http(s) URL such as https://signals.example.com' })
  PUBLIC_URL?: string;

  /** Outgoing mail server, e.g. smtps://user:pass@smtp.example.com:465; unset writes .eml files. */
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://…:465' })
  SMTP_URL?: string;

  /** The sender of every e-mail, as an address or "Name <address>". */
  @IsString()
  @MaxLength(200, { message: 'MAIL_FROM must be at most 200 characters' })
  @Matches(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
    message: 'MAIL_FROM must be an address or "Name <address>"',
  })
  MAIL_FROM = 'SignalDesk <no-reply@signaldesk.local>';

  /** Where "Contact Sales" (a plan sold by talking to us) writes to. */
  @IsString()
  @MaxLength(254, { message: 'SALES_EMAIL must be at most 254 characters' })
  @Matches(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, { message: 'SALES_EMAIL must be an e-mail address' })
  SALES_EMAIL = 'sales@signaldesk.example';

  @IsIn(MARKET_DATA_PROVIDERS)
  MARKET_DATA_PROVIDER: (typeof MARKET_DATA_PROVIDERS)[number] = 'simulated';

  /** Twelve Data's API key; required when MARKET_DATA_PROVIDER=twelvedata. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  TWELVEDATA_API_KEY?: string;

  @Matches(/^https?:\/\/\S+$/, { message: 'TWELVEDATA_BASE_URL must be an http(s) URL' })
  TWELVEDATA_BASE_URL = 'https://api.twelvedata.com';

  @Transform(toInteger)
  @IsInt({ message: 'TWELVEDATA_REQUESTS_PER_MINUTE must be a whole number of at least 1' })
  @Min(1, { message: 'TWELVEDATA_REQUESTS_PER_MINUTE must be a whole number of at least 1' })
  TWELVEDATA_REQUESTS_PER_MINUTE = 8;

  /** Folder of <SYMBOL>.csv candle files; required when MARKET_DATA_PROVIDER=csv. */
  @IsOptional()
  @IsString()
  MARKET_DATA_CSV_DIR?: string;

  @IsString()
  @MaxLength(100)
  SIMULATED_MARKET_SEED = 'signaldesk';

  /** Comma-separated symbols the engine watches; unset means the whole universe. */
  @IsOptional()
  @IsString()
  SIGNAL_SYMBOLS?: string;

  /**
   * Round-trip cost floors by symbol (JSON, the shape of server/src/signals/costs/cost-floors.json,
   * the default) charged on every result of the live record.
   */
  @IsOptional()
  @IsString()
  SIGNAL_COSTS_FILE?: string;

  @Transform(toInteger)
  @IsInt({ message: 'SIGNALS_GENERATE_INTERVAL_MINUTES must be a whole number from 1 to 1440' })
  @Min(1, { message: 'SIGNALS_GENERATE_INTERVAL_MINUTES must be a whole number from 1 to 1440' })
  @Max(1440, { message: 'SIGNALS_GENERATE_INTERVAL_MINUTES must be a whole number from 1 to 1440' })
  SIGNALS_GENERATE_INTERVAL_MINUTES = 15;

  @Transform(toInteger)
  @IsInt({ message: 'SIGNALS_TRACK_INTERVAL_MINUTES must be a whole number from 1 to 1440' })
  @Min(1, { message: 'SIGNALS_TRACK_INTERVAL_MINUTES must be a whole number from 1 to 1440' })
  @Max(1440, { message: 'SIGNALS_TRACK_INTERVAL_MINUTES must be a whole number from 1 to 1440' })
  SIGNALS_TRACK_INTERVAL_MINUTES = 5;

  @Transform(toInteger)
  @IsInt({ message: 'SIGNALS_GENERATE_COOLDOWN_SECONDS must be a whole number of seconds' })
  @Min(0, { message: 'SIGNALS_GENERATE_COOLDOWN_SECONDS must be a whole number of seconds' })
  SIGNALS_GENERATE_COOLDOWN_SECONDS = 60;

  /**
   * The engine publishes only from an hourly candle that closed at most this long ago (plus
   * MARKET_DATA_DELAY_SECONDS): an entry price older than that is not the market a reader meets.
   */
  @Transform(toInteger)
  @IsInt({ message: 'SIGNALS_FRESHNESS_SECONDS must be a whole number from 30 to 3600' })
  @Min(30, { message: 'SIGNALS_FRESHNESS_SECONDS must be a whole number from 30 to 3600' })
  @Max(3600, { message: 'SIGNALS_FRESHNESS_SECONDS must be a whole number from 30 to 3600' })
  SIGNALS_FRESHNESS_SECONDS = 300;

  /** How late the market data provider delivers a closed candle; added to the freshness allowed. */
  @Transform(toInteger)
  @IsInt({ message: 'MARKET_DATA_DELAY_SECONDS must be a whole number from 0 to 3600' })
  @Min(0, { message: 'MARKET_DATA_DELAY_SECONDS must be a whole number from 0 to 3600' })
  @Max(3600, { message: 'MARKET_DATA_DELAY_SECONDS must be a whole number from 0 to 3600' })
  MARKET_DATA_DELAY_SECONDS = 0;

  /**
   * The transparency log's Ed25519 signing key, as a C2SP signed-note signer key
   * (PRIVATE+KEY+<name>+<key ID>+<base64>); its name is the log's origin. Required in production;
   * elsewhere generated once and kept in DATA_DIR.
   */
  @IsOptional()
  @IsString()
  LEDGER_SIGNING_KEY?: string;

  /** GET /api/signals/stream sends a comment this often, so that proxies keep an idle stream open. */
  @Transform(toInteger)
  @IsInt({ message: 'SIGNALS_STREAM_HEARTBEAT_SECONDS must be a whole number from 1 to 300' })
  @Min(1, { message: 'SIGNALS_STREAM_HEARTBEAT_SECONDS must be a whole number from 1 to 300' })
  @Max(300, { message: 'SIGNALS_STREAM_HEARTBEAT_SECONDS must be a whole number from 1 to 300' })
  SIGNALS_STREAM_HEARTBEAT_SECONDS = 25;

  /** A stream ends after about this long; the client reconnects, and access is checked again. */
  @Transform(toInteger)
  @IsInt({ message: 'SIGNALS_STREAM_MAX_MINUTES must be a whole number from 1 to 1440' })
  @Min(1, { message: 'SIGNALS_STREAM_MAX_MINUTES must be a whole number from 1 to 1440' })
  @Max(1440, { message: 'SIGNALS_STREAM_MAX_MINUTES must be a whole number from 1 to 1440' })
  SIGNALS_STREAM_MAX_MINUTES = 15;

  /** Open streams one user may hold at once, on every replica together; one more ends the oldest. */
  @Transform(toInteger)
  @IsInt({ message: 'SIGNALS_STREAMS_PER_USER must be a whole number from 1 to 100' })
  @Min(1, { message: 'SIGNALS_STREAMS_PER_USER must be a whole number from 1 to 100' })
  @Max(100, { message: 'SIGNALS_STREAMS_PER_USER must be a whole number from 1 to 100' })
  SIGNALS_STREAMS_PER_USER = 5;

  /**
   * The signals stream reads the active signals again this often whatever it has heard: a write made
   * outside the application (a restore, a hand-made fix) reaches the streams within this time.
   */
  @Transform(toInteger)
  @IsInt({ message: 'SIGNALS_STREAM_RESYNC_SECONDS must be a whole number from 1 to 3600' })
  @Min(1, { message: 'SIGNALS_STREAM_RESYNC_SECONDS must be a whole number from 1 to 3600' })
  @Max(3600, { message: 'SIGNALS_STREAM_RESYNC_SECONDS must be a whole number from 1 to 3600' })
  SIGNALS_STREAM_RESYNC_SECONDS = 60;

  @IsIn(NEWS_SOURCES)
  NEWS_SOURCE: (typeof NEWS_SOURCES)[number] = 'demo';

  /** A real news source is called at most this often (ForexFactory limits callers upstream). */
  @Transform(toInteger)
  @IsInt({ message: 'NEWS_MIN_FETCH_MINUTES must be a whole number of minutes from 1 to 1440' })
  @Min(1, { message: 'NEWS_MIN_FETCH_MINUTES must be a whole number of minutes from 1 to 1440' })
  @Max(1440, { message: 'NEWS_MIN_FETCH_MINUTES must be a whole number of minutes from 1 to 1440' })
  NEWS_MIN_FETCH_MINUTES = 30;

  /** How often a subscriber (not an admin) may ask for each news refresh action. */
  @Transform(toInteger)
  @IsInt({ message: 'NEWS_REFRESH_COOLDOWN_MINUTES must be a whole number of minutes from 0 to 1440' })
  @Min(0, { message: 'NEWS_REFRESH_COOLDOWN_MINUTES must be a whole number of minutes from 0 to 1440' })
  @Max(1440, { message: 'NEWS_REFRESH_COOLDOWN_MINUTES must be a whole number of minutes from 0 to 1440' })
  NEWS_REFRESH_COOLDOWN_MINUTES = 5;

  @Transform(toInteger)
  @IsInt({ message: 'NEWS_FETCH_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 120' })
  @Min(1, { message: 'NEWS_FETCH_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 120' })
  @Max(120, { message: 'NEWS_FETCH_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 120' })
  NEWS_FETCH_TIMEOUT_SECONDS = 15;

  @Matches(/^https?:\/\/\S+$/, { message: 'FOREXFACTORY_FEED_URL must be an http(s) URL' })
  FOREXFACTORY_FEED_URL = 'https://nfs.faireconomy.media/ff_calendar_thisweek.json';

  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'FMP_API_KEY must be at most 200 characters' })
  FMP_API_KEY?: string;

  @Matches(/^https?:\/\/\S+$/, { message: 'FMP_BASE_URL must be an http(s) URL' })
  FMP_BASE_URL = 'https://financialmodelingprep.com/stable';

  @Transform(toBoolean)
  @IsBoolean()
  SCHEDULER_ENABLED = true;

  /** MySQL/MariaDB: a query or a new connection that takes longer fails (503) instead of holding the request. */
  @Transform(toInteger)
  @IsInt({ message: 'DATABASE_QUERY_TIMEOUT_MS must be a whole number of milliseconds from 500 to 600000' })
  @Min(500, { message: 'DATABASE_QUERY_TIMEOUT_MS must be a whole number of milliseconds from 500 to 600000' })
  @Max(600000, { message: 'DATABASE_QUERY_TIMEOUT_MS must be a whole number of milliseconds from 500 to 600000' })
  DATABASE_QUERY_TIMEOUT_MS = 10000;

  /** On SIGTERM/SIGINT, requests in flight get at most this long to finish. */
  @Transform(toInteger)
  @IsInt({ message: 'SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 0 to 300' })
  @Min(0, { message: 'SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 0 to 300' })
  @Max(300, { message: 'SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 0 to 300' })
  SHUTDOWN_DRAIN_SECONDS = 10;

  /** A job's lease lasts this long unless renewed: how soon a survivor takes over from a dead replica. */
  @Transform(toInteger)
  @IsInt({ message: 'JOB_LEASE_SECONDS must be a whole number of seconds from 2 to 3600' })
  @Min(2, { message: 'JOB_LEASE_SECONDS must be a whole number of seconds from 2 to 3600' })
  @Max(3600, { message: 'JOB_LEASE_SECONDS must be a whole number of seconds from 2 to 3600' })
  JOB_LEASE_SECONDS = 30;

  /** While a job runs its lease is renewed this often; less than JOB_LEASE_SECONDS. */
  @Transform(toInteger)
  @IsInt({ message: 'JOB_LEASE_HEARTBEAT_SECONDS must be a whole number of seconds of at least 1' })
  @Min(1, { message: 'JOB_LEASE_HEARTBEAT_SECONDS must be a whole number of seconds of at least 1' })
  JOB_LEASE_HEARTBEAT_SECONDS = 10;

  /** How often each replica looks for a scheduled job whose period nobody has run yet. */
  @Transform(toInteger)
  @IsInt({ message: 'JOB_TICK_SECONDS must be a whole number of seconds from 1 to 300' })
  @Min(1, { message: 'JOB_TICK_SECONDS must be a whole number of seconds from 1 to 300' })
  @Max(300, { message: 'JOB_TICK_SECONDS must be a whole number of seconds from 1 to 300' })
  JOB_TICK_SECONDS = 15;

  /** The Telegram bot alerts are sent through (from @BotFather); unset: no Telegram channel. */
  @IsOptional()
  @Matches(/^\d+:[\w-]{30,}$/, { message: 'TELEGRAM_BOT_TOKEN must look like 123456789:AA… (from @BotFather)' })
  TELEGRAM_BOT_TOKEN?: string;

  /** The bot's username, for the t.me link a trader opens to link their chat. */
  @IsOptional()
  @Matches(/^[A-Za-z]\w{3,31}bot$/i, { message: 'TELEGRAM_BOT_USERNAME must be the bot username, ending in "bot"' })
  TELEGRAM_BOT_USERNAME?: string;

  @Matches(/^https?:\/\/[^/]+/, { message: 'TELEGRAM_API_URL must be an http(s) URL' })
  TELEGRAM_API_URL = 'https://api.telegram.org';

  /** Lets webhook alerts go to private and loopback addresses (a receiver on your own network). */
  @Transform(toBoolean)
  @IsBoolean()
  ALERTS_WEBHOOK_ALLOW_PRIVATE = false;

  @Transform(toInteger)
  @IsInt({ message: 'ALERTS_MAX_ATTEMPTS must be a whole number from 1 to 20' })
  @Min(1, { message: 'ALERTS_MAX_ATTEMPTS must be a whole number from 1 to 20' })
  @Max(20, { message: 'ALERTS_MAX_ATTEMPTS must be a whole number from 1 to 20' })
  ALERTS_MAX_ATTEMPTS = 6;

  @Transform(toInteger)
  @IsInt({ message: 'ALERTS_DISPATCH_SECONDS must be a whole number of seconds from 1 to 60' })
  @Min(1, { message: 'ALERTS_DISPATCH_SECONDS must be a whole number of seconds from 1 to 60' })
  @Max(60, { message: 'ALERTS_DISPATCH_SECONDS must be a whole number of seconds from 1 to 60' })
  ALERTS_DISPATCH_SECONDS = 2;

  @IsOptional()
  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must start with redis:// or rediss://' })
  REDIS_URL?: string;

  /** Every Redis command gives up after this long; the request then goes on without Redis. */
  @Transform(toInteger)
  @IsInt({ message: 'REDIS_COMMAND_TIMEOUT_MS must be a whole number of milliseconds from 50 to 10000' })
  @Min(50, { message: 'REDIS_COMMAND_TIMEOUT_MS must be a whole number of milliseconds from 50 to 10000' })
  @Max(10000, { message: 'REDIS_COMMAND_TIMEOUT_MS must be a whole number of milliseconds from 50 to 10000' })
  REDIS_COMMAND_TIMEOUT_MS = 500;

  /** Prefix of every key this app writes to Redis, so that several apps can share one server. */
  @Matches(/^[\w:.-]{1,64}$/, { message: 'REDIS_KEY_PREFIX may hold letters, digits and _ : . - (at most 64)' })
  REDIS_KEY_PREFIX = 'signaldesk:';

  @IsOptional()
  @IsString()
  CORS_ORIGIN?: string;

  /** Which hops may set X-Forwarded-For: names (loopback, uniquelocal), addresses or CIDRs. */
  @Matches(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, {
    message: 'TRUST_PROXY must be a comma-separated list such as loopback, uniquelocal or 10.0.0.0/8',
  })
  TRUST_PROXY = 'loopback';

  @Matches(/^\d+(b|kb|mb)$/i, { message: 'BODY_LIMIT must be a size such as 100kb or 1mb' })
  BODY_LIMIT = '100kb';

  @IsOptional()
  @IsString()
  @MaxLength(200)
  GOOGLE_CLIENT_ID?: string;

  /** Where Google's signing certificates are fetched; only tests point it elsewhere. */
  @IsOptional()
  @Matches(/^https?:\/\//, { message: 'GOOGLE_CERTS_URL must be an http(s) URL' })
  GOOGLE_CERTS_URL?: string;

  @Transform(toInteger)
  @IsInt({ message: 'AUTH_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1' })
  @Min(1, { message: 'AUTH_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1' })
  AUTH_RATE_LIMIT_PER_MINUTE = 10;

  /** Wrong passwords, and wrong two-factor codes, one account may take within 15 minutes. */
  @Transform(toInteger)
  @IsInt({ message: 'ACCOUNT_GUESS_LIMIT must be a whole number of at least 1' })
  @Min(1, { message: 'ACCOUNT_GUESS_LIMIT must be a whole number of at least 1' })
  ACCOUNT_GUESS_LIMIT = 10;

  /** Requests per minute one Expert Advisor's account key may make (feed polls and reports together). */
  @Transform(toInteger)
  @IsInt({ message: 'EA_REQUESTS_PER_MINUTE must be a whole number of at least 1' })
  @Min(1, { message: 'EA_REQUESTS_PER_MINUTE must be a whole number of at least 1' })
  EA_REQUESTS_PER_MINUTE = 120;

  /** The bearer token GET /metrics asks for; unset, the endpoint is not served. */
  @IsOptional()
  @Matches(/^[\x21-\x7e]{32,256}$/, {
    message: 'METRICS_TOKEN must be 32 to 256 printable characters without spaces (openssl rand -hex 32 makes one)',
  })
  METRICS_TOKEN?: string;

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';
}
