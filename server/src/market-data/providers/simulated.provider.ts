import type { Clock } from '../../clock/clock.js';
import { findInstrument, type Instrument } from '#domain/universe';
import { timeframeMs, type Candle, type Timeframe } from '../candles.js';
import { MarketDataError, MarketDataProvider, type CandleQuery } from './market-data-provider.js';

// Local bindings for the hot path: global lookups are slow inside sandboxes such as the test runner's.
const { cos, exp, floor, imul, log, max, min, round, sqrt, PI } = Math;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The simulated market opens here; earlier history does not exist. */
export const SIMULATION_START = Date.UTC(2020, 0, 1);
/** Daily pull back towards the reference price: a half-life of about a month keeps prices realistic. */
const MEAN_REVERSION = 0.02;
/** How much a day's volatility varies (log-normal), so that quiet and busy days alternate. */
const VOLATILITY_OF_VOLATILITY = 0.35;
/** The intraday path is refined until its pieces are shorter than a minute. */
const BRIDGE_LEVELS = 11;

/**
 * An offline market: for each symbol a seeded random walk of the log price, sampled at day
 * boundaries (with a gentle pull towards the symbol's reference price and a volatility that
 * changes from day to day), and filled in between by a Brownian bridge. Every price is a pure
 * function of (seed, symbol, time), so the same moment always has the same price: the engine, the
 * outcome tracker and a back-test all see one consistent history, and the market moves on as the
 * clock does. Markets never close.
 */
export class SimulatedMarketDataProvider extends MarketDataProvider {
  readonly name = 'simulated';
  private readonly seedHash: number;
  private readonly dayAnchors = new Map<string, number[]>();

  constructor(
    seed: string,
    private readonly clock: Pick<Clock, 'now'>,
  ) {
    super();
    this.seedHash = hashString(seed);
  }

  async candles(symbol: string, timeframe: Timeframe, count: number, query: CandleQuery = {}): Promise<Candle[]> {
    const instrument = findInstrument(symbol);
    if (!instrument) throw new MarketDataError(`The simulated market has no symbol ${symbol}`, 'unknown-symbol');
    const span = timeframeMs(timeframe);
    const end = (query.end ?? this.clock.now()).getTime();
    const lastOpen = floor(end / span) * span - span;
    const firstOpen = max(lastOpen - (count - 1) * span, Math.ceil(SIMULATION_START / span) * span);
    if (lastOpen < firstOpen) {
      throw new MarketDataError('The simulated market has no history before 1 January 2020', 'unavailable');
    }
    // High and low come from a fixed grid of moments, so that a 1h candle and its four 15min
    // candles agree on the extremes.
    const grid = span >= 15 * 60_000 ? 5 * 60_000 : 60_000;
    const candles: Candle[] = [];
    for (let open = firstOpen; open <= lastOpen; open += span) {
      let high = -Infinity;
      let low = Infinity;
      let openPrice = 0;
      let closePrice = 0;
      for (let t = open; t <= open + span; t += grid) {
        const price = this.price(instrument, t);
        if (t === open) openPrice = price;
        closePrice = price;
        high = max(high, price);
        low = min(low, price);
      }
      candles.push({ time: new Date(open), open: openPrice, high, low, close: closePrice });
    }
    return candles;
  }

  /** The price of a symbol at a moment (ms since the epoch). */
  price(instrument: Instrument, time: number): number {
    return instrument.referencePrice * exp(this.logDeviation(instrument, time));
  }

  private logDeviation(instrument: Instrument, time: number): number {
    const day = floor((time - SIMULATION_START) / DAY_MS);
    const anchors = this.anchors(instrument, day + 1);
    const symbolHash = hashString(instrument.symbol);
    const dayVolatility = instrument.dailyVolatility * this.volatilityFactor(symbolHash, day);
    // Brownian bridge from this day's anchor to the next one, refined towards `time`.
    let from = 0;
    let to = DAY_MS;
    let start = anchors[day];
    let finish = anchors[day + 1];
    const offset = time - SIMULATION_START - day * DAY_MS;
    for (let level = 1; level <= BRIDGE_LEVELS; level += 1) {
      const middle = (from + to) / 2;
      // Both halves of an interval share its midpoint, so the interval numbers the random draw.
      const node = round(from / (to - from));
      const spread = dayVolatility * sqrt((to - from) / DAY_MS / 4);
      const value = (start + finish) / 2 + spread * this.normal(symbolHash, day, level, node);
      if (offset < middle) {
        to = middle;
        finish = value;
      } else {
        from = middle;
        start = value;
      }
    }
    return start + ((finish - start) * (offset - from)) / (to - from);
  }

  /** Log deviations from the reference price at each day boundary, extended as time goes on. */
  private anchors(instrument: Instrument, lastDay: number): number[] {
    let anchors = this.dayAnchors.get(instrument.symbol);
    if (!anchors) {
      anchors = [0];
      this.dayAnchors.set(instrument.symbol, anchors);
    }
    const symbolHash = hashString(instrument.symbol);
    while (anchors.length <= lastDay) {
      const day = anchors.length - 1;
      const volatility = instrument.dailyVolatility * this.volatilityFactor(symbolHash, day);
      anchors.push(anchors[day] * (1 - MEAN_REVERSION) + volatility * this.normal(symbolHash, day, 0, 0));
    }
    return anchors;
  }

  private volatilityFactor(symbolHash: number, day: number): number {
    const z = this.normal(symbolHash, day, 0, 1);
    // exp(s·z − s²/2) has a mean of 1.
    return exp(VOLATILITY_OF_VOLATILITY * z - (VOLATILITY_OF_VOLATILITY * VOLATILITY_OF_VOLATILITY) / 2);
  }

  /** A standard normal number fixed by its coordinates (Box–Muller on two hashed uniforms). */
  private normal(symbolHash: number, day: number, level: number, node: number): number {
    const base = mix(mix(mix(this.seedHash ^ symbolHash, day), level), node);
    const u1 = (mix(base, 0x9e3779b9) + 0.5) / 4294967296;
    const u2 = (mix(base, 0x85ebca6b) + 0.5) / 4294967296;
    return sqrt(-2 * log(u1)) * cos(2 * PI * u2);
  }
}

/** A 32-bit avalanche mix of a running hash with one more integer (murmur3's finaliser). */
function mix(hash: number, value: number): number {
  let h = (hash ^ imul(value | 0, 0xcc9e2d51)) >>> 0;
  h = imul(h ^ (h >>> 16), 0x85ebca6b);
  h = imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}
