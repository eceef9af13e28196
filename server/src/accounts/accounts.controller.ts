import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { SuccessDto } from '../common/error.dto.js';
import { Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { AccountsService } from './accounts.service.js';
import { AddAccountDto } from './dto/add-account.dto.js';
import { IssueKeyDto, IssuedKeyDto, RevokedKeysDto } from './dto/issue-key.dto.js';
import { UpdateSettingsDto } from './dto/update-settings.dto.js';
import { MtAccountDto } from './mt-account.dto.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

@ApiTags('accounts')
@Controller('accounts')
@Authenticated()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  @ApiOkResponse({ type: MtAccountDto, isArray: true })
  list(@CurrentUser() user: AuthUser): Promise<MtAccountDto[]> {
    return this.accounts.list(user.id);
  }

  @Post()
  @Idempotent()
  @ApiCreatedResponse({ type: MtAccountDto })
  add(@CurrentUser() user: AuthUser, @Body() input: AddAccountDto): Promise<MtAccountDto> {
    return this.accounts.add(user.id, input.mtId);
  }

  @Delete('keys')
  @Idempotent()
  @ApiOperation({
    summary: 'Revoke the key of every account of the caller: each Expert Advisor gets 401 from its next request.',
  })
  @ApiOkResponse({ type: RevokedKeysDto })
  revokeAllKeys(@CurrentUser() user: AuthUser): Promise<RevokedKeysDto> {
    return this.accounts.revokeAllKeysAnswer(user.id);
  }

  @Delete(':id')
  @Idempotent()
  @ApiOkResponse({ type: SuccessDto })
  @ApiNotFoundResponse({ description: 'No such account of the caller.' })
  remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<SuccessDto> {
    return this.accounts.remove(user.id, id);
  }

  @Post(':id/key')
  @HttpCode(201)
  @ApiOperation({ summary: "Issue (or re-issue) the account's Expert Advisor key: shown once, stored hashed." })
  @ApiCreatedResponse({ type: IssuedKeyDto })
  @ApiNotFoundResponse({ description: 'No such account of the caller.' })
  @ApiConflictResponse({ description: 'The key changed since the caller saw it (replaces does not match).' })
  issueKey(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() input: IssueKeyDto,
  ): Promise<IssuedKeyDto> {
    return this.accounts.issueKey(user.id, id, input.replaces ?? null);
  }

  @Delete(':id/key')
  @Idempotent()
  @ApiOperation({ summary: "Revoke the account's key: its Expert Advisor gets 401 from the next request." })
  @ApiOkResponse({ type: MtAccountDto })
  @ApiNotFoundResponse({ description: 'No such account of the caller.' })
  revokeKey(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<MtAccountDto> {
    return this.accounts.revokeKey(user.id, id);
  }

  @Patch(':id/settings')
  @ApiOperation({ summary: "Change any of the account's risk settings." })
  @ApiOkResponse({ type: MtAccountDto })
  @ApiNotFoundResponse({ description: 'No such account of the caller.' })
  updateSettings(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() input: UpdateSettingsDto,
  ): Promise<MtAccountDto> {
    return this.accounts.updateSettings(user.id, id, input);
  }
}
