import { Body, Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { RateLimitGuard } from '../common/rate-limit.guard.js';
import {
  DisableTwoFactorDto,
  EnableTwoFactorDto,
  RecoveryCodesDto,
  TotpCodeDto,
  TwoFactorEnabledDto,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
} from './dto/two-factor.dto.js';
import { TwoFactorService } from './two-factor.service.js';

@ApiTags('user')
@Controller('user/two-factor')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  @Authenticated()
  @ApiOkResponse({ type: TwoFactorStatusDto })
  status(@CurrentUser() user: AuthUser): Promise<TwoFactorStatusDto> {
    return this.twoFactor.status(user);
  }

  @Post('setup')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: TwoFactorSetupDto, description: 'A new secret, shown this once; pending until confirmed.' })
  @ApiBadRequestResponse({
    description: 'The account has no password yet (Google sign-in only): turning it on asks for one.',
  })
  @ApiConflictResponse({ description: 'Two-factor sign-in is already on.' })
  beginSetup(@CurrentUser() user: AuthUser): Promise<TwoFactorSetupDto> {
    return this.twoFactor.beginSetup(user);
  }

  @Post('enable')
  @HttpCode(200)
  // Listed before @Authenticated so that it runs after the token check: wrong codes are limited like logins.
  @UseGuards(RateLimitGuard)
  @Authenticated()
  @ApiOkResponse({
    type: TwoFactorEnabledDto,
    description:
      'On; the recovery codes are shown this once. Every other session has ended: this device carries on with the new tokens.',
  })
  @ApiBadRequestResponse({ description: 'No set-up begun, the password is wrong, or the code is wrong or spent.' })
  @ApiConflictResponse({ description: 'Two-factor sign-in is already on.' })
  @ApiTooManyRequestsResponse({
    description: 'Too many attempts from this address, or wrong passwords or codes for this account.',
  })
  enable(@CurrentUser() user: AuthUser, @Body() input: EnableTwoFactorDto): Promise<TwoFactorEnabledDto> {
    return this.twoFactor.enable(user, input.password, input.code);
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @Authenticated()
  @ApiOkResponse({ type: RecoveryCodesDto, description: 'A new set; the earlier codes stop working.' })
  @ApiBadRequestResponse({ description: 'Two-factor sign-in is off, or the code is wrong or spent.' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this address, or wrong codes for this account.' })
  regenerateRecoveryCodes(@CurrentUser() user: AuthUser, @Body() input: TotpCodeDto): Promise<RecoveryCodesDto> {
    return this.twoFactor.regenerateRecoveryCodes(user, input.code);
  }

  @Delete()
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @Authenticated()
  @ApiOkResponse({ type: TwoFactorStatusDto, description: 'Off; the secret and the recovery codes are erased.' })
  @ApiBadRequestResponse({ description: 'Two-factor sign-in is off, the password is wrong, or the code is.' })
  @ApiForbiddenResponse({ description: "The admin's setting requires two-factor sign-in for this role." })
  @ApiTooManyRequestsResponse({
    description: 'Too many attempts from this address, or wrong passwords or codes for this account.',
  })
  disable(@CurrentUser() user: AuthUser, @Body() input: DisableTwoFactorDto): Promise<TwoFactorStatusDto> {
    return this.twoFactor.disable(user, input.password, input.code);
  }
}
