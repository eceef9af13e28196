import { FakeClock } from '../clock/fake-clock.js';
import { AccessPolicy, paidAccess, subscriptionActive } from './access-policy.js';
import type { AccessState, AccessStates, AccessSubscription } from './access-state.js';
import type { Role } from './roles.js';

const now = new Date('2026-11-22T12:00:00.000Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3600 * 1000);
const running = (planType: AccessSubscription['planType']): AccessSubscription => ({
  status: 'ACTIVE',
  expiresAt: later(24),
  planType,
});

function state(role: Role, subscription: AccessSubscription | null, id = 1): AccessState {
  return { id, email: `u${id}@example.com`, role, disabled: false, tokenGeneration: 0, twoFactor: false, subscription };
}

/** `delaysInMemory`: whether the plans' delays can be read without waiting (after the first read). */
function policy(states: AccessState[] = [], staffTwoFactor = false, delaysInMemory = false): AccessPolicy {
  const byId = new Map(states.map((entry) => [entry.id, entry]));
  const source: AccessStates = {
    get: async (userId) => byId.get(userId) ?? null,
    getMany: async (userIds) => new Map(userIds.flatMap((id) => (byId.has(id) ? [[id, byId.get(id)!]] : []))),
    onChange: () => undefined,
  };
  const minutes = (planType: string) => (planType === 'BASIC' ? 15 : 0);
  const delays = {
    minutesFor: async (planType: string) => minutes(planType),
    minutesForNow: (planType: string) => (delaysInMemory ? minutes(planType) : undefined),
  };
  return new AccessPolicy(source, delays, { required: async () => staffTwoFactor }, new FakeClock(now));
}

describe('access policy', () => {
  it('counts a paid period as running while active or cancelled and not yet over', () => {
    expect(subscriptionActive({ status: 'ACTIVE', expiresAt: later(1) }, now)).toBe(true);
    expect(subscriptionActive({ status: 'CANCELLED', expiresAt: later(1) }, now)).toBe(true);
    expect(subscriptionActive({ status: 'ACTIVE', expiresAt: later(-1) }, now)).toBe(false);
    expect(subscriptionActive({ status: 'PENDING', expiresAt: later(100) }, now)).toBe(false);
    expect(subscriptionActive({ status: 'ACTIVE', expiresAt: null }, now)).toBe(false);
    expect(subscriptionActive(null, now)).toBe(false);
  });

  it('lets admins in without a plan, and everyone else only with a running one', () => {
    expect(paidAccess(state('admin', null), now)).toBe(true);
    expect(paidAccess(state('support', null), now)).toBe(false);
    expect(paidAccess(state('user', null), now)).toBe(false);
    expect(paidAccess(state('user', running('BASIC')), now)).toBe(true);
    expect(paidAccess(state('user', { ...running('PRO'), expiresAt: later(-1) }), now)).toBe(false);
  });

  it("sends a trader's own devices signals only while the trader is enabled and paid, after the plan's delay", async () => {
    const access = policy([
      state('user', running('BASIC'), 1),
      { ...state('user', running('PRO'), 2), disabled: true },
      // Still ACTIVE, but the paid period ended an hour ago: lapsed by time alone.
      state('user', { ...running('PRO'), expiresAt: later(-1) }, 3),
      state('user', null, 4),
    ]);
    expect(await access.signalAccess(1)).toEqual({ allowed: true, delay: 15 });
    expect(await access.signalAccess(2)).toEqual({ allowed: false, why: 'disabled' });
    expect(await access.signalAccess(3)).toEqual({ allowed: false, why: 'unpaid' });
    expect(await access.signalAccess(4)).toEqual({ allowed: false, why: 'unpaid' });
    expect(await access.signalAccess(99)).toEqual({ allowed: false, why: 'disabled' });
  });

  it("delays new signals by the caller's plan, and not at all for admins", async () => {
    const access = policy([state('user', running('BASIC'), 1), state('user', running('PRO'), 2)]);
    expect(await access.signalDelay(state('user', running('BASIC')))).toBe(15);
    expect(await access.signalDelay(state('admin', running('BASIC')))).toBe(0);
    expect(await access.signalDelay(state('user', null))).toBe(0);
    expect(await access.signalDelayOf(1)).toBe(15);
    expect(await access.signalDelayOf(2)).toBe(0);
    expect(await access.signalDelayOf(99)).toBe(0);
  });

  it('says the delay without waiting once the delays are in memory, and the rule is the same', () => {
    const cold = policy();
    expect(cold.signalDelayNow(state('user', running('BASIC')))).toBeUndefined();
    // Admins and callers without a plan need no plan's delay.
    expect(cold.signalDelayNow(state('admin', running('BASIC')))).toBe(0);
    expect(cold.signalDelayNow(state('user', null))).toBe(0);
    const warm = policy([], false, true);
    expect(warm.signalDelayNow(state('user', running('BASIC')))).toBe(15);
    expect(warm.signalDelayNow(state('user', running('PRO')))).toBe(0);
    expect(warm.signalDelayNow(state('admin', running('BASIC')))).toBe(0);
  });

  it("asks for a second factor of staff only, and only while the admin's setting says so", async () => {
    expect(await policy([], true).twoFactorRequiredFor('admin')).toBe(true);
    expect(await policy([], true).twoFactorRequiredFor('support')).toBe(true);
    expect(await policy([], true).twoFactorRequiredFor('user')).toBe(false);
    expect(await policy([], false).twoFactorRequiredFor('admin')).toBe(false);
  });
});
