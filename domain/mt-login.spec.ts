import { mtLoginError, MT_LOGIN_MESSAGE } from './mt-login.js';

describe('MetaTrader login', () => {
  it('takes 4 to 20 digits, spaces around them trimmed', () => {
    for (const login of ['1234', ' 51234567 ', '12345678901234567890']) expect(mtLoginError(login)).toBeNull();
  });

  it('refuses anything else instead of rewriting it', () => {
    for (const text of ['-12345', '123.45', '🚀12345', '123', '1'.repeat(21), '1'.repeat(60), '12 345', ''])
      expect(mtLoginError(text)).toBe(MT_LOGIN_MESSAGE);
  });
});
