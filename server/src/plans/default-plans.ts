import type { Plan } from './plan.entity.js';

type PlanDefaults = Pick<
  Plan,
  | 'planType'
  | 'name'
  | 'description'
  | 'monthlyPrice'
  | 'yearlyPrice'
  | 'accountLimit'
  | 'features'
  | 'isActive'
  | 'displayOrder'
  | 'isPopular'
>;

/** DESIGN.md section 6: the plans a fresh install starts with, and "Reset to Defaults" restores. */
export const DEFAULT_PLANS: PlanDefaults[] = [
  {
    planType: 'BASIC',
    name: 'Professional',
    description: 'AI signals for every market and the weekly news calendar, for one trading account.',
    monthlyPrice: '29.00',
    yearlyPrice: '313.20',
    accountLimit: 1,
    features: [
      'AI signals across forex, metals, indices and crypto',
      'Weekly economic-news calendar',
      'Entry, stop loss and take profit on every signal',
      '1 MetaTrader account',
    ],
    isActive: true,
    displayOrder: 1,
    isPopular: false,
  },
  {
    planType: 'PRO',
    name: 'Enterprise',
    description: 'Everything in Professional, for up to three trading accounts.',
    monthlyPrice: '79.00',
    yearlyPrice: '790.00',
    accountLimit: 3,
    features: [
      'Everything in Professional',
      'News-aware signal reasoning',
      'Measured track record by category',
      'Up to 3 MetaTrader accounts',
    ],
    isActive: true,
    displayOrder: 2,
    isPopular: true,
  },
  {
    planType: 'ENTERPRISE',
    name: 'Institutional',
    description: 'Unlimited accounts and terms agreed with our team.',
    monthlyPrice: '0.00',
    yearlyPrice: '0.00',
    accountLimit: 999,
    features: ['Unlimited MetaTrader accounts', 'Dedicated support', 'Custom invoicing'],
    isActive: true,
    displayOrder: 3,
    isPopular: false,
  },
  {
    planType: 'CUSTOM',
    name: 'Custom',
    description: 'A plan arranged individually through support.',
    monthlyPrice: '0.00',
    yearlyPrice: '0.00',
    accountLimit: 5,
    features: ['Arranged with support'],
    isActive: false,
    displayOrder: 4,
    isPopular: false,
  },
  {
    planType: 'TRIAL',
    name: 'Trial',
    description: 'A time-limited trial granted by support.',
    monthlyPrice: '0.00',
    yearlyPrice: '0.00',
    accountLimit: 1,
    features: ['Granted by support'],
    isActive: false,
    displayOrder: 5,
    isPopular: false,
  },
];
