import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitGuard } from '../common/rate-limit.guard.js';
import { AuthRateLimiter } from '../common/rate-limiter.js';
import { User } from '../users/user.entity.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { GoogleTokenVerifier } from './google-token-verifier.js';
import { AuthGuard } from './guards/auth.guard.js';
import { RefreshToken } from './refresh-token.entity.js';
import { TokensService } from './tokens.service.js';

/** Global so that every module's controllers can use @Authenticated(). */
@Global()
@Module({
  imports: [UsersModule, TypeOrmModule.forFeature([User, RefreshToken]), JwtModule.register({})],
  controllers: [AuthController],
  providers: [AuthService, TokensService, GoogleTokenVerifier, AuthGuard, RateLimitGuard, AuthRateLimiter],
  exports: [JwtModule, UsersModule, AuthGuard],
})
export class AuthModule {}
