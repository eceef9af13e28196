import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { AppConfig } from '../config/app-config.js';

export interface RedisHealth {
  configured: boolean;
  ok: boolean | null;
  latencyMs?: number;
  error?: string;
}

/**
 * Redis clients that never make a request wait long: every command gives up after
 * REDIS_COMMAND_TIMEOUT_MS (a Redis that accepts connections but does not answer), and nothing
 * queues while the connection is down (a Redis that refuses). Callers fall back to what they do
 * without Redis. One shared client for commands; subscribers make their own with `create`.
 */
@Injectable()
export class RedisService implements OnModuleDestroy {
  private readonly logger = new Logger(RedisService.name);
  private readonly clients: Redis[] = [];
  /** The command client; undefined when REDIS_URL is not set. */
  readonly client?: Redis;

  constructor(private readonly config: AppConfig) {
    if (config.redisUrl) this.client = this.create();
  }

  /** A new client with the bounded options (overrides for a subscriber, which must queue its SUBSCRIBE). */
  create(overrides: RedisOptions = {}): Redis {
    const client = new Redis(this.config.redisUrl!, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: this.config.redisCommandTimeoutMs,
      // Reconnect quickly after an outage: at most a second between attempts.
      retryStrategy: (times) => Math.min(times * 100, 1000),
      ...overrides,
    });
    let up = false;
    client.on('ready', () => {
      up = true;
      this.logger.log('Redis connected');
    });
    client.on('error', (error: Error) => {
      if (up) this.logger.warn(`Redis: ${error.message}`);
      up = false;
    });
    this.clients.push(client);
    return client;
  }

  /** Pings Redis within the command timeout. */
  async health(): Promise<RedisHealth> {
    if (!this.client) return { configured: false, ok: null };
    const started = performance.now();
    try {
      await this.client.ping();
      return { configured: true, ok: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
    } catch (error) {
      const timedOut = /timed out/i.test((error as Error).message);
      return {
        configured: true,
        ok: false,
        error: timedOut ? `no answer within ${this.config.redisCommandTimeoutMs} ms` : 'not connected',
      };
    }
  }

  onModuleDestroy(): void {
    this.clients.forEach((client) => client.disconnect());
  }
}
