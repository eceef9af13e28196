import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CsvMarketDataProvider } from '../market-data/providers/csv.provider.js';
import { backtest } from './backtest.js';

const QUARTER = 15 * 60_000;
const start = Date.UTC(2026, 0, 1);

/** Fifteen days of 15-minute EURUSD bars climbing steadily with a wobble. */
function risingCsv(): string {
  const rows = ['time,open,high,low,close'];
  let previous = 1.05;
  for (let index = 0; index < 15 * 96; index += 1) {
    const close = 1.05 + index * 0.00005 + 0.0002 * Math.sin(index / 7);
    rows.push(
      [
        new Date(start + index * QUARTER).toISOString(),
        previous.toFixed(5),
        (Math.max(previous, close) + 0.0001).toFixed(5),
        (Math.min(previous, close) - 0.0001).toFixed(5),
        close.toFixed(5),
      ].join(','),
    );
    previous = close;
  }
  return rows.join('\n');
}

describe('back-test', () => {
  it('replays the engine hour by hour and closes each signal by the tracker rules', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backtest-'));
    writeFileSync(join(dir, 'EURUSD.csv'), risingCsv());
    const result = await backtest({
      provider: new CsvMarketDataProvider(dir, { now: () => new Date(start + 20 * 86_400_000) }),
      symbols: ['EURUSD', 'GBPUSD'],
      from: new Date(start + 13 * 86_400_000),
      to: new Date(start + 14 * 86_400_000),
      ttlMs: 12 * 3600_000,
    });
    expect(result.skipped).toEqual([{ symbol: 'GBPUSD', reason: 'There is no candle file for GBPUSD (GBPUSD.csv)' }]);
    const { performance } = result;
    expect(performance.closedSignals).toBeGreaterThan(0);
    expect(performance.wins).toBe(performance.closedSignals);
    expect(performance.winRate).toBe(1);
    expect(performance.averageR).toBeGreaterThanOrEqual(1.5);
    expect(performance.byCategory.map((entry) => entry.category)).toEqual(['Major']);
  });
});
