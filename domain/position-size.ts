/**
 * Position size: how many lots a trader can take on a signal so that its stop loses no more than
 * the share of the balance they chose. Shared by the server and the portal (as
 * `#domain/position-size`); its inputs are plain numbers and codes so that any source of a
 * balance and risk (the calculator's fields, a linked trading account's settings) can use it.
 *
 * The money one lot makes or loses per unit of price is in the symbol's QUOTE currency (contract
 * size × 1). Turned into the account currency:
 *   - account currency = quote currency: as it is;
 *   - account currency = base currency (currency pairs only): divided by the price sized at;
 *   - otherwise through a cross rate the caller supplies, the pair `conversionFor` names
 *     (a JPY account on EURUSD needs USDJPY: USD × USDJPY = JPY).
 */
import { categoryOf, normaliseSymbol, pipMultiplier, priceDecimals } from './instruments.js';

/** The account currencies the calculator offers. */
export const ACCOUNT_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'AUD', 'CAD'] as const;
export type AccountCurrency = (typeof ACCOUNT_CURRENCIES)[number];

/**
 * The highest risk per trade accepted, in percent of the balance. Above it a handful of losing
 * signals in a row would take most of an account, and a figure like 50 is far more often a typo for
 * 0.5 than a plan; refusing it is safer than sizing a position on it.
 */
export const MAX_RISK_PERCENT = 10;
export const DEFAULT_RISK_PERCENT = 1;
export const DEFAULT_LOT_STEP = 0.01;

/** Units in one standard lot: 100,000 of the base currency for pairs; ounces for metals. */
const FOREX_CONTRACT = 100_000;
/**
 * Metals as most MetaTrader brokers define a lot: gold 100 oz, silver 5,000 oz; platinum and
 * palladium 100 oz, the size most brokers use for them (a few use 50: a trader's broker decides).
 */
const METAL_CONTRACTS: Record<string, number> = { XAU: 100, XAG: 5_000, XPT: 100, XPD: 100 };

/**
 * How cross pairs are written in the market: the currency earlier in this list is the base
 * (EURUSD, GBPJPY, AUDCAD, USDCHF, CHFJPY). Currencies not listed sit between CHF and JPY (USDZAR,
 * EURSEK, ZARJPY).
 */
const PAIR_ORDER = ['EUR', 'GBP', 'AUD', 'NZD', 'USD', 'CAD', 'CHF'];
const rank = (currency: string) => {
  if (currency === 'JPY') return PAIR_ORDER.length + 1;
  const index = PAIR_ORDER.indexOf(currency);
  return index < 0 ? PAIR_ORDER.length : index;
};

/** What a symbol's lot is: its contract size, base and quote currency. */
interface Contract {
  size: number;
  base: string;
  quote: string;
}

/** A contract for currency pairs and metals; null for indices, crypto and anything else. */
function contractOf(symbol: string): Contract | null {
  const s = normaliseSymbol(symbol);
  const category = categoryOf(s);
  if (!/^[A-Z]{6}$/.test(s) || category === 'Indices' || category === 'Crypto') return null;
  const base = s.slice(0, 3);
  const quote = s.slice(3);
  if (category === 'Metals') {
    const ounces = METAL_CONTRACTS[base];
    return ounces ? { size: ounces, base, quote } : null;
  }
  if (base in METAL_CONTRACTS) return null;
  return { size: FOREX_CONTRACT, base, quote };
}

/** Why a symbol cannot be sized, or null when it can. */
export function unsupportedReason(symbol: string): string | null {
  if (contractOf(symbol)) return null;
  const category = categoryOf(symbol);
  if (category === 'Indices' || category === 'Crypto')
    return `Position size is not calculated for ${category.toLowerCase()}: their contract size differs from broker to broker, so check your broker's contract specification.`;
  return `Position size is not calculated for ${normaliseSymbol(symbol)}: its contract size is not known.`;
}

/** How a lot's value in the quote currency becomes the account currency. */
export type Conversion =
  | { kind: 'none' }
  /** The account currency is the pair's base: divide by the signal's own price. */
  | { kind: 'signal-price' }
  /** A cross rate is needed: the price of `pair` (base then quote, as the market writes it). */
  | { kind: 'cross'; pair: string; base: string; quote: string }
  | { kind: 'unsupported'; reason: string };

export function conversionFor(symbol: string, accountCurrency: string): Conversion {
  const contract = contractOf(symbol);
  if (!contract) return { kind: 'unsupported', reason: unsupportedReason(symbol) ?? '' };
  const account = accountCurrency.toUpperCase();
  if (account === contract.quote) return { kind: 'none' };
  if (account === contract.base) return { kind: 'signal-price' };
  const [base, quote] = rank(contract.quote) < rank(account) ? [contract.quote, account] : [account, contract.quote];
  return { kind: 'cross', pair: `${base}${quote}`, base, quote };
}

