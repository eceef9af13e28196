import { applyDueChange, checkoutKind, isPaidAhead, planAt, scheduledChange } from './plan-change-rules.js';
import type { Subscription } from './subscription.entity.js';

const at = (iso: string) => new Date(iso);
const professionalMonthly = (overrides: Partial<Subscription> = {}) =>
  ({
    planType: 'BASIC',
    billingCycle: 'monthly',
    expiresAt: at('2026-12-01T00:00:00Z'),
    scheduledPlanType: null,
    scheduledBillingCycle: null,
    scheduledAt: null,
    ...overrides,
  }) as Subscription;
const PRICES = { BASIC: 2900, PRO: 7900 };

describe('plan change rules', () => {
  it('prices a checkout by what it does to the subscription', () => {
    const kind = (
      subscription: Subscription | null,
      hasAccess: boolean,
      planType: 'BASIC' | 'PRO',
      cycle = 'monthly',
    ) =>
      checkoutKind({
        subscription,
        hasAccess,
        target: { planType, billingCycle: cycle as 'monthly' | 'yearly' },
        currentMonthlyCents: subscription ? PRICES[subscription.planType as 'BASIC' | 'PRO'] : 0,
        targetMonthlyCents: PRICES[planType],
      });
    expect(kind(null, false, 'PRO')).toBe('new');
    expect(kind(professionalMonthly(), false, 'PRO')).toBe('new');
    expect(kind(professionalMonthly(), true, 'PRO')).toBe('upgrade');
    expect(kind(professionalMonthly(), true, 'PRO', 'yearly')).toBe('upgrade');
    expect(kind(professionalMonthly(), true, 'BASIC')).toBe('renewal');
    expect(kind(professionalMonthly(), true, 'BASIC', 'yearly')).toBe('change');
    expect(kind(professionalMonthly({ planType: 'PRO' }), true, 'BASIC')).toBe('change');
    // Granted by an admin without a cycle: any cycle of the same plan renews it.
    expect(kind(professionalMonthly({ billingCycle: null }), true, 'BASIC', 'yearly')).toBe('renewal');
  });

  it('renews a change paid ahead, and allows no second one on top of it', () => {
    const paidAhead = professionalMonthly({
      planType: 'PRO',
      scheduledPlanType: 'BASIC',
      scheduledBillingCycle: 'monthly',
      scheduledAt: at('2026-12-01T00:00:00Z'),
      expiresAt: at('2027-01-01T00:00:00Z'),
    });
    const target = (planType: 'BASIC' | 'PRO', billingCycle: 'monthly' | 'yearly') =>
      checkoutKind({
        subscription: paidAhead,
        hasAccess: true,
        target: { planType, billingCycle },
        currentMonthlyCents: 7900,
        targetMonthlyCents: PRICES[planType],
      });
    expect(isPaidAhead(paidAhead)).toBe(true);
    expect(target('BASIC', 'monthly')).toBe('renewal');
    expect(target('BASIC', 'yearly')).toBe('blocked');
    expect(target('PRO', 'yearly')).toBe('blocked');
  });

  it('replaces an unpaid change by paying for another plan, or goes back by renewing the current one', () => {
    const unpaid = professionalMonthly({
      planType: 'PRO',
      scheduledPlanType: 'BASIC',
      scheduledBillingCycle: 'monthly',
      scheduledAt: at('2026-12-01T00:00:00Z'),
    });
    expect(isPaidAhead(unpaid)).toBe(false);
    const kind = (planType: 'BASIC' | 'PRO', billingCycle: 'monthly' | 'yearly') =>
      checkoutKind({
        subscription: unpaid,
        hasAccess: true,
        target: { planType, billingCycle },
        currentMonthlyCents: 7900,
        targetMonthlyCents: PRICES[planType],
      });
    expect(kind('PRO', 'monthly')).toBe('renewal');
    expect(kind('BASIC', 'monthly')).toBe('change');
    expect(kind('BASIC', 'yearly')).toBe('change');
  });

  it('reads the scheduled plan as running from its date on, and applies it once due', () => {
    const subscription = professionalMonthly({
      planType: 'PRO',
      scheduledPlanType: 'BASIC',
      scheduledBillingCycle: 'yearly',
      scheduledAt: at('2026-12-01T00:00:00Z'),
      expiresAt: at('2027-12-01T00:00:00Z'),
    });
    expect(scheduledChange(subscription)).toEqual({
      planType: 'BASIC',
      billingCycle: 'yearly',
      at: at('2026-12-01T00:00:00Z'),
      paid: true,
    });
    expect(planAt(subscription, at('2026-11-30T23:59:59.999Z'))).toEqual({ planType: 'PRO', billingCycle: 'monthly' });
    expect(planAt(subscription, at('2026-12-01T00:00:00Z'))).toEqual({ planType: 'BASIC', billingCycle: 'yearly' });

    expect(applyDueChange(subscription, at('2026-11-30T23:59:59.999Z'))).toBe(false);
    expect(subscription.planType).toBe('PRO');
    expect(applyDueChange(subscription, at('2026-12-01T00:00:00Z'))).toBe(true);
    expect(subscription).toMatchObject({
      planType: 'BASIC',
      billingCycle: 'yearly',
      scheduledPlanType: null,
      scheduledBillingCycle: null,
      scheduledAt: null,
    });
    expect(applyDueChange(subscription, at('2027-01-01T00:00:00Z'))).toBe(false);
  });
});
