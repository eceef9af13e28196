import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CsvMarketDataProvider, parseCsv } from './csv.provider.js';
import { MarketDataError } from './market-data-provider.js';

const now = { now: () => new Date('2026-01-01T02:00:00Z') };

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'candles-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** Eight 15-minute rows from midnight, out of order, with a volume column and CRLF endings. */
const QUARTERS = [
  'time,open,high,low,close,volume',
  '2026-01-01T00:15:00Z,1.1005,1.1020,1.1000,1.1010,5',
  '2026-01-01 00:00:00,1.1000,1.1010,1.0990,1.1005,3',
  '2026-01-01T00:30:00Z,1.1010,1.1015,1.0980,1.0985,1',
  '1767228300,1.0985,1.1000,1.0975,1.0995,2',
  '2026-01-01T01:00:00Z,1.0995,1.1030,1.0995,1.1025,4',
  '2026-01-01T01:15:00Z,1.1025,1.1040,1.1020,1.1035,4',
  '2026-01-01T01:30:00Z,1.1035,1.1036,1.1001,1.1002,4',
  '2026-01-01T01:45:00Z,1.1002,1.1003,1.0990,1.0991,4',
].join('\r\n');

describe('CSV market data', () => {
  it('reads rows in any order and serves their own timeframe', async () => {
    const provider = new CsvMarketDataProvider(folderWith({ 'EURUSD.csv': QUARTERS }), now);
    const candles = await provider.candles('EURUSD', '15min', 3);
    expect(candles.map((candle) => [candle.time.toISOString(), candle.close])).toEqual([
      ['2026-01-01T01:15:00.000Z', 1.1035],
      ['2026-01-01T01:30:00.000Z', 1.1002],
      ['2026-01-01T01:45:00.000Z', 1.0991],
    ]);
  });

  it('merges rows into coarser candles and keeps only those complete by the end', async () => {
    const provider = new CsvMarketDataProvider(folderWith({ 'EURUSD.csv': QUARTERS }), now);
    expect(await provider.candles('EURUSD', '1h', 10)).toEqual([
      { time: new Date('2026-01-01T00:00:00Z'), open: 1.1, high: 1.102, low: 1.0975, close: 1.0995 },
      { time: new Date('2026-01-01T01:00:00Z'), open: 1.0995, high: 1.104, low: 1.099, close: 1.0991 },
    ]);
    const early = await provider.candles('EURUSD', '1h', 10, { end: new Date('2026-01-01T01:30:00Z') });
    expect(early).toHaveLength(1);
  });

  it('explains what it cannot serve', async () => {
    const provider = new CsvMarketDataProvider(
      folderWith({ 'EURUSD.csv': QUARTERS, 'GBPUSD.csv': 'time,open,high,close\n2026-01-01,1,1,1\n2026-01-02,1,1,1' }),
      now,
    );
    await expect(provider.candles('EURUSD', '5min', 10)).rejects.toThrow(
      'EURUSD.csv holds 15-minute rows, which cannot make 5min candles',
    );
    await expect(provider.candles('USDJPY', '1h', 10)).rejects.toThrow(
      new MarketDataError('There is no candle file for USDJPY (USDJPY.csv)', 'unknown-symbol'),
    );
    await expect(provider.candles('GBPUSD', '1day', 10)).rejects.toThrow("GBPUSD.csv has no 'low' column");
  });

  it("reads each row's spread, in price units or in points of the file's last decimal", () => {
    const points = parseCsv(
      'time,open,high,low,close,tickvolume,spread_points\n2026-01-01 00:00:00,98.034,98.082,97.921,98.024,3905,14\n' +
        '2026-01-01 01:00:00,98.024,98.1,98.0,98.05,10,',
      'AUDJPY',
    );
    expect(points.candles[0].spread).toBeCloseTo(0.014, 9);
    expect(points.candles[1]).not.toHaveProperty('spread');
    const prices = parseCsv(
      'time,open,high,low,close,spread\n2026-01-01,1.1,1.2,1.0,1.15,0.00012\n2026-01-02,1.1,1.2,1.0,1.15,0.0001',
      'EURUSD',
    );
    expect(prices.candles[0].spread).toBe(0.00012);
  });

  it("reads MetaTrader's own tab-separated export, its spread in points", () => {
    const exported = parseCsv(
      '<DATE>\t<TIME>\t<OPEN>\t<HIGH>\t<LOW>\t<CLOSE>\t<TICKVOL>\t<VOL>\t<SPREAD>\n' +
        '2021.01.04\t01:00:00\t1.22396\t1.22480\t1.22359\t1.22431\t1289\t0\t7\n' +
        '2021.01.04\t02:00:00\t1.22431\t1.22520\t1.22400\t1.22500\t1010\t0\t5\n',
      'EURUSD',
    );
    expect(exported.intervalMs).toBe(3_600_000);
    expect(exported.candles[0]).toEqual({
      time: new Date('2021-01-04T01:00:00Z'),
      open: 1.22396,
      high: 1.2248,
      low: 1.22359,
      close: 1.22431,
      spread: expect.closeTo(0.00007, 9),
    });
  });

  it('names the line that is not a candle', () => {
    expect(() => parseCsv('time,open,high,low,close\n2026-01-01,1,2,0.5,1\nyesterday,1,2,0.5,1', 'X')).toThrow(
      'X.csv line 3 is not a candle',
    );
  });
});
