import { nextFetchAt, parseRetryAfter } from './fetch-interval.js';

const at = new Date('2026-08-19T12:00:00Z');
const minutes = (count: number) => count * 60_000;
const plus = (ms: number) => new Date(at.getTime() + ms).toISOString();

describe('nextFetchAt', () => {
  it('waits one interval after a success', () => {
    expect(nextFetchAt(at, { kind: 'ok' }, minutes(30)).toISOString()).toBe(plus(minutes(30)));
  });

  it('after a 429 waits for the interval or the Retry-After, whichever is later', () => {
    expect(nextFetchAt(at, { kind: 'rate-limited', retryAfter: null }, minutes(30)).toISOString()).toBe(
      plus(minutes(30)),
    );
    expect(
      nextFetchAt(
        at,
        { kind: 'rate-limited', retryAfter: new Date(at.getTime() + minutes(90)) },
        minutes(30),
      ).toISOString(),
    ).toBe(plus(minutes(90)));
    expect(
      nextFetchAt(
        at,
        { kind: 'rate-limited', retryAfter: new Date(at.getTime() + minutes(1)) },
        minutes(30),
      ).toISOString(),
    ).toBe(plus(minutes(30)));
  });

  it('tries again within five minutes after any other failure', () => {
    expect(nextFetchAt(at, { kind: 'failed' }, minutes(30)).toISOString()).toBe(plus(minutes(5)));
    expect(nextFetchAt(at, { kind: 'failed' }, minutes(2)).toISOString()).toBe(plus(minutes(2)));
    expect(nextFetchAt(at, { kind: 'failed' }, 0).toISOString()).toBe(plus(0));
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', at)?.toISOString()).toBe(plus(120_000));
    expect(parseRetryAfter('Wed, 19 Aug 2026 13:00:00 GMT', at)?.toISOString()).toBe('2026-08-19T13:00:00.000Z');
  });

  it('never goes back in time nor further than a day', () => {
    expect(parseRetryAfter('Wed, 19 Aug 2026 11:00:00 GMT', at)?.toISOString()).toBe(at.toISOString());
    expect(parseRetryAfter('999999999', at)?.toISOString()).toBe(plus(24 * 60 * minutes(1)));
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(undefined, at)).toBeNull();
    expect(parseRetryAfter('', at)).toBeNull();
    expect(parseRetryAfter('soon', at)).toBeNull();
    expect(parseRetryAfter('-5', at)).toBeNull();
  });
});
