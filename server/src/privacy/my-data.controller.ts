import { Body, Controller, Delete, Get, Header, HttpCode } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
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
  @Authenticated()
  @ApiOkResponse({ type: AccountDeletedDto })
  @ApiBadRequestResponse({ description: 'Current password wrong or missing.' })
  @ApiForbiddenResponse({ description: 'An admin account cannot delete itself.' })
  deleteAccount(@CurrentUser() user: AuthUser, @Body() input: DeleteAccountDto): Promise<AccountDeletedDto> {
    return this.myData.deleteAccount(user.id, input.password);
  }
}
