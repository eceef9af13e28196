import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { SuccessDto } from '../common/error.dto.js';
import { RateLimitGuard } from '../common/rate-limit.guard.js';
import { TwoFactorChallengeDto, TwoFactorSignInDto } from '../two-factor/dto/two-factor.dto.js';
import { GoogleLoginDto, LoginDto, LogoutDto, RefreshDto, SignupDto } from './dto/credentials.dto.js';
import { AuthConfigDto, AuthResult, AuthService, type SignInAnswer } from './auth.service.js';
import type { GoogleIdentity } from './google-token-verifier.js';
import { GoogleIdTokenGuard, VerifiedGoogleIdentity } from './guards/google-id-token.guard.js';
import { TokenPair } from './tokens.service.js';

/** Tokens, or for an account with two-factor sign-in a challenge for POST /api/auth/two-factor. */
const SIGN_IN_ANSWER = {
  schema: { oneOf: [{ $ref: getSchemaPath(AuthResult) }, { $ref: getSchemaPath(TwoFactorChallengeDto) }] },
  description: 'Signed in (tokens), or, with two-factor sign-in on, a challenge that a code completes.',
};

@ApiTags('auth')
@ApiExtraModels(AuthResult, TwoFactorChallengeDto)
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Get('config')
  @ApiOkResponse({ type: AuthConfigDto })
  config(): AuthConfigDto {
    return this.auth.publicConfig();
  }

  @Post('signup')
  @ApiCreatedResponse({ type: AuthResult, description: 'Signed up and signed in.' })
  @ApiConflictResponse({ description: 'An account with this email already exists.' })
  @UseGuards(RateLimitGuard)
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this address; try again later.' })
  signup(@Body() input: SignupDto): Promise<AuthResult> {
    return this.auth.signup(input);
  }

  @Post('login')
  @ApiOkResponse(SIGN_IN_ANSWER)
  @ApiUnauthorizedResponse({ description: 'Wrong email or password.' })
  @ApiForbiddenResponse({ description: 'The account is disabled.' })
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this address; try again later.' })
  login(@Body() input: LoginDto): Promise<SignInAnswer> {
    return this.auth.login(input);
  }

  @Post('two-factor')
  @ApiOkResponse({ type: AuthResult, description: 'Signed in; the challenge is spent.' })
  @ApiBadRequestResponse({ description: 'No challenge, or not the shape of a code.' })
  @ApiUnauthorizedResponse({ description: 'The code is wrong or spent, or the challenge timed out or is spent.' })
  @ApiForbiddenResponse({ description: 'The account is disabled.' })
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiTooManyRequestsResponse({
    description: 'Too many attempts from this address, or wrong codes for this account; try again later.',
  })
  twoFactor(@Body() input: TwoFactorSignInDto): Promise<AuthResult> {
    return this.auth.completeTwoFactor(input.challenge, input.code);
  }

  @Post('refresh')
  @ApiOkResponse({ type: TokenPair, description: 'A new pair; the old refresh token is spent.' })
  @ApiUnauthorizedResponse({ description: 'The refresh token is unknown, spent or expired.' })
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this address; try again later.' })
  refresh(@Body() input: RefreshDto): Promise<TokenPair> {
    return this.auth.refresh(input.refreshToken);
  }

  @Post('logout')
  @ApiOkResponse({
    type: SuccessDto,
    description:
      "The refresh token (if given) is revoked, with `everywhere` every one of its owner's; their access tokens and open streams end.",
  })
  @HttpCode(200)
  logout(@Body() input: LogoutDto): Promise<SuccessDto> {
    return this.auth.logout(input.refreshToken, input.everywhere === true);
  }

  @Post('google-login')
  @ApiOkResponse(SIGN_IN_ANSWER)
  @ApiUnauthorizedResponse({ description: 'Google did not vouch for the token.' })
  @ApiNotFoundResponse({ description: 'Google sign-in is not enabled on this server.' })
  @HttpCode(200)
  @UseGuards(RateLimitGuard, GoogleIdTokenGuard)
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this address; try again later.' })
  googleLogin(
    @Body() _input: GoogleLoginDto,
    @VerifiedGoogleIdentity() identity: GoogleIdentity,
  ): Promise<SignInAnswer> {
    return this.auth.googleLogin(identity);
  }
}
