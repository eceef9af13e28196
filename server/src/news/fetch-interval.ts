/** After a failure other than "too many requests", try again this soon (or sooner if the interval is shorter). */
export const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;

export type FetchOutcome = { kind: 'ok' } | { kind: 'rate-limited'; retryAfter: Date | null } | { kind: 'failed' };

/**
 * When a real source may be called again after an attempt: one minimum interval after a
 * success; after a 429 not before the interval and not before the source's Retry-After;
 * after any other failure (network, 5xx, malformed answer) within five minutes, so a
 * passing outage does not leave the news stale for a whole interval.
 */
export function nextFetchAt(attemptedAt: Date, outcome: FetchOutcome, minIntervalMs: number): Date {
  const afterInterval = attemptedAt.getTime() + minIntervalMs;
  switch (outcome.kind) {
    case 'ok':
      return new Date(afterInterval);
    case 'rate-limited':
      return new Date(Math.max(afterInterval, outcome.retryAfter?.getTime() ?? 0));
    case 'failed':
      return new Date(attemptedAt.getTime() + Math.min(minIntervalMs, RETRY_AFTER_FAILURE_MS));
  }
}

/**
 * Reads an HTTP Retry-After header: a number of seconds or an HTTP date. Null when absent or
 * unreadable; capped at a day so that a silly value cannot stop the news for good.
 */
export function parseRetryAfter(header: string | null | undefined, now: Date): Date | null {
  const value = header?.trim();
  if (!value) return null;
  const maxMs = 24 * 60 * 60 * 1000;
  if (/^\d+$/.test(value)) return new Date(now.getTime() + Math.min(Number(value) * 1000, maxMs));
  // An HTTP date starts with the day's name: "Wed, 21 Oct 2015 07:28:00 GMT".
  const date = /^[A-Za-z]{3},/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(date)) return null;
  return new Date(Math.min(Math.max(date, now.getTime()), now.getTime() + maxMs));
}
