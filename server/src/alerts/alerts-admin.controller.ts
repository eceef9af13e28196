import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../access/authenticated.decorator.js';
import { AlertSettingsService } from './alert-settings.service.js';
import { AlertDeliveryDto } from './dto/alert-settings.dto.js';

/** The trader's alert log as staff see it on the user's page, to help with a missing alert: read-only. */
@ApiTags('admin')
@Controller('admin/users/:userId/alert-deliveries')
export class AlertsAdminController {
  constructor(private readonly settings: AlertSettingsService) {}

  @Get()
  @Authenticated('admin', 'support')
  @ApiOkResponse({ type: AlertDeliveryDto, isArray: true, description: "The user's newest alerts, newest first." })
  @ApiNotFoundResponse({ description: 'No such user.' })
  list(@Param('userId', ParseIntPipe) userId: number): Promise<AlertDeliveryDto[]> {
    return this.settings.deliveriesOf(userId);
  }
}
