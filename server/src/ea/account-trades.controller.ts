import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { AccountTradesService } from './account-trades.service.js';
import { AccountTradesDto } from './dto/account-trades.dto.js';

@ApiTags('accounts')
@Controller('accounts')
@Authenticated()
export class AccountTradesController {
  constructor(private readonly trades: AccountTradesService) {}

  /** What the account's Expert Advisor filled, skipped and closed, and its record beside the public one. */
  @Get(':id/trades')
  @ApiOkResponse({ type: AccountTradesDto })
  @ApiNotFoundResponse({ description: 'No such account of the caller.' })
  list(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<AccountTradesDto> {
    return this.trades.of(user.id, id);
  }
}
