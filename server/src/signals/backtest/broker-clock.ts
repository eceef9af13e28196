const HOUR = 3_600_000;

/**
 * MetaTrader brokers keep their server clock at UTC+2, and UTC+3 while US daylight saving is in
 * force (second Sunday of March to first Sunday of November), so that the trading week opens at
 * midnight on their clock. This turns such a time back into UTC.
 */
export function fromBrokerClock(brokerTime: Date): Date {
  const ms = brokerTime.getTime();
  return new Date(ms - (usDaylightSaving(ms) ? 3 : 2) * HOUR);
}

function usDaylightSaving(ms: number): boolean {
  const year = new Date(ms).getUTCFullYear();
  const sunday = (month: number, nth: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return Date.UTC(year, month, 1 + ((7 - first) % 7) + 7 * (nth - 1));
  };
  // The switch happens at 02:00 New York time; on the broker clock that is about 09:00.
  const start = sunday(2, 2) + 9 * HOUR;
  const end = sunday(10, 1) + 9 * HOUR;
  return ms >= start && ms < end;
}
