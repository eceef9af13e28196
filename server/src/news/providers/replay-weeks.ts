import { DAY_MS } from '../../clock/clock.js';

export const WEEK_MS = 7 * DAY_MS;

/**
 * The recorded years the demo calendar replays: odd years replay 2017, even years 2018, so that
 * the weeks of an odd year run on into the next year's as 2017's ran on into 2018's. Both are
 * years in which every central bank kept at least four weeks between its rate decisions (earlier
 * years have emergency cuts and twice-monthly Bank of Japan meetings).
 */
const RECORDED_YEAR = { odd: 2017, even: 2018 } as const;
export const RECORDED_YEARS = [RECORDED_YEAR.odd, RECORDED_YEAR.even] as const;

/** Monday 00:00 UTC of the week holding `instant`, in milliseconds. */
export function mondayUtc(instant: Date): number {
  const midnight = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  return midnight - ((instant.getUTCDay() + 6) % 7) * DAY_MS;
}

/** The ISO 8601 week of the week starting on `monday`: its year is the year of its Thursday. */
export function isoWeekOf(monday: number): { year: number; week: number } {
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  return { year, week: Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / WEEK_MS) + 1 };
}

/** Monday 00:00 UTC of ISO week 1 of `year`: the week holding 4 January. */
export function firstIsoMonday(year: number): number {
  return mondayUtc(new Date(Date.UTC(year, 0, 4)));
}

/**
 * The Monday of the recorded week replayed in the week starting on `monday`: the same ISO week of
 * the recorded year, so the season, the weekday and the UTC time of day are kept. Week 53, which
 * some years have and the recorded years do not, replays week 1 of its recorded year: both hold a
 * New Year, and neither borders on the weeks replayed around it.
 */
export function recordedMondayFor(monday: number): number {
  const { year, week } = isoWeekOf(monday);
  const recordedYear = year % 2 === 0 ? RECORDED_YEAR.even : RECORDED_YEAR.odd;
  return firstIsoMonday(recordedYear) + ((week === 53 ? 1 : week) - 1) * WEEK_MS;
}
