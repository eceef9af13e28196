import { Injectable, Logger, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { createValidationPipe } from '../../common/validation.pipe.js';
import { GoogleLoginDto } from '../dto/credentials.dto.js';
import { GoogleTokenVerifier, type GoogleIdentity } from '../google-token-verifier.js';

export const GOOGLE_ID_TOKEN_STRATEGY = 'google-id-token';

/**
 * A Google ID token in the body (`googleToken`), verified with google-auth-library: signature
 * against Google's keys, audience (our client id), issuer and expiry. The identity it yields is
 * a verified Google account; AuthService turns it into one of ours.
 */
@Injectable()
export class GoogleIdTokenStrategy extends PassportStrategy(Strategy, GOOGLE_ID_TOKEN_STRATEGY) {
  private readonly logger = new Logger(GoogleIdTokenStrategy.name);
  // Guards run before pipes, so the body is validated here, by the same rules as everywhere.
  private readonly validation = createValidationPipe();

  constructor(private readonly google: GoogleTokenVerifier) {
    super();
  }

  async validate(request: FastifyRequest): Promise<GoogleIdentity> {
    if (!this.google.enabled) throw new NotFoundException('Google sign-in is not enabled on this server');
    const input: GoogleLoginDto = await this.validation.transform(request.body ?? {}, {
      type: 'body',
      metatype: GoogleLoginDto,
    });
    const identity = await this.google.verify(input.googleToken).catch((error: Error) => {
      this.logger.warn(`Rejected a Google token: ${error.message}`);
      throw new UnauthorizedException('Google login failed');
    });
    if (!identity.emailVerified) throw new UnauthorizedException('Your Google email address is not verified');
    return identity;
  }
}
