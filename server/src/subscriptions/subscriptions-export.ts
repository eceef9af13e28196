import type { CsvColumn } from '../common/csv.js';
import type { AdminSubscriptionDto } from './subscriptions-admin.service.js';

/** The subscriptions export: who holds which plan, until when, and what they paid for it. */
export const SUBSCRIPTION_EXPORT_COLUMNS: CsvColumn<AdminSubscriptionDto>[] = [
  { header: 'Subscription ID', value: (subscription) => subscription.id },
  { header: 'Customer email', value: (subscription) => subscription.userEmail },
  { header: 'Plan', value: (subscription) => subscription.planName ?? subscription.plan },
  { header: 'Plan code', value: (subscription) => subscription.plan },
  { header: 'Status', value: (subscription) => subscription.status },
  { header: 'Billing cycle', value: (subscription) => subscription.billingCycle },
  { header: 'Started (UTC)', value: (subscription) => subscription.startedAt },
  { header: 'Expires (UTC)', value: (subscription) => subscription.expiresAt },
  { header: 'Days remaining', value: (subscription) => subscription.daysRemaining },
  {
    header: 'Amount paid',
    value: (subscription) => (subscription.amountPaid === null ? null : subscription.amountPaid.toFixed(2)),
  },
  { header: 'Currency', value: (subscription) => subscription.currencyPaid },
  { header: 'Scheduled plan', value: (subscription) => subscription.scheduledPlanName ?? subscription.scheduledPlan },
  { header: 'Scheduled cycle', value: (subscription) => subscription.scheduledBillingCycle },
  { header: 'Scheduled from (UTC)', value: (subscription) => subscription.scheduledAt },
];
