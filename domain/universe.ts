import { categoryOf, type InstrumentCategory } from './instruments.js';

export interface NewsExposure {
  currency: string;
  direction: 1 | -1;
}

/** One tradable symbol the engine watches. */
export interface Instrument {
  symbol: string;
  category: InstrumentCategory;
  /** A realistic price level: where the simulated market starts and keeps returning to. */
  referencePrice: number;
  /** Typical daily move as a fraction of the price (0.005 = 0.5 %), for the simulated market. */
  dailyVolatility: number;
  /**
   * Currencies whose economic news moves this symbol, and which way good news for that currency
   * pushes the price: +1 for a pair's base currency or an index's home currency, −1 for the quote
   * currency (good USD news weighs on EURUSD, gold and bitcoin).
   */
  newsCurrencies: NewsExposure[];
  /** The symbol as Twelve Data spells it. */
  twelveDataSymbol: string;
}

type Row = [
  symbol: string,
  referencePrice: number,
  dailyVolatility: number,
  newsCurrencies: NewsExposure[],
  vendor: string,
];

const USD_QUOTED: NewsExposure[] = [{ currency: 'USD', direction: -1 }];
const home = (currency: string): NewsExposure[] => [{ currency, direction: 1 }];

/** Currency pairs: both currencies carry news; Twelve Data writes them as BASE/QUOTE. */
const pair = (symbol: string, price: number, volatility: number): Row => [
  symbol,
  price,
  volatility,
  [
    { currency: symbol.slice(0, 3), direction: 1 },
    { currency: symbol.slice(3), direction: -1 },
  ],
  `${symbol.slice(0, 3)}/${symbol.slice(3)}`,
];

/**
 * The configured universe: every category of spec section 3. DJIUSD is left out on purpose: it is
 * the same index as US30.
 */
const ROWS: Row[] = [
  // Major: the seven USD pairs.
  pair('EURUSD', 1.085, 0.005),
  pair('GBPUSD', 1.27, 0.006),
  pair('USDJPY', 151.5, 0.006),
  pair('USDCHF', 0.885, 0.005),
  pair('AUDUSD', 0.66, 0.007),
  pair('USDCAD', 1.37, 0.004),
  pair('NZDUSD', 0.605, 0.007),
  // Minor: the liquid crosses.
  pair('EURGBP', 0.855, 0.004),
  pair('EURJPY', 163.5, 0.007),
  pair('GBPJPY', 192.0, 0.008),
  pair('EURCHF', 0.955, 0.004),
  pair('EURAUD', 1.64, 0.006),
  pair('EURCAD', 1.485, 0.005),
  pair('GBPCHF', 1.125, 0.006),
  pair('GBPAUD', 1.92, 0.007),
  pair('AUDJPY', 100.0, 0.009),
  pair('AUDNZD', 1.09, 0.005),
  pair('CADJPY', 110.5, 0.007),
  pair('CHFJPY', 171.0, 0.007),
  // Exotic: the spec's list.
  pair('USDZAR', 18.3, 0.011),
  pair('USDMXN', 17.9, 0.009),
  pair('USDRUB', 92.0, 0.012),
  pair('USDSGD', 1.345, 0.003),
  pair('USDHKD', 7.81, 0.0006),
  pair('AUDSGD', 0.888, 0.006),
  pair('NZDSGD', 0.814, 0.006),
  // Metals: priced in USD, moved by USD news.
  ['XAUUSD', 2350, 0.01, USD_QUOTED, 'XAU/USD'],
  ['XAGUSD', 28.5, 0.018, USD_QUOTED, 'XAG/USD'],
  ['XPTUSD', 960, 0.015, USD_QUOTED, 'XPT/USD'],
  ['XPDUSD', 1010, 0.02, USD_QUOTED, 'XPD/USD'],
  // Indices: moved by their home currency's news.
  ['US30', 39100, 0.009, home('USD'), 'DJI'],
  ['US500', 5230, 0.009, home('USD'), 'SPX'],
  ['NAS100', 18250, 0.012, home('USD'), 'NDX'],
  ['GER30', 18300, 0.009, home('EUR'), 'DAX'],
  ['UK100', 8150, 0.008, home('GBP'), 'FTSE'],
  ['FRA40', 8050, 0.009, home('EUR'), 'CAC'],
  ['JPN225', 38600, 0.012, home('JPY'), 'N225'],
  ['AUS200', 7820, 0.008, home('AUD'), 'XJO'],
  // Crypto: around the clock, USD news only.
  ['BTCUSD', 66000, 0.03, USD_QUOTED, 'BTC/USD'],
  ['ETHUSD', 3250, 0.035, USD_QUOTED, 'ETH/USD'],
  ['SOLUSD', 152, 0.045, USD_QUOTED, 'SOL/USD'],
  ['XRPUSD', 2.2, 0.04, USD_QUOTED, 'XRP/USD'],
  // Other: anything outside the named categories.
  pair('USDNOK', 10.75, 0.007),
  pair('USDSEK', 10.6, 0.007),
];

export const UNIVERSE: readonly Instrument[] = ROWS.map(
  ([symbol, referencePrice, dailyVolatility, newsCurrencies, twelveDataSymbol]) => ({
    symbol,
    category: categoryOf(symbol),
    referencePrice,
    dailyVolatility,
    newsCurrencies,
    twelveDataSymbol,
  }),
);

const BY_SYMBOL = new Map(UNIVERSE.map((instrument) => [instrument.symbol, instrument]));

export function findInstrument(symbol: string): Instrument | undefined {
  return BY_SYMBOL.get(symbol);
}

export const UNIVERSE_SYMBOLS: readonly string[] = UNIVERSE.map((instrument) => instrument.symbol);
