import { useSyncExternalStore } from 'react';
import { SERVER_READS } from './server-reads';

/** What a shared read holds: nothing yet, its answer, or why it failed for good. */
export type ReadState<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

export interface SharedReadOptions<T> {
  /** The answer the page already carries (the server drew it), taken instead of a first request. */
  seed?: () => T | undefined;
  /** Tries after a failure before the error shows; each waits twice as long, from `retryDelayMs`. */
  retries?: number;
  retryDelayMs?: number;
  /** A component that starts to draw an answer older than this asks again (showing the old one meanwhile). */
  staleMs?: number;
  now?: () => number;
}

export interface SharedRead<T> {
  /** The read's state; the first component to draw it starts the request. */
  use(): ReadState<T>;
  /** Sets the answer without a request: the pre-render draws the page with the data it was given. */
  prime(data: T | undefined): void;
}

/**
 * One public GET shared by every component that draws it, read as the query library reads
 * (SERVER_READS: three retries, fresh for 30 s) without its weight: the landing page reads its plans and
 * figures through this, so a first visit loads no query library (the pages behind it bring it).
 */
export function sharedRead<T>(
  load: () => Promise<T>,
  {
    seed,
    retries = SERVER_READS.retries,
    retryDelayMs = 1000,
    staleMs = SERVER_READS.freshMs,
    now = Date.now,
  }: SharedReadOptions<T> = {},
): SharedRead<T> {
  let state: ReadState<T> = { status: 'pending' };
  let fetchedAt = 0;
  let inFlight = false;
  let seeded = false;
  const listeners = new Set<() => void>();

  const set = (next: ReadState<T>) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const fetchFresh = async () => {
    inFlight = true;
    for (let attempt = 0; ; attempt++) {
      try {
        const data = await load();
        fetchedAt = now();
        set({ status: 'success', data });
        break;
      } catch (error) {
        if (attempt >= retries) {
          fetchedAt = now();
          // An answer already shown stays: a failed refresh is not news worth replacing it with.
          if (state.status !== 'success') set({ status: 'error', error: error as Error });
          break;
        }
        await new Promise((resume) => setTimeout(resume, retryDelayMs * 2 ** attempt));
      }
    }
    inFlight = false;
  };

  // Read before the first draw, so a page drawn from the seed never flashes its loading state.
  const takeSeed = () => {
    if (seeded) return;
    seeded = true;
    const given = seed?.();
    if (given === undefined) return;
    fetchedAt = now();
    state = { status: 'success', data: given };
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    takeSeed();
    if (!inFlight && (state.status === 'pending' || now() - fetchedAt >= staleMs)) void fetchFresh();
    return () => listeners.delete(listener);
  };
  const snapshot = () => {
    takeSeed();
    return state;
  };

  return {
    use: () => useSyncExternalStore(subscribe, snapshot, () => state),
    prime(data) {
      seeded = true;
      fetchedAt = now();
      state = data === undefined ? { status: 'pending' } : { status: 'success', data };
    },
  };
}
