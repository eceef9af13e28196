import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AccountsModule } from '../accounts/accounts.module.js';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { Subscription } from '../subscriptions/subscription.entity.js';
import { RateLimitGuard } from '../common/rate-limit.guard.js';
import { AuthRateLimiter } from '../common/rate-limiter.js';
import { TwoFactorModule } from '../two-factor/two-factor.module.js';
import { TwoFactorCredential } from '../two-factor/two-factor-credential.entity.js';
import { User } from '../users/user.entity.js';
import { UsersModule } from '../users/users.module.js';
import { AccessStateCache } from './access-state.cache.js';
import { AccountGuessLimiter } from './account-guess-limiter.js';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, ACCESS_TOKEN_VERIFY, accessTokenKey } from './access-token-key.js';
import { AccountToken } from './account-token.entity.js';
import { AccountTokensService } from './account-tokens.service.js';
import { AuthController } from './auth.controller.js';
import { CredentialsController } from './credentials.controller.js';
import { CredentialsService } from './credentials.service.js';
import { AuthService } from './auth.service.js';
import { GoogleTokenVerifier } from './google-token-verifier.js';
import { RefreshToken } from './refresh-token.entity.js';
import { SessionsService } from './sessions.service.js';
import { SignInsAdminController } from './sign-ins-admin.controller.js';
import { SignInsService } from './sign-ins.service.js';
import { AccessTokenStrategy } from './strategies/access-token.strategy.js';
import { PasswordConfirmationService } from './password-confirmation.service.js';
import { GoogleIdTokenStrategy } from './strategies/google-id-token.strategy.js';
import { ACCESS_TOKEN_TTL, TokensService } from './tokens.service.js';

/** Global: sessions, tokens and the access-state cache (behind AccessModule's port) serve every module. */
@Global()
@Module({
  imports: [
    UsersModule,
    AccountsModule,
    TwoFactorModule,
    PassportModule,
    TypeOrmModule.forFeature([User, RefreshToken, AccountToken, Subscription, TwoFactorCredential]),
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: accessTokenKey(config),
        signOptions: {
          algorithm: 'HS256',
          expiresIn: ACCESS_TOKEN_TTL,
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
        },
        verifyOptions: ACCESS_TOKEN_VERIFY,
      }),
    }),
  ],
  controllers: [AuthController, CredentialsController, SignInsAdminController],
  providers: [
    AuthService,
    TokensService,
    SessionsService,
    SignInsService,
    AccessStateCache,
    CredentialsService,
    AccountTokensService,
    GoogleTokenVerifier,
    AccessTokenStrategy,
    GoogleIdTokenStrategy,
    RateLimitGuard,
    AuthRateLimiter,
    AccountGuessLimiter,
    PasswordConfirmationService,
  ],
  exports: [
    JwtModule,
    UsersModule,
    SessionsService,
    AccessStateCache,
    TokensService,
    AuthRateLimiter,
    AccountGuessLimiter,
    PasswordConfirmationService,
  ],
})
export class AuthModule {}
