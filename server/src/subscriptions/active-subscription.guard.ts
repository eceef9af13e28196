import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AccessStateCache } from '../auth/access-state.cache.js';
import type { AuthUser } from '../auth/current-user.decorator.js';
import { Clock } from '../clock/clock.js';
import { hasAccess } from './subscription-rules.js';

/**
 * Runs after the auth guard: admins pass; everyone else needs paid access. The subscription comes
 * from the access-state cache, which every payment, cancellation or admin change drops at once.
 */
@Injectable()
export class ActiveSubscriptionGuard implements CanActivate {
  constructor(
    private readonly access: AccessStateCache,
    private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    if (user.role === 'admin') return true;
    const state = await this.access.get(user.id);
    if (state && hasAccess(state.subscription, this.clock.now())) return true;
    throw new ForbiddenException('You need an active subscription to access this feature');
  }
}
