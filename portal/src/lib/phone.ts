import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, type PhoneCountry } from './phone-countries';

/** Spec section 9: a full number is at least 8 characters including the leading '+'. */
const MIN_PHONE_NUMBER_LENGTH = 8;

export function findPhoneCountry(code: CountryCode): PhoneCountry {
  return PHONE_COUNTRIES.find((country) => country.code === code) ?? findPhoneCountry(DEFAULT_PHONE_COUNTRY);
}

/**
 * The picker's search: by name (anywhere in it), ISO code or dial code (with or without '+'). The
 * spec's countries come first; within each group a country whose ISO code is the search leads.
 */
export function searchPhoneCountries(countries: readonly PhoneCountry[], query: string): PhoneCountry[] {
  const term = query.trim().toLowerCase();
  if (/^\+?\d+$/.test(term)) return countries.filter((country) => country.dialCode.startsWith(term.replace('+', '')));
  const byCode = countries.filter((country) => country.code.toLowerCase() === term);
  const byName = countries.filter((country) => !byCode.includes(country) && country.name.toLowerCase().includes(term));
  // The picker groups the spec's countries before the rest, so the answer keeps that order.
  return [...byCode, ...byName].sort((a, b) => Number(b.featured) - Number(a.featured));
}

/** Keeps only what the phone input accepts: digits, spaces and dashes. */
export function sanitizePhoneInput(raw: string): string {
  return raw.replace(/[^\d -]/g, '');
}

function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The national part of a number as it should be displayed: grouped the way the country writes it
 * ('213 373 4253' in the US, '7400 123456' in the UK, '912 345 6789' in Iran). Numbers the country's
 * patterns do not cover keep the user's own digits, spaces and dashes.
 */
export function formatNationalNumber(input: string, countryCode: CountryCode): string {
  const digits = onlyDigits(input);
  if (!digits) return '';
  const prefix = `+${findPhoneCountry(countryCode).dialCode}`;
  const international = new AsYouType().input(`${prefix}${digits}`);
  const grouped = international.slice(prefix.length).trimStart();
  return /[ -]/.test(grouped) ? grouped : sanitizePhoneInput(input).trim();
}

/**
 * The full number '+<dial code><national digits>' (E.164), or '' when no digit was typed.
 * A national trunk prefix typed out of habit (the UK's leading 0) is dropped.
 */
export function toFullPhoneNumber(input: string, countryCode: CountryCode): string {
  const digits = onlyDigits(input);
  if (!digits) return '';
  const parsed = new AsYouType(countryCode);
  parsed.input(digits);
  return parsed.getNumber()?.number ?? `+${findPhoneCountry(countryCode).dialCode}${digits}`;
}

export interface NationalPhoneNumber {
  countryCode: CountryCode;
  /** The national part, formatted for display. */
  text: string;
}

/**
 * Splits a full '+…' number back into a picker country and the formatted national part. Dial codes
 * shared by several countries (+1) resolve to the number's own country when it can tell, else to
 * the preferred country.
 */
export function splitFullPhoneNumber(fullNumber: string, preferred: CountryCode): NationalPhoneNumber {
  const digits = onlyDigits(fullNumber);
  if (!digits) return { countryCode: preferred, text: '' };
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (parsed?.country && PHONE_COUNTRIES.some((country) => country.code === parsed.country)) {
    return { countryCode: parsed.country, text: formatNationalNumber(parsed.nationalNumber, parsed.country) };
  }
  const candidates = PHONE_COUNTRIES.filter((country) => digits.startsWith(country.dialCode));
  const country =
    candidates.find((candidate) => candidate.code === preferred) ??
    candidates.sort((a, b) => b.dialCode.length - a.dialCode.length)[0];
  if (!country) return { countryCode: preferred, text: formatNationalNumber(digits, preferred) };
  return { countryCode: country.code, text: formatNationalNumber(digits.slice(country.dialCode.length), country.code) };
}

/** A full number written for people: '+1 213 373 4253'. */
export function formatFullPhoneNumber(fullNumber: string): string {
  return parsePhoneNumberFromString(fullNumber)?.formatInternational() ?? fullNumber;
}

/** Spec section 5: the message for a full number that cannot be used, or null when it can. */
export function phoneNumberError(fullNumber: string): string | null {
  if (!fullNumber.trim()) return 'Please enter a phone number';
  if (!fullNumber.startsWith('+') || fullNumber.length < MIN_PHONE_NUMBER_LENGTH) {
    return 'Please enter a valid phone number';
  }
  return null;
}

export interface NationalNumberEdit {
  text: string;
  /** Where the caret belongs in the new text. */
  caret: number;
}

function formatKeepingCaret(edited: string, caret: number, countryCode: CountryCode): NationalNumberEdit {
  const digitsBeforeCaret = onlyDigits(edited.slice(0, caret)).length;
  const text = formatNationalNumber(edited, countryCode);
  return { text, caret: caretAfterDigits(text, digitsBeforeCaret) };
}

/** The position just after the n-th digit of the text (0 for none). */
export function caretAfterDigits(text: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text[index]) && ++seen === digitCount) return index + 1;
  }
  return text.length;
}

/**
 * Applies one edit of the national-number input: drops characters that are not accepted, reformats,
 * and keeps the caret beside the same digit. Deleting a separator that formatting would put straight
 * back deletes the digit beside it instead, so Backspace and Delete never get stuck.
 */
export function editNationalNumber(
  previous: string,
  edited: string,
  caret: number,
  countryCode: CountryCode,
  deletedForward = false,
): NationalNumberEdit {
  const result = formatKeepingCaret(edited, caret, countryCode);
  if (result.text !== previous || edited.length >= previous.length) return result;
  const digits = onlyDigits(edited);
  const digitsBeforeCaret = onlyDigits(edited.slice(0, caret)).length;
  const removeAt = deletedForward ? digitsBeforeCaret : digitsBeforeCaret - 1;
  if (removeAt < 0 || removeAt >= digits.length) return result;
  const remaining = digits.slice(0, removeAt) + digits.slice(removeAt + 1);
  return formatKeepingCaret(remaining, removeAt, countryCode);
}
