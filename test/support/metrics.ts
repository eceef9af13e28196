import { Metrics } from '../../server/src/metrics/metrics.js';
import type { TestApp } from './test-app.js';

/** The value of one series in the Prometheus text format, 0 when the series is not there. */
export function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0];
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`)))
      return Number(line.split(' ').at(-1));
  }
  return 0;
}

/** The app's own metrics as GET /metrics writes them out (the suites that read it run without METRICS_TOKEN). */
export function readMetrics(testApp: TestApp): Promise<string> {
  return testApp.app.get(Metrics).registry.metrics();
}

/**
 * How far each series of the app's own metrics moves across `traffic`.
 */
export async function metricMoves(
  testApp: TestApp,
  series: Array<[name: string, labels?: Record<string, string>]>,
  traffic: () => Promise<unknown>,
): Promise<number[]> {
  const before = await readMetrics(testApp);
  await traffic();
  const after = await readMetrics(testApp);
  return series.map(([name, labels]) => valueOf(after, name, labels) - valueOf(before, name, labels));
}
