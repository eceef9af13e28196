import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { RateLimitGuard } from '../common/rate-limit.guard.js';
import { Authenticated } from '../access/authenticated.decorator.js';
import { CredentialsService } from './credentials.service.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import {
  ChangeEmailDto,
  ChangePasswordDto,
  ConfirmEmailDto,
  EmailChangedResponseDto,
  ForgotPasswordDto,
  MessageResponseDto,
  ResetLinkDto,
  ResetPasswordDto,
  TokenPairResponseDto,
} from './dto/credential-changes.dto.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

@ApiTags('auth')
@Controller()
export class CredentialsController {
  constructor(private readonly credentials: CredentialsService) {}

  @Post('auth/forgot-password')
  @Idempotent()
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiOkResponse({
    type: MessageResponseDto,
    description: 'The same answer whether or not the address has an account.',
  })
  @ApiBadRequestResponse({ description: 'Not an email address.' })
  @ApiTooManyRequestsResponse()
  forgotPassword(@Body() input: ForgotPasswordDto): Promise<MessageResponseDto> {
    return this.credentials.forgotPassword(input.email);
  }

  @Post('auth/reset-password')
  @Idempotent()
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiOkResponse({ type: MessageResponseDto, description: 'Password set; every session of the account ended.' })
  @ApiBadRequestResponse({ description: 'The link is invalid, used or expired, or the password too short.' })
  @ApiTooManyRequestsResponse()
  resetPassword(@Body() input: ResetPasswordDto): Promise<MessageResponseDto> {
    return this.credentials.resetPassword(input);
  }

  @Post('auth/reset-password/check')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiOkResponse({ type: MessageResponseDto, description: 'The link can still set a password; nothing is used up.' })
  @ApiBadRequestResponse({ description: 'The link is invalid, used or expired.' })
  @ApiTooManyRequestsResponse()
  checkResetLink(@Body() input: ResetLinkDto): Promise<MessageResponseDto> {
    return this.credentials.checkResetLink(input.token);
  }

  @Post('auth/confirm-email')
  @Idempotent()
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiOkResponse({ type: EmailChangedResponseDto })
  @ApiBadRequestResponse({ description: 'The link is invalid, used or expired.' })
  @ApiConflictResponse({ description: 'Another account has taken the address meanwhile.' })
  @ApiTooManyRequestsResponse()
  confirmEmail(@Body() input: ConfirmEmailDto): Promise<EmailChangedResponseDto> {
    return this.credentials.confirmEmailChange(input.token, input.refreshToken);
  }

  @Post('user/password')
  @HttpCode(200)
  // Listed before @Authenticated so that it runs after the token check.
  @UseGuards(RateLimitGuard)
  @Authenticated()
  @ApiOkResponse({ type: TokenPairResponseDto, description: 'New tokens for this device; every other session ended.' })
  @ApiBadRequestResponse({ description: 'Current password wrong, or the new one invalid.' })
  @ApiTooManyRequestsResponse({
    description: 'Too many attempts from this address, or wrong passwords for this account.',
  })
  changePassword(@CurrentUser() user: AuthUser, @Body() input: ChangePasswordDto): Promise<TokenPairResponseDto> {
    return this.credentials.changePassword(user, input);
  }

  @Post('user/email')
  @Idempotent()
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @Authenticated()
  @ApiOkResponse({
    type: MessageResponseDto,
    description:
      'A message went to the new address: a confirmation link, or, when another account has that address, a notice to its owner. The same answer either way.',
  })
  @ApiBadRequestResponse({ description: 'Current password wrong, or not an email address.' })
  @ApiTooManyRequestsResponse({
    description: 'Too many attempts from this address, or wrong passwords for this account.',
  })
  changeEmail(@CurrentUser() user: AuthUser, @Body() input: ChangeEmailDto): Promise<MessageResponseDto> {
    return this.credentials.requestEmailChange(user.id, input);
  }
}
