import type { PlanType } from '../plans/plan.entity.js';
import type { BillingCycle, Subscription } from './subscription.entity.js';

/**
 * What a checkout does to a subscription:
 * - `new`: nothing is running; the plan starts now.
 * - `renewal`: one more period of the plan and cycle that will be running at the current expiry.
 * - `upgrade`: a plan with a higher monthly price, at once, with the unused time credited.
 * - `change`: a cheaper plan or the other cycle, paid ahead: it starts at the current expiry.
 */
export const CHECKOUT_KINDS = ['new', 'renewal', 'upgrade', 'change'] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];

export interface PlanAndCycle {
  planType: PlanType;
  billingCycle: BillingCycle | null;
}

type Scheduling = Pick<
  Subscription,
  'planType' | 'billingCycle' | 'scheduledPlanType' | 'scheduledBillingCycle' | 'scheduledAt' | 'expiresAt'
>;

/** The scheduled change, if any. */
export function scheduledChange(subscription: Scheduling): (PlanAndCycle & { at: Date; paid: boolean }) | null {
  if (!subscription.scheduledPlanType || !subscription.scheduledAt) return null;
  return {
    planType: subscription.scheduledPlanType,
    billingCycle: subscription.scheduledBillingCycle,
    at: subscription.scheduledAt,
    paid: isPaidAhead(subscription),
  };
}

/** A scheduled change whose first period is already paid for: the subscription runs on past it. */
export function isPaidAhead(subscription: Scheduling): boolean {
  return (
    subscription.scheduledAt !== null &&
    subscription.expiresAt !== null &&
    subscription.expiresAt.getTime() > subscription.scheduledAt.getTime()
  );
}

/** The plan and cycle running at `at`: the scheduled ones from their date on, even before the job has switched them. */
export function planAt(subscription: Scheduling, at: Date): PlanAndCycle {
  const change = scheduledChange(subscription);
  if (change && change.at.getTime() <= at.getTime())
    return { planType: change.planType, billingCycle: change.billingCycle };
  return { planType: subscription.planType, billingCycle: subscription.billingCycle };
}

export function samePlan(a: PlanAndCycle, b: PlanAndCycle): boolean {
  // A subscription granted by an admin without a payment has no cycle: any cycle continues it.
  return (
    a.planType === b.planType &&
    (a.billingCycle === null || b.billingCycle === null || a.billingCycle === b.billingCycle)
  );
}

/**
 * The kind of a checkout for `target`, or `blocked` when the period after the current one is
 * already paid for on another plan (one scheduled change at a time).
 */
export function checkoutKind(input: {
  subscription: Scheduling | null;
  hasAccess: boolean;
  target: PlanAndCycle;
  /** Monthly list prices in cents; a plan without a record counts as 0. */
  currentMonthlyCents: number;
  targetMonthlyCents: number;
}): CheckoutKind | 'blocked' {
  const { subscription, target } = input;
  if (!subscription || !input.hasAccess) return 'new';
  if (input.targetMonthlyCents > input.currentMonthlyCents) return 'upgrade';
  const change = scheduledChange(subscription);
  if (change?.paid) return samePlan(change, target) ? 'renewal' : 'blocked';
  return samePlan(subscription, target) ? 'renewal' : 'change';
}

/**
 * Switches to the scheduled plan and cycle once their date has come (in memory; the caller saves).
 * True when it switched.
 */
export function applyDueChange(subscription: Scheduling, now: Date): boolean {
  const change = scheduledChange(subscription);
  if (!change || change.at.getTime() > now.getTime()) return false;
  Object.assign(subscription, {
    planType: change.planType,
    billingCycle: change.billingCycle ?? subscription.billingCycle,
    scheduledPlanType: null,
    scheduledBillingCycle: null,
    scheduledAt: null,
  });
  return true;
}

export function clearScheduledChange(subscription: Scheduling): void {
  Object.assign(subscription, { scheduledPlanType: null, scheduledBillingCycle: null, scheduledAt: null });
}
