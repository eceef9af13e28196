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
 * An optional `spread` column (price units) or `spread_points` column (points of the file's last
 * price decimal, as MetaTrader exports it) gives each row's spread, which the back-test charges.
 * MetaTrader's own tab-separated export (<DATE> <TIME> <OPEN> … <SPREAD>, dates as 2021.01.04) is
 * read as it is, its <SPREAD> in points.
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
  const headerLine = lines.shift() ?? '';
  // MetaTrader's own export: tab-separated, <DATE> and <TIME> apart, <SPREAD> in points.
  const separator = headerLine.includes('\t') ? '\t' : ',';
  const metaTrader = headerLine.includes('<');
  const header = headerLine.split(separator).map((name) => {
    const plain = name
      .trim()
      .toLowerCase()
      .replace(/^<(.*)>$/, '$1');
    return metaTrader && plain === 'spread' ? 'spread_points' : plain;
  });
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new MarketDataError(`${symbol}.csv has no '${name}' column`, 'bad-answer');
    return index;
  };
  const splitDate = header.includes('date') && header.includes('time');
  const timeColumn = header.includes('time') ? column('time') : column('datetime');
  const dateColumn = splitDate ? column('date') : -1;
  const [openColumn, highColumn, lowColumn, closeColumn] = ['open', 'high', 'low', 'close'].map(column);
  const spreadColumn = header.indexOf('spread') >= 0 ? header.indexOf('spread') : header.indexOf('spread_points');
  const spreadUnit = header.includes('spread') ? 1 : 10 ** -fileDecimals(lines, closeColumn, separator);
  const candles = lines.map((line, index): Candle => {
    const cells = line.split(separator);
    const timeText = cells[timeColumn]?.trim() ?? '';
    const time = parseTime(
      splitDate ? `${(cells[dateColumn] ?? '').trim().replaceAll('.', '-')} ${timeText}` : timeText,
    );
    const [open, high, low, close] = [openColumn, highColumn, lowColumn, closeColumn].map((at) => Number(cells[at]));
    if (!Number.isFinite(time) || ![open, high, low, close].every((price) => Number.isFinite(price) && price > 0)) {
      throw new MarketDataError(`${symbol}.csv line ${index + 2} is not a candle`, 'bad-answer');
    }
    const candle: Candle = { time: new Date(time), open, high, low, close };
    const spreadCell = spreadColumn >= 0 ? (cells[spreadColumn]?.trim() ?? '') : '';
    const spread = spreadCell === '' ? Number.NaN : Number(spreadCell) * spreadUnit;
    if (Number.isFinite(spread) && spread >= 0) candle.spread = spread;
    return candle;
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

/** The most decimals any of the first rows' closes is written with: the file's price point. */
function fileDecimals(lines: string[], closeColumn: number, separator: string): number {
  let decimals = 0;
  for (const line of lines.slice(0, 500)) {
    const fraction = line.split(separator)[closeColumn]?.trim().split('.')[1] ?? '';
    decimals = Math.max(decimals, fraction.length);
  }
  return decimals;
}

function parseTime(text: string): number {
  if (/^\d{9,10}$/.test(text)) return Number(text) * 1000;
  if (/^\d{12,13}$/.test(text)) return Number(text);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return Date.parse(`${text}T00:00:00Z`);
  const iso = text.replace(' ', 'T');
  return Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}Z`);
}
