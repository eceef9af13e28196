import { Body, Controller, Delete, Get, Header, HttpCode, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { RateLimitGuard } from '../common/rate-limit.guard.js';
import { AccountDeletedDto, DeleteAccountDto, MyDataExportDto } from './dto/my-data.dto.js';
import { MyDataService } from './my-data.service.js';

@ApiTags('user')
@Controller('user')
export class MyDataController {
  constructor(private readonly myData: MyDataService) {}

  @Get('export')
  @Authenticated()
  @Header('Content-Disposition', 'attachment; filename="signaldesk-my-data.json"')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: MyDataExportDto, description: 'Everything kept about the caller, as one JSON file.' })
  export(@CurrentUser() user: AuthUser): Promise<MyDataExportDto> {
    return this.myData.export(user.id);
  }

  @Delete('account')
  @HttpCode(200)
  // Listed before @Authenticated so that it runs after the token check.
  @UseGuards(RateLimitGuard)
  @Authenticated()
  @ApiOkResponse({ type: AccountDeletedDto })
  @ApiBadRequestResponse({ description: 'Current password wrong or missing.' })
  @ApiForbiddenResponse({ description: 'An admin account cannot delete itself.' })
  @ApiTooManyRequestsResponse({
    description: 'Too many attempts from this address, or wrong passwords for this account.',
  })
  deleteAccount(@CurrentUser() user: AuthUser, @Body() input: DeleteAccountDto): Promise<AccountDeletedDto> {
    return this.myData.deleteAccount(user.id, input.password);
  }
}
