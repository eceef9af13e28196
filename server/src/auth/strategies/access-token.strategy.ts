import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ACCESS_TOKEN_STRATEGY } from '../../access/auth.guard.js';
import { AppConfig } from '../../config/app-config.js';
import { ACCESS_TOKEN_VERIFY, accessTokenKey, isAccessTokenPayload } from '../access-token-key.js';
import type { AuthUser } from '../../access/current-user.decorator.js';
import { SessionsService } from '../sessions.service.js';
import type { AccessTokenPayload } from '../tokens.service.js';

/**
 * The bearer access token (passport-jwt: HS256 with the key made once in accessTokenKey, our issuer
 * and audience, an expiry required), then the
 * account as it is now: SessionsService.userFor refuses a disabled account or a token issued
 * before the user's sessions were ended.
 */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy, ACCESS_TOKEN_STRATEGY) {
  constructor(
    config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // jsonwebtoken 9 verifies with a KeyObject; passport-jwt's types still say string or Buffer.
      secretOrKey: accessTokenKey(config) as unknown as Buffer,
      ...ACCESS_TOKEN_VERIFY,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthUser> {
    // jsonwebtoken checks `exp` only when it is there: a token that never expires is not one of ours.
    if (!isAccessTokenPayload(payload))
      throw new UnauthorizedException('Your session has expired. Please sign in again');
    const user = await this.sessions.userFor(payload);
    return {
      id: user.id,
      email: user.email,
      role: user.role,
      twoFactor: user.twoFactor,
      secondFactor: payload.mfa === true,
      tokenGeneration: user.tokenGeneration,
    };
  }
}
