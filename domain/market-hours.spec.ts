import { isMarketOpen } from './market-hours.js';

const at = (iso: string) => new Date(iso);

describe('isMarketOpen', () => {
  it('opens forex on Sunday 17:00 New York time and closes it on Friday 17:00, with daylight saving', () => {
    // November: New York is UTC−5, so 17:00 there is 22:00 UTC.
    expect(isMarketOpen('EURUSD', at('2026-11-27T21:59:00Z'))).toBe(true); // Friday
    expect(isMarketOpen('EURUSD', at('2026-11-27T22:00:00Z'))).toBe(false);
    expect(isMarketOpen('EURUSD', at('2026-11-28T12:00:00Z'))).toBe(false); // Saturday
    expect(isMarketOpen('EURUSD', at('2026-11-29T21:59:00Z'))).toBe(false); // Sunday
    expect(isMarketOpen('EURUSD', at('2026-11-29T22:00:00Z'))).toBe(true);
    // July: UTC−4, so the week ends at 21:00 UTC.
    expect(isMarketOpen('GBPUSD', at('2026-07-10T20:59:00Z'))).toBe(true);
    expect(isMarketOpen('GBPUSD', at('2026-07-10T21:00:00Z'))).toBe(false);
  });

  it('keeps forex shut on Christmas Day and New Year’s Day', () => {
    expect(isMarketOpen('USDJPY', at('2026-12-25T15:00:00Z'))).toBe(false);
    expect(isMarketOpen('USDJPY', at('2027-01-01T15:00:00Z'))).toBe(false);
    expect(isMarketOpen('USDJPY', at('2026-12-24T15:00:00Z'))).toBe(true);
  });

  it('pauses metals for the hour after 17:00 New York time on weekdays', () => {
    expect(isMarketOpen('XAGUSD', at('2026-11-25T22:30:00Z'))).toBe(false); // Wednesday 17:30 New York
    expect(isMarketOpen('XAGUSD', at('2026-11-25T23:00:00Z'))).toBe(true);
    expect(isMarketOpen('EURUSD', at('2026-11-25T22:30:00Z'))).toBe(true);
  });

  it('never closes crypto', () => {
    expect(isMarketOpen('BTCUSD', at('2026-11-28T12:00:00Z'))).toBe(true);
  });
});
