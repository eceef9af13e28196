import { DAY_MS } from '../clock/clock.js';
import type { ReminderKind } from './renewal-reminder.entity.js';

/** An expiry notice is sent up to this long after the end; a longer outage skips it rather than send it late. */
const EXPIRED_NOTICE_DAYS = 3;

/**
 * Which reminder is due for a period ending at `expiresAt`: '7-days' from seven days before
 * the end, '1-day' from one day before, 'expired' from the end for three days. Each window
 * closes when the next opens, so a run after an outage sends only the latest one.
 */
export function dueReminder(expiresAt: Date, now: Date): ReminderKind | null {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return -left < EXPIRED_NOTICE_DAYS * DAY_MS ? 'expired' : null;
  if (left <= DAY_MS) return '1-day';
  if (left <= 7 * DAY_MS) return '7-days';
  return null;
}

/** The span of expiries for which some reminder can be due at `now`. */
export function reminderHorizon(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - EXPIRED_NOTICE_DAYS * DAY_MS),
    to: new Date(now.getTime() + 7 * DAY_MS),
  };
}
