import { useEffect, useState } from 'react';

/** Seconds left of a window that started at `startedAt` (ms), ticking every second while running. */
export function useCountdown(startedAt: number | null, totalSeconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const interval = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(interval);
  }, [startedAt]);
  if (startedAt === null) return totalSeconds;
  return Math.max(0, totalSeconds - Math.floor((now - startedAt) / 1000));
}
