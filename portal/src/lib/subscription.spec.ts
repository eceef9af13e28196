import type { PublicPlan, SubscriptionStatus } from '../api/client';
import { expiryWarning, planNeededSentence, priceFor, profileActionSet, statusLabel } from './subscription';

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

describe('priceFor', () => {
  it('uses the listed price first', () => {
    expect(priceFor('PRO', 'yearly', plans, 50)).toBe(790);
  });
  it('falls back to what was paid, yearly at 12 × 0.9', () => {
    expect(priceFor('CUSTOM', 'monthly', plans, 50)).toBe(50);
    expect(priceFor('CUSTOM', 'yearly', plans, 50)).toBe(540);
  });
  it('falls back to the spec defaults before the plans load', () => {
    expect(priceFor('BASIC', 'monthly', undefined, null)).toBe(29);
    expect(priceFor('PRO', 'monthly', undefined, null)).toBe(79);
    expect(priceFor('PRO', 'yearly', undefined, null)).toBe(790);
  });
  it('has no price for a support plan nobody paid for', () => {
    expect(priceFor('TRIAL', 'monthly', plans, null)).toBeNull();
  });
});

describe('profileActionSet', () => {
  it.each([
    [undefined, 'none'],
    [status({ plan: null, status: null, isActive: false }), 'none'],
    [status({ status: 'EXPIRED', isActive: false }), 'expired-pay'],
    [status({ plan: 'ENTERPRISE', status: 'EXPIRED', isActive: false }), 'expired-support'],
    [status({ plan: 'TRIAL', status: 'EXPIRED', isActive: false, amountPaid: null }), 'expired-support'],
    [status({}), 'active-basic'],
    [status({ plan: 'PRO' }), 'active'],
    [status({ plan: 'CUSTOM' }), 'active-support'],
    [status({ status: 'CANCELLED' }), 'active-basic'],
    [status({ status: 'PENDING', isActive: false }), 'pending-pay'],
    [status({ plan: 'ENTERPRISE', status: 'PENDING', isActive: false }), 'pending-support'],
  ] as const)('%j shows %s', (input, expected) => {
    expect(profileActionSet(input as SubscriptionStatus | undefined, plans)).toBe(expected);
  });
});

describe('expiryWarning and statusLabel', () => {
  it('warns at 7 days or fewer, and when expired', () => {
    expect(expiryWarning(status({ daysRemaining: 8 }))).toBeNull();
    expect(expiryWarning(status({ daysRemaining: 7 }))).toBe('Your subscription expires in 7 days');
    expect(expiryWarning(status({ status: 'EXPIRED', isActive: false }))).toBe('Your subscription has expired');
    expect(expiryWarning(status({ status: 'PENDING', isActive: false, daysRemaining: 0 }))).toBeNull();
  });
  it('labels statuses, with anything unknown as Unknown', () => {
    expect(statusLabel(status({}))).toBe('Active');
    expect(statusLabel(status({ isActive: false }))).toBe('Expired');
    expect(statusLabel(status({ status: 'PENDING', isActive: false }))).toBe('Pending');
    expect(statusLabel(undefined)).toBe('Unknown');
  });
});

describe('planNeededSentence', () => {
  const nameOf = (planType: string) => (planType === 'BASIC' ? 'Professional' : planType);
  it('asks a trader without a plan to choose one', () => {
    expect(planNeededSentence('alerts', status({ plan: null, status: null, isActive: false }), nameOf)).toBe(
      'Alerts come with a paid plan, and you have none yet. Choose a plan to start.',
    );
    expect(planNeededSentence('signals', undefined, nameOf)).toBe(
      'Trading signals and the news calendar come with a paid plan, and you have none yet. Choose a plan to start.',
    );
  });

  it('asks for the payment of a chosen plan, and a renewal of one that ended', () => {
    expect(planNeededSentence('signals', status({ status: 'PENDING', isActive: false }), nameOf)).toBe(
      'Trading signals and the news calendar start once your Professional plan is paid. Complete the payment, or choose another plan.',
    );
    expect(planNeededSentence('alerts', status({ status: 'EXPIRED', isActive: false }), nameOf)).toBe(
      'Your Professional plan has ended. Alerts come back once you renew it or choose another plan.',
    );
  });
});
