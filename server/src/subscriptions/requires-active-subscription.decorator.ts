import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { ActiveSubscriptionGuard } from './active-subscription.guard.js';

/** A signed-in caller with an active subscription (or an admin). */
export function RequiresActiveSubscription() {
  return applyDecorators(
    Authenticated(),
    UseGuards(ActiveSubscriptionGuard),
    ApiForbiddenResponse({ description: 'No active subscription.' }),
  );
}
