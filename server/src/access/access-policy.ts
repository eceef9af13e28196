import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import {
  ACCESS_STATES,
  PLAN_DELAYS,
  STAFF_TWO_FACTOR_SETTING,
  type AccessState,
  type AccessStates,
  type AccessSubscription,
  type PlanDelays,
  type StaffTwoFactorSetting,
} from './access-state.js';
import { isStaff, type Role } from './roles.js';

/** A paid period is running: active or cancelled, until the end of the period paid for. */
export function subscriptionActive(
  subscription: Pick<AccessSubscription, 'status' | 'expiresAt'> | null,
  now: Date,
): boolean {
  if (!subscription?.expiresAt) return false;
  return (subscription.status === 'ACTIVE' || subscription.status === 'CANCELLED') && subscription.expiresAt > now;
}

/** Who may use what is paid for (signals, the news calendar, market alerts): admins, and anyone with a running paid period. */
export function paidAccess(state: Pick<AccessState, 'role' | 'subscription'>, now: Date): boolean {
  return state.role === 'admin' || subscriptionActive(state.subscription, now);
}

/** Whether a user may be sent signals now, and after what delay; `why` says what stands in the way. */
export type SignalAccess = { allowed: true; delay: number } | { allowed: false; why: 'disabled' | 'unpaid' };

/**
 * The one place that decides who may see what. Guards, the signals list and stream, the signal
 * page, the calendar feed and the alert fan-out all ask it; nothing else decides.
 */
@Injectable()
export class AccessPolicy {
  constructor(
    @Inject(ACCESS_STATES) private readonly states: AccessStates,
    @Inject(PLAN_DELAYS) private readonly delays: PlanDelays,
    @Inject(STAFF_TWO_FACTOR_SETTING) private readonly staffTwoFactor: StaffTwoFactorSetting,
    private readonly clock: Clock,
  ) {}

  /** The caller as the access rules see them now (null: no such user). */
  stateOf(userId: number): Promise<AccessState | null> {
    return this.states.get(userId);
  }

  /** Calls `listener` after a user's access (or, with undefined, anyone's) may have changed, on any replica. */
  onChange(listener: (userId: number | undefined) => void): void {
    this.states.onChange(listener);
  }

  statesOf(userIds: number[]): Promise<Map<number, AccessState>> {
    return userIds.length ? this.states.getMany(userIds) : Promise.resolve(new Map());
  }

  paidAccess(state: Pick<AccessState, 'role' | 'subscription'>, now = this.clock.now()): boolean {
    return paidAccess(state, now);
  }

  /** Minutes after publication this caller sees a new signal: their plan's delay; admins and callers without a plan at once. */
  async signalDelay(state: Pick<AccessState, 'role' | 'subscription'>): Promise<number> {
    return this.signalDelayNow(state) ?? this.delays.minutesFor(state.subscription!.planType);
  }

  /** signalDelay without waiting: undefined while the plans' delays are not in memory. */
  signalDelayNow(state: Pick<AccessState, 'role' | 'subscription'>): number | undefined {
    if (state.role === 'admin' || !state.subscription) return 0;
    return this.delays.minutesForNow(state.subscription.planType);
  }

  /** The same for a signed-in caller known by id (an unknown one sees signals at once, having no plan). */
  async signalDelayOf(userId: number): Promise<number> {
    const state = await this.states.get(userId);
    return state ? this.signalDelay(state) : 0;
  }

  /**
   * What a trader's own devices may be sent (the Expert Advisor's feed and reports): nothing for a
   * user who is gone or disabled, nothing without paid access; else signals after the plan's delay.
   */
  async signalAccess(userId: number): Promise<SignalAccess> {
    const state = await this.states.get(userId);
    if (!state || state.disabled) return { allowed: false, why: 'disabled' };
    if (!this.paidAccess(state)) return { allowed: false, why: 'unpaid' };
    return { allowed: true, delay: await this.signalDelay(state) };
  }

  /** The admin's setting asks this role to sign in with a second factor before it may use the admin portal. */
  async twoFactorRequiredFor(role: Role): Promise<boolean> {
    return isStaff(role) && (await this.staffTwoFactor.required());
  }
}
