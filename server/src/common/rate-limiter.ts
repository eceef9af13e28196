import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config.js';
import { RedisService } from '../redis/redis.service.js';

/**
 * The attempt counter behind the rate-limit guard: in this process by default, in Redis when
 * REDIS_URL is set so that every replica counts together. If Redis refuses or does not answer
 * within its command timeout, counting goes on in memory rather than failing or holding sign-ins.
 */
@Injectable()
export class AuthRateLimiter {
  readonly limiter: RateLimiterAbstract;

  constructor(config: AppConfig, redis: RedisService) {
    const options = { points: config.authRateLimitPerMinute, duration: 60, keyPrefix: `${config.redisKeyPrefix}auth` };
    this.limiter = redis.client
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis.client,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  }
}
