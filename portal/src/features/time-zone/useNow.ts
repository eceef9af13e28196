import { useEffect, useState } from 'react';

/**
 * The time now (ms since the epoch), redrawn every `intervalMs`: the one clock that every "in …",
 * "… ago" and countdown on a page reads, so that none of them goes stale while the page is open.
 * Only the component that calls it draws again on each tick.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
