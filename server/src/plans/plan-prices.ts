import { toCents } from '../subscriptions/proration.js';
import type { BillingCycle } from '../subscriptions/subscription.entity.js';
import type { Plan, PlanType } from './plan.entity.js';

/** Plans arranged with our team (DESIGN section 6): a trader on one changes it through support. */
export const SUPPORT_PLAN_TYPES: readonly PlanType[] = ['ENTERPRISE', 'CUSTOM', 'TRIAL'];

/** The plan's price for a cycle in cents, or null when it is not sold at checkout (inactive or priced 0). */
export function checkoutPriceCents(plan: Plan | null, cycle: BillingCycle): number | null {
  if (!plan || !plan.isActive) return null;
  const cents = toCents(cycle === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice);
  return cents > 0 ? cents : null;
}

/** What an upgrade is measured by: the monthly price, 0 when the plan has no record. */
export function monthlyCents(plan: Plan | null): number {
  return plan ? toCents(plan.monthlyPrice) : 0;
}
