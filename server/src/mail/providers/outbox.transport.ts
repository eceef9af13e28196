import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { MailTransport, type OutgoingMail } from './mail-transport.js';

/**
 * The offline default: each message becomes an .eml file in DATA_DIR/outbox/ (any mail program
 * opens it) and one log line with its subject and link, so a fresh start needs no mail server.
 */
export class OutboxTransport extends MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly composer: Transporter;

  constructor(private readonly folder: string) {
    super();
    this.composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const { message } = (await this.composer.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
    })) as { message: Buffer };
    await mkdir(this.folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(join(this.folder, name), message);
    this.logger.log(
      `Mail to ${mail.to} written to outbox/${name}: "${mail.subject}"${mail.link ? ` ${mail.link}` : ''}`,
    );
  }

  async close(): Promise<void> {
    this.composer.close();
  }
}
