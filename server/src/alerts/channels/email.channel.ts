import { Injectable } from '@nestjs/common';
import { composeMail } from '../../mail/mail-templates.js';
import { MailService } from '../../mail/mail.service.js';
import type { AlertDelivery } from '../alert-delivery.entity.js';
import type { Witness } from '../../ledger/ledger.service.js';
import { AlertChannelSender, checkpointLine, DeliveryError, type AlertRecipient } from './alert-channel.js';

const FOOTER = 'You receive this because of your alert settings on SignalDesk; change them under Alerts.';

/** Alerts as e-mail, through the configured mail transport. */
@Injectable()
export class EmailChannel extends AlertChannelSender {
  readonly channel = 'email' as const;

  constructor(private readonly mail: MailService) {
    super();
  }

  reachable({ settings }: AlertRecipient): boolean {
    return settings.emailEnabled;
  }

  async send(alert: AlertDelivery, { email }: AlertRecipient, checkpoint: Witness): Promise<void> {
    const content = composeMail({
      subject: alert.subject,
      paragraphs: [...alert.text.split('\n').filter(Boolean), checkpointLine(checkpoint)],
      action: alert.link ? { label: 'Open in SignalDesk', url: alert.link } : undefined,
      footer: FOOTER,
    });
    try {
      await this.mail.send(email, content, { messageKey: `alert-${alert.id}` });
    } catch (error) {
      // A mail server that refused the address permanently (5xx) will not take it later either.
      const code = (error as { responseCode?: number }).responseCode;
      throw new DeliveryError(`The mail server refused it: ${(error as Error).message}`, !(code && code >= 500));
    }
  }
}
