/** One finished e-mail, ready to hand to a transport. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about, if any; the offline outbox logs it. */
  link?: string;
  /** The Message-ID header, when the sender gives one (the same on every retry of one message). */
  messageId?: string;
}

/** Where e-mail goes: an SMTP server, or the offline outbox folder. */
export abstract class MailTransport {
  abstract send(mail: OutgoingMail): Promise<void>;
  abstract close(): Promise<void>;
}
