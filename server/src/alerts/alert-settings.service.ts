import { randomBytes } from 'node:crypto';
import { BadRequestException, HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { AccessPolicy } from '../access/access-policy.js';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { AlertDelivery } from './alert-delivery.entity.js';
import { testMessage } from './alert-messages.js';
import { AlertOutbox } from './alert-outbox.service.js';
import { alertSettingsFor } from './alert-settings.defaults.js';
import { AlertSettings } from './alert-settings.entity.js';
import { AlertChannels } from './channels/alert-channels.js';
import { TelegramBotApi } from './channels/telegram-bot-api.js';
import { webhookUrlProblem } from './channels/webhook-address.js';
import { webhookSecret } from './channels/webhook-signing.js';
import type {
  AlertDeliveryDto,
  AlertSettingsDto,
  TestAlertResultDto,
  UpdateAlertSettingsDto,
  WebhookSecretDto,
} from './dto/alert-settings.dto.js';

/** A trader may ask for test alerts this often. */
const TEST_COOLDOWN_MS = 30_000;
const RECENT_DELIVERIES = 20;

/** A trader's alert settings: channels, events and their filters, and the test and log around them. */
@Injectable()
export class AlertSettingsService {
  constructor(
    @InjectRepository(AlertSettings) private readonly settings: Repository<AlertSettings>,
    @InjectRepository(AlertDelivery) private readonly deliveries: Repository<AlertDelivery>,
    private readonly access: AccessPolicy,
    private readonly outbox: AlertOutbox,
    private readonly channels: AlertChannels,
    private readonly bot: TelegramBotApi,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async get(userId: number): Promise<AlertSettingsDto> {
    return this.toDto(await alertSettingsFor(this.settings, userId), userId);
  }

  async update(userId: number, input: UpdateAlertSettingsDto): Promise<AlertSettingsDto> {
    const settings = await alertSettingsFor(this.settings, userId);
    if (input.telegramEnabled && !settings.telegramChatId)
      throw new BadRequestException('Link a Telegram chat first, then turn Telegram alerts on.');
    const webhookProblem =
      input.webhookUrl && webhookUrlProblem(input.webhookUrl, this.config.alerts.webhookAllowPrivate);
    if (webhookProblem) throw new BadRequestException(webhookProblem);
    if (input.webhookEnabled && !input.webhookUrl)
      throw new BadRequestException('Give the webhook address, then turn webhook alerts on.');
    // The first webhook address comes with its secret, shown in this answer only.
    const newSecret = input.webhookUrl && !settings.webhookSalt;
    Object.assign(settings, {
      ...input,
      signalCategories: [...new Set(input.signalCategories)],
      newsCurrencies: [...new Set(input.newsCurrencies)],
      ...(newSecret ? { webhookSalt: randomBytes(24).toString('base64url') } : {}),
    });
    const saved = await this.settings.save(settings);
    const dto = await this.toDto(saved, userId);
    return newSecret ? { ...dto, webhookSecret: webhookSecret(this.config.jwtSecret, saved.webhookSalt!) } : dto;
  }

  /** A new signing secret; the old one stops working at once. */
  async rotateWebhookSecret(userId: number): Promise<WebhookSecretDto> {
    const settings = await this.settings.findOneBy({ userId });
    if (!settings?.webhookUrl) throw new BadRequestException('Save a webhook address first.');
    settings.webhookSalt = randomBytes(24).toString('base64url');
    await this.settings.save(settings);
    return { webhookSecret: webhookSecret(this.config.jwtSecret, settings.webhookSalt) };
  }

  /** A test alert to every channel the trader can be reached on, through the same outbox. */
  async sendTest(userId: number): Promise<TestAlertResultDto> {
    const settings = await this.settings.findOneBy({ userId });
    if (!settings) throw new BadRequestException('Save your alert settings first.');
    const now = this.clock.now();
    const recent = await this.deliveries.countBy({
      userId,
      event: 'test',
      createdAt: MoreThan(new Date(now.getTime() - TEST_COOLDOWN_MS)),
    });
    if (recent)
      throw new HttpException(
        'A test alert was sent moments ago. Try again in 30 seconds.',
        HttpStatus.TOO_MANY_REQUESTS,
      );
    const user = await this.access.stateOf(userId);
    if (!user) throw new NotFoundException('There is no such account');
    const channels = this.channels.reachable({ email: user.email, settings });
    if (!channels.length) throw new BadRequestException('Turn on at least one channel to test.');
    await this.outbox.add(
      channels.map((channel) => ({
        userId,
        channel,
        event: 'test' as const,
        dedupeKey: `test:${userId}:${channel}:${now.getTime()}`,
        ...testMessage(channel, this.config.linkBaseUrl),
        needsAccess: false,
        notBefore: now,
      })),
    );
    return { channels };
  }

  /** The trader's saved choices, or null when they never saved the alerts page. */
  savedFor(userId: number): Promise<AlertSettings | null> {
    return this.settings.findOneBy({ userId });
  }

  /** The same log, for staff helping the trader (the user's page in the admin portal). */
  async deliveriesOf(userId: number): Promise<AlertDeliveryDto[]> {
    if (!(await this.access.stateOf(userId))) throw new NotFoundException('User not found');
    return this.recentDeliveries(userId);
  }

  async recentDeliveries(userId: number): Promise<AlertDeliveryDto[]> {
    const rows = await this.deliveries.find({
      where: { userId },
      order: { id: 'DESC' },
      take: RECENT_DELIVERIES,
    });
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      event: row.event,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
    }));
  }

  private async toDto(settings: AlertSettings, userId: number): Promise<AlertSettingsDto> {
    const user = await this.access.stateOf(userId);
    if (!user) throw new NotFoundException('There is no such account');
    return {
      saved: settings.id !== undefined,
      emailAddress: user.email,
      emailEnabled: settings.emailEnabled,
      telegramEnabled: settings.telegramEnabled,
      webhookEnabled: settings.webhookEnabled,
      webhookUrl: settings.webhookUrl,
      newSignals: settings.newSignals,
      signalCategories: settings.signalCategories,
      minConfidence: settings.minConfidence,
      signalOutcomes: settings.signalOutcomes,
      highImpactNews: settings.highImpactNews,
      newsCurrencies: settings.newsCurrencies,
      subscriptionReminders: settings.subscriptionReminders,
      paymentConfirmed: settings.paymentConfirmed,
      telegram: {
        available: this.bot.configured,
        botUsername: this.bot.botUsername ?? null,
        linked: settings.telegramChatId !== null,
      },
      webhook: { hasSecret: settings.webhookSalt !== null },
    };
  }
}
