import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDateTimeWithZone,
  formatDay,
  formatTime,
  isTimeZone,
  timeZoneChoices,
  timeZoneLabel,
  zoneAbbreviation,
} from './dates';

const US = { locale: 'en-US' };
const moment = '2026-11-16T13:30:00.000Z';

describe('one date format family', () => {
  it('writes a date, a day, a time and a moment in the same family', () => {
    expect(formatDate(moment, { ...US, timeZone: 'UTC' })).toBe('Nov 16, 2026');
    expect(formatDay(moment, { ...US, timeZone: 'UTC' })).toBe('Mon, Nov 16');
    expect(formatTime(moment, { ...US, timeZone: 'UTC' })).toBe('1:30 PM');
    expect(formatDateTime(moment, { ...US, timeZone: 'UTC' })).toBe('Nov 16, 2026, 1:30 PM');
  });

  it("shows the moment in the reader's zone, crossing midnight when it must", () => {
    expect(formatDateTime(moment, { ...US, timeZone: 'America/New_York' })).toBe('Nov 16, 2026, 8:30 AM');
    expect(formatDateTime('2026-11-16T23:30:00Z', { ...US, timeZone: 'Asia/Tokyo' })).toBe('Nov 17, 2026, 8:30 AM');
    expect(formatDate('2026-11-30T23:30:00Z', { ...US, timeZone: 'Europe/Berlin' })).toBe('Dec 1, 2026');
  });

  it("follows the reader's locale", () => {
    expect(formatDateTime(moment, { locale: 'en-GB', timeZone: 'UTC' })).toBe('16 Nov 2026, 13:30');
    expect(formatTime(moment, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe('14:30');
  });

  it('labels a moment with its zone, which follows summer time', () => {
    expect(formatDateTimeWithZone(moment, { ...US, timeZone: 'America/New_York' })).toBe('Nov 16, 2026, 8:30 AM EST');
    expect(zoneAbbreviation('America/New_York', new Date('2026-08-18T12:00:00Z'))).toBe('EDT');
    expect(zoneAbbreviation('UTC')).toBe('UTC');
    expect(timeZoneLabel('Asia/Kathmandu', new Date('2026-11-18T12:00:00Z'))).toBe('Asia/Kathmandu (GMT+5:45)');
    expect(timeZoneLabel('UTC')).toBe('UTC');
  });

  it('knows a time zone from a typo', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Europe/Londn')).toBe(false);
  });

  it('offers every zone, the current one included', () => {
    expect(timeZoneChoices('UTC')).toContain('UTC');
    expect(timeZoneChoices('Europe/London')).toContain('Europe/London');
  });

  it('counts down in the largest useful units', () => {
    expect(formatCountdown(2 * 86_400_000 + 3 * 3600_000)).toBe('2 d 3 h');
    expect(formatCountdown(2 * 3600_000 + 5 * 60_000 + 30_000)).toBe('2 h 05 min');
    expect(formatCountdown(12 * 60_000 + 59_000)).toBe('12 min');
    expect(formatCountdown(45_000)).toBe('45 s');
    expect(formatCountdown(-5_000)).toBe('0 s');
  });
});
