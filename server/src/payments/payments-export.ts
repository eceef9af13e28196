import type { CsvColumn } from '../common/csv.js';
import type { AdminPaymentDto } from './payments-admin.service.js';

/** The billing export: one line per invoice, with what was charged and what arrived. */
export const PAYMENT_EXPORT_COLUMNS: CsvColumn<AdminPaymentDto>[] = [
  { header: 'Invoice ID', value: (payment) => payment.id },
  { header: 'Created (UTC)', value: (payment) => payment.createdAt },
  { header: 'Paid (UTC)', value: (payment) => payment.confirmedAt },
  { header: 'Customer email', value: (payment) => payment.userEmail },
  { header: 'Plan', value: (payment) => payment.planName ?? payment.plan },
  { header: 'Plan code', value: (payment) => payment.plan },
  { header: 'Billing cycle', value: (payment) => payment.billingCycle },
  { header: 'Amount', value: (payment) => payment.amount.toFixed(2) },
  { header: 'Currency', value: (payment) => payment.currency },
  { header: 'Status', value: (payment) => payment.status },
  { header: 'Superseded (UTC)', value: (payment) => payment.supersededAt },
  { header: 'Cancelled (UTC)', value: (payment) => payment.cancelledAt },
  { header: 'Refund due (UTC)', value: (payment) => payment.refundDueAt },
  { header: 'Paid in', value: (payment) => payment.payCurrency.toUpperCase() },
  { header: 'Coin amount due', value: (payment) => payment.payAmount },
  { header: 'Coin amount received', value: (payment) => payment.actuallyPaid },
  { header: 'Provider', value: (payment) => payment.provider },
  { header: 'Provider reference', value: (payment) => payment.providerPaymentId },
];
