import { mailDate, mailDateTime } from '../mail/mail-dates.js';
import { composeMail, type MailContent } from '../mail/mail-templates.js';
import type { ReceiptDto } from './receipts.service.js';

const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** The receipt e-mail: the same lines as the receipt page, and a link to print it. */
export function receiptMail(receipt: ReceiptDto, link: string, timeZone: string | null): MailContent {
  const period =
    receipt.periodStart && receipt.periodEnd
      ? `${mailDate(new Date(receipt.periodStart), timeZone)} – ${mailDate(new Date(receipt.periodEnd), timeZone)}`
      : 'One billing period';
  return composeMail({
    subject: `Your SignalDesk receipt #${receipt.id}`,
    paragraphs: [
      `Thank you: your payment for the ${receipt.planName} plan (${receipt.billingCycle}) is confirmed.`,
      'Keep this e-mail for your records. The receipt page has the same details, ready to print.',
    ],
    details: [
      ['Receipt', `#${receipt.id}`],
      ['Plan', `${receipt.planName} (${receipt.billingCycle})`],
      ['Period', period],
      ['List price', usd(receipt.listPrice)],
      ...(receipt.credit > 0 ? [['Credit for unused time', `−${usd(receipt.credit)}`] as [string, string]] : []),
      ['Total', `${usd(receipt.total)} ${receipt.currency}`],
      ['Paid', `${receipt.payAmount ?? '—'} ${receipt.payCurrency.toUpperCase()}`],
      ['Provider reference', receipt.providerReference],
      ['Issued', mailDateTime(new Date(receipt.issuedAt), timeZone)],
      ['Paid on', mailDateTime(new Date(receipt.paidAt), timeZone)],
    ],
    action: { label: 'View and print the receipt', url: link },
  });
}
