import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 code, e.g. 'US'. */
  code: CountryCode;
  name: string;
  /** Country calling code without the plus, e.g. '1' or '44'. */
  dialCode: string;
  /** One of the spec's 43, listed first. */
  featured: boolean;
}

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

const FEATURED_COUNTRY_NAMES: [CountryCode, string][] = [
  ['AR', 'Argentina'],
  ['AU', 'Australia'],
  ['AT', 'Austria'],
  ['BE', 'Belgium'],
  ['BR', 'Brazil'],
  ['CA', 'Canada'],
  ['CN', 'China'],
  ['DK', 'Denmark'],
  ['EG', 'Egypt'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['GR', 'Greece'],
  ['HK', 'Hong Kong'],
  ['IN', 'India'],
  ['ID', 'Indonesia'],
  ['IR', 'Iran'],
  ['IE', 'Ireland'],
  ['IL', 'Israel'],
  ['IT', 'Italy'],
  ['JP', 'Japan'],
  ['MY', 'Malaysia'],
  ['MX', 'Mexico'],
  ['NL', 'Netherlands'],
  ['NZ', 'New Zealand'],
  ['NG', 'Nigeria'],
  ['NO', 'Norway'],
  ['PK', 'Pakistan'],
  ['PH', 'Philippines'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['RU', 'Russia'],
  ['SA', 'Saudi Arabia'],
  ['SG', 'Singapore'],
  ['ZA', 'South Africa'],
  ['KR', 'South Korea'],
  ['ES', 'Spain'],
  ['SE', 'Sweden'],
  ['CH', 'Switzerland'],
  ['TR', 'Turkey'],
  ['AE', 'United Arab Emirates'],
  ['GB', 'United Kingdom'],
  ['US', 'United States'],
];

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const featuredCodes = new Set(FEATURED_COUNTRY_NAMES.map(([code]) => code));

/** Every other country libphonenumber-js knows, named in English, alphabetically. */
const OTHER_COUNTRY_NAMES: [CountryCode, string][] = getCountries()
  .filter((code) => !featuredCodes.has(code))
  .map((code): [CountryCode, string] => [code, regionNames.of(code) ?? code])
  .sort(([, a], [, b]) => a.localeCompare(b));

/**
 * The countries the phone picker offers: the spec's 43 first (default US), then every other
 * country with a calling code, each group in alphabetical order.
 */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  ...FEATURED_COUNTRY_NAMES.map(([code, name]) => ({ code, name, featured: true })),
  ...OTHER_COUNTRY_NAMES.map(([code, name]) => ({ code, name, featured: false })),
].map((country) => ({ ...country, dialCode: getCountryCallingCode(country.code) }));
