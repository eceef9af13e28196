import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { MAJOR_CURRENCIES } from '../../news/news.service.js';
import { INSTRUMENT_CATEGORIES, type InstrumentCategory } from '#domain/instruments';
import { ALERT_CHANNELS, ALERT_EVENTS, DELIVERY_STATUSES } from '../alert-delivery.entity.js';
import { WEBHOOK_URL_SHAPE } from '../channels/webhook-address.js';

const boolean = (name: string) => IsBoolean({ message: `${name} must be true or false` });

/** PUT /api/alerts/settings: the whole form. */
export class UpdateAlertSettingsDto {
  @ApiProperty()
  @boolean('emailEnabled')
  emailEnabled!: boolean;

  @ApiProperty({ description: 'Needs a linked chat (POST /api/alerts/telegram/link).' })
  @boolean('telegramEnabled')
  telegramEnabled!: boolean;

  @ApiProperty({ description: 'Needs webhookUrl.' })
  @boolean('webhookEnabled')
  webhookEnabled!: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'https://example.com/hooks/signals' })
  @ValidateIf((_, value) => value !== null)
  @MaxLength(500, { message: 'The webhook address must be at most 500 characters' })
  @IsUrl(
    { protocols: ['https', 'http'], require_protocol: true, require_tld: false, disallow_auth: true },
    { message: WEBHOOK_URL_SHAPE },
  )
  @IsString({ message: WEBHOOK_URL_SHAPE })
  webhookUrl!: string | null;

  @ApiProperty()
  @boolean('newSignals')
  newSignals!: boolean;

  @ApiProperty({ enum: INSTRUMENT_CATEGORIES, isArray: true, description: 'Empty: every category.' })
  @IsIn(INSTRUMENT_CATEGORIES, {
    each: true,
    message: `Each category must be one of ${INSTRUMENT_CATEGORIES.join(', ')}`,
  })
  @ArrayMaxSize(INSTRUMENT_CATEGORIES.length, { message: 'Name each category once' })
  @IsArray({ message: 'signalCategories must be a list' })
  signalCategories!: InstrumentCategory[];

  @ApiProperty({ minimum: 0, maximum: 100, description: 'New signals below this confidence are not sent.' })
  @Max(100, { message: 'minConfidence must be a whole number from 0 to 100' })
  @Min(0, { message: 'minConfidence must be a whole number from 0 to 100' })
  @IsInt({ message: 'minConfidence must be a whole number from 0 to 100' })
  minConfidence!: number;

  @ApiProperty()
  @boolean('signalOutcomes')
  signalOutcomes!: boolean;

  @ApiProperty({ description: 'High-impact releases of the chosen currencies, 15 minutes ahead.' })
  @boolean('highImpactNews')
  highImpactNews!: boolean;

  @ApiProperty({ enum: MAJOR_CURRENCIES, isArray: true, description: 'Empty: every major currency.' })
  @IsIn(MAJOR_CURRENCIES, { each: true, message: `Each currency must be one of ${MAJOR_CURRENCIES.join(', ')}` })
  @ArrayMaxSize(MAJOR_CURRENCIES.length, { message: 'Name each currency once' })
  @IsArray({ message: 'newsCurrencies must be a list' })
  newsCurrencies!: string[];

  @ApiProperty({ description: 'Reminders before the subscription ends.' })
  @boolean('subscriptionReminders')
  subscriptionReminders!: boolean;

  @ApiProperty({ description: 'A message when a payment is confirmed (the e-mail receipt always comes).' })
  @boolean('paymentConfirmed')
  paymentConfirmed!: boolean;
}

export class TelegramChannelDto {
  @ApiProperty({ description: 'Whether this server has a Telegram bot to send through.' })
  available!: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'SignalDeskBot' })
  botUsername!: string | null;

  @ApiProperty({ description: 'Whether a chat is linked to this account.' })
  linked!: boolean;
}

export class WebhookChannelDto {
  @ApiProperty({ description: 'Whether a signing secret exists (it is shown once, when made).' })
  hasSecret!: boolean;
}

/** GET and PUT /api/alerts/settings. */
export class AlertSettingsDto extends UpdateAlertSettingsDto {
  @ApiProperty({ description: 'False until the trader saves the form once: nothing is sent before.' })
  saved!: boolean;

  @ApiProperty({ description: 'Where e-mail alerts go: the account address.' })
  emailAddress!: string;

  @ApiProperty()
  telegram!: TelegramChannelDto;

  @ApiProperty()
  webhook!: WebhookChannelDto;

  @ApiProperty({
    type: String,
    required: false,
    description: 'The webhook signing secret, only in the answer that made it: keep it, it is not shown again.',
  })
  webhookSecret?: string;
}

export class WebhookSecretDto {
  @ApiProperty({ description: 'Shown once: sign-check every webhook body with it.', example: 'whsec_…' })
  webhookSecret!: string;
}

export class TelegramLinkDto {
  @ApiProperty({ example: 'https://t.me/SignalDeskBot?start=…', description: 'Open it and press Start.' })
  url!: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}

export class TestAlertResultDto {
  @ApiProperty({ enum: ALERT_CHANNELS, isArray: true, description: 'The channels a test alert was queued for.' })
  channels!: string[];
}

export class AlertDeliveryDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ enum: ALERT_CHANNELS })
  channel!: string;

  @ApiProperty({ enum: ALERT_EVENTS })
  event!: string;

  @ApiProperty()
  subject!: string;

  @ApiProperty({ enum: DELIVERY_STATUSES })
  status!: string;

  @ApiProperty()
  attempts!: number;

  @ApiProperty({ type: String, nullable: true })
  lastError!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt!: string | null;

  @ApiProperty({ format: 'date-time', description: 'When it goes out (or is tried again).' })
  nextAttemptAt!: string;
}
