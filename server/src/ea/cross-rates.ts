import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import { MarketDataProvider } from '../market-data/providers/market-data-provider.js';

/** A pip value in another currency moves with the rate; ten minutes old is close enough to size on. */
const FRESH_MS = 10 * 60_000;

/**
 * The latest price of a currency pair, to turn a pip value into an account currency that is
 * neither the signal's base nor its quote (a JPY account on EURUSD needs USDJPY): the last hourly
 * close of the market data provider, kept ten minutes. Null when the provider has none.
 */
@Injectable()
export class CrossRates {
  private readonly logger = new Logger(CrossRates.name);
  private readonly rates = new Map<string, { rate: number | null; at: number }>();

  constructor(
    private readonly market: MarketDataProvider,
    private readonly clock: Clock,
  ) {}

  async latest(pair: string): Promise<number | null> {
    const now = this.clock.now().getTime();
    const known = this.rates.get(pair);
    if (known && now - known.at < FRESH_MS) return known.rate;
    let rate: number | null = null;
    try {
      rate = (await this.market.candles(pair, '1h', 1)).at(-1)?.close ?? null;
    } catch (error) {
      this.logger.warn(`No ${pair} rate for position sizes: ${(error as Error).message}`);
    }
    this.rates.set(pair, { rate, at: now });
    return rate;
  }
}
