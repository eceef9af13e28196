import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Role } from '../users/user.entity.js';
import { AuthGuard, ROLES_KEY } from './guards/auth.guard.js';

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