export interface PositionSizeInput {
  symbol: string;
  /** The price the position is taken at: the market's now when it is known, else the published entry. */
  entry: number;
  stopLoss: number;
  /** A three-letter code: USD, EUR, JPY, ... */
  accountCurrency: string;
  balance: number;
  /** Percent of the balance to lose at the stop: 1 means 1 %. At most MAX_RISK_PERCENT. */
  riskPercent: number;
  /** The broker's lot step; 0.01 (a micro lot) when not given. */
  lotStep?: number;
  /** The price of the pair `conversionFor` names, when it names one (USDJPY 150.00). */
  crossRate?: number | null;
}

export interface PositionSize {
  /** Rounded down to the lot step: the stop never loses more than riskAllowed. 0 when even one step would. */
  lots: number;
  /** What the stop loses at that size, in the account currency. */
  moneyAtRisk: number;
  /** balance × riskPercent / 100, in the account currency. */
  riskAllowed: number;
  /** What one pip is worth on one lot, in the account currency. */
  pipValuePerLot: number;
  /** Entry to stop, in pips (a tenth where the price has one more decimal than the pip). */
  stopPips: number;
  lotStep: number;
  /** Why lots is 0: one lot step at this stop would lose more than allowed. Null otherwise. */
  tooSmall: string | null;
}

export type PositionSizeField =
  'symbol' | 'stop' | 'accountCurrency' | 'balance' | 'riskPercent' | 'lotStep' | 'crossRate';
export type PositionSizeResult =
  { ok: true; size: PositionSize } | { ok: false; field: PositionSizeField; message: string };

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Digits after the point of a lot step: 2 for 0.01, 0 for 1. */
export function lotStepDecimals(step: number): number {
  return String(step).split('.')[1]?.length ?? 0;
}

/**
 * Pips between two prices with the tenth kept (42.3, not 42): whole price points first, as
 * pipsBetween does, so binary fractions stay out of the distance.
 */
function exactPips(symbol: string, from: number, to: number): number {
  const scale = 10 ** priceDecimals(symbol);
  return Math.abs(Math.round(from * scale) - Math.round(to * scale)) / 10;
}

export function positionSize(input: PositionSizeInput): PositionSizeResult {
  const fail = (field: PositionSizeField, message: string): PositionSizeResult => ({ ok: false, field, message });
  const lotStep = input.lotStep ?? DEFAULT_LOT_STEP;
  const account = input.accountCurrency.toUpperCase();
  const contract = contractOf(input.symbol);
  const conversion = conversionFor(input.symbol, account);
  if (!contract || conversion.kind === 'unsupported') return fail('symbol', unsupportedReason(input.symbol) ?? '');
  if (!/^[A-Z]{3}$/.test(account)) return fail('accountCurrency', 'Choose the currency your account is held in.');
  if (!positive(input.balance)) return fail('balance', 'Enter your account balance, a number above 0.');
  if (!positive(input.riskPercent) || input.riskPercent > MAX_RISK_PERCENT)
    return fail('riskPercent', `Enter a risk above 0 and at most ${MAX_RISK_PERCENT} % of the balance.`);
  if (!positive(lotStep) || lotStep > 100) return fail('lotStep', "Enter your broker's lot step, such as 0.01.");
  if (!positive(input.entry) || !positive(input.stopLoss)) return fail('stop', 'The signal has no usable prices.');

  const stopPips = exactPips(input.symbol, input.entry, input.stopLoss);
  if (stopPips === 0) return fail('stop', 'The stop loss sits on the entry price: there is no distance to size on.');

  let perQuoteUnit: number;
  if (conversion.kind === 'none') perQuoteUnit = 1;
  else if (conversion.kind === 'signal-price') perQuoteUnit = 1 / input.entry;
  else {
    if (!positive(input.crossRate)) return fail('crossRate', `Enter the ${conversion.pair} rate, a number above 0.`);
    // The pair's price is its quote currency per unit of its base: USDJPY 150 turns 1 USD into 150 JPY.
    perQuoteUnit = conversion.base === contract.quote ? input.crossRate : 1 / input.crossRate;
  }

  const pipValuePerLot = (contract.size / pipMultiplier(input.symbol)) * perQuoteUnit;
  const riskAllowed = (input.balance * input.riskPercent) / 100;
  const lossPerLot = stopPips * pipValuePerLot;
  // Round down to whole steps; the tiny allowance keeps 0.25 from reading as 0.2499999… in binary.
  const steps = Math.floor(riskAllowed / lossPerLot / lotStep + 1e-9);
  const lots = Number((steps * lotStep).toFixed(lotStepDecimals(lotStep)));
  const oneStep = lossPerLot * lotStep;
  return {
    ok: true,
    size: {
      lots,
      moneyAtRisk: lots * lossPerLot,
      riskAllowed,
      pipValuePerLot,
      stopPips,
      lotStep,
      tooSmall:
        steps > 0
          ? null
          : `One ${formatLots(lotStep, lotStep)} lot with a ${formatPips(stopPips)}-pip stop would lose ${formatMoney(oneStep, account)}, more than the ${formatMoney(riskAllowed, account)} allowed: raise the balance or risk, or skip this signal.`,
    },
  };
}

