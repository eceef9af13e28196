/**
 * The trader's subscription as the portal shows it: plan names and prices with their fallbacks
 * until the plan list has loaded, the profile's actions, the expiry warning and the status label.
 * Apart from lib/plans.ts (what a plan card shows), so the landing page does not load them.
 */
import type { PlanType, PublicPlan, SubscriptionStatus } from '../api/client';
import { isSupportPlan } from './plans';
import { plural } from '#domain/plural';

/** Prices used until the server answers (spec section 9). */
export const FALLBACK_PRICES: Partial<Record<PlanType, { monthly: number; yearly?: number }>> = {
  BASIC: { monthly: 29 },
  PRO: { monthly: 79, yearly: 790 },
};

/** How each plan is sold, until the plan list has loaded (DESIGN section 6). */
const FALLBACK_NAMES: Record<PlanType, string> = {
  BASIC: 'Professional',
  PRO: 'Enterprise',
  ENTERPRISE: 'Institutional',
  CUSTOM: 'Custom',
  TRIAL: 'Trial',
};

/** The name a person reads for a plan code: the plan record's name, never the code. */
export function planName(planType: string | null | undefined, plans?: Pick<PublicPlan, 'planType' | 'name'>[]): string {
  if (!planType) return '';
  const code = planType.toUpperCase() as PlanType;
  return plans?.find((plan) => plan.planType === code)?.name ?? FALLBACK_NAMES[code] ?? planType;
}

/**
 * The price to charge for a renewal or upgrade (spec section 4, Price fallback): the plan's
 * price; else what was paid (yearly = paid × 12 × 0.9); else the spec's fallback; else none.
 */
export function priceFor(
  planType: PlanType,
  cycle: 'monthly' | 'yearly',
  plans: PublicPlan[] | undefined,
  amountPaid: number | null | undefined,
): number | null {
  const plan = plans?.find((candidate) => candidate.planType === planType);
  const listed = plan ? Number(cycle === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice) : 0;
  if (listed > 0) return listed;
  if (amountPaid && amountPaid > 0)
    return cycle === 'monthly' ? amountPaid : Math.round(amountPaid * 12 * 0.9 * 100) / 100;
  const fallback = FALLBACK_PRICES[planType];
  if (!fallback) return null;
  return cycle === 'monthly'
    ? fallback.monthly
    : (fallback.yearly ?? Math.round(fallback.monthly * 12 * 0.9 * 100) / 100);
}

export type ProfileActionSet =
  | 'expired-support'
  | 'expired-pay'
  | 'expired-no-price'
  | 'active-basic'
  | 'active-support'
  | 'active'
  | 'pending-pay'
  | 'pending-support'
  | 'none';

/** Which action buttons the profile shows for a subscription state (spec section 4). */
export function profileActionSet(
  status: SubscriptionStatus | undefined,
  plans: PublicPlan[] | undefined,
): ProfileActionSet {
  if (!status?.plan || !status.status) return 'none';
  const hasPrice = priceFor(status.plan, 'monthly', plans, status.amountPaid) !== null;
  if (status.status === 'EXPIRED') {
    if (isSupportPlan(status.plan)) return 'expired-support';
    return hasPrice ? 'expired-pay' : 'expired-no-price';
  }
  if (status.status === 'PENDING') return !isSupportPlan(status.plan) && hasPrice ? 'pending-pay' : 'pending-support';
  if (status.isActive) {
    if (isSupportPlan(status.plan)) return 'active-support';
    return status.plan === 'BASIC' ? 'active-basic' : 'active';
  }
  return 'none';
}

/** The expiry warning (spec section 2): expired, or active with 7 or fewer days left. */
export function expiryWarning(status: SubscriptionStatus | undefined): string | null {
  if (!status?.status) return null;
  if (status.status === 'EXPIRED') return 'Your subscription has expired';
  if (status.isActive && status.daysRemaining <= 7)
    return `Your subscription expires in ${plural(status.daysRemaining, 'day')}`;
  return null;
}

export const STATUS_LABELS: Record<string, string> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
  PENDING: 'Pending',
};

/** ACTIVE only counts while isActive; anything unknown reads 'Unknown'. */
export function statusLabel(status: SubscriptionStatus | undefined): string {
  if (!status?.status) return 'Unknown';
  if (status.status === 'ACTIVE' && !status.isActive) return 'Expired';
  return STATUS_LABELS[status.status] ?? 'Unknown';
}

/** What a page behind a plan offers, named in the sentence that asks for one. */
export type PaidFeature = 'signals' | 'alerts';

const FEATURE_NAMES: Record<PaidFeature, string> = {
  signals: 'Trading signals and the news calendar',
  alerts: 'Alerts',
};

/**
 * The sentence a page behind a plan shows instead of its content: what stands in the way, for
 * this trader's subscription, and what to do about it. `planName` names a plan code.
 */
export function planNeededSentence(
  feature: PaidFeature,
  status: SubscriptionStatus | undefined,
  planName: (planType: string) => string,
): string {
  const what = FEATURE_NAMES[feature];
  if (!status?.plan || !status.status)
    return `${what} come with a paid plan, and you have none yet. Choose a plan to start.`;
  const name = planName(status.plan);
  if (status.status === 'PENDING')
    return `${what} start once your ${name} plan is paid. Complete the payment, or choose another plan.`;
  return `Your ${name} plan has ended. ${what} come back once you renew it or choose another plan.`;
}
