import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { SecuritySettingsDto, UpdateSecuritySettingsDto } from './dto/security-settings.dto.js';
import { SecuritySettingsService } from './security-settings.service.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

@ApiTags('admin')
@Controller('admin/settings/security')
@Authenticated('admin')
export class SecuritySettingsController {
  constructor(private readonly securitySettings: SecuritySettingsService) {}

  @Get()
  @ApiOkResponse({ type: SecuritySettingsDto })
  get(): Promise<SecuritySettingsDto> {
    return this.securitySettings.get();
  }

  @Put()
  @Idempotent()
  @ApiOkResponse({ type: SecuritySettingsDto })
  @ApiBadRequestResponse({ description: 'Turning the requirement on needs two-factor sign-in on your own account.' })
  update(@CurrentUser() actor: AuthUser, @Body() changes: UpdateSecuritySettingsDto): Promise<SecuritySettingsDto> {
    return this.securitySettings.update(actor, changes);
  }
}
