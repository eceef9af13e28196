import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../access/authenticated.decorator.js';
import { AccountTradesService } from './account-trades.service.js';
import { StaffMtAccountDto } from './dto/staff-mt-account.dto.js';

/** One trader's linked MetaTrader accounts and their Expert Advisors, on the user's page in the admin portal: read-only. */
@ApiTags('admin')
@Controller('admin/users/:userId/mt-accounts')
export class AccountsAdminController {
  constructor(private readonly trades: AccountTradesService) {}

  @Get()
  @Authenticated('admin', 'support')
  @ApiOkResponse({ type: StaffMtAccountDto, isArray: true })
  list(@Param('userId', ParseIntPipe) userId: number): Promise<StaffMtAccountDto[]> {
    return this.trades.staffView(userId);
  }
}
