/**
 * The foreign-exchange day ends at 17:00 New York, the rollover. MetaTrader brokers keep their
 * server clock at UTC+2, and UTC+3 while US daylight saving is in force, so that their midnight is
 * that moment; 4-hour and daily bars are cut on that clock, so that a day's bar is a trading day
 * and a week holds five of them.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Whether US daylight saving is in force at a UTC instant (02:00 New York on its switch days). */
export function usDaylightSaving(utcMs: number): boolean {
  const year = new Date(utcMs).getUTCFullYear();
  const sunday = (month: number, nth: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return Date.UTC(year, month, 1 + ((7 - first) % 7) + 7 * (nth - 1));
  };
  // Second Sunday of March, 02:00 EST = 07:00 UTC; first Sunday of November, 02:00 EDT = 06:00 UTC.
  return utcMs >= sunday(2, 2) + 7 * HOUR && utcMs < sunday(10, 1) + 6 * HOUR;
}

/** Hours the trading clock (New York + 7) stands ahead of UTC at a UTC instant. */
export const tradingClockOffsetHours = (utcMs: number) => (usDaylightSaving(utcMs) ? 3 : 2);

/** The same instant on the trading clock, as epoch milliseconds read as if it were UTC. */
export const toTradingClock = (utcMs: number) => utcMs + tradingClockOffsetHours(utcMs) * HOUR;

/** The bar of `hours` (4 or 24) that the hourly candle opening at `utcMs` belongs to. */
export const barKey = (utcMs: number, hours: number) => Math.floor(toTradingClock(utcMs) / (hours * HOUR));

/** Whether the hourly candle opening at `utcMs` is the last hour of its bar: the bar is complete at its close. */
export const closesBar = (utcMs: number, hours: number) => barKey(utcMs, hours) !== barKey(utcMs + HOUR, hours);

/**
 * Nights of financing a position pays when held from `fromUtc` to `toUtc`: one for each rollover
 * passed that ends a Monday, Tuesday, Thursday or Friday, three for Wednesday's (it carries the
 * weekend, as spot value dates do), none at weekends.
 */
export function nightsHeld(fromUtc: number, toUtc: number): number {
  let nights = 0;
  for (let day = barKey(fromUtc, 24) + 1; ; day += 1) {
    // The rollover at the end of trading day `day − 1`, in UTC.
    const rolloverTrading = day * DAY;
    const rollover = rolloverTrading - tradingClockOffsetHours(rolloverTrading - 2 * HOUR) * HOUR;
    if (rollover > toUtc) return nights;
    if (rollover <= fromUtc) continue;
    const weekday = new Date(rolloverTrading - 1).getUTCDay();
    nights += weekday === 3 ? 3 : weekday >= 1 && weekday <= 5 ? 1 : 0;
  }
}
