import { useEffect, useState } from 'react';
import { secondsLeft } from '../../lib/crypto-currencies';

/** Seconds left of a window that started at `startedAt` (ms), ticking every second while running. */
export function useCountdown(startedAt: number | null, totalSeconds: number): number {
  // Read when the page opened, so until the first tick it can predate `startedAt`: secondsLeft caps that.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const interval = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(interval);
  }, [startedAt]);
  if (startedAt === null) return totalSeconds;
  return secondsLeft(startedAt, now, totalSeconds);
}
