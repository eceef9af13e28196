import { timeframeMs, type Candle, type Timeframe } from '../market-data/candles.js';
import { MarketDataError, type MarketDataProvider } from '../market-data/providers/market-data-provider.js';
import { CANDLES_PER_RUN, DEFAULT_TTL_MS, evaluate } from './engine.js';
import { categoryOf } from './instruments.js';
import { performanceFrom, type OutcomeTally } from './performance.js';
import { settle } from './tracker.js';
import { findInstrument } from './universe.js';

export interface BacktestOptions {
  provider: MarketDataProvider;
  symbols: string[];
  from: Date;
  to: Date;
  ttlMs?: number;
}

export interface BacktestResult {
  performance: ReturnType<typeof performanceFrom>;
  /** Symbols the provider could not serve, with its reason. */
  skipped: { symbol: string; reason: string }[];
}

const HOUR = timeframeMs('1h');

/**
 * The live engine replayed over history: at every hourly close between `from` and `to` each
 * symbol without an open signal is evaluated on the 300 hours before it, exactly as a scheduled
 * run would; each signal is then closed by the tracker's rules on the candles that followed. News
 * is not replayed (there is no history of it here), so back-tests measure the price engine alone.
 */
export async function backtest(options: BacktestOptions): Promise<BacktestResult> {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const tallies: OutcomeTally[] = [];
  const skipped: BacktestResult['skipped'] = [];
  const firstClose = Math.ceil(options.from.getTime() / HOUR) * HOUR;
  const lastClose = Math.floor(options.to.getTime() / HOUR) * HOUR;
  const end = new Date(lastClose + ttlMs + HOUR);

  for (const symbol of options.symbols) {
    let hours: Candle[];
    let tracking: { candles: Candle[]; timeframe: Timeframe };
    try {
      const hoursNeeded = Math.ceil((end.getTime() - firstClose) / HOUR) + CANDLES_PER_RUN;
      hours = await options.provider.candles(symbol, '1h', hoursNeeded, { end });
      tracking = await trackingCandles(options.provider, symbol, firstClose, end, hours);
    } catch (error) {
      if (!(error instanceof MarketDataError)) throw error;
      skipped.push({ symbol, reason: error.message });
      continue;
    }
    const category = categoryOf(symbol);
    const exposure = findInstrument(symbol)?.newsCurrencies ?? [];
    let blockedUntil = 0;
    let index = hours.findIndex((candle) => candle.time.getTime() + HOUR >= firstClose);
    for (; index >= 0 && index < hours.length; index += 1) {
      const close = hours[index].time.getTime() + HOUR;
      if (close > lastClose) break;
      if (close < blockedUntil || index + 1 < CANDLES_PER_RUN) continue;
      const now = new Date(close);
      const { signal } = evaluate({
        symbol,
        candles: hours.slice(index + 1 - CANDLES_PER_RUN, index + 1),
        now,
        newsExposure: exposure,
        settings: { ttlMs },
      });
      if (!signal) continue;
      const settlement = settle(
        { ...signal, createdAt: now },
        tracking.candles,
        timeframeMs(tracking.timeframe),
        new Date(end.getTime() + HOUR),
      );
      if (!settlement) continue;
      tallies.push({ category, outcome: settlement.outcome, count: 1, sumR: settlement.resultR });
      blockedUntil = settlement.closedAt.getTime();
    }
  }
  return { performance: performanceFrom(tallies), skipped };
}

/** 15-minute candles when the provider has them, else the hourly ones. */
async function trackingCandles(
  provider: MarketDataProvider,
  symbol: string,
  from: number,
  end: Date,
  hours: Candle[],
): Promise<{ candles: Candle[]; timeframe: Timeframe }> {
  const quarter = timeframeMs('15min');
  try {
    const candles = await provider.candles(symbol, '15min', Math.ceil((end.getTime() - from) / quarter) + 1, { end });
    return { candles, timeframe: '15min' };
  } catch (error) {
    if (error instanceof MarketDataError && error.kind === 'unavailable') return { candles: hours, timeframe: '1h' };
    throw error;
  }
}
