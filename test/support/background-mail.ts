import { MailService } from '../../server/src/mail/mail.service.js';
import { ReceiptMailer } from '../../server/src/payments/receipt-mailer.js';
import type { TestApp } from './test-app.js';

/**
 * Waits until every e-mail the app sent in the background (receipts, account notices) has reached
 * the mail server: after it, an inbox that holds no second message proves none was sent, with no
 * sleep standing in for the proof.
 */
export async function backgroundMailSent(...apps: TestApp[]): Promise<void> {
  for (const testApp of apps) {
    await testApp.app.get(ReceiptMailer).settled();
    await testApp.app.get(MailService).settled();
  }
}
