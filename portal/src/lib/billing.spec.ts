import type { PublicPlan, SubscriptionStatus } from '../api/client';
import {
  checkoutFromSearch,
  formatUsd,
  minimumChargeNote,
  periodEndOptions,
  scheduledChangeText,
  upgradeTarget,
} from './billing';

const plan = (overrides: Partial<PublicPlan>): PublicPlan => ({
  planType: 'BASIC',
  name: 'Professional',
  description: '',
  monthlyPrice: 29,
  yearlyPrice: 313.2,
  accountLimit: 1,
  signalDelayMinutes: 0,
  features: [],
  isPopular: false,
  yearlySaving: null,
  ...overrides,
});
const plans = [
  plan({}),
  plan({ planType: 'PRO', name: 'Enterprise', monthlyPrice: 79, yearlyPrice: 790, accountLimit: 3 }),
  plan({ planType: 'ENTERPRISE', name: 'Institutional', monthlyPrice: 0, yearlyPrice: 0, accountLimit: 999 }),
];
const status = (overrides: Partial<SubscriptionStatus>): SubscriptionStatus => ({
  plan: 'BASIC',
  status: 'ACTIVE',
  isActive: true,
  daysRemaining: 20,
  connectedAccounts: 0,
  maxAccounts: 1,
  amountPaid: 29,
  currencyPaid: 'USD',
  billingCycle: 'monthly',
  nextBillingDate: null,
  expiresAt: null,
  scheduledChange: null,
  ...overrides,
});

describe('billing presentation', () => {
  it('reads a checkout from a link, in any case, and nothing else', () => {
    expect(checkoutFromSearch('?plan=basic&cycle=monthly')).toEqual({ plan: 'BASIC', billingCycle: 'monthly' });
    expect(checkoutFromSearch('?cycle=Yearly&plan=PRO')).toEqual({ plan: 'PRO', billingCycle: 'yearly' });
    expect(checkoutFromSearch('?plan=enterprise&cycle=monthly')).toBeNull();
    expect(checkoutFromSearch('?plan=pro&cycle=weekly')).toBeNull();
    expect(checkoutFromSearch('?plan=pro')).toBeNull();
    expect(checkoutFromSearch('')).toBeNull();
  });

  it('says when a scheduled change happens, with the plan named as sold', () => {
    const names: Record<string, string> = { BASIC: 'Professional', PRO: 'Enterprise' };
    expect(
      scheduledChangeText(
        { plan: 'BASIC', billingCycle: 'monthly', effectiveAt: '2027-04-01T00:00:00.000Z' },
        (code) => names[code],
        () => 'Apr 1, 2027',
      ),
    ).toBe('Changes to Professional (monthly) on Apr 1, 2027');
  });

  it('offers cheaper plans and the other cycle at the period end, never an upgrade or the current plan', () => {
    expect(periodEndOptions(status({ plan: 'PRO' }), plans)).toEqual([
      { planType: 'BASIC', billingCycle: 'monthly', price: 29 },
      { planType: 'BASIC', billingCycle: 'yearly', price: 313.2 },
      { planType: 'PRO', billingCycle: 'yearly', price: 790 },
    ]);
    expect(periodEndOptions(status({}), plans)).toEqual([{ planType: 'BASIC', billingCycle: 'yearly', price: 313.2 }]);
    expect(periodEndOptions(status({ isActive: false, status: 'EXPIRED' }), plans)).toEqual([]);
    expect(periodEndOptions(status({}), undefined)).toEqual([]);
  });

  it('upgrades to the next plan up that is sold at checkout', () => {
    expect(upgradeTarget(status({}), plans)).toBe('PRO');
    expect(upgradeTarget(status({ plan: 'PRO' }), plans)).toBeNull();
    expect(upgradeTarget(status({ isActive: false }), plans)).toBeNull();
  });

  it('writes dollars with cents', () => {
    expect(formatUsd(9.35)).toBe('$9.35');
    expect(formatUsd(79)).toBe('$79.00');
  });
});

describe('minimumChargeNote', () => {
  it('says the credit covers all of the price when it is larger, and what the rest buys', () => {
    // A year of Professional nearly unused ($313.20 of credit) against a month of Enterprise ($79).
    expect(minimumChargeNote({ list_price: 79, credit: 310.6, minimum_charge: 1, amount_due: 1 })).toBe(
      'Your credit of $310.60 covers all of the $79.00 price. A payment still needs the minimum charge of $1.00; ' +
        'with it, the $232.60 beyond the price adds time to your new plan.',
    );
  });

  it('says how little of the price is left when the credit is just short of it', () => {
    expect(minimumChargeNote({ list_price: 79, credit: 78.5, minimum_charge: 1, amount_due: 1 })).toBe(
      'Your credit of $78.50 leaves $0.50 of the price, less than the minimum charge of $1.00: you pay the minimum, ' +
        'and the $0.50 beyond the price adds time to your new plan.',
    );
  });
});
