import { createParamDecorator, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { GoogleIdentity } from '../google-token-verifier.js';
import { GOOGLE_ID_TOKEN_STRATEGY } from '../strategies/google-id-token.strategy.js';

/** Puts the verified Google identity on the request (see VerifiedGoogleIdentity). */
@Injectable()
export class GoogleIdTokenGuard extends AuthGuard(GOOGLE_ID_TOKEN_STRATEGY) {}

/** The Google identity GoogleIdTokenGuard verified for this request. */
export const VerifiedGoogleIdentity = createParamDecorator(
  (_: unknown, context: ExecutionContext): GoogleIdentity =>
    context.switchToHttp().getRequest<{ user: GoogleIdentity }>().user,
);
