import { firstIsoMonday, isoWeekOf, mondayUtc, recordedMondayFor, WEEK_MS } from './replay-weeks.js';

const monday = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('replay weeks', () => {
  it('starts weeks on Monday 00:00 UTC', () => {
    expect(day(mondayUtc(new Date('2026-11-18T15:00:00Z')))).toBe('2026-11-16');
    expect(day(mondayUtc(new Date('2026-11-22T23:59:00Z')))).toBe('2026-11-16');
    expect(day(mondayUtc(new Date('2026-11-23T00:00:00Z')))).toBe('2026-11-23');
  });

  it('numbers weeks as ISO 8601 does, the year being that of the Thursday', () => {
    expect(isoWeekOf(monday('2025-12-29'))).toEqual({ year: 2026, week: 1 });
    expect(isoWeekOf(monday('2026-11-16'))).toEqual({ year: 2026, week: 47 });
    expect(isoWeekOf(monday('2026-12-28'))).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf(monday('2027-01-04'))).toEqual({ year: 2027, week: 1 });
    expect(isoWeekOf(monday('2024-12-30'))).toEqual({ year: 2025, week: 1 });
    expect(day(firstIsoMonday(2017))).toBe('2017-01-02');
    expect(day(firstIsoMonday(2018))).toBe('2018-01-01');
    expect(day(firstIsoMonday(2026))).toBe('2025-12-29');
  });

  it('replays the same ISO week of 2018 in even years and of 2017 in odd ones', () => {
    expect(day(recordedMondayFor(monday('2025-12-29')))).toBe('2018-01-01');
    expect(day(recordedMondayFor(monday('2026-11-16')))).toBe('2018-11-19');
    expect(day(recordedMondayFor(monday('2026-12-21')))).toBe('2018-12-24');
    expect(day(recordedMondayFor(monday('2027-01-04')))).toBe('2017-01-02');
    expect(day(recordedMondayFor(monday('2027-12-27')))).toBe('2017-12-25');
    // The odd year's last week runs on into the even year's first as 2017's ran into 2018's.
    expect(day(recordedMondayFor(monday('2028-01-03')))).toBe('2018-01-01');
  });

  it("replays week 1 of the recorded year in a week 53, another New Year's week", () => {
    expect(day(recordedMondayFor(monday('2026-12-28')))).toBe('2018-01-01');
    expect(day(recordedMondayFor(monday('2037-12-28')))).toBe('2017-01-02');
  });

  it('moves by whole weeks, so the weekday and the UTC time of day are kept, and never replays a week twice in a row', () => {
    let previous = recordedMondayFor(monday('2024-01-01'));
    for (let start = monday('2024-01-08'); start < monday('2040-01-01'); start += WEEK_MS) {
      const recorded = recordedMondayFor(start);
      expect((start - recorded) % WEEK_MS).toBe(0);
      expect(new Date(recorded).getUTCDay()).toBe(1);
      expect([day(start), recorded !== previous]).toEqual([day(start), true]);
      previous = recorded;
    }
  });
});
