import type { ConnectionOptions } from 'bullmq';
import type { AppConfig } from '../../config/app-config.js';

export const ALERTS_QUEUE = 'alerts';

/**
 * Connection options (not a client: BullMQ then owns its connections and closes them) for BullMQ.
 * A worker's connection blocks while it waits for jobs, so it must not give up on commands
 * (BullMQ requires maxRetriesPerRequest null); the producer's fails fast instead, so a silent
 * Redis never holds up a request.
 */
export function bullConnection(config: AppConfig, blocking: boolean): ConnectionOptions {
  const url = new URL(config.redisUrl!);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: decodeURIComponent(url.username) || undefined,
    password: decodeURIComponent(url.password) || undefined,
    db: Number(url.pathname.slice(1) || 0),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: blocking ? null : 1,
    enableOfflineQueue: blocking,
    connectTimeout: 2000,
    ...(blocking ? {} : { commandTimeout: Math.max(config.redisCommandTimeoutMs, 1000) }),
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  };
}
