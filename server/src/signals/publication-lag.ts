/** The median, 99th percentile and longest of the lags (ms), by nearest rank; null without any. */
export function lagFigures(lags: number[]): { count: number; p50: number; p99: number; max: number } | null {
  if (!lags.length) return null;
  const sorted = [...lags].sort((a, b) => a - b);
  const rank = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];
  return { count: sorted.length, p50: rank(0.5), p99: rank(0.99), max: sorted[sorted.length - 1] };
}
