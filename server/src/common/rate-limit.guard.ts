import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { Metrics } from '../metrics/metrics.js';
import { AuthRateLimiter } from './rate-limiter.js';
import { TooManyAttemptsException } from './too-many-attempts.exception.js';

/**
 * Limits attempts per client address and route (sign-in, sign-up, refresh, the routes that check a
 * password or a code): AUTH_RATE_LIMIT_PER_MINUTE within any minute, counted by AuthRateLimiter
 * (shared through Redis when configured). Over the limit: 429 with Retry-After.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly rateLimiter: AuthRateLimiter,
    private readonly metrics: Metrics,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const key = `${request.ip}:${request.method}:${request.routeOptions.url ?? request.url.split('?', 1)[0]}`;
    try {
      await this.rateLimiter.limiter.consume(key);
      return true;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      this.metrics.rateLimited.inc({ limit: 'address' });
      throw new TooManyAttemptsException(
        'Too many attempts. Please wait a minute and try again',
        Math.ceil(rejection.msBeforeNext / 1000),
      );
    }
  }
}
