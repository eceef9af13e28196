import { DAY_MS } from '../clock/clock.js';

/**
 * The news panel's window: from the start of the day a week ago to the Monday after next, 00:00,
 * both in UTC. Readers in every time zone get the same list (the portal shows its times in each
 * reader's zone), and it holds every reader's own past week, this week and coming week, give or
 * take the hours between their midnight and UTC's.
 */

export interface NewsWindow {
  from: Date;
  /** Exclusive. */
  to: Date;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** True for an IANA zone name this runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (typeof name !== 'string' || name.trim() === '' || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A calendar date some days later (or earlier), on the calendar, not the clock. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The past week, the rest of this week and the coming week, in UTC days. */
export function newsWindow(now: Date): NewsWindow {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return { from: new Date(today - 7 * DAY_MS), to: new Date(today + (14 - daysSinceMonday) * DAY_MS) };
}
