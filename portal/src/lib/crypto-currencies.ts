/** Display names of the coins traders know (spec section 2, /payment-flow). */
const KNOWN: Record<string, { name: string; symbol: string; network?: string; uriScheme?: string }> = {
  btc: { name: 'Bitcoin', symbol: 'BTC', uriScheme: 'bitcoin' },
  eth: { name: 'Ethereum', symbol: 'ETH', uriScheme: 'ethereum' },
  sol: { name: 'Solana', symbol: 'SOL', uriScheme: 'solana' },
  usdterc20: { name: 'Tether', symbol: 'USDT', network: 'ERC20' },
  usdttrc20: { name: 'Tether', symbol: 'USDT', network: 'TRC20' },
  usdtbsc: { name: 'Tether', symbol: 'USDT', network: 'BEP20' },
  ltc: { name: 'Litecoin', symbol: 'LTC', uriScheme: 'litecoin' },
  ada: { name: 'Cardano', symbol: 'ADA', uriScheme: 'cardano' },
  dot: { name: 'Polkadot', symbol: 'DOT' },
  doge: { name: 'Dogecoin', symbol: 'DOGE', uriScheme: 'dogecoin' },
};

export const POPULAR_CURRENCIES = Object.keys(KNOWN);
export const MAX_SEARCH_RESULTS = 20;

export interface CurrencyInfo {
  code: string;
  name: string;
  symbol: string;
  network?: string;
}

export function currencyInfo(code: string): CurrencyInfo {
  const known = KNOWN[code.toLowerCase()];
  return known ? { code, ...known } : { code, name: code.toUpperCase(), symbol: code.toUpperCase() };
}

/** A label such as "USDT (TRC20)" or "BTC". */
export function currencyLabel(code: string): string {
  const info = currencyInfo(code);
  return info.network ? `${info.symbol} (${info.network})` : info.symbol;
}

/** Case-insensitive search over code, symbol, name and network; at most 20 results. */
export function searchCurrencies(codes: string[], term: string): string[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [];
  return codes
    .filter((code) => {
      const info = currencyInfo(code);
      return [code, info.symbol, info.name, info.network ?? ''].some((text) => text.toLowerCase().includes(needle));
    })
    .slice(0, MAX_SEARCH_RESULTS);
}

/** What the QR code holds: a wallet URI with the amount where the coin has a scheme, else the address. */
export function paymentUri(code: string, address: string, amount: string): string {
  const scheme = KNOWN[code.toLowerCase()]?.uriScheme;
  return scheme ? `${scheme}:${address}?amount=${amount}` : address;
}

/** mm:ss for a number of seconds. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/**
 * Whole seconds left of a window of `totalSeconds` opened at `startedAt` (ms), as seen at `now` (ms).
 * A clock reading from before the window opened counts as its start: never more than the window.
 */
export function secondsLeft(startedAt: number, now: number, totalSeconds: number): number {
  const elapsed = Math.floor(Math.max(0, now - startedAt) / 1000);
  return Math.max(0, totalSeconds - elapsed);
}

export function truncateAddress(address: string, length = 20): string {
  return address.length > length ? `${address.slice(0, length)}...` : address;
}
