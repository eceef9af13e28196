/**
 * How the portal treats what it reads from the server (spec section 9): a failed read is tried
 * three more times, an answer is fresh for 30 s, and one no page shows is kept 5 minutes. Both
 * readers follow it: the query library's client and the landing page's shared reads.
 */
export const SERVER_READS = { retries: 3, freshMs: 30_000, keptMs: 5 * 60_000 } as const;
