/**
 * A MetaTrader login as the terminal shows it: a whole number without leading zeros, 4 digits or
 * more. MetaTrader 5 keeps a login as a signed 64-bit integer (ACCOUNT_LOGIN is a `long`), so the
 * largest is 9223372036854775807, 19 digits; MetaTrader 4 logins are smaller still. Nothing else
 * is rewritten into one.
 */
export const MAX_MT_LOGIN = 9_223_372_036_854_775_807n;
const MT_LOGIN_PATTERN = /^[1-9]\d{3,18}$/;
export const MT_LOGIN_MESSAGE =
  'MT Account ID must be your MetaTrader login: a number of 4 to 19 digits, at most 9223372036854775807';

/** The sentence for what is not a login (after trimming), or null. */
export function mtLoginError(text: string): string | null {
  const login = text.trim();
  return MT_LOGIN_PATTERN.test(login) && BigInt(login) <= MAX_MT_LOGIN ? null : MT_LOGIN_MESSAGE;
}
