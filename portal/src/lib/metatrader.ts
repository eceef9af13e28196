import { BROKER_SYMBOL_PART, BROKER_SYMBOL_PART_MESSAGE } from '#domain/broker-symbol';
import { ACCOUNT_CURRENCIES } from '#domain/position-size';
import type { MtAccountSettings, MtAccountSettingsChanges } from '../api/client';
import { parseAmount } from './position-size-form';

/** The settings a message of the server is about, read off the words it uses; null when none is named. */
export type SettingsField =
  | 'accountCurrency'
  | 'balance'
  | 'riskPercent'
  | 'maxOpenPositions'
  | 'symbolsOff'
  | 'symbolPrefix'
  | 'symbolSuffix'
  | 'symbolMap'
  | 'paused';

const FIELD_WORDS: [RegExp, SettingsField][] = [
  [/\bsymbolMap\b|override|\bmap\b|name your broker uses/i, 'symbolMap'],
  [/\bsymbolPrefix\b|prefix/i, 'symbolPrefix'],
  [/\bsymbolSuffix\b|suffix/i, 'symbolSuffix'],
  [/\bsymbolsOff\b|symbol/i, 'symbolsOff'],
  [/\briskPercent\b|risk/i, 'riskPercent'],
  [/\bmaxOpenPositions\b|positions/i, 'maxOpenPositions'],
  [/\baccountCurrency\b|currency/i, 'accountCurrency'],
  [/balance/i, 'balance'],
  [/\bpaused?\b/i, 'paused'],
];

export function settingsFieldOf(sentence: string): SettingsField | null {
  return FIELD_WORDS.find(([words]) => words.test(sentence))?.[1] ?? null;
}

/**
 * A refusal of the server, sentence by sentence (it joins one per field with ". "), under the
 * fields they are about; what names no field is left for the form as a whole.
 */
export function settingsErrorsOf(message: string): { fields: SettingsErrors; other: string | null } {
  const fields: SettingsErrors = {};
  const other: string[] = [];
  // A sentence starts with a capital or a field's name: ". _ # -" inside a sentence is no end.
  for (const part of message.split(/\.{1,2} (?=[A-Z]|symbolsOff|paused)/)) {
    const sentence = part.trim().replace(/\.?$/, '.');
    const field = settingsFieldOf(sentence);
    if (field && !fields[field]) fields[field] = sentence;
    else if (!field) other.push(sentence);
  }
  return { fields, other: other.length ? other.join(' ') : null };
}

/** A whole number as typed ("3", " 12 "); null when empty, NaN for anything else. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** "+191.40 USD", "−12.00 USD", "0.00 USD"; "—" before there is a figure. */
export function formatProfit(amount: number | null, currency: string): string {
  if (amount === null) return '—';
  const decimals = currency.toUpperCase() === 'JPY' ? 0 : 2;
  const text = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Math.abs(amount));
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return `${sign}${text} ${currency.toUpperCase()}`;
}

/** "0.2", "−0.3" pips of slippage (positive: worse for the trader); "—" without a fill. */
export function formatSlippage(pips: number | null): string {
  if (pips === null) return '—';
  return pips < 0 ? `−${Math.abs(pips).toFixed(1)}` : pips.toFixed(1);
}

/** One row of the overrides editor: a symbol and the name the broker gives it. */
export interface SymbolOverride {
  key: number;
  symbol: string;
  brokerName: string;
}

/** The settings form as typed: numbers stay text until saved, so nothing typed is rewritten. */
export interface SettingsDraft {
  accountCurrency: string;
  balance: string;
  readFromTerminal: boolean;
  riskPercent: string;
  maxOpenPositions: string;
  symbolsOff: string[];
  symbolPrefix: string;
  symbolSuffix: string;
  overrides: SymbolOverride[];
  paused: boolean;
}

export function draftOf(settings: MtAccountSettings): SettingsDraft {
  return {
    accountCurrency: settings.accountCurrency,
    balance: settings.balance === null ? '' : String(settings.balance),
    readFromTerminal: settings.balance === null,
    riskPercent: String(settings.riskPercent),
    maxOpenPositions: String(settings.maxOpenPositions),
    symbolsOff: [...settings.symbolsOff],
    symbolPrefix: settings.symbolPrefix,
    symbolSuffix: settings.symbolSuffix,
    overrides: Object.entries(settings.symbolMap).map(([symbol, brokerName], key) => ({ key, symbol, brokerName })),
    paused: settings.paused,
  };
}

