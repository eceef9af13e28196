import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from './roles.js';

/** The caller, as the auth guard found them in the database for this request. */
export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  /** Two-factor sign-in is on for the account. */
  twoFactor: boolean;
  /** This session was signed in with a second factor (a code, or the set-up that turned it on). */
  secondFactor: boolean;
  /** The token generation the caller's access token was issued in: ending the user's sessions moves past it. */
  tokenGeneration: number;
}

export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthUser => context.switchToHttp().getRequest<{ user: AuthUser }>().user,
);
