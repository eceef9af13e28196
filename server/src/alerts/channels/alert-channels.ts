import { Injectable } from '@nestjs/common';
import type { AlertChannel } from '../alert-delivery.entity.js';
import type { AlertChannelSender, AlertRecipient } from './alert-channel.js';
import { EmailChannel } from './email.channel.js';
import { TelegramChannel } from './telegram.channel.js';
import { WebhookChannel } from './webhook.channel.js';

/** Every channel, by name: what producers fan out to and what the dispatcher sends through. */
@Injectable()
export class AlertChannels {
  private readonly senders: Map<AlertChannel, AlertChannelSender>;

  constructor(email: EmailChannel, telegram: TelegramChannel, webhook: WebhookChannel) {
    this.senders = new Map<AlertChannel, AlertChannelSender>([
      ['email', email],
      ['telegram', telegram],
      ['webhook', webhook],
    ]);
  }

  get(channel: AlertChannel): AlertChannelSender {
    return this.senders.get(channel)!;
  }

  /** The channels this trader can be reached on now, optionally only some of them. */
  reachable(recipient: AlertRecipient, only?: readonly AlertChannel[]): AlertChannel[] {
    return [...this.senders.values()]
      .filter((sender) => (!only || only.includes(sender.channel)) && sender.reachable(recipient))
      .map((sender) => sender.channel);
  }
}
