import type { BillingCycle } from './subscription.entity.js';
import { addPeriod } from './subscription-rules.js';

/**
 * The arithmetic of a plan change, in integer cents and milliseconds. Products are taken in
 * BigInt: a year in milliseconds times a price in cents passes 2^53.
 */

/**
 * The least an upgrade checkout asks for, whatever the credit: a crypto invoice of a few cents
 * costs more in network fees than it carries, and processors refuse tiny amounts. Whatever the
 * credit and this minimum pay beyond the new price becomes extra time on the new plan.
 */
export const MINIMUM_CHARGE_CENTS = 500;

/** One paid period: what it cost (money and any credit carried into it) and the time it covers. */
export interface PaidPeriod {
  start: Date;
  end: Date;
  valueCents: number;
}

/** "313.20" (or 313.2) → 31320. */
export function toCents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

/** 31320 → "313.20". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** a × b ÷ c rounded down, exactly. */
function mulDivFloor(a: number, b: number, c: number): number {
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

/**
 * The part of a paid period not used by `now`, by time, rounded down to the cent so that the
 * credit never exceeds what was paid. Nothing before the period began is used; nothing after
 * it ended is left.
 */
export function unusedCents(period: PaidPeriod, now: Date): number {
  const length = period.end.getTime() - period.start.getTime();
  if (length <= 0 || period.valueCents <= 0) return 0;
  const unused = Math.min(length, Math.max(0, period.end.getTime() - Math.max(now.getTime(), period.start.getTime())));
  return mulDivFloor(period.valueCents, unused, length);
}

/** The credit for every paid period still running or still to come. */
export function creditCents(periods: PaidPeriod[], now: Date): number {
  return periods.reduce((sum, period) => sum + unusedCents(period, now), 0);
}

export interface UpgradeCharge {
  listCents: number;
  creditCents: number;
  /** What the checkout asks for: the difference, but never under the minimum (or the price, if that is lower). */
  dueCents: number;
  /** What credit and charge pay beyond the new price; it buys extra time on the new plan. */
  surplusCents: number;
}

export function upgradeCharge(listCents: number, credit: number, minimumCents = MINIMUM_CHARGE_CENTS): UpgradeCharge {
  const floor = Math.min(minimumCents, listCents);
  const dueCents = Math.max(listCents - credit, floor);
  return { listCents, creditCents: credit, dueCents, surplusCents: credit + dueCents - listCents };
}

/**
 * The end of a period that starts at `start` and is worth `valueCents` on a plan priced
 * `listCents` per cycle: exactly one cycle when the value is the price, proportionally more or
 * less otherwise (rounded down to the millisecond).
 */
export function periodEnd(start: Date, cycle: BillingCycle, valueCents: number, listCents: number): Date {
  const fullEnd = addPeriod(start, cycle);
  if (listCents <= 0 || valueCents === listCents) return fullEnd;
  const length = fullEnd.getTime() - start.getTime();
  return new Date(start.getTime() + mulDivFloor(valueCents, length, listCents));
}
