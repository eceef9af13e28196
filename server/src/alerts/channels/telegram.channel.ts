import { Injectable } from '@nestjs/common';
import type { AlertDelivery } from '../alert-delivery.entity.js';
import type { Witness } from '../../ledger/ledger.service.js';
import { AlertChannelSender, checkpointLine, type AlertRecipient } from './alert-channel.js';
import { TelegramBotApi } from './telegram-bot-api.js';

/** Alerts as Telegram messages from the operator's bot, to the chat the trader linked. */
@Injectable()
export class TelegramChannel extends AlertChannelSender {
  readonly channel = 'telegram' as const;

  constructor(private readonly bot: TelegramBotApi) {
    super();
  }

  reachable({ settings }: AlertRecipient): boolean {
    return this.bot.configured && settings.telegramEnabled && settings.telegramChatId !== null;
  }

  async send(alert: AlertDelivery, { settings }: AlertRecipient, checkpoint: Witness): Promise<void> {
    const text = [alert.subject, alert.text, alert.link, checkpointLine(checkpoint)].filter(Boolean).join('\n\n');
    await this.bot.sendMessage(settings.telegramChatId!, text);
  }
}
