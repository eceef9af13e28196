import type { PublicPlan } from '../api/client';
import { accountLimitText, isContactSales } from './plans';

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
describe('plan presentation', () => {
  it('writes account limits with Unlimited at 999 and singular/plural', () => {
    expect(accountLimitText(1)).toBe('1 account');
    expect(accountLimitText(3)).toBe('3 accounts');
    expect(accountLimitText(999)).toBe('Unlimited');
  });

  it('sells zero-priced and support plans through sales', () => {
    expect(isContactSales(plan({ planType: 'ENTERPRISE', monthlyPrice: 0 }))).toBe(true);
    expect(isContactSales(plan({}))).toBe(false);
  });
});
