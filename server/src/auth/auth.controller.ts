import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { RateLimitGuard } from '../common/rate-limit.guard.js';
import { GoogleLoginDto, LoginDto, LogoutDto, RefreshDto, SignupDto } from './dto/credentials.dto.js';
import { AuthService, type AuthResult } from './auth.service.js';
import type { TokenPair } from './tokens.service.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Get('config')
  config(): { googleLoginEnabled: boolean; googleClientId: string | null } {
    return this.auth.publicConfig();
  }

  @Post('signup')
  @UseGuards(RateLimitGuard)
  @ApiTooManyRequestsResponse()
  signup(@Body() input: SignupDto): Promise<AuthResult> {
    return this.auth.signup(input);
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiTooManyRequestsResponse()
  login(@Body() input: LoginDto): Promise<AuthResult> {
    return this.auth.login(input);
  }

  @Post('refresh')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiTooManyRequestsResponse()
  refresh(@Body() input: RefreshDto): Promise<TokenPair> {
    return this.auth.refresh(input.refreshToken);
  }

  @Post('logout')
  @HttpCode(200)
  logout(@Body() input: LogoutDto): Promise<{ success: true }> {
    return this.auth.logout(input.refreshToken);
  }

  @Post('google-login')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiTooManyRequestsResponse()
  googleLogin(@Body() input: GoogleLoginDto): Promise<AuthResult> {
    return this.auth.googleLogin(input);
  }
}
