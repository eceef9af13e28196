import type { PlanType, PublicPlan } from '../api/client';
import { plural } from '#domain/plural';

/** Plans sold through support rather than checkout. */
export const SUPPORT_PLANS: PlanType[] = ['ENTERPRISE', 'CUSTOM', 'TRIAL'];
export const UNLIMITED_ACCOUNTS = 999;

export function isSupportPlan(planType: PlanType | null | undefined): boolean {
  return planType !== null && planType !== undefined && SUPPORT_PLANS.includes(planType);
}

/** 'Unlimited' at 999, else '1 account' / 'N accounts'. */
export function accountLimitText(limit: number): string {
  if (limit >= UNLIMITED_ACCOUNTS) return 'Unlimited';
  return plural(limit, 'account');
}

/** An enterprise plan at zero price is sold by talking to us. */
export function isContactSales(plan: Pick<PublicPlan, 'planType' | 'monthlyPrice'>): boolean {
  return isSupportPlan(plan.planType) || Number(plan.monthlyPrice) <= 0;
}

export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}
