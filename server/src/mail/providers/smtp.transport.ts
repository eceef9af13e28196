import nodemailer, { type Transporter } from 'nodemailer';
import { MailTransport, type OutgoingMail } from './mail-transport.js';

/** Sends through the SMTP server named by SMTP_URL. */
export class SmtpTransport extends MailTransport {
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    super();
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
    });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
