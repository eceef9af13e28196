import { DAY_MS } from '../clock/clock.js';
import { subscriptionActive } from '../access/access-policy.js';
import type { BillingCycle, Subscription, SubscriptionStatus } from './subscription.entity.js';

/** What the status reads as now, even before the expiry job has run. */
export function effectiveStatus(
  subscription: Pick<Subscription, 'status' | 'expiresAt'>,
  now: Date,
): SubscriptionStatus {
  if (
    (subscription.status === 'ACTIVE' || subscription.status === 'CANCELLED') &&
    !subscriptionActive(subscription, now)
  )
    return 'EXPIRED';
  return subscription.status;
}

/** Whole days left, rounded up: 1 hour left is "1 day". */
export function daysRemaining(expiresAt: Date | null, now: Date): number {
  if (!expiresAt) return 0;
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

/** The end of a paid period: a month or a year of calendar time after `from` (UTC). */
export function addPeriod(from: Date, cycle: BillingCycle): Date {
  return shiftPeriod(from, cycle, 1);
}

/** The start of a period of one cycle that ends at `end`: a month or a year earlier (UTC). */
export function subtractPeriod(end: Date, cycle: BillingCycle): Date {
  return shiftPeriod(end, cycle, -1);
}

function shiftPeriod(from: Date, cycle: BillingCycle, direction: 1 | -1): Date {
  const to = new Date(from);
  if (cycle === 'monthly') to.setUTCMonth(to.getUTCMonth() + direction);
  else to.setUTCFullYear(to.getUTCFullYear() + direction);
  // 31 January + 1 month would roll into March; stay at the month's last day.
  if (to.getUTCDate() !== from.getUTCDate()) to.setUTCDate(0);
  return to;
}
