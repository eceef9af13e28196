import { addDays, isTimeZone, newsWindow } from './news-window.js';

const iso = (window: { from: Date; to: Date }) => ({ from: window.from.toISOString(), to: window.to.toISOString() });

describe('newsWindow: the past week, this week and the coming week, in UTC days', () => {
  it('runs from midnight a week ago to the Monday after next', () => {
    // Wednesday 18 November 2026, 15:00 UTC.
    expect(iso(newsWindow(new Date('2026-11-18T15:00:00Z')))).toEqual({
      from: '2026-11-11T00:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
    });
  });

  it('turns to the next week at Monday 00:00 UTC, and not a moment before', () => {
    expect(iso(newsWindow(new Date('2026-11-22T23:59:59.999Z')))).toEqual({
      from: '2026-11-15T00:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
    });
    expect(iso(newsWindow(new Date('2026-11-23T00:00:00Z')))).toEqual({
      from: '2026-11-16T00:00:00.000Z',
      to: '2026-12-07T00:00:00.000Z',
    });
  });

  it('runs across a year end', () => {
    expect(iso(newsWindow(new Date('2026-12-31T10:00:00Z')))).toEqual({
      from: '2026-12-24T00:00:00.000Z',
      to: '2027-01-11T00:00:00.000Z',
    });
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
});
