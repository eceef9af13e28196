import { formatPrice } from '../../lib/plans';

/** What each audit action reads as for a person; an action added later shows as it is stored. */
const EVENT_NAMES: Record<string, string> = {
  'user.update': 'User updated',
  'plan.create': 'Plan created',
  'plan.update': 'Plan updated',
  'plan.reset': 'Plan reset to defaults',
  'subscription.extend': 'Subscription extended',
  'subscription.cancel': 'Subscription cancelled',
  'two-factor.enable': 'Two-factor sign-in turned on',
  'two-factor.disable': 'Two-factor sign-in turned off',
  'two-factor.recovery-codes': 'New recovery codes made',
  'settings.update': 'Settings changed',
  'subscription.resume': 'Subscription resumed',
  'subscription.upgrade': 'Upgraded at once',
  'subscription.change-scheduled': 'Change scheduled for the period end',
  'subscription.change-cancelled': 'Scheduled change cancelled',
  'subscription.change-applied': 'Scheduled change applied',
};

export const auditEventName = (action: string): string => EVENT_NAMES[action] ?? action;

const FIELD_NAMES: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  role: 'role',
  disabled: 'disabled',
  monthlyPrice: 'monthly price',
  yearlyPrice: 'yearly price',
  accountLimit: 'account limit',
  displayOrder: 'display order',
  isActive: 'active',
  isPopular: 'popular',
  twoFactor: 'two-factor sign-in',
  recoveryCodes: 'recovery codes',
  requireStaffTwoFactor: 'two-factor sign-in required for staff',
  billingCycle: 'cycle',
  effectiveAt: 'from',
  expiresAt: 'expires',
  paid: 'paid ahead',
};

const ROLE_NAMES: Record<string, string> = { user: 'Trader', support: 'Support', admin: 'Admin' };

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function valueText(field: string, value: unknown, moment: (iso: string) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'role' && typeof value === 'string') return ROLE_NAMES[value] ?? value;
  if ((field === 'monthlyPrice' || field === 'yearlyPrice') && Number.isFinite(Number(value)))
    return formatPrice(Number(value));
  if (typeof value === 'string' && ISO_MOMENT.test(value)) return moment(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * "role: Trader → Support; disabled: false → true" from the stored before/after pairs; moments
 * (a scheduled change's date) through `moment`, the reader's date format.
 */
export function describeChanges(
  details: Record<string, unknown>,
  moment: (iso: string) => string = (iso) => iso,
): string {
  return Object.entries(details)
    .map(([field, value]) => {
      const name = FIELD_NAMES[field] ?? field;
      return Array.isArray(value) && value.length === 2
        ? `${name}: ${valueText(field, value[0], moment)} → ${valueText(field, value[1], moment)}`
        : `${name}: ${valueText(field, value, moment)}`;
    })
    .join('; ');
}
