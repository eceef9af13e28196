import { DAY_MS } from '../clock/clock.js';
import { FakeClock } from '../clock/fake-clock.js';
import { dueReminder, reminderHorizon } from './reminder-rules.js';

describe('renewal reminder rules', () => {
  const expiresAt = new Date('2026-12-01T12:00:00.000Z');
  const before = (ms: number) => new Date(expiresAt.getTime() - ms);

  it('opens each window at its mark and closes it when the next opens', () => {
    expect(dueReminder(expiresAt, before(7 * DAY_MS + 1))).toBeNull();
    expect(dueReminder(expiresAt, before(7 * DAY_MS))).toBe('7-days');
    expect(dueReminder(expiresAt, before(DAY_MS + 1))).toBe('7-days');
    expect(dueReminder(expiresAt, before(DAY_MS))).toBe('1-day');
    expect(dueReminder(expiresAt, before(1))).toBe('1-day');
    expect(dueReminder(expiresAt, expiresAt)).toBe('expired');
    expect(dueReminder(expiresAt, before(-(3 * DAY_MS - 1)))).toBe('expired');
    expect(dueReminder(expiresAt, before(-3 * DAY_MS))).toBeNull();
  });

  it('walks a month with a moving clock: 7 days, 1 day, expired, then nothing', () => {
    const clock = new FakeClock(new Date('2026-11-01T12:00:00.000Z'));
    const seen: (string | null)[] = [];
    for (let day = 0; day < 35; day += 1) {
      seen.push(dueReminder(expiresAt, clock.now()));
      clock.advanceDays(1);
    }
    expect(seen.filter((kind, index) => kind !== seen[index - 1])).toEqual([null, '7-days', '1-day', 'expired', null]);
  });

  it('looks for expiries from three days back to seven ahead', () => {
    const now = new Date('2026-11-20T00:00:00.000Z');
    expect(reminderHorizon(now)).toEqual({
      from: new Date('2026-11-17T00:00:00.000Z'),
      to: new Date('2026-11-27T00:00:00.000Z'),
    });
  });
});
