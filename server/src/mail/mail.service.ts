import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import type { MailContent } from './mail-templates.js';
import { MailTransport } from './providers/mail-transport.js';

/** Sends e-mail from MAIL_FROM through the configured transport; builds links from PUBLIC_URL. */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
  ) {}

  /** An absolute link to a portal page, e.g. link('/reset-password', { token }). */
  link(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, `${this.config.linkBaseUrl}/`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  }

  /**
   * Sends one message. A `messageKey` names what it is about (an alert, a receipt): every retry
   * of it then carries the same Message-ID, so a mail program shows a message sent twice once.
   */
  async send(to: string, content: MailContent, { messageKey }: { messageKey?: string } = {}): Promise<void> {
    const messageId = messageKey ? `<${messageKey}@${this.senderDomain()}>` : undefined;
    await this.transport.send({ from: this.config.mail.from, to, ...content, messageId });
  }

  private senderDomain(): string {
    return /@([^>\s]+)/.exec(this.config.mail.from)?.[1] ?? 'localhost';
  }

  /**
   * Sends without making the caller wait: a request answers at once (and in the same time
   * whether or not a message went out); a failure is logged, never shown to the caller. A
   * function that comes back with null decided there is nothing to send.
   */
  sendInBackground(to: string, content: MailContent | (() => Promise<MailContent | null>)): void {
    const sending = (async () => {
      const mail = typeof content === 'function' ? await content() : content;
      if (mail) await this.send(to, mail);
    })()
      .catch((error: Error) => this.logger.error(`Could not send an e-mail to ${to}: ${error.message}`))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Resolves once every message sent in the background so far has gone out or failed. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
    await this.transport.close();
  }
}
