/**
 * The news panel's window, "the past week and the rest of the current week", in a reader's
 * own time zone: from the start of the day a week ago to the start of next Monday, both
 * local midnights, so a New York reader and a Tokyo reader each see their own week, and a
 * daylight-saving change inside the window moves its UTC ends by exactly the hour it should.
 */

export interface NewsWindow {
  from: Date;
  /** Exclusive. */
  to: Date;
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

interface LocalParts extends LocalDate {
  hour: number;
  minute: number;
  second: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

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

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

/** The wall-clock reading of an instant in a zone. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday],
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const local = localParts(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The first instant of a local calendar day. Usually its midnight; where the clocks jump over
 * midnight (Tehran, 22 March 2021: 00:00 became 01:00) the day starts at the jump.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day);
  const firstTry = new Date(guess - offsetAt(new Date(guess), timeZone));
  const secondTry = new Date(guess - offsetAt(firstTry, timeZone));
  const onTheDay = [firstTry, secondTry].filter((candidate) => {
    const local = localParts(candidate, timeZone);
    return local.year === date.year && local.month === date.month && local.day === date.day;
  });
  // With a repeated midnight both candidates fall on the day; the earlier one is its start.
  return onTheDay.sort((a, b) => a.getTime() - b.getTime())[0] ?? secondTry;
}

/** A calendar date some days later (or earlier), on the calendar, not the clock. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The past week and the rest of the current week (to next Monday, 00:00) in `timeZone`. */
export function newsWindow(now: Date, timeZone = 'UTC'): NewsWindow {
  const today = localParts(now, timeZone);
  return {
    from: startOfLocalDay(addDays(today, -7), timeZone),
    to: startOfLocalDay(addDays(today, 8 - today.weekday), timeZone),
  };
}

/**
 * The panel's window with the coming week too: from a week ago to the Monday after next, so a
 * trader plans the days ahead (the demo and the real sources fetch next week's releases).
 */
export function newsWindowWithComingWeek(now: Date, timeZone = 'UTC'): NewsWindow {
  const today = localParts(now, timeZone);
  return {
    from: newsWindow(now, timeZone).from,
    to: startOfLocalDay(addDays(today, 15 - today.weekday), timeZone),
  };
}
