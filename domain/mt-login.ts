/**
 * A MetaTrader login as the terminal shows it: digits only, 4 to 20 of them (MetaTrader 5 logins
 * are 64-bit numbers, at most 20 digits). Nothing else is rewritten into one.
 */
export const MT_LOGIN_PATTERN = /^\d{4,20}$/;
export const MT_LOGIN_MESSAGE = 'MT Account ID must be your MetaTrader login: 4 to 20 digits';

/** The sentence for what is not a login (after trimming), or null. */
export function mtLoginError(text: string): string | null {
  return MT_LOGIN_PATTERN.test(text.trim()) ? null : MT_LOGIN_MESSAGE;
}
