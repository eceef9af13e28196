import { addPeriod, daysRemaining, effectiveStatus, subtractPeriod } from './subscription-rules.js';

const now = new Date('2026-11-22T12:00:00.000Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3600 * 1000);

describe('subscription rules', () => {
  it('reads a lapsed subscription as EXPIRED before the job has run', () => {
    expect(effectiveStatus({ status: 'ACTIVE', expiresAt: later(-1) }, now)).toBe('EXPIRED');
    expect(effectiveStatus({ status: 'CANCELLED', expiresAt: later(-1) }, now)).toBe('EXPIRED');
    expect(effectiveStatus({ status: 'CANCELLED', expiresAt: later(5) }, now)).toBe('CANCELLED');
    expect(effectiveStatus({ status: 'PENDING', expiresAt: null }, now)).toBe('PENDING');
  });

  it('counts remaining days rounded up, never below zero', () => {
    expect(daysRemaining(later(1), now)).toBe(1);
    expect(daysRemaining(later(24), now)).toBe(1);
    expect(daysRemaining(later(24 * 7), now)).toBe(7);
    expect(daysRemaining(later(24 * 7 + 1), now)).toBe(8);
    expect(daysRemaining(later(-5), now)).toBe(0);
    expect(daysRemaining(null, now)).toBe(0);
  });

  it('adds calendar months and years, keeping to the end of short months', () => {
    expect(addPeriod(new Date('2026-01-15T10:00:00Z'), 'monthly').toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addPeriod(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addPeriod(new Date('2026-12-31T10:00:00Z'), 'monthly').toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(addPeriod(new Date('2028-02-29T10:00:00Z'), 'yearly').toISOString()).toBe('2029-02-28T10:00:00.000Z');
    expect(addPeriod(new Date('2026-11-22T12:00:00Z'), 'yearly').toISOString()).toBe('2027-11-22T12:00:00.000Z');
  });

  it('goes back a calendar month or year, keeping to the end of short months', () => {
    expect(subtractPeriod(new Date('2026-03-15T10:00:00Z'), 'monthly').toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(subtractPeriod(new Date('2026-03-31T10:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(subtractPeriod(new Date('2028-03-31T10:00:00Z'), 'monthly').toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(subtractPeriod(new Date('2027-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2026-12-31T10:00:00.000Z');
    expect(subtractPeriod(new Date('2029-02-28T10:00:00Z'), 'yearly').toISOString()).toBe('2028-02-28T10:00:00.000Z');
    expect(subtractPeriod(new Date('2028-02-29T10:00:00Z'), 'yearly').toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });
});
