import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { AlertSettingsService } from './alert-settings.service.js';
import {
  AlertDeliveryDto,
  AlertSettingsDto,
  TelegramLinkDto,
  TestAlertResultDto,
  UpdateAlertSettingsDto,
  WebhookSecretDto,
} from './dto/alert-settings.dto.js';
import { TelegramLinker } from './telegram-linker.service.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

@ApiTags('alerts')
@Controller('alerts')
@Authenticated()
export class AlertsController {
  constructor(
    private readonly settings: AlertSettingsService,
    private readonly telegram: TelegramLinker,
  ) {}

  @Get('settings')
  @ApiOkResponse({ type: AlertSettingsDto })
  get(@CurrentUser() user: AuthUser): Promise<AlertSettingsDto> {
    return this.settings.get(user.id);
  }

  @Put('settings')
  @ApiOkResponse({ type: AlertSettingsDto, description: 'The first webhook address comes back with its secret.' })
  update(@CurrentUser() user: AuthUser, @Body() input: UpdateAlertSettingsDto): Promise<AlertSettingsDto> {
    return this.settings.update(user.id, input);
  }

  @Post('webhook/secret')
  @HttpCode(200)
  @ApiOkResponse({ type: WebhookSecretDto })
  rotateWebhookSecret(@CurrentUser() user: AuthUser): Promise<WebhookSecretDto> {
    return this.settings.rotateWebhookSecret(user.id);
  }

  @Post('telegram/link')
  @HttpCode(200)
  @ApiOkResponse({ type: TelegramLinkDto })
  @ApiConflictResponse({ description: 'This server has no Telegram bot.' })
  linkTelegram(@CurrentUser() user: AuthUser): Promise<TelegramLinkDto> {
    return this.telegram.createLink(user.id);
  }

  @Delete('telegram')
  @ApiOkResponse({ type: AlertSettingsDto, description: 'The chat is unlinked; Telegram alerts stop.' })
  async unlinkTelegram(@CurrentUser() user: AuthUser): Promise<AlertSettingsDto> {
    await this.telegram.unlink(user.id);
    return this.settings.get(user.id);
  }

  @Post('test')
  @Idempotent()
  @HttpCode(200)
  @ApiOkResponse({ type: TestAlertResultDto })
  @ApiTooManyRequestsResponse({ description: 'A test went out less than 30 seconds ago.' })
  test(@CurrentUser() user: AuthUser): Promise<TestAlertResultDto> {
    return this.settings.sendTest(user.id);
  }

  @Get('deliveries')
  @ApiOkResponse({ type: AlertDeliveryDto, isArray: true, description: 'The last 20 alerts, newest first.' })
  deliveries(@CurrentUser() user: AuthUser): Promise<AlertDeliveryDto[]> {
    return this.settings.recentDeliveries(user.id);
  }
}
