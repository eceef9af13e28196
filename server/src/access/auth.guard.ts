import { ForbiddenException, Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { AccessPolicy } from './access-policy.js';
import type { AuthUser } from './current-user.decorator.js';
import type { Role } from './roles.js';

/** The passport strategy that checks the bearer access token (the auth module registers it). */
export const ACCESS_TOKEN_STRATEGY = 'access-token';

export const ROLES_KEY = 'roles';
/** The sentence a caller without the route's role hears, when the route names one (AdminOnly). */
export const ROLE_REFUSAL_KEY = 'roleRefusal';

export const STAFF_TWO_FACTOR_REQUIRED =
  'Your role requires two-factor sign-in. Turn it on in Account settings, under Sign-in & Security, to use the admin portal';
export const STAFF_SESSION_WITHOUT_SECOND_FACTOR =
  'Your role requires two-factor sign-in, and this session was signed in without a code. Sign out and sign in again with a code from your authenticator app to use the admin portal';

/**
 * The access-token strategy (passport-jwt, then the account as it is now, so that a disabled or
 * demoted user, or a token from before a logout, loses access at once); then the roles the route
 * asks for. Routes that name roles are the staff's (/api/admin/*): while the admin's setting asks
 * for it, they also need two-factor sign-in on the caller's account and a session signed in with it
 * (a session from before it was turned on is not enough).
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard(ACCESS_TOKEN_STRATEGY) {
  constructor(
    private readonly reflector: Reflector,
    private readonly policy: AccessPolicy,
  ) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<Request & { user: AuthUser }>().user;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    if (!roles.includes(user.role))
      throw new ForbiddenException(
        this.reflector.get<string | undefined>(ROLE_REFUSAL_KEY, context.getHandler()) ??
          "You don't have permission to do this",
      );
    if (!(user.twoFactor && user.secondFactor) && (await this.policy.twoFactorRequiredFor(user.role)))
      throw new ForbiddenException(user.twoFactor ? STAFF_SESSION_WITHOUT_SECOND_FACTOR : STAFF_TWO_FACTOR_REQUIRED);
    return true;
  }

  /** passport-jwt says why it failed in `info`: no token at all, or one that does not verify. */
  handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error) throw error;
    if (user) return user;
    if (info instanceof Error && info.message === 'No auth token')
      throw new UnauthorizedException('Please sign in to continue');
    throw new UnauthorizedException('Your session has expired. Please sign in again');
  }
}
