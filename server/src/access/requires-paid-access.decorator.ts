import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { Authenticated } from './authenticated.decorator.js';
import { PaidAccessGuard } from './paid-access.guard.js';

/** A signed-in caller with paid access (an active subscription, or an admin). */
export function RequiresPaidAccess() {
  return applyDecorators(
    Authenticated(),
    UseGuards(PaidAccessGuard),
    ApiForbiddenResponse({ description: 'No active subscription.' }),
  );
}