export type SettingsErrors = Partial<Record<SettingsField, string>>;

/**
 * The settings to save, or what to correct first: only what cannot be read as a number (or an
 * override left half-filled) is refused here; the server judges the ranges and says so.
 */
export function settingsOf(
  draft: SettingsDraft,
): { settings: Required<MtAccountSettingsChanges> } | { errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const accountCurrency = ACCOUNT_CURRENCIES.find((code) => code === draft.accountCurrency);
  if (!accountCurrency) errors.accountCurrency = `Choose the account currency: ${ACCOUNT_CURRENCIES.join(', ')}.`;
  const balance = draft.readFromTerminal ? null : parseAmount(draft.balance);
  if (!draft.readFromTerminal && balance === null) errors.balance = 'Enter the balance, or read it from the terminal.';
  else if (balance !== null && Number.isNaN(balance)) errors.balance = 'Enter the balance as a number, like 10000.';
  const riskPercent = parseAmount(draft.riskPercent);
  if (riskPercent === null || Number.isNaN(riskPercent)) errors.riskPercent = 'Enter the risk as a number, like 1.';
  const maxOpenPositions = parseWholeNumber(draft.maxOpenPositions);
  if (maxOpenPositions === null || Number.isNaN(maxOpenPositions))
    errors.maxOpenPositions = 'Enter a whole number of positions, like 3.';
  // Broker names are checked by the rule the server applies, so the sentence lands under the right field.
  const symbolPrefix = draft.symbolPrefix.trim();
  const symbolSuffix = draft.symbolSuffix.trim();
  if (!BROKER_SYMBOL_PART.test(symbolPrefix)) errors.symbolPrefix = BROKER_SYMBOL_PART_MESSAGE;
  if (!BROKER_SYMBOL_PART.test(symbolSuffix)) errors.symbolSuffix = BROKER_SYMBOL_PART_MESSAGE;
  const symbolMap: Record<string, string> = {};
  for (const { symbol, brokerName } of draft.overrides) {
    const name = brokerName.trim();
    if (!symbol || !name) errors.symbolMap ??= "Choose a symbol and type the broker's name on each override.";
    else if (symbol in symbolMap) errors.symbolMap ??= `${symbol} has two overrides: keep one.`;
    else if (!BROKER_SYMBOL_PART.test(name)) errors.symbolMap ??= `${symbol}: ${BROKER_SYMBOL_PART_MESSAGE}`;
    else symbolMap[symbol] = name;
  }
  if (Object.keys(errors).length) return { errors };
  return {
    settings: {
      accountCurrency: accountCurrency!,
      balance,
      riskPercent: riskPercent!,
      maxOpenPositions: maxOpenPositions!,
      symbolsOff: draft.symbolsOff,
      symbolPrefix,
      symbolSuffix,
      symbolMap,
      paused: draft.paused,
    },
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedEntries = (map: Record<string, string>) => Object.entries(map).sort(([a], [b]) => a.localeCompare(b));

/**
 * Only what differs from the settings as last saved: the server writes only the fields sent, so a
 * save in another tab of a different setting is not undone by this one.
 */
export function changedSettings(
  next: Required<MtAccountSettingsChanges>,
  saved: MtAccountSettings,
): MtAccountSettingsChanges {
  const comparable = (settings: MtAccountSettings | Required<MtAccountSettingsChanges>) => ({
    ...settings,
    symbolsOff: [...settings.symbolsOff].sort(),
    symbolMap: sortedEntries(settings.symbolMap),
  });
  const before = comparable(saved);
  const after = comparable(next);
  return Object.fromEntries(
    (Object.keys(next) as (keyof MtAccountSettingsChanges)[])
      .filter((field) => !sameValue(after[field], before[field]))
      .map((field) => [field, next[field]]),
  );
}

/** "Key sdk_AbCd… issued Nov 26, 2026", "Key revoked on Nov 27, 2026", or "No EA key yet". */
export function keyStateText(
  account: { key: { prefix: string; issuedAt: string } | null; keyRevokedAt: string | null },
  date: (value: string) => string,
): string {
  if (account.key) return `Key ${account.key.prefix}… issued ${date(account.key.issuedAt)}`;
  if (account.keyRevokedAt) return `Key revoked on ${date(account.keyRevokedAt)}`;
  return 'No EA key yet';
}
