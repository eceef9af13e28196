import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../../clock/clock.js';
import { completedBy, resample, timeframeMs, type Candle, type Timeframe } from '../candles.js';
import { MarketDataError, MarketDataProvider, type CandleQuery } from './market-data-provider.js';

interface LoadedFile {
  modifiedMs: number;
  candles: Candle[];
  /** The spacing of the file's rows: the finest timeframe it can serve. */
  intervalMs: number;
}

/**
 * Candles from files, one per symbol: `<dir>/<SYMBOL>.csv` with a header naming at least
 * time, open, high, low and close (other columns, such as volume, are ignored). Times are ISO 8601,
 * "YYYY-MM-DD HH:MM:SS" in UTC, or epoch seconds or milliseconds. Rows may come in any order. A
 * file of 15-minute bars serves 15min, 1h, 4h and 1day by merging; nothing finer than its rows.
 */
export class CsvMarketDataProvider extends MarketDataProvider {
  readonly name = 'csv';
  private readonly files = new Map<string, LoadedFile>();

  constructor(
    private readonly directory: string,
    private readonly clock: Pick<Clock, 'now'>,
  ) {
    super();
  }

  async candles(symbol: string, timeframe: Timeframe, count: number, query: CandleQuery = {}): Promise<Candle[]> {
    const file = await this.load(symbol);
    const span = timeframeMs(timeframe);
    if (span < file.intervalMs || span % file.intervalMs !== 0) {
      throw new MarketDataError(
        `${symbol}.csv holds ${file.intervalMs / 60_000}-minute rows, which cannot make ${timeframe} candles`,
        'unavailable',
      );
    }
    const series = span === file.intervalMs ? file.candles : resample(file.candles, timeframe);
    return completedBy(series, timeframe, query.end ?? this.clock.now()).slice(-count);
  }

  private async load(symbol: string): Promise<LoadedFile> {
    const path = join(this.directory, `${symbol}.csv`);
    let modifiedMs: number;
    try {
      modifiedMs = (await stat(path)).mtimeMs;
    } catch {
      throw new MarketDataError(`There is no candle file for ${symbol} (${symbol}.csv)`, 'unknown-symbol');
    }
    const cached = this.files.get(symbol);
    if (cached?.modifiedMs === modifiedMs) return cached;
    const loaded = { modifiedMs, ...parseCsv(await readFile(path, 'utf8'), symbol) };
    this.files.set(symbol, loaded);
    return loaded;
  }
}

export function parseCsv(text: string, symbol: string): { candles: Candle[]; intervalMs: number } {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines.shift() ?? '').split(',').map((name) => name.trim().toLowerCase());
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new MarketDataError(`${symbol}.csv has no '${name}' column`, 'bad-answer');
    return index;
  };
  const timeColumn = header.includes('time') ? column('time') : column('datetime');
  const [openColumn, highColumn, lowColumn, closeColumn] = ['open', 'high', 'low', 'close'].map(column);
  const candles = lines.map((line, index) => {
    const cells = line.split(',');
    const time = parseTime(cells[timeColumn]?.trim() ?? '');
    const [open, high, low, close] = [openColumn, highColumn, lowColumn, closeColumn].map((at) => Number(cells[at]));
    if (!Number.isFinite(time) || ![open, high, low, close].every((price) => Number.isFinite(price) && price > 0)) {
      throw new MarketDataError(`${symbol}.csv line ${index + 2} is not a candle`, 'bad-answer');
    }
    return { time: new Date(time), open, high, low, close };
  });
  candles.sort((a, b) => a.time.getTime() - b.time.getTime());
  let intervalMs = Infinity;
  for (let index = 1; index < candles.length; index += 1) {
    const gap = candles[index].time.getTime() - candles[index - 1].time.getTime();
    if (gap > 0) intervalMs = Math.min(intervalMs, gap);
  }
  if (candles.length < 2) throw new MarketDataError(`${symbol}.csv needs at least two candles`, 'bad-answer');
  return { candles, intervalMs };
}

function parseTime(text: string): number {
  if (/^\d{9,10}$/.test(text)) return Number(text) * 1000;
  if (/^\d{12,13}$/.test(text)) return Number(text);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return Date.parse(`${text}T00:00:00Z`);
  const iso = text.replace(' ', 'T');
  return Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}Z`);
}
