/**
 * Instrument rules of spec sections 3 and 9: category, price decimals, pips and risk/reward.
 *
 * Shared by the server and the portal (as `#domain/instruments`), so the numbers a trader sees
 * are computed by the same code that computed them on the server.
 */

export const INSTRUMENT_CATEGORIES = ['Major', 'Minor', 'Metals', 'Indices', 'Crypto', 'Exotic', 'Other'] as const;
export type InstrumentCategory = (typeof INSTRUMENT_CATEGORIES)[number];

/** The seven USD majors. */
const MAJORS = ['EURUSD', 'GBPUSD', 'USDJPY', 'USDCHF', 'AUDUSD', 'USDCAD', 'NZDUSD'];
/** Crosses of the major currencies without USD are the minors. */
const MAJOR_CURRENCIES = ['EUR', 'GBP', 'JPY', 'CHF', 'AUD', 'CAD', 'NZD'];
const EXOTICS = ['USDZAR', 'USDMXN', 'USDRUB', 'USDSGD', 'USDHKD', 'AUDSGD', 'NZDSGD'];
const METALS = ['XAUUSD', 'XAGUSD', 'XPDUSD', 'XPTUSD'];
const INDICES = ['US30', 'US500', 'NAS100', 'GER30', 'UK100', 'FRA40', 'JPN225', 'AUS200', 'DJIUSD'];
/** Spec section 9 names these coins for the crypto price decimals; they make the Crypto tab too. */
const CRYPTO_COINS = ['BTC', 'ETH', 'XRP', 'ADA', 'SOL', 'DOGE'];
const METAL_CODES = ['XAU', 'XAG', 'XPT', 'XPD'];
const INDEX_PREFIXES = ['US30', 'US500', 'NAS100', 'GER30', 'UK100', 'FRA40', 'JPN225', 'AUS200', 'DJI'];

/** Upper case without separators: "eur/usd" and "EUR_USD" both read as EURUSD. */
export function normaliseSymbol(symbol: string): string {
  return symbol.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The tab a symbol belongs to (spec section 3, Instrument categories). */
export function categoryOf(symbol: string): InstrumentCategory {
  const s = normaliseSymbol(symbol);
  if (MAJORS.includes(s)) return 'Major';
  if (EXOTICS.includes(s)) return 'Exotic';
  if (METALS.includes(s)) return 'Metals';
  if (INDICES.includes(s)) return 'Indices';
  if (CRYPTO_COINS.some((coin) => s.startsWith(coin))) return 'Crypto';
  if (s.length === 6) {
    const base = s.slice(0, 3);
    const quote = s.slice(3);
    if (base !== quote && MAJOR_CURRENCIES.includes(base) && MAJOR_CURRENCIES.includes(quote)) return 'Minor';
  }
  return 'Other';
}

/**
 * Price decimals (spec section 9), checked in the spec's order: 3 for symbols ending JPY, XPF or
 * CLP; 2 for metals and the listed coins; 1 for the listed indices; 5 otherwise.
 */
export function priceDecimals(symbol: string): number {
  const s = normaliseSymbol(symbol);
  if (/(JPY|XPF|CLP)$/.test(s)) return 3;
  if (METAL_CODES.some((metal) => s.includes(metal))) return 2;
  if (CRYPTO_COINS.some((coin) => s.includes(coin))) return 2;
  if (INDEX_PREFIXES.some((index) => s.startsWith(index))) return 1;
  return 5;
}

/** Pip multiplier = 10 ^ (decimals − 1): 10 000 for EURUSD, 100 for USDJPY, 10 for gold, 1 for US30. */
export function pipMultiplier(symbol: string): number {
  return 10 ** (priceDecimals(symbol) - 1);
}

/** A price rounded to the symbol's decimals, as a number. */
export function roundPrice(symbol: string, price: number): number {
  return Number(price.toFixed(priceDecimals(symbol)));
}

/** A price written with the symbol's decimals: "1.08450", "157.230", "2375.40", "39112.5". */
export function formatPrice(symbol: string, price: number): string {
  return price.toFixed(priceDecimals(symbol));
}

/**
 * Whole pips between two prices: the distance, counted in the symbol's last decimal place, times
 * the multiplier, rounded. Counting in whole price points first keeps binary fractions out
 * (0.0015 × 10 000 would otherwise be 14.999…).
 */
export function pipsBetween(symbol: string, from: number, to: number): number {
  const scale = 10 ** priceDecimals(symbol);
  const points = Math.abs(Math.round(from * scale) - Math.round(to * scale));
  return Math.round(points / 10);
}

/** Reward over risk: |takeProfit − entry| / |entry − stopLoss|; null when the stop sits on the entry. */
export function riskReward(entry: number, stopLoss: number, takeProfit: number): number | null {
  const risk = Math.abs(entry - stopLoss);
  if (risk === 0) return null;
  return Math.abs(takeProfit - entry) / risk;
}

/** "1:2.0" — risk/reward with one decimal, as the signals card shows it. */
export function formatRiskReward(ratio: number | null): string {
  return ratio === null ? '—' : `1:${ratio.toFixed(1)}`;
}
