import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { AuthUser } from '../auth/current-user.decorator.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** Runs after the auth guard: admins pass; everyone else needs paid access. */
@Injectable()
export class ActiveSubscriptionGuard implements CanActivate {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    if (user.role === 'admin') return true;
    if (await this.subscriptions.isActive(user.id)) return true;
    throw new ForbiddenException('You need an active subscription to access this feature');
  }
}
