import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AuthGuard, ROLE_REFUSAL_KEY, ROLES_KEY } from './auth.guard.js';
import type { Role } from './roles.js';

/** The route needs a signed-in caller, and one of these roles when any are named. */
export function Authenticated(...roles: Role[]) {
  return applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    UseGuards(AuthGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No valid access token.' }),
    ...(roles.length ? [ApiForbiddenResponse({ description: `Needs the role ${roles.join(' or ')}.` })] : []),
  );
}

/**
 * The route is the admin's alone, beside routes support may use (revenue beside the dashboard's
 * counts, an export beside its list): a caller without the role is refused with `refusal`, a
 * sentence saying what is kept to admins and why.
 */
export function AdminOnly(refusal: string) {
  return applyDecorators(
    SetMetadata(ROLES_KEY, ['admin'] satisfies Role[]),
    SetMetadata(ROLE_REFUSAL_KEY, refusal),
    UseGuards(AuthGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No valid access token.' }),
    ApiForbiddenResponse({ description: `Needs the role admin: "${refusal}".` }),
  );
}
