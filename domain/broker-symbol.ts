/**
 * A signal's symbol as a trader's broker spells it. Brokers rename symbols by account type
 * (EURUSD.r, EURUSDm, pro.EURUSD) or outright (XAUUSD as GOLD): a per-symbol name wins, otherwise
 * the account's prefix and suffix go around our symbol. Shared by the server (the Expert Advisor's
 * feed) and the portal (the settings' live example).
 */
export interface SymbolNaming {
  symbolPrefix: string;
  symbolSuffix: string;
  symbolMap: Record<string, string> | null;
}

/** Prefixes, suffixes and mapped names: letters, digits and . _ # - (what broker symbols use). */
export const BROKER_SYMBOL_PART = /^[A-Za-z0-9._#-]*$/;
export const BROKER_SYMBOL_PART_MESSAGE = 'Use letters, digits and . _ # - only, as your broker writes its symbols.';

export function brokerSymbol(symbol: string, naming: SymbolNaming): string {
  return naming.symbolMap?.[symbol] || `${naming.symbolPrefix}${symbol}${naming.symbolSuffix}`;
}
