import fc from 'fast-check';
import { FakeClock } from '../clock/fake-clock.js';
import {
  creditCents,
  fromCents,
  MINIMUM_CHARGE_CENTS,
  periodEnd,
  toCents,
  unusedCents,
  upgradeCharge,
  type PaidPeriod,
} from './proration.js';
import { addPeriod } from './subscription-rules.js';

const at = (iso: string) => new Date(iso);
const monthFrom = (iso: string, valueCents: number): PaidPeriod => ({
  start: at(iso),
  end: addPeriod(at(iso), 'monthly'),
  valueCents,
});

describe('proration', () => {
  it('converts money between decimal strings and integer cents without float drift', () => {
    expect(toCents('313.20')).toBe(31320);
    expect(toCents(0.29)).toBe(29);
    expect(toCents('79')).toBe(7900);
    expect(fromCents(31320)).toBe('313.20');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(-150)).toBe('-1.50');
  });

  it('credits the unused time of a period by time, as the clock moves', () => {
    // November has 30 days: each day of a $30.00 month is worth $1.00.
    const period = monthFrom('2026-11-01T00:00:00Z', 3000);
    const clock = new FakeClock(at('2026-11-01T00:00:00Z'));
    expect(unusedCents(period, clock.now())).toBe(3000);
    clock.advanceDays(10);
    expect(unusedCents(period, clock.now())).toBe(2000);
    clock.advanceDays(19.5);
    expect(unusedCents(period, clock.now())).toBe(50);
    clock.advanceDays(0.5);
    expect(unusedCents(period, clock.now())).toBe(0);
    clock.advanceDays(3);
    expect(unusedCents(period, clock.now())).toBe(0);
  });

  it('counts a period that has not begun in full, and rounds a part down to the cent', () => {
    const period = monthFrom('2026-11-01T00:00:00Z', 2900);
    expect(unusedCents(period, at('2026-10-15T00:00:00Z'))).toBe(2900);
    // A third of $29.00 is $9.666…: the credit is $9.66, never more than was paid.
    expect(unusedCents(period, at('2026-11-21T00:00:00Z'))).toBe(966);
    expect(unusedCents({ ...period, valueCents: 0 }, at('2026-11-05T00:00:00Z'))).toBe(0);
    expect(unusedCents({ start: period.start, end: period.start, valueCents: 2900 }, period.start)).toBe(0);
  });

  it('follows the length of the month: a day of February is worth more than a day of March', () => {
    // 2027: February has 28 days; a day left of $29.00 is $1.03 (rounded down).
    expect(unusedCents(monthFrom('2027-02-01T00:00:00Z', 2900), at('2027-02-28T00:00:00Z'))).toBe(103);
    // 2028 is a leap year: 29 days, a day is exactly $1.00.
    expect(unusedCents(monthFrom('2028-02-01T00:00:00Z', 2900), at('2028-02-29T00:00:00Z'))).toBe(100);
    // March has 31 days: a day of $31.00 is $1.00.
    expect(unusedCents(monthFrom('2027-03-01T00:00:00Z', 3100), at('2027-03-31T00:00:00Z'))).toBe(100);
  });

  it('spreads a yearly price over 366 days in a leap year', () => {
    const leapYear = { start: at('2028-01-01T00:00:00Z'), end: at('2029-01-01T00:00:00Z'), valueCents: 36600 };
    expect(addPeriod(leapYear.start, 'yearly')).toEqual(leapYear.end);
    expect(unusedCents(leapYear, at('2028-12-31T00:00:00Z'))).toBe(100);
    const plainYear = { start: at('2027-01-01T00:00:00Z'), end: at('2028-01-01T00:00:00Z'), valueCents: 36500 };
    expect(unusedCents(plainYear, at('2027-12-31T00:00:00Z'))).toBe(100);
  });

  it('adds a period paid ahead in full to the unused part of the current one', () => {
    const current = monthFrom('2026-11-01T00:00:00Z', 3000);
    const ahead = { start: current.end, end: addPeriod(current.end, 'monthly'), valueCents: 2900 };
    expect(creditCents([current, ahead], at('2026-11-16T00:00:00Z'))).toBe(1500 + 2900);
    expect(creditCents([], at('2026-11-16T00:00:00Z'))).toBe(0);
  });

  it('stays exact with large prices over a year of milliseconds', () => {
    const year = { start: at('2026-01-01T00:00:00Z'), end: at('2027-01-01T00:00:00Z'), valueCents: 999_999_999 };
    // 1e9 cents × 3.15e10 ms would lose digits in floating point.
    expect(unusedCents(year, at('2026-07-02T12:00:00Z'))).toBe(Math.floor((999_999_999 * 182.5) / 365));
  });

  it('charges the difference, or the minimum when the credit nearly covers the price', () => {
    expect(MINIMUM_CHARGE_CENTS).toBe(500);
    expect(upgradeCharge(7900, 0)).toEqual({ listCents: 7900, creditCents: 0, dueCents: 7900, surplusCents: 0 });
    expect(upgradeCharge(7900, 1450)).toEqual({ listCents: 7900, creditCents: 1450, dueCents: 6450, surplusCents: 0 });
    // Exactly at the minimum: the difference is $5.00.
    expect(upgradeCharge(7900, 7400)).toMatchObject({ dueCents: 500, surplusCents: 0 });
    // $76 of credit leaves $3 to pay: $5 is charged and the $2 beyond the price becomes time.
    expect(upgradeCharge(7900, 7600)).toMatchObject({ dueCents: 500, surplusCents: 200 });
  });

  it('turns a credit larger than the price into extra time, still charging the minimum', () => {
    // A year of Professional paid ($313.20), nearly all unused, against a month of Enterprise ($79).
    expect(upgradeCharge(7900, 31000)).toEqual({
      listCents: 7900,
      creditCents: 31000,
      dueCents: 500,
      surplusCents: 23600,
    });
    // A plan cheaper than the minimum is never charged more than its price.
    expect(upgradeCharge(300, 1000)).toMatchObject({ dueCents: 300, surplusCents: 1000 });
  });

  it('ends a period after exactly one cycle when its value is the price, proportionally otherwise', () => {
    const start = at('2027-03-01T00:00:00Z');
    expect(periodEnd(start, 'monthly', 7900, 7900)).toEqual(at('2027-04-01T00:00:00Z'));
    expect(periodEnd(at('2027-01-31T08:00:00Z'), 'monthly', 7900, 7900)).toEqual(at('2027-02-28T08:00:00Z'));
    // One and a half cycles of a 31-day March: 46.5 days.
    expect(periodEnd(start, 'monthly', 11850, 7900)).toEqual(at('2027-04-16T12:00:00Z'));
    // Half the price buys half of the cycle.
    expect(periodEnd(start, 'monthly', 3950, 7900)).toEqual(at('2027-03-16T12:00:00Z'));
    // Extra value is measured in the length of the cycle that starts: twice 2028's 366 days.
    expect(periodEnd(at('2028-01-01T00:00:00Z'), 'yearly', 79000 * 2, 79000)).toEqual(at('2030-01-02T00:00:00Z'));
  });
});

