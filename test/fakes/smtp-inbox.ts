import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) address in the plain-text part. */
  links: string[];
  messageId: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, so that tests read e-mail the
 * way a person's mailbox would get it.
 */
export class SmtpInbox {
  readonly received: ReceivedMail[] = [];
  /** While true, every recipient is refused, as a mail server that is down for deliveries would. */
  refusing = false;
  private readonly waiting: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (_address, _session, callback) =>
      callback(this.refusing ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }) : undefined),
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          this.receive(
            parsed,
            session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          );
          callback();
        })
        .catch(callback);
    },
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The first message to this address (and matching the subject, if given), now or when it arrives. */
  next(to: string, subject?: string | RegExp): Promise<ReceivedMail> {
    const match = (mail: ReceivedMail) =>
      mail.to.includes(to.toLowerCase()) &&
      (subject === undefined || (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)));
    const index = this.received.findIndex(match);
    if (index >= 0) return Promise.resolve(this.received.splice(index, 1)[0]);
    return new Promise((resolve) => this.waiting.push({ match, resolve }));
  }

  /** Messages to this address received so far (and not taken by next()). */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  private receive(parsed: ParsedMail, to: string[]): void {
    const text = parsed.text ?? '';
    const mail: ReceivedMail = {
      to,
      from: parsed.from?.text ?? '',
      subject: parsed.subject ?? '',
      text,
      html: typeof parsed.html === 'string' ? parsed.html : '',
      links: text.match(/https?:\/\/\S+/g) ?? [],
      messageId: parsed.messageId ?? '',
    };
    const waiter = this.waiting.findIndex((entry) => entry.match(mail));
    if (waiter >= 0) this.waiting.splice(waiter, 1)[0].resolve(mail);
    else this.received.push(mail);
  }
}
