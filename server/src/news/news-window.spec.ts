import {
  addDays,
  isTimeZone,
  localParts,
  newsWindow,
  newsWindowWithComingWeek,
  startOfLocalDay,
} from './news-window.js';

const iso = (window: { from: Date; to: Date }) => ({ from: window.from.toISOString(), to: window.to.toISOString() });
const hours = (window: { from: Date; to: Date }) => (window.to.getTime() - window.from.getTime()) / 3_600_000;

describe('newsWindow: the past week and the rest of this week, in the reader’s zone', () => {
  it('runs from midnight a week ago to next Monday midnight, in UTC by default', () => {
    // Wednesday 18 November 2026, 15:00 UTC.
    expect(iso(newsWindow(new Date('2026-11-18T15:00:00Z')))).toEqual({
      from: '2026-11-11T00:00:00.000Z',
      to: '2026-11-23T00:00:00.000Z',
    });
  });

  it('follows the reader’s own calendar day where it differs from UTC’s', () => {
    // Sunday 22 November 16:00 UTC is already Monday 23 November 01:00 in Tokyo: a new week there.
    const now = new Date('2026-11-22T16:00:00Z');
    expect(iso(newsWindow(now, 'Asia/Tokyo'))).toEqual({
      from: '2026-11-15T15:00:00.000Z',
      to: '2026-11-29T15:00:00.000Z',
    });
    expect(iso(newsWindow(now, 'UTC'))).toEqual({ from: '2026-11-15T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z' });
    expect(iso(newsWindow(now, 'America/Los_Angeles'))).toEqual({
      from: '2026-11-15T08:00:00.000Z',
      to: '2026-11-23T08:00:00.000Z',
    });
  });

  it('handles zones a quarter of an hour off the hour', () => {
    expect(iso(newsWindow(new Date('2026-11-18T12:00:00Z'), 'Asia/Kathmandu'))).toEqual({
      from: '2026-11-10T18:15:00.000Z',
      to: '2026-11-22T18:15:00.000Z',
    });
  });

  it('loses an hour when New York springs forward inside the window', () => {
    // Clocks went from 02:00 EST to 03:00 EDT on Sunday 8 March 2026.
    const window = newsWindow(new Date('2026-03-10T15:00:00Z'), 'America/New_York');
    expect(iso(window)).toEqual({ from: '2026-03-03T05:00:00.000Z', to: '2026-03-16T04:00:00.000Z' });
    expect(hours(window)).toBe(13 * 24 - 1);
  });

  it('gains an hour when New York falls back, on the Sunday itself', () => {
    // Clocks went from 02:00 EDT back to 01:00 EST on Sunday 1 November 2026; the week ends that night.
    const window = newsWindow(new Date('2026-11-01T12:00:00Z'), 'America/New_York');
    expect(iso(window)).toEqual({ from: '2026-10-25T04:00:00.000Z', to: '2026-11-02T05:00:00.000Z' });
    expect(hours(window)).toBe(8 * 24 + 1);
  });

  it('moves with London into summer time', () => {
    // British Summer Time began at 01:00 UTC on Sunday 29 March 2026.
    expect(iso(newsWindow(new Date('2026-03-30T09:00:00Z'), 'Europe/London'))).toEqual({
      from: '2026-03-23T00:00:00.000Z',
      to: '2026-04-05T23:00:00.000Z',
    });
  });

  it('moves with Sydney out of summer time (southern hemisphere)', () => {
    // Daylight saving ended at 03:00 AEDT on Sunday 5 April 2026.
    const window = newsWindow(new Date('2026-04-01T22:00:00Z'), 'Australia/Sydney');
    expect(iso(window)).toEqual({ from: '2026-03-25T13:00:00.000Z', to: '2026-04-05T14:00:00.000Z' });
    expect(hours(window)).toBe(11 * 24 + 1);
  });

  it('starts the next week at the first instant of Monday, even when that is midnight itself', () => {
    expect(iso(newsWindow(new Date('2026-11-23T00:00:00Z')))).toEqual({
      from: '2026-11-16T00:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
    });
    expect(newsWindow(new Date('2026-11-22T23:59:59.999Z')).to.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('starts the next week when Monday’s midnight does not exist (Tehran, 22 March 2021)', () => {
    // Iran's clocks jumped from 00:00 to 01:00 that Monday; the week starts at the jump.
    expect(iso(newsWindow(new Date('2021-03-18T12:00:00Z'), 'Asia/Tehran'))).toEqual({
      from: '2021-03-10T20:30:00.000Z',
      to: '2021-03-21T20:30:00.000Z',
    });
  });
});

describe('startOfLocalDay', () => {
  it('takes the first of two midnights when clocks fall back at midnight (Havana)', () => {
    // Cuba went from 01:00 CDT back to 00:00 CST on Sunday 1 November 2026.
    expect(startOfLocalDay({ year: 2026, month: 11, day: 1 }, 'America/Havana').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
  });

  it('takes the jump when clocks spring over midnight (Havana)', () => {
    // And from 00:00 CST to 01:00 CDT on Sunday 8 March 2026.
    expect(startOfLocalDay({ year: 2026, month: 3, day: 8 }, 'America/Havana').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(localParts(new Date('2026-03-08T05:00:00Z'), 'America/Havana')).toMatchObject({ day: 8, hour: 1 });
  });
});

describe('calendar helpers', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 1 });
    expect(addDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addDays({ year: 2026, month: 12, day: 28 }, 7)).toEqual({ year: 2027, month: 1, day: 4 });
  });

  it('knows IANA zone names and nothing else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Europe/Berlin; DROP TABLE')).toBe(false);
  });

  it('reads weekdays Monday = 1 to Sunday = 7', () => {
    expect(localParts(new Date('2026-11-23T12:00:00Z'), 'UTC').weekday).toBe(1);
    expect(localParts(new Date('2026-11-22T12:00:00Z'), 'UTC').weekday).toBe(7);
  });
});

describe('newsWindowWithComingWeek', () => {
  it('runs to the Monday after next, in the reader’s zone, across a clock change', () => {
    expect(iso(newsWindowWithComingWeek(new Date('2026-11-18T15:00:00Z')))).toEqual({
      from: '2026-11-11T00:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
    });
    // New York on Sunday 1 Nov 2026 (the clocks went back that morning): to Monday 9 Nov, EST.
    expect(iso(newsWindowWithComingWeek(new Date('2026-11-01T12:00:00Z'), 'America/New_York'))).toEqual({
      from: '2026-10-25T04:00:00.000Z',
      to: '2026-11-09T05:00:00.000Z',
    });
  });
});
