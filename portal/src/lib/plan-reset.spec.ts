import { planResetLosses, type PlanSettings } from './plan-reset';

const basic: PlanSettings = {
  planType: 'BASIC',
  name: 'Professional',
  description: 'Signals and the calendar.',
  monthlyPrice: 29,
  yearlyPrice: 313.2,
  accountLimit: 1,
  signalDelayMinutes: 15,
  features: ['AI signals', '1 MetaTrader account'],
  isPopular: false,
  isActive: true,
  displayOrder: 1,
};
const pro: PlanSettings = {
  ...basic,
  planType: 'PRO',
  name: 'Enterprise',
  monthlyPrice: 79,
  yearlyPrice: 790,
  accountLimit: 3,
  signalDelayMinutes: 0,
  features: ['Everything in Professional'],
  isPopular: true,
  displayOrder: 2,
};

describe('planResetLosses', () => {
  it('names nothing when every plan matches its defaults', () => {
    expect(planResetLosses([basic, pro], [basic, pro])).toEqual([]);
  });

  it('names each edited price and feature with its value now and after the reset', () => {
    const edited = { ...basic, monthlyPrice: 35, features: ['AI signals', 'Priority support'] };
    expect(planResetLosses([edited, pro], [basic, pro])).toEqual([
      {
        planType: 'BASIC',
        name: 'Professional',
        losses: [
          'monthly price $35 becomes $29',
          'feature "Priority support" removed',
          'feature "1 MetaTrader account" comes back',
        ],
      },
    ]);
  });

  it('names every other setting, under the name the plan has now', () => {
    const edited = {
      ...pro,
      name: 'Pro Plus',
      description: 'New words',
      yearlyPrice: 800.5,
      accountLimit: 999,
      signalDelayMinutes: 5,
      isActive: false,
      isPopular: false,
      displayOrder: 7,
    };
    expect(planResetLosses([basic, edited], [basic, pro])).toEqual([
      {
        planType: 'PRO',
        name: 'Pro Plus',
        losses: [
          'name "Pro Plus" becomes "Enterprise"',
          'the edited description is replaced',
          'yearly price $800.50 becomes $790',
          'account limit Unlimited becomes 3 accounts',
          'signals 5 min after publication becomes at once',
          'shown on pricing: off becomes on',
          'popular badge: off becomes on',
          'display order 7 becomes 2',
        ],
      },
    ]);
  });

  it('says when only the order of the features changed, and when a plan is missing', () => {
    const reordered = { ...basic, features: [...basic.features].reverse() };
    expect(planResetLosses([reordered], [basic, pro])).toEqual([
      { planType: 'BASIC', name: 'Professional', losses: ['features back in their default order'] },
      { planType: 'PRO', name: 'Enterprise', losses: ['missing now: it comes back'] },
    ]);
  });
});
