import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { AppConfig } from '../../server/src/config/app-config.js';
import { composeMail } from '../../server/src/mail/mail-templates.js';
import { MailService } from '../../server/src/mail/mail.service.js';
import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const sample = (mail: MailService) =>
  composeMail({
    subject: 'Reset your <SignalDesk> password',
    paragraphs: ['Someone asked to reset the password of this account.'],
    action: { label: 'Choose a new password', url: mail.link('/reset-password', { token: 'abc 123' }) },
  });

describe('outgoing e-mail', () => {
  describe('through SMTP (SMTP_URL)', () => {
    const inbox = new SmtpInbox();
    let testApp: TestApp;

    beforeAll(async () => {
      await inbox.start();
      testApp = await startTestApp({
        SMTP_URL: inbox.url,
        MAIL_FROM: 'SignalDesk <alerts@signals.example.com>',
        PUBLIC_URL: 'https://signals.example.com/',
      });
    });
    afterAll(async () => {
      await testApp.close();
      await inbox.stop();
    });

    it('delivers a plain-text and an HTML part, from MAIL_FROM, with links on PUBLIC_URL', async () => {
      const mail = testApp.app.get(MailService);
      await mail.send('Trader@Example.com', sample(mail));
      const received = await inbox.next('trader@example.com');
      expect(received.to).toEqual(['trader@example.com']);
      expect(received.from).toBe('"SignalDesk" <alerts@signals.example.com>');
      expect(received.subject).toBe('Reset your <SignalDesk> password');
      expect(received.text).toContain('Someone asked to reset the password of this account.');
      expect(received.links).toEqual(['https://signals.example.com/reset-password?token=abc+123']);
      // The HTML part escapes what it shows and links to the same address.
      expect(received.html).toContain('Reset your &#60;SignalDesk&#62; password');
      expect(received.html).toContain('href="https://signals.example.com/reset-password?token=abc+123"');
    });
  });

  describe('offline (no SMTP_URL)', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await startTestApp();
    });
    afterAll(() => testApp.close());

    it('writes each message as an .eml file under DATA_DIR/outbox', async () => {
      const mail = testApp.app.get(MailService);
      await mail.send('someone@example.com', sample(mail));
      const outbox = join(testApp.app.get(AppConfig).dataDir, 'outbox');
      const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const parsed = await simpleParser(readFileSync(join(outbox, files[0])));
      expect(parsed.subject).toBe('Reset your <SignalDesk> password');
      expect(parsed.from?.value[0]).toMatchObject({ name: 'SignalDesk', address: 'no-reply@signaldesk.local' });
      // Without PUBLIC_URL links point at this server on localhost.
      expect(parsed.text).toContain('http://localhost:3000/reset-password?token=abc+123');
      expect(typeof parsed.html).toBe('string');
    });
  });
});
