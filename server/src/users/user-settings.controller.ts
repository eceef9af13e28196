import { Body, Controller, Delete, Get, Patch, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { CalendarFeedTokenDto, UpdateUserSettingsDto, UserSettingsDto } from './dto/user-settings.dto.js';
import { UserSettingsService } from './user-settings.service.js';

@ApiTags('user')
@Controller('user')
export class UserSettingsController {
  constructor(private readonly settings: UserSettingsService) {}

  @Get('settings')
  @Authenticated()
  @ApiOkResponse({ type: UserSettingsDto })
  get(@CurrentUser() user: AuthUser): Promise<UserSettingsDto> {
    return this.settings.get(user.id);
  }

  @Patch('settings')
  @Authenticated()
  @ApiOkResponse({ type: UserSettingsDto })
  @ApiBadRequestResponse({ description: 'The time zone is not an IANA name.' })
  update(@CurrentUser() user: AuthUser, @Body() changes: UpdateUserSettingsDto): Promise<UserSettingsDto> {
    return this.settings.update(user.id, changes);
  }

  /** A new secret address for the economic-calendar feed; the old one stops working. */
  @Post('calendar-feed')
  @Authenticated()
  @ApiCreatedResponse({ type: CalendarFeedTokenDto })
  createCalendarFeed(@CurrentUser() user: AuthUser): Promise<CalendarFeedTokenDto> {
    return this.settings.createCalendarToken(user.id);
  }

  @Delete('calendar-feed')
  @Authenticated()
  @ApiOkResponse({ type: UserSettingsDto })
  revokeCalendarFeed(@CurrentUser() user: AuthUser): Promise<UserSettingsDto> {
    return this.settings.revokeCalendarToken(user.id);
  }
}
