import {
  createParamDecorator,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AccountsService } from '../accounts/accounts.service.js';
import type { MtAccount } from '../accounts/mt-account.entity.js';
import { attemptCounter } from '../common/rate-limiter.js';
import { TooManyAttemptsException } from '../common/too-many-attempts.exception.js';
import { AppConfig } from '../config/app-config.js';
import { RedisService } from '../redis/redis.service.js';

export const NO_KEY_MESSAGE =
  'Send the account key as "Authorization: Bearer sdk_...": issue one for this account on your dashboard.';
export const BAD_KEY_MESSAGE =
  'This account key is not valid: it was revoked, replaced or never issued. Issue a new one on your dashboard.';

type EaRequest = FastifyRequest & { eaAccount?: MtAccount };

/**
 * The Expert Advisor's routes: the bearer must be a key in force, looked up in the database on
 * every request (so a revoked key is refused at once, on every replica), and each key may make
 * EA_REQUESTS_PER_MINUTE requests a minute (counted together across replicas through Redis).
 */
@Injectable()
export class EaKeyGuard implements CanActivate {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    private readonly accounts: AccountsService,
    config: AppConfig,
    redis: RedisService,
  ) {
    this.limiter = attemptCounter(config, redis, { name: 'ea', points: config.eaRequestsPerMinute, duration: 60 });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<EaRequest>();
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!bearer) throw new UnauthorizedException(NO_KEY_MESSAGE);
    const account = await this.accounts.byKey(bearer[1]);
    if (!account) throw new UnauthorizedException(BAD_KEY_MESSAGE);
    try {
      await this.limiter.consume(String(account.id));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.ceil(rejection.msBeforeNext / 1000);
      throw new TooManyAttemptsException(
        `Too many requests with this account key: wait ${seconds} s. Poll every few seconds, not faster.`,
        seconds,
      );
    }
    request.eaAccount = account;
    return true;
  }
}

/** The account whose key the Expert Advisor sent (EaKeyGuard found it). */
export const EaAccount = createParamDecorator(
  (_: unknown, context: ExecutionContext): MtAccount => context.switchToHttp().getRequest<EaRequest>().eaAccount!,
);
