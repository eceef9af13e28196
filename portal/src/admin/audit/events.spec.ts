import { auditEventName, describeChanges } from './events';

describe('audit events', () => {
  it("names the subscription changes traders and the scheduler make, beside the admins' own", () => {
    expect(auditEventName('subscription.change-scheduled')).toBe('Change scheduled for the period end');
    expect(auditEventName('subscription.change-applied')).toBe('Scheduled change applied');
    expect(auditEventName('subscription.upgrade')).toBe('Upgraded at once');
    expect(auditEventName('subscription.something-new')).toBe('subscription.something-new');
  });

  it('writes moments in the reader format it is given, and before → after pairs', () => {
    expect(
      describeChanges(
        { plan: 'BASIC', billingCycle: 'monthly', effectiveAt: '2027-04-01T00:00:00.000Z', paid: false },
        () => 'Apr 1, 2027, 12:00 AM UTC',
      ),
    ).toBe('plan: BASIC; cycle: monthly; from: Apr 1, 2027, 12:00 AM UTC; paid ahead: false');
    expect(describeChanges({ plan: ['PRO', 'BASIC'], role: ['user', 'support'] })).toBe(
      'plan: PRO → BASIC; role: Trader → Support',
    );
  });

  it('says what a reset to the defaults undid, prices in dollars', () => {
    expect(auditEventName('plan.reset')).toBe('Plan reset to defaults');
    expect(describeChanges({ monthlyPrice: [35, 29], yearlyPrice: ['378.00', '313.20'] })).toBe(
      'monthly price: $35 → $29; yearly price: $378 → $313.20',
    );
  });
});
