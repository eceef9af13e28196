import type { PlanType } from '../plans/plan.entity.js';
import type { SubscriptionStatus } from '../subscriptions/subscription.entity.js';
import type { Role } from './roles.js';

/** The part of a subscription that decides access: its status, its paid period and its plan. */
export interface AccessSubscription {
  status: SubscriptionStatus;
  expiresAt: Date | null;
  planType: PlanType;
}

/** What the access rules need to know about a caller, on every request. */
export interface AccessState {
  id: number;
  email: string;
  role: Role;
  disabled: boolean;
  tokenGeneration: number;
  /** Two-factor sign-in is on (set up and confirmed). */
  twoFactor: boolean;
  subscription: AccessSubscription | null;
}

/**
 * Where the access states come from (the auth module's cache, which every change to a user, a
 * subscription or a two-factor credential drops on every replica).
 */
export interface AccessStates {
  get(userId: number): Promise<AccessState | null>;
  /** Many users at once (alert fan-out): those not found are left out. */
  getMany(userIds: number[]): Promise<Map<number, AccessState>>;
  /** Calls `listener` after a user's state (or, with undefined, everyone's) may have changed, on any replica. */
  onChange(listener: (userId: number | undefined) => void): void;
}
export const ACCESS_STATES = Symbol('AccessStates');

/** How long after publication each plan sees a new signal (the plans module's cache). */
export interface PlanDelays {
  minutesFor(planType: PlanType): Promise<number>;
  /** The same without waiting: undefined while the delays are not in memory. */
  minutesForNow(planType: PlanType): number | undefined;
}
export const PLAN_DELAYS = Symbol('PlanDelays');

/** Whether the admin's setting asks staff to sign in with a second factor (the settings module). */
export interface StaffTwoFactorSetting {
  required(): Promise<boolean>;
}
export const STAFF_TWO_FACTOR_SETTING = Symbol('StaffTwoFactorSetting');
