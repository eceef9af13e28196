import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AccessPolicy } from './access-policy.js';
import type { AuthUser } from './current-user.decorator.js';

export const PAID_ACCESS_REFUSAL = 'You need an active subscription to access this feature';

/** Runs after the auth guard: the caller needs paid access (AccessPolicy.paidAccess). */
@Injectable()
export class PaidAccessGuard implements CanActivate {
  constructor(private readonly policy: AccessPolicy) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    const state = await this.policy.stateOf(user.id);
    if (state && this.policy.paidAccess(state)) return true;
    throw new ForbiddenException(PAID_ACCESS_REFUSAL);
  }
}
