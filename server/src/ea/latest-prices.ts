import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import { MarketDataProvider } from '../market-data/providers/market-data-provider.js';

/** A price read this long ago is read again: what the feed sizes on should be the market's now. */
const KEEP_MS = 60_000;
/** The last 15-minute close is "now" only while it is this recent (not over a weekend or an outage). */
const FRESH_MS = 60 * 60_000;
const CANDLE_MS = 15 * 60_000;

/**
 * The market's latest price of a symbol, as the signal's page shows it ("Current price"): the
 * last complete 15-minute close of the market data provider, read at most once a minute. The feed
 * sizes on it (the price the Expert Advisor will get, not the published entry), and turns a pip
 * value into an account currency that is neither the base nor the quote (a JPY account on EURUSD
 * needs USDJPY). Null when the provider has none, or none from the last hour.
 */
@Injectable()
export class LatestPrices {
  private readonly logger = new Logger(LatestPrices.name);
  private readonly prices = new Map<string, { price: number | null; at: number }>();

  constructor(
    private readonly market: MarketDataProvider,
    private readonly clock: Clock,
  ) {}

  async latest(symbol: string): Promise<number | null> {
    const now = this.clock.now().getTime();
    const known = this.prices.get(symbol);
    if (known && now - known.at < KEEP_MS) return known.price;
    let price: number | null = null;
    try {
      const last = (await this.market.candles(symbol, '15min', 1)).at(-1);
      if (last && now - (last.time.getTime() + CANDLE_MS) <= FRESH_MS) price = last.close;
    } catch (error) {
      this.logger.debug(`No ${symbol} price to size on: ${(error as Error).message}`);
    }
    this.prices.set(symbol, { price, at: now });
    return price;
  }
}
