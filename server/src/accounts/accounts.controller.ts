import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { AccountsService } from './accounts.service.js';
import { AddAccountDto } from './dto/add-account.dto.js';
import type { MtAccountDto } from './mt-account.dto.js';

@ApiTags('accounts')
@Controller('accounts')
@Authenticated()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  list(@CurrentUser() user: AuthUser): Promise<MtAccountDto[]> {
    return this.accounts.list(user.id);
  }

  @Post()
  add(@CurrentUser() user: AuthUser, @Body() input: AddAccountDto): Promise<MtAccountDto> {
    return this.accounts.add(user.id, input.mtId);
  }

  @Delete(':id')
  remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<{ success: true }> {
    return this.accounts.remove(user.id, id);
  }
}
