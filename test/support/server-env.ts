import { randomBytes } from 'node:crypto';

const secret = randomBytes(32).toString('hex');

/** The environment of a built server started by a test: quiet, scheduler off, shared secrets. */
export function serverEnv(databaseUrl: string | undefined, dataDir: string, extra: Record<string, string> = {}) {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    JWT_SECRET: secret,
    JWT_REFRESH_SECRET: `${secret}-refresh`,
    TOTP_ENCRYPTION_KEY: `${secret}-totp`,
    ADMIN_PASSWORD: 'admin-password-for-tests',
    LOG_LEVEL: 'warn',
    SCHEDULER_ENABLED: 'false',
    ...extra,
  };
}
