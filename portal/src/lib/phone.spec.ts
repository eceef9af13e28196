import {
  caretAfterDigits,
  editNationalNumber,
  findPhoneCountry,
  formatFullPhoneNumber,
  formatNationalNumber,
  searchPhoneCountries,
  phoneNumberError,
  sanitizePhoneInput,
  splitFullPhoneNumber,
  toFullPhoneNumber,
} from './phone';
import { getCountries, type CountryCode } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES } from './phone-countries';

describe('phone countries', () => {
  it("offers every country libphonenumber-js knows, each once, the spec's 43 first, with US as the default", () => {
    expect(PHONE_COUNTRIES).toHaveLength(getCountries().length);
    expect(new Set(PHONE_COUNTRIES.map((country) => country.code)).size).toBe(getCountries().length);
    expect(PHONE_COUNTRIES.slice(0, 43).filter((country) => !country.featured)).toEqual([]);
    expect(PHONE_COUNTRIES.slice(43).some((country) => country.featured)).toBe(false);
    expect(DEFAULT_PHONE_COUNTRY).toBe('US');
  });

  it('lists each group alphabetically by name', () => {
    for (const group of [PHONE_COUNTRIES.slice(0, 43), PHONE_COUNTRIES.slice(43)]) {
      const names = group.map((country) => country.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
  });

  it.each([
    ['US', 'United States', '1'],
    ['CA', 'Canada', '1'],
    ['GB', 'United Kingdom', '44'],
    ['IR', 'Iran', '98'],
    ['DE', 'Germany', '49'],
    ['AE', 'United Arab Emirates', '971'],
  ] as const)('knows %s as %s with dial code +%s', (code, name, dialCode) => {
    expect(findPhoneCountry(code)).toEqual({ code, name, dialCode, featured: true });
  });

  it.each([
    ['VN', 'Vietnam', '84'],
    ['KE', 'Kenya', '254'],
    ['EE', 'Estonia', '372'],
    ['FJ', 'Fiji', '679'],
  ] as const)('knows %s (beyond the 43) as %s with dial code +%s', (code, name, dialCode) => {
    expect(findPhoneCountry(code)).toEqual({ code, name, dialCode, featured: false });
  });

  it('falls back to the default for a country it does not offer', () => {
    expect(findPhoneCountry('ZZ' as CountryCode).code).toBe('US');
  });
});

describe('searchPhoneCountries', () => {
  // The spec's 43 keep the examples short; the full list is searched at the end.
  const featured = PHONE_COUNTRIES.filter((country) => country.featured);
  const search = (query: string) => searchPhoneCountries(featured, query).map((country) => country.code);

  it('matches every country for an empty search', () => {
    expect(search('  ')).toHaveLength(43);
    expect(searchPhoneCountries(PHONE_COUNTRIES, '')).toHaveLength(PHONE_COUNTRIES.length);
  });

  it('finds the countries beyond the 43 by name, code and dial code', () => {
    const searchAll = (query: string) => searchPhoneCountries(PHONE_COUNTRIES, query).map((country) => country.code);
    expect(searchAll('viet')).toEqual(['VN']);
    expect(searchAll('kenya')).toEqual(['KE']);
    // An ISO code leads its group: the spec's countries are always listed first.
    expect(searchAll('ee').filter((code) => !featured.some((country) => country.code === code))[0]).toBe('EE');
    expect(searchAll('+254')).toEqual(['KE']);
    expect(searchAll('+372')).toEqual(['EE']);
  });

  it('searches names case-insensitively, anywhere in the name', () => {
    expect(search('kingdom')).toEqual(['GB']);
    expect(search('IRAN')).toEqual(['IR']);
    expect(search('land')).toEqual(['FI', 'IE', 'NL', 'NZ', 'PL', 'CH']);
  });

  it('searches ISO codes, putting the country with that code first', () => {
    expect(search('gb')).toEqual(['GB']);
    expect(search('US')).toEqual(['US', 'AU', 'AT', 'RU']);
    expect(search('ir')).toEqual(['IR', 'IE', 'AE']);
  });

  it('searches dial codes with or without the plus', () => {
    expect(search('+1')).toEqual(['CA', 'US']);
    expect(search('44')).toEqual(['GB']);
    expect(search('+97')).toEqual(['IL', 'AE']);
  });
});

describe('sanitizePhoneInput', () => {
  it('keeps digits, spaces and dashes only', () => {
    expect(sanitizePhoneInput('(213) 373-4253 ext.7')).toBe('213 373-4253 7');
    expect(sanitizePhoneInput('+44 7400 123456')).toBe('44 7400 123456');
    expect(sanitizePhoneInput('abc')).toBe('');
  });
});

describe('formatNationalNumber', () => {
  it.each([
    ['US', '2133734253', '213 373 4253'],
    ['US', '213-373-4253', '213 373 4253'],
    ['US', '2133', '213 3'],
    ['CA', '6135550123', '613 555 0123'],
    ['GB', '7400123456', '7400 123456'],
    ['GB', '07400123456', '07400 123456'],
    ['GB', '2079460958', '20 7946 0958'],
    ['IR', '9123456789', '912 345 6789'],
    ['IR', '09123456789', '0912 345 6789'],
    ['DE', '30123456', '30 123456'],
  ] as const)('formats %s %s as %s', (country, input, formatted) => {
    expect(formatNationalNumber(input, country)).toBe(formatted);
  });

  it('returns an empty text when there is no digit', () => {
    expect(formatNationalNumber(' - ', 'US')).toBe('');
  });

  it("keeps the user's own separators when the country's patterns do not apply", () => {
    expect(formatNationalNumber('21', 'US')).toBe('21');
    expect(formatNationalNumber('213-', 'US')).toBe('213-');
    expect(formatNationalNumber('2133-7342-5312', 'US')).toBe('2133-7342-5312');
  });
});

describe('toFullPhoneNumber', () => {
  it('joins the dial code and the national digits', () => {
    expect(toFullPhoneNumber('213 373-4253', 'US')).toBe('+12133734253');
    expect(toFullPhoneNumber('912 345 6789', 'IR')).toBe('+989123456789');
    expect(toFullPhoneNumber('2133', 'US')).toBe('+12133');
  });

  it('drops a national trunk prefix', () => {
    expect(toFullPhoneNumber('07400 123456', 'GB')).toBe('+447400123456');
    expect(toFullPhoneNumber('0912 345 6789', 'IR')).toBe('+989123456789');
  });

  it('is empty when no digit was typed', () => {
    expect(toFullPhoneNumber('', 'US')).toBe('');
    expect(toFullPhoneNumber(' -', 'GB')).toBe('');
  });
});

describe('splitFullPhoneNumber', () => {
  it('finds the country of a full number and formats the rest', () => {
    expect(splitFullPhoneNumber('+447400123456', 'US')).toEqual({ countryCode: 'GB', text: '7400 123456' });
    expect(splitFullPhoneNumber('+16135550123', 'US')).toEqual({ countryCode: 'CA', text: '613 555 0123' });
    expect(splitFullPhoneNumber('+1 213 373 4253', 'CA')).toEqual({ countryCode: 'US', text: '213 373 4253' });
  });

  it('prefers the current country for an incomplete number with a shared dial code', () => {
    expect(splitFullPhoneNumber('+1213', 'CA')).toEqual({ countryCode: 'CA', text: '213' });
    expect(splitFullPhoneNumber('+1213', 'GB')).toEqual({ countryCode: 'CA', text: '213' });
  });

  it('keeps the preferred country for an empty number or an unknown dial code', () => {
    expect(splitFullPhoneNumber('', 'GB')).toEqual({ countryCode: 'GB', text: '' });
    // +999 is assigned to no country.
    expect(splitFullPhoneNumber('+9991234', 'GB')).toEqual({
      countryCode: 'GB',
      text: formatNationalNumber('9991234', 'GB'),
    });
  });
});

describe('formatFullPhoneNumber', () => {
  it('writes a full number in international format', () => {
    expect(formatFullPhoneNumber('+12133734253')).toBe('+1 213 373 4253');
    expect(formatFullPhoneNumber('+447400123456')).toBe('+44 7400 123456');
  });

  it('leaves what it cannot parse as it is', () => {
    expect(formatFullPhoneNumber('+1')).toBe('+1');
  });
});

describe('phoneNumberError', () => {
  it('asks for a number when there is none', () => {
    expect(phoneNumberError('')).toBe('Please enter a phone number');
    expect(phoneNumberError('   ')).toBe('Please enter a phone number');
  });

  it("rejects a number without '+' or shorter than 8 characters", () => {
    expect(phoneNumberError('2133734253')).toBe('Please enter a valid phone number');
    expect(phoneNumberError('+123456')).toBe('Please enter a valid phone number');
  });

  it('accepts a number of 8 characters with a leading +', () => {
    expect(phoneNumberError('+1234567')).toBeNull();
    expect(phoneNumberError('+12133734253')).toBeNull();
  });
});

describe('caretAfterDigits', () => {
  it('finds the position after the n-th digit', () => {
    expect(caretAfterDigits('213 373 4253', 0)).toBe(0);
    expect(caretAfterDigits('213 373 4253', 3)).toBe(3);
    expect(caretAfterDigits('213 373 4253', 4)).toBe(5);
    expect(caretAfterDigits('213 373 4253', 99)).toBe(12);
  });
});

describe('editNationalNumber', () => {
  it('reformats a typed digit and keeps the caret after it', () => {
    expect(editNationalNumber('213 373', '213 3734', 8, 'US')).toEqual({ text: '213 373 4', caret: 9 });
    expect(editNationalNumber('213 373', '2193 373', 2, 'US')).toEqual({ text: '219 337 3', caret: 2 });
  });

  it('ignores characters that are not accepted', () => {
    expect(editNationalNumber('213 373', '213 37a3', 7, 'US')).toEqual({ text: '213 373', caret: 6 });
  });

  it('deletes the digit before a separator removed with Backspace', () => {
    expect(editNationalNumber('213 373', '213373', 3, 'US')).toEqual({ text: '213 73', caret: 2 });
  });

  it('deletes the digit after a separator removed with Delete', () => {
    expect(editNationalNumber('213 373', '213373', 3, 'US', true)).toEqual({ text: '213 73', caret: 3 });
  });

  it('deletes digits normally', () => {
    expect(editNationalNumber('213 373', '213 37', 6, 'US')).toEqual({ text: '213 37', caret: 6 });
    expect(editNationalNumber('2', '', 0, 'US')).toEqual({ text: '', caret: 0 });
  });
});
