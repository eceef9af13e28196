import type { BillingCycle, PlanType, PublicPlan, ScheduledChange, SubscriptionStatus } from '../api/client';
import { isContactSales } from './plans';

/** The plans a checkout link may name (the others are arranged through support). */
const CHECKOUT_PLANS = ['BASIC', 'PRO'] as const;
type CheckoutPlan = (typeof CHECKOUT_PLANS)[number];

/** A checkout named by a link (`/payment-flow?plan=basic&cycle=monthly`, as reminder e-mails send), or null. */
export function checkoutFromSearch(search: string): { plan: CheckoutPlan; billingCycle: BillingCycle } | null {
  const query = new URLSearchParams(search);
  const plan = query.get('plan')?.trim().toUpperCase();
  const cycle = query.get('cycle')?.trim().toLowerCase();
  if (!CHECKOUT_PLANS.includes(plan as CheckoutPlan) || (cycle !== 'monthly' && cycle !== 'yearly')) return null;
  return { plan: plan as CheckoutPlan, billingCycle: cycle };
}

/** "Changes to Professional (monthly) on Apr 1, 2027". */
export function scheduledChangeText(
  change: Pick<ScheduledChange, 'plan' | 'billingCycle' | 'effectiveAt'>,
  nameOf: (planType: PlanType) => string,
  formatDate: (value: string) => string,
): string {
  return `Changes to ${nameOf(change.plan)} (${change.billingCycle}) on ${formatDate(change.effectiveAt)}`;
}

export interface PlanOption {
  planType: PlanType;
  billingCycle: BillingCycle;
  price: number;
}

const priceOf = (plan: PublicPlan, cycle: BillingCycle) =>
  Number(cycle === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice);

/**
 * What a running subscription can change to at the end of its period: every plan and cycle sold
 * at checkout that is not the current one and costs no more a month (those are upgrades, at once).
 */
export function periodEndOptions(
  status: SubscriptionStatus | undefined,
  plans: PublicPlan[] | undefined,
): PlanOption[] {
  const current = plans?.find((plan) => plan.planType === status?.plan);
  if (!status?.isActive || !current || !plans) return [];
  return plans
    .filter((plan) => !isContactSales(plan) && Number(plan.monthlyPrice) <= Number(current.monthlyPrice))
    .flatMap((plan) =>
      (['monthly', 'yearly'] as const)
        .filter((cycle) => priceOf(plan, cycle) > 0)
        .filter((cycle) => plan.planType !== status.plan || cycle !== status.billingCycle)
        .map((cycle) => ({ planType: plan.planType, billingCycle: cycle, price: priceOf(plan, cycle) })),
    );
}

/** The plan an upgrade goes to: the cheapest plan sold at checkout that costs more a month, or null. */
export function upgradeTarget(
  status: SubscriptionStatus | undefined,
  plans: PublicPlan[] | undefined,
): PlanType | null {
  const current = plans?.find((plan) => plan.planType === status?.plan);
  if (!status?.isActive || !current || !plans) return null;
  const higher = plans
    .filter((plan) => !isContactSales(plan) && Number(plan.monthlyPrice) > Number(current.monthlyPrice))
    .sort((a, b) => Number(a.monthlyPrice) - Number(b.monthlyPrice));
  return higher[0]?.planType ?? null;
}

/** "$9.35" for money in dollars, always with cents (what a receipt and a credit show). */
export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/**
 * Why an upgrade asks for the minimum charge, worded from the figures: a credit larger than the
 * price covers all of it (the rest adds time), a smaller one leaves less than the minimum to pay.
 */
export function minimumChargeNote(quote: {
  list_price: number;
  credit: number;
  minimum_charge: number;
  amount_due: number;
}): string {
  const extra = quote.credit + quote.amount_due - quote.list_price;
  const extraTime = `the ${formatUsd(extra)} beyond the price adds time to your new plan`;
  if (quote.credit >= quote.list_price) {
    return (
      `Your credit of ${formatUsd(quote.credit)} covers all of the ${formatUsd(quote.list_price)} price. ` +
      `A payment still needs the minimum charge of ${formatUsd(quote.minimum_charge)}; with it, ${extraTime}.`
    );
  }
  return (
    `Your credit of ${formatUsd(quote.credit)} leaves ${formatUsd(quote.list_price - quote.credit)} of the price, ` +
    `less than the minimum charge of ${formatUsd(quote.minimum_charge)}: you pay the minimum, and ${extraTime}.`
  );
}
