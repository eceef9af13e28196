import { brokerSymbol, type SymbolNaming } from '#domain/broker-symbol';
import { formatPrice } from '#domain/instruments';
import {
  ACCOUNT_CURRENCIES,
  DEFAULT_LOT_STEP,
  DEFAULT_RISK_PERCENT,
  type AccountCurrency,
} from '#domain/position-size';

/** What the calculator's fields hold, as typed. */
export interface PositionSizeChoices {
  balance: string;
  riskPercent: string;
  accountCurrency: AccountCurrency;
}

export const DEFAULT_CHOICES: PositionSizeChoices = {
  balance: '',
  riskPercent: String(DEFAULT_RISK_PERCENT),
  accountCurrency: 'USD',
};

/**
 * A number as a trader types it: "10000", "10,000", "10 000.50", "0.5" or "0,5" (a decimal comma).
 * Null for an empty field, NaN for anything else that is not a number.
 */
export function parseAmount(text: string): number | null {
  const compact = text.trim().replace(/[\s_]/g, '');
  if (!compact) return null;
  let plain: string;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(compact)) plain = compact.replace(/,/g, '');
  else if (/^\d*,\d+$/.test(compact)) plain = compact.replace(',', '.');
  else plain = compact;
  return /^(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The last choices saved on this browser, each checked; defaults for anything missing or damaged. */
export function readChoices(stored: string | null): PositionSizeChoices {
  try {
    const value: unknown = stored ? JSON.parse(stored) : null;
    if (!value || typeof value !== 'object') return DEFAULT_CHOICES;
    const record = value as Record<string, unknown>;
    const text = (key: string, fallback: string) =>
      typeof record[key] === 'string' && record[key].length <= 20 ? record[key] : fallback;
    const currency = ACCOUNT_CURRENCIES.find((code) => code === record.accountCurrency);
    return {
      balance: text('balance', DEFAULT_CHOICES.balance),
      riskPercent: text('riskPercent', DEFAULT_CHOICES.riskPercent),
      accountCurrency: currency ?? DEFAULT_CHOICES.accountCurrency,
    };
  } catch {
    return DEFAULT_CHOICES;
  }
}

/** What a linked account's settings say the calculator should start from. */
export interface AccountPrefill {
  choices: Partial<PositionSizeChoices>;
  /** The broker's lot step for the symbol, as the terminal reported it; the default until it has. */
  lotStep: number;
  /** The balance is the terminal's last report, not one typed on the dashboard. */
  balanceFromTerminal: boolean;
}

/**
 * The account's currency and risk, and its balance: the one set on the dashboard, or the
 * terminal's last report when the trader chose to read it from there (nothing until it reports);
 * the lot step the terminal reported for the symbol as its broker names it.
 */
export function prefillFrom(
  account: {
    settings: SymbolNaming & { accountCurrency: string; balance: number | null; riskPercent: number };
    terminal: { balance: number; lotStep: number | null; lotSteps: Record<string, number> } | null;
  },
  symbol: string,
): AccountPrefill {
  const { settings, terminal } = account;
  const choices: Partial<PositionSizeChoices> = { riskPercent: String(settings.riskPercent) };
  const currency = ACCOUNT_CURRENCIES.find((code) => code === settings.accountCurrency);
  if (currency) choices.accountCurrency = currency;
  const balance = settings.balance ?? terminal?.balance ?? null;
  if (balance !== null) choices.balance = String(balance);
  const reported = terminal?.lotSteps[brokerSymbol(symbol, settings)] ?? terminal?.lotStep ?? null;
  return {
    choices,
    lotStep: reported !== null && reported > 0 ? reported : DEFAULT_LOT_STEP,
    balanceFromTerminal: settings.balance === null && terminal !== null,
  };
}

/** What the calculator sized on: the current price (said against the entry), or the entry when there is none. */
export function sizedOnText(symbol: string, entry: number, market: number | null): string {
  const published = formatPrice(symbol, entry);
  if (market === null) return `No current price: sized on the published entry ${published}.`;
  const now = formatPrice(symbol, market);
  return now === published
    ? `Sized on the current price ${now}, the published entry.`
    : `Sized on the current price ${now}, not the published entry ${published}.`;
}
