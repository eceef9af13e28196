import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config.js';
import { RedisService } from '../redis/redis.service.js';

/**
 * A counter of `points` per `duration` seconds: in this process by default, in Redis when
 * REDIS_URL is set so that every replica counts together. If Redis refuses or does not answer
 * within its command timeout, counting goes on in memory rather than failing or holding requests.
 */
export function attemptCounter(
  config: AppConfig,
  redis: RedisService,
  { name, points, duration }: { name: string; points: number; duration: number },
): RateLimiterAbstract {
  const options = { points, duration, keyPrefix: `${config.redisKeyPrefix}${name}` };
  return redis.client
    ? new RateLimiterRedis({ ...options, storeClient: redis.client, insuranceLimiter: new RateLimiterMemory(options) })
    : new RateLimiterMemory(options);
}

/** The attempt counter behind the rate-limit guard: AUTH_RATE_LIMIT_PER_MINUTE per key. */
@Injectable()
export class AuthRateLimiter {
  readonly limiter: RateLimiterAbstract;

  constructor(config: AppConfig, redis: RedisService) {
    this.limiter = attemptCounter(config, redis, { name: 'auth', points: config.authRateLimitPerMinute, duration: 60 });
  }
}
