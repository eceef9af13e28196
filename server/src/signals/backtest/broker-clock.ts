import { usDaylightSaving } from '../model/trading-day.js';

const HOUR = 3_600_000;

/**
 * MetaTrader brokers keep their server clock at UTC+2, and UTC+3 while US daylight saving is in
 * force (second Sunday of March to first Sunday of November), so that the trading week opens at
 * midnight on their clock (model/trading-day.ts). This turns such a time back into UTC.
 */
export function fromBrokerClock(brokerTime: Date): Date {
  const ms = brokerTime.getTime();
  return new Date(ms - (usDaylightSaving(ms - 3 * HOUR) ? 3 : 2) * HOUR);
}
