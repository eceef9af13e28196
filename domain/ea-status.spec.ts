import { eaOnline, NOT_TRADING_CODES, notTradingText, sinceText } from './ea-status.js';

describe('the Expert Advisor status', () => {
  const now = Date.parse('2026-11-26T09:00:00Z');

  it('is online within three minutes of the last heartbeat', () => {
    expect(eaOnline('2026-11-26T08:59:48Z', now)).toBe(true);
    expect(eaOnline('2026-11-26T08:57:00Z', now)).toBe(true);
    expect(eaOnline('2026-11-26T08:56:59Z', now)).toBe(false);
    expect(eaOnline(null, now)).toBe(false);
  });

  it('says how long ago it was seen', () => {
    expect(sinceText('2026-11-26T08:59:48Z', now)).toBe('12 s ago');
    expect(sinceText('2026-11-26T08:56:00Z', now)).toBe('4 min ago');
    expect(sinceText('2026-11-26T07:00:00Z', now)).toBe('2 h ago');
    expect(sinceText('2026-11-23T09:00:00Z', now)).toBe('3 days ago');
    // A clock a little ahead of ours never reads as the future.
    expect(sinceText('2026-11-26T09:00:02Z', now)).toBe('0 s ago');
  });
});

describe('why an Expert Advisor does not trade', () => {
  it('is said in words for each reason its heartbeat can give', () => {
    expect(notTradingText('netting')).toBe('Not trading: netting account: not supported');
    expect(notTradingText('account-trading-off')).toBe(
      'Not trading: this login may not trade (an investor password, or trading disabled by the broker)',
    );
    for (const code of NOT_TRADING_CODES) expect(notTradingText(code)).toMatch(/^Not trading: \S/);
  });
});
