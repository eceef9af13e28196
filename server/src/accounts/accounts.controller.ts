import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SuccessDto } from '../common/error.dto.js';
import { Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { AccountsService } from './accounts.service.js';
import { AddAccountDto } from './dto/add-account.dto.js';
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

  @Delete(':id')
  @Idempotent()
  @ApiOkResponse({ type: SuccessDto })
  @ApiNotFoundResponse({ description: 'No such account of the caller.' })
  remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<SuccessDto> {
    return this.accounts.remove(user.id, id);
  }
}
