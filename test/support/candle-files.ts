import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MIN15 = 15 * 60_000;
const DAY = 24 * 3600_000;

/**
 * A folder of candle files for the csv market data provider (MARKET_DATA_PROVIDER=csv): a test sets
 * a symbol's price, and the app reads it as the market's. A symbol without a file has no price.
 */
export class CandleFiles {
  readonly dir = mkdtempSync(join(tmpdir(), 'candles-'));

  /** The app's environment for this market. */
  get env(): Record<string, string> {
    return { MARKET_DATA_PROVIDER: 'csv', MARKET_DATA_CSV_DIR: this.dir };
  }

  /** `symbol` flat at `price` in 15-minute candles from a day before `around` to a week after it. */
  setPrice(symbol: string, price: number, around: Date): void {
    const start = Math.floor((around.getTime() - DAY) / MIN15) * MIN15;
    const rows = ['time,open,high,low,close'];
    for (let time = start; time < start + 8 * DAY; time += MIN15)
      rows.push(`${new Date(time).toISOString().replace('T', ' ').slice(0, 19)},${price},${price},${price},${price}`);
    writeFileSync(join(this.dir, `${symbol}.csv`), `${rows.join('\n')}\n`);
  }

  /** The symbol has no price any more. */
  clear(symbol: string): void {
    rmSync(join(this.dir, `${symbol}.csv`), { force: true });
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
