import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config.js';

/**
 * The attempt counter behind the rate-limit guard: in this process by default, in Redis when
 * REDIS_URL is set so that every replica counts together. If Redis stops answering, counting
 * goes on in memory rather than failing sign-ins.
 */
@Injectable()
export class AuthRateLimiter implements OnModuleDestroy {
  private readonly logger = new Logger(AuthRateLimiter.name);
  private readonly redis?: Redis;
  readonly limiter: RateLimiterAbstract;

  constructor(config: AppConfig) {
    const options = { points: config.authRateLimitPerMinute, duration: 60, keyPrefix: `${config.redisKeyPrefix}auth` };
    if (!config.redisUrl) {
      this.limiter = new RateLimiterMemory(options);
      return;
    }
    this.redis = new Redis(config.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
    this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    this.limiter = new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.redis?.disconnect();
  }
}
