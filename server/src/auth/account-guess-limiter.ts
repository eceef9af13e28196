import { Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { attemptCounter } from '../common/rate-limiter.js';
import { TooManyAttemptsException } from '../common/too-many-attempts.exception.js';
import { AppConfig } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.js';
import { RedisService } from '../redis/redis.service.js';
import { plural } from '#domain/plural';

/** The secrets a signed-in person, or a half-finished sign-in, is asked for. */
export type GuessKind = 'password' | 'code';

export const GUESS_WINDOW_SECONDS = 15 * 60;

export interface Guess<T> {
  result: T;
  /** This wrong guess used up the account's allowance: the next ones wait for the window to pass. */
  exhausted: boolean;
}

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return plural(minutes, 'minute');
};

const TOO_MANY: Record<GuessKind, (wait: string) => string> = {
  password: (wait) =>
    `Too many wrong passwords for this account. Please try again in ${wait}, or reset your password from the sign-in page`,
  code: (wait) => `Too many wrong codes for this account. Please try again in ${wait}`,
};

/**
 * Wrong guesses per account, whatever the client address or sign-in challenge: ACCOUNT_GUESS_LIMIT
 * wrong passwords (on the routes that ask for the current one) and as many wrong second-factor
 * codes within 15 minutes. A guess is counted before it is checked and given back when right, so
 * guesses sent at once cannot overtake the count; beyond it nothing is checked until the window ends.
 */
@Injectable()
export class AccountGuessLimiter {
  private readonly counters: Record<GuessKind, RateLimiterAbstract>;

  constructor(
    config: AppConfig,
    redis: RedisService,
    private readonly metrics: Metrics,
  ) {
    const counter = (kind: GuessKind) =>
      attemptCounter(config, redis, {
        name: `guesses:${kind}`,
        points: config.accountGuessLimit,
        duration: GUESS_WINDOW_SECONDS,
      });
    this.counters = { password: counter('password'), code: counter('code') };
  }

  async attempt<T>(
    kind: GuessKind,
    userId: number,
    check: () => Promise<T>,
    isRight: (result: T) => boolean,
  ): Promise<Guess<T>> {
    const counter = this.counters[kind];
    const key = String(userId);
    let used: number;
    try {
      used = (await counter.consume(key)).consumedPoints;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.ceil(rejection.msBeforeNext / 1000);
      this.metrics.rateLimited.inc({ limit: 'account' });
      throw new TooManyAttemptsException(TOO_MANY[kind](inMinutes(seconds)), seconds);
    }
    const result = await check();
    if (!isRight(result)) return { result, exhausted: used === counter.points };
    await counter.reward(key);
    return { result, exhausted: false };
  }
}
