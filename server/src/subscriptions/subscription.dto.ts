import type { PlanType } from '../plans/plan.entity.js';
import type { SubscriptionStatus } from './subscription.entity.js';

export interface SubscriptionChoiceDto {
  plan: PlanType | null;
  hasChosenPlan: boolean;
}

/** Spec section 3, Subscription status. */
export interface SubscriptionStatusDto {
  plan: PlanType | null;
  status: SubscriptionStatus | null;
  isActive: boolean;
  daysRemaining: number;
  connectedAccounts: number;
  maxAccounts: number;
  amountPaid: number | null;
  currencyPaid: string | null;
  billingCycle: 'monthly' | 'yearly' | null;
  nextBillingDate: string | null;
  expiresAt: string | null;
}

export interface SubscriptionLimitsDto {
  maxAccounts: number;
  plan: PlanType;
}
