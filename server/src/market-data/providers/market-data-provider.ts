import type { Candle, Timeframe } from '../candles.js';

export interface CandleQuery {
  /** The moment the series ends at: only candles complete by then. Defaults to now. */
  end?: Date;
}

/**
 * Where candles come from. Every provider answers the same way: at most `count` complete candles,
 * oldest first, the last one being the newest that had closed by `end`.
 */
export abstract class MarketDataProvider {
  abstract readonly name: string;
  abstract candles(symbol: string, timeframe: Timeframe, count: number, query?: CandleQuery): Promise<Candle[]>;
}

export type MarketDataErrorKind = 'rate-limited' | 'unauthorised' | 'unknown-symbol' | 'unavailable' | 'bad-answer';

/** A provider could not answer; `kind` says whether waiting, configuring or nothing will help. */
export class MarketDataError extends Error {
  constructor(
    message: string,
    readonly kind: MarketDataErrorKind,
  ) {
    super(message);
    this.name = 'MarketDataError';
  }
}
