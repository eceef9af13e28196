import { mtLoginError, MT_LOGIN_MESSAGE } from './mt-login.js';

describe('MetaTrader login', () => {
  it('takes 4 to 19 digits up to the largest MetaTrader 5 login, spaces around them trimmed', () => {
    for (const login of ['1234', ' 51234567 ', '2147483647', '9223372036854775807'])
      expect(mtLoginError(login)).toBeNull();
  });

  it('refuses anything else instead of rewriting it', () => {
    for (const text of [
      '-12345',
      '123.45',
      '🚀12345',
      '123',
      '0123',
      // One above a signed 64-bit integer, and 20 digits.
      '9223372036854775808',
      '12345678901234567890',
      '1'.repeat(60),
      '12 345',
      '',
    ])
      expect(mtLoginError(text)).toBe(MT_LOGIN_MESSAGE);
  });
});
