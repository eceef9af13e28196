import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-'));
const secret = 'x'.repeat(40);

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

/** Go's sumdb/note test signer key: a valid signed-note key nobody uses for real. */
const LOG_KEY = 'PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz';

describe('loadConfig', () => {
  it('starts with sane defaults on an empty environment', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ type: 'better-sqlite3', file: join(dir, 'app.sqlite') });
    expect(config.paymentsProvider).toBe('simulated');
    expect(config.newsSource).toBe('demo');
    expect(config.marketData).toMatchObject({ provider: 'simulated', simulatedSeed: 'signaldesk' });
    expect(config.signals).toMatchObject({
      generateIntervalMinutes: 15,
      trackIntervalMinutes: 5,
      generateCooldownSeconds: 60,
    });
    expect(config.signals.symbols).toContain('EURUSD');
    expect(config.signals.symbols.length).toBeGreaterThan(40);
    expect(config.news).toEqual({
      minFetchMinutes: 30,
      refreshCooldownMinutes: 5,
      fetchTimeoutSeconds: 15,
      forexFactoryFeedUrl: 'https://nfs.faireconomy.media/ff_calendar_thisweek.json',
      fmp: { apiKey: undefined, baseUrl: 'https://financialmodelingprep.com/stable' },
    });
    expect(config.schedulerEnabled).toBe(true);
    expect(config.adminEmail).toBe('admin@example.com');
    expect(config.isProduction).toBe(false);
  });

  it('generates development secrets once and keeps them in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtSecret).not.toBe(first.jwtRefreshSecret);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')).jwtSecret).toBe(first.jwtSecret);
    expect(first.totpEncryptionKey.length).toBeGreaterThanOrEqual(32);
    expect(first.totpEncryptionKey).not.toBe(first.jwtSecret);
    expect(second.totpEncryptionKey).toBe(first.totpEncryptionKey);
  });

  it('adds the two-factor key to a secrets file written before it existed, keeping the JWT secrets', () => {
    const dir = dataDir();
    const older = { jwtSecret: 'a'.repeat(40), jwtRefreshSecret: 'b'.repeat(40) };
    writeFileSync(join(dir, 'secrets.json'), JSON.stringify(older));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.jwtSecret).toBe(older.jwtSecret);
    expect(config.jwtRefreshSecret).toBe(older.jwtRefreshSecret);
    const stored = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'));
    expect(stored).toEqual({
      ...older,
      totpEncryptionKey: config.totpEncryptionKey,
      ledgerSigningKey: config.ledgerSigningKey,
    });
    expect(loadConfig({ DATA_DIR: dir }).totpEncryptionKey).toBe(config.totpEncryptionKey);
  });

  it('switches to MySQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://app:pw@db:3306/signals' });
    expect(config.database).toEqual({ type: 'mysql', url: 'mysql://app:pw@db:3306/signals' });
    const maria = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mariadb://app:pw@db:3306/signals' });
    expect(maria.database).toEqual({ type: 'mariadb', url: 'mariadb://app:pw@db:3306/signals' });
  });

  it('trusts X-Forwarded-For from loopback only, unless TRUST_PROXY names more hops', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback, uniquelocal,10.1.0.0/16' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
      '10.1.0.0/16',
    ]);
    expect(problemsOf({ DATA_DIR: dataDir(), TRUST_PROXY: 'everyone; rm -rf' })).toEqual([
      'TRUST_PROXY must be a comma-separated list such as loopback, uniquelocal or 10.0.0.0/8',
    ]);
  });

  it('lists every bad value at once', () => {
    const problems = problemsOf({
      DATA_DIR: dataDir(),
      PORT: 'eighty',
      PAYMENTS_PROVIDER: 'paypal',
      DATABASE_URL: 'postgres://x',
      SCHEDULER_ENABLED: 'true',
      BODY_LIMIT: 'huge',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('PORT'),
        expect.stringContaining('PAYMENTS_PROVIDER'),
        'DATABASE_URL must look like mysql://user:pass@host:3306/database (or mariadb://… for MariaDB)',
        'BODY_LIMIT must be a size such as 100kb or 1mb',
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('needs the market data provider settings it names, and known symbols', () => {
    expect(problemsOf({ DATA_DIR: dataDir(), MARKET_DATA_PROVIDER: 'twelvedata' })).toEqual([
      'TWELVEDATA_API_KEY is required when MARKET_DATA_PROVIDER is twelvedata',
    ]);
    expect(problemsOf({ DATA_DIR: dataDir(), MARKET_DATA_PROVIDER: 'csv', SIGNAL_SYMBOLS: 'EURUSD, FOO,bar' })).toEqual(
      [
        'MARKET_DATA_CSV_DIR is required when MARKET_DATA_PROVIDER is csv',
        'SIGNAL_SYMBOLS names symbols outside the universe: FOO, BAR',
      ],
    );
    const config = loadConfig({
      DATA_DIR: dataDir(),
      MARKET_DATA_PROVIDER: 'twelvedata',
      TWELVEDATA_API_KEY: 'key',
      SIGNAL_SYMBOLS: 'eurusd, XAUUSD,EURUSD',
      SIGNALS_GENERATE_COOLDOWN_SECONDS: '0',
    });
    expect(config.signals.symbols).toEqual(['EURUSD', 'XAUUSD']);
    expect(config.signals.generateCooldownSeconds).toBe(0);
    expect(config.marketData.twelveData).toEqual({
      apiKey: 'key',
      baseUrl: 'https://api.twelvedata.com',
      requestsPerMinute: 8,
    });
    expect(
      problemsOf({ DATA_DIR: dataDir(), SIGNALS_TRACK_INTERVAL_MINUTES: '0', TWELVEDATA_BASE_URL: 'ftp://x' }),
    ).toEqual([
      'TWELVEDATA_BASE_URL must be an http(s) URL',
      'SIGNALS_TRACK_INTERVAL_MINUTES must be a whole number from 1 to 1440',
    ]);
  });

  it('reads booleans and treats blank values as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SCHEDULER_ENABLED: 'false', PORT: '  ', REDIS_URL: '' });
    expect(config.schedulerEnabled).toBe(false);
    expect(config.port).toBe(3000);
    expect(config.redisUrl).toBeUndefined();
  });

  it('refuses to start in production without real secrets, and writes none', () => {
    const dir = dataDir();
    expect(problemsOf({ DATA_DIR: dir, NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET is required in production',
      'JWT_REFRESH_SECRET is required in production',
      'TOTP_ENCRYPTION_KEY is required in production',
      'ADMIN_PASSWORD is required in production',
      'LEDGER_SIGNING_KEY is required in production (docs/verify.md says how to make one)',
    ]);
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
    expect(
      problemsOf({
        DATA_DIR: dir,
        NODE_ENV: 'production',
        JWT_SECRET: 'short',
        JWT_REFRESH_SECRET: secret,
        TOTP_ENCRYPTION_KEY: 'also-short',
        ADMIN_PASSWORD: 'long-enough',
        LEDGER_SIGNING_KEY: 'PRIVATE+KEY+example.com/log+00000000+AAAA',
      }),
    ).toEqual([
      'JWT_SECRET must be at least 32 characters',
      'TOTP_ENCRYPTION_KEY must be at least 32 characters',
      'LEDGER_SIGNING_KEY: The signer key is not an Ed25519 key (0x01 and a 32-byte seed, in base64)',
    ]);
  });

  it('accepts a complete production environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      JWT_REFRESH_SECRET: `${secret}y`,
      TOTP_ENCRYPTION_KEY: `${secret}z`,
      ADMIN_PASSWORD: 'a-strong-password',
      LEDGER_SIGNING_KEY: LOG_KEY,
      ADMIN_EMAIL: ' Ops@Example.COM ',
      CORS_ORIGIN: 'https://app.example.com, https://admin.example.com',
    });
    expect(config.isProduction).toBe(true);
    expect(config.totpEncryptionKey).toBe(`${secret}z`);
    expect(config.adminEmail).toBe('ops@example.com');
    expect(config.corsOrigins).toEqual(['https://app.example.com', 'https://admin.example.com']);
    expect(config.ledgerSigningKey).toBe(LOG_KEY);
  });

  it('keeps the log key it generated, named after PUBLIC_URL, so old checkpoints stay verifiable', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://signals.example.com/' });
    expect(first.ledgerSigningKey).toMatch(/^PRIVATE\+KEY\+signals\.example\.com\/signal-log\+[0-9a-f]{8}\+/);
    expect(loadConfig({ DATA_DIR: dir }).ledgerSigningKey).toBe(first.ledgerSigningKey);
  });

  it('reads the news settings, and needs a key for FMP', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      NEWS_SOURCE: 'fmp',
      FMP_API_KEY: 'key',
      FMP_BASE_URL: 'http://127.0.0.1:9000/stable/',
      NEWS_MIN_FETCH_MINUTES: '60',
      NEWS_REFRESH_COOLDOWN_MINUTES: '0',
    });
    expect(config.newsSource).toBe('fmp');
    expect(config.news).toMatchObject({
      minFetchMinutes: 60,
      refreshCooldownMinutes: 0,
      fmp: { apiKey: 'key', baseUrl: 'http://127.0.0.1:9000/stable' },
    });
    expect(problemsOf({ DATA_DIR: dataDir(), NEWS_SOURCE: 'fmp' })).toEqual([
      'FMP_API_KEY is required when NEWS_SOURCE is fmp',
    ]);
    expect(
      problemsOf({
        DATA_DIR: dataDir(),
        NEWS_SOURCE: 'bloomberg',
        NEWS_MIN_FETCH_MINUTES: '0',
        NEWS_FETCH_TIMEOUT_SECONDS: 'soon',
        FOREXFACTORY_FEED_URL: 'ftp://example.com/feed.json',
      }),
    ).toEqual(
      expect.arrayContaining([
        expect.stringContaining('NEWS_SOURCE'),
        'NEWS_MIN_FETCH_MINUTES must be a whole number of minutes from 1 to 1440',
        'NEWS_FETCH_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 120',
        'FOREXFACTORY_FEED_URL must be an http(s) URL',
      ]),
    );
  });
});
