import type { Plan } from './plan.entity.js';

type PlanDefaults = Pick<
  Plan,
  | 'planType'
  | 'name'
  | 'description'
  | 'monthlyPrice'
  | 'yearlyPrice'
  | 'accountLimit'
  | 'signalDelayMinutes'
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
    description:
      'AI signals on the symbols measured out of sample, and the economic calendar, for one trading account.',
    monthlyPrice: '29.00',
    yearlyPrice: '313.20',
    accountLimit: 1,
    signalDelayMinutes: 15,
    features: [
      'AI signals on every symbol measured out of sample, 15 minutes after publication',
      'Entry, stop loss, take profit, reasoning and what signals like it did after costs',
      'Economic calendar: the past week and the week ahead, with a calendar feed',
      'Public track record after costs, beside chance, from a signed log anyone can check',
      '1 MetaTrader account',
    ],
    isActive: true,
    displayOrder: 1,
    isPopular: false,
  },
  {
    planType: 'PRO',
    name: 'Enterprise',
    description: 'Everything in Professional, with every signal the moment it is published, for up to three accounts.',
    monthlyPrice: '79.00',
    yearlyPrice: '790.00',
    accountLimit: 3,
    signalDelayMinutes: 0,
    features: ['Everything in Professional', 'Every signal the moment it is published', 'Up to 3 MetaTrader accounts'],
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
    signalDelayMinutes: 0,
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
    signalDelayMinutes: 0,
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
    signalDelayMinutes: 15,
    features: ['Granted by support'],
    isActive: false,
    displayOrder: 5,
    isPopular: false,
  },
];