describe('proration, for every period and moment (properties: a fresh seed each run, the smallest failing case printed)', () => {
  const periodArbitrary = fc
    .record({
      start: fc.date({ min: at('2020-01-01T00:00:00Z'), max: at('2035-01-01T00:00:00Z'), noInvalidDate: true }),
      lengthMs: fc.integer({ min: 1, max: 400 * 24 * 3600_000 }),
      valueCents: fc.integer({ min: 0, max: 1_000_000_00 }),
    })
    .map(({ start, lengthMs, valueCents }) => ({ start, end: new Date(start.getTime() + lengthMs), valueCents }));
  const moment = fc.date({ min: at('2019-01-01T00:00:00Z'), max: at('2037-01-01T00:00:00Z'), noInvalidDate: true });

  it('never credits more than was paid, nor less than nothing', () => {
    fc.assert(
      fc.property(periodArbitrary, moment, (period, now) => {
        const credit = unusedCents(period, now);
        expect(credit).toBeGreaterThanOrEqual(0);
        expect(credit).toBeLessThanOrEqual(period.valueCents);
        expect(Number.isInteger(credit)).toBe(true);
      }),
    );
  });

  it('never credits more later than earlier', () => {
    fc.assert(
      fc.property(periodArbitrary, moment, moment, (period, first, second) => {
        const [earlier, later] = first <= second ? [first, second] : [second, first];
        expect(unusedCents(period, later)).toBeLessThanOrEqual(unusedCents(period, earlier));
      }),
    );
  });

  it('credits several periods as the sum of each, never above what they cost together', () => {
    fc.assert(
      fc.property(fc.array(periodArbitrary, { maxLength: 5 }), moment, (periods, now) => {
        const credit = creditCents(periods, now);
        expect(credit).toBe(periods.reduce((sum, period) => sum + unusedCents(period, now), 0));
        expect(credit).toBeLessThanOrEqual(periods.reduce((sum, period) => sum + period.valueCents, 0));
      }),
    );
  });
});
