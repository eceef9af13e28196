/**
 * Economic calendar values as sources write them ("0.3%", "175K", "-1.2M", "1.5B", "<0.1%",
 * "5.04|3.1"), read as numbers so that actual and forecast can be compared.
 */

export const VALUE_SUFFIXES = ['', '%', 'K', 'M', 'B', 'T'] as const;
export type ValueSuffix = (typeof VALUE_SUFFIXES)[number];

export interface CalendarValue {
  /** The number as written, before its suffix: "175K" is 175. */
  amount: number;
  /** '%' for percentages; K, M, B, T for thousands, millions, billions, trillions. */
  suffix: ValueSuffix;
  /** Decimal places as written, so that differences are rounded as the source rounds. */
  decimals: number;
}

const SCALE: Record<Exclude<ValueSuffix, '%'>, number> = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

// An optional bound ("<0.1%"), a sign, digits with optional thousands commas, and a suffix.
const VALUE_PATTERN = /^[<>≤≥]?\s*([+-]?)\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d+))?\s*(%|[KMBT])?$/i;

/**
 * Reads one calendar value; null when there is none or it is not a number ("", "Hawkish").
 * A bound such as "<0.1%" reads as its limit (0.1%). Where a source gives several figures
 * ("5.04|3.1": an auction's yield and its bid-to-cover), the first one is the value.
 */
export function parseCalendarValue(text: string | null | undefined): CalendarValue | null {
  if (text === null || text === undefined) return null;
  const first = text
    .split('|', 1)[0]
    .replace(/\u2212/g, '-')
    .trim();
  const match = VALUE_PATTERN.exec(first);
  if (!match) return null;
  const [, sign, whole, fraction = '', suffix = ''] = match;
  if (whole === '' && fraction === '') return null;
  const amount = Number(`${sign}${whole.replace(/,/g, '') || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(amount)) return null;
  return { amount: amount === 0 ? 0 : amount, suffix: suffix.toUpperCase() as ValueSuffix, decimals: fraction.length };
}

/** Rounds away binary noise (0.3 - 0.1 = 0.19999999999999998) at a number of decimals. */
export function roundTo(value: number, decimals: number): number {
  const rounded = Number(value.toFixed(Math.min(Math.max(decimals, 0), 12)));
  return rounded === 0 ? 0 : rounded;
}

/**
 * Actual minus forecast, in the forecast's unit: percentage points for percentages, thousands
 * for "K" figures (200K against 175K is 25), and so on. Figures written with different
 * multipliers ("1.2M" against "950K") are converted first. Null when either is missing or
 * they cannot be compared (a percentage against a count).
 */
export function surpriseOf(actualText: string | null, forecastText: string | null): number | null {
  const actual = parseCalendarValue(actualText);
  const forecast = parseCalendarValue(forecastText);
  if (!actual || !forecast) return null;
  const isPercent = (value: CalendarValue) => value.suffix === '%';
  if (isPercent(actual) !== isPercent(forecast)) {
    // A bare number against a percentage is a percentage written without its sign.
    if (actual.suffix !== '' && forecast.suffix !== '') return null;
  }
  if (isPercent(actual) || isPercent(forecast) || actual.suffix === forecast.suffix) {
    return roundTo(actual.amount - forecast.amount, Math.max(actual.decimals, forecast.decimals));
  }
  const unit = SCALE[forecast.suffix as Exclude<ValueSuffix, '%'>];
  const actualAmount = (actual.amount * SCALE[actual.suffix as Exclude<ValueSuffix, '%'>]) / unit;
  // Converting "1.25M" into thousands adds three decimal places at most.
  const decimals = Math.max(actual.decimals, forecast.decimals) + 3;
  return roundTo(actualAmount - forecast.amount, decimals);
}

/** A difference written like its forecast: "+0.2%", "-25K", "+1.5". */
export function formatDifference(difference: number, forecastText: string | null): string {
  const forecast = parseCalendarValue(forecastText);
  const suffix = forecast?.suffix ?? '';
  const sign = difference > 0 ? '+' : difference < 0 ? '-' : '';
  return `${sign}${stripTrailingZeros(Math.abs(difference))}${suffix}`;
}

function stripTrailingZeros(value: number): string {
  return String(roundTo(value, 12));
}

/** A value with its unit, as the calendar shows it: 0.3 and "%" give "0.3%". */
export function formatWithUnit(value: number | null | undefined, unit: string | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const trimmedUnit = (unit ?? '').trim();
  const number = String(roundTo(value, 12));
  if (trimmedUnit === '') return number;
  return /^(%|[KMBT])$/i.test(trimmedUnit) ? `${number}${trimmedUnit.toUpperCase()}` : `${number} ${trimmedUnit}`;
}
