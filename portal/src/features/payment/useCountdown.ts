import { secondsLeft } from '../../lib/crypto-currencies';
import { useNow } from '../time-zone/useNow';

/** Seconds left of a window that started at `startedAt` (ms), ticking every second while running. */
export function useCountdown(startedAt: number | null, totalSeconds: number): number {
  // Read when the page opened, so until the first tick it can predate `startedAt`: secondsLeft caps that.
  const now = useNow();
  if (startedAt === null) return totalSeconds;
  return secondsLeft(startedAt, now, totalSeconds);
}