/** Money as traders read it: "10,000 USD", "99.54 EUR", "9,450 JPY" (yen has no decimals). */
export function formatMoney(amount: number, currency: string): string {
  const decimals = currency.toUpperCase() === 'JPY' ? 0 : Number.isInteger(Math.round(amount * 100) / 100) ? 0 : 2;
  const text = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
  return `${text} ${currency.toUpperCase()}`;
}

/** Pips with a tenth only when there is one: "45", "45.5". */
export function formatPips(pips: number): string {
  return Number.isInteger(pips) ? String(pips) : pips.toFixed(1);
}

/** Lots with the lot step's decimals: "0.22", "2.0", "3". */
export function formatLots(lots: number, lotStep: number = DEFAULT_LOT_STEP): string {
  return lots.toFixed(lotStepDecimals(lotStep));
}

/** "1.00 % of 10,000 USD = 100 USD at risk; stop 45 pips; 10 USD per pip per lot → 0.22 lots". */
export function explainPositionSize(
  input: Pick<PositionSizeInput, 'balance' | 'riskPercent' | 'accountCurrency'>,
  size: PositionSize,
): string {
  const currency = input.accountCurrency;
  return (
    `${input.riskPercent.toFixed(2)} % of ${formatMoney(input.balance, currency)} = ` +
    `${formatMoney(size.riskAllowed, currency)} at risk; stop ${formatPips(size.stopPips)} pips; ` +
    `${formatMoney(size.pipValuePerLot, currency)} per pip per lot → ${formatLots(size.lots, size.lotStep)} lots`
  );
}

/**
 * How far the price may be from the published entry before a signal is not taken at market: a
 * quarter of the entry-to-stop distance. The Expert Advisor skips beyond it (its default; a
 * setting), and the calculator and the feed say so.
 */
export const MAX_ENTRY_DRIFT = 0.25;

export interface EntryDrift {
  /** Entry to the price now, in pips (a tenth where the price has one more decimal than the pip). */
  pips: number;
  /** Entry to stop, in pips. */
  stopPips: number;
  /** pips / stopPips. */
  share: number;
  /** The price has already reached the stop, or gone past it. */
  beyondStop: boolean;
  /** More than MAX_ENTRY_DRIFT of the stop distance away, or beyond the stop. */
  tooFar: boolean;
}

/** Where the price is against a signal's entry and stop: what sizing at the price you get starts from. */
export function entryDrift(input: {
  symbol: string;
  side: 'BUY' | 'SELL';
  entry: number;
  stopLoss: number;
  price: number;
}): EntryDrift {
  const pips = exactPips(input.symbol, input.entry, input.price);
  const stopPips = exactPips(input.symbol, input.entry, input.stopLoss);
  const beyondStop = input.side === 'BUY' ? input.price <= input.stopLoss : input.price >= input.stopLoss;
  const share = stopPips > 0 ? pips / stopPips : 0;
  return { pips, stopPips, share, beyondStop, tooFar: beyondStop || share > MAX_ENTRY_DRIFT };
}

/** "The price 1.39114 is 11.4 pips from the entry 1.39000: more than a quarter of the 30.9-pip stop." */
export function entryDriftNote(symbol: string, entry: number, price: number, drift: EntryDrift): string {
  const at = (value: number) => value.toFixed(priceDecimals(symbol));
  if (drift.beyondStop)
    return `The price ${at(price)} has already reached the stop: this signal is no longer tradable.`;
  return `The price ${at(price)} is ${formatPips(drift.pips)} pips from the entry ${at(entry)}: more than a quarter of the ${formatPips(drift.stopPips)}-pip stop.`;
}

/**
 * What a terminal's account currency sizes in. Brokers name cent accounts "USC", "USc" or "EURc":
 * the balance is in cents and a lot is a cent lot, a hundredth of a standard one, so a pip of one
 * lot is worth 10 cents where a standard lot's is 10 dollars. Sized in the currency with the
 * balance as it is, the two hundredths cancel: 100,000 USc at 1 % over 30 pips is 3.33 cent lots
 * (the Expert Advisor checks the money at the stop with the broker's own contract size before it
 * sends). Stablecoin accounts ("USDT", "USDC") are sized as US dollars, the coin they track.
 * Three capital letters are taken as they are; any other code cannot be sized (null).
 */
export function accountCurrencyOf(code: string): { currency: string; cents: boolean } | null {
  const cents = CENT_ACCOUNTS[code];
  if (cents) return { currency: cents, cents: true };
  if (code === 'USDT' || code === 'USDC') return { currency: 'USD', cents: false };
  return /^[A-Z]{3}$/.test(code) ? { currency: code, cents: false } : null;
}
const CENT_ACCOUNTS: Record<string, string> = {
  USC: 'USD',
  USc: 'USD',
  USDc: 'USD',
  EUC: 'EUR',
  EUc: 'EUR',
  EURc: 'EUR',
  GBc: 'GBP',
  GBPc: 'GBP',
};
