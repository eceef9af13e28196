import { isCommonPassword } from './common-passwords.js';

describe('common passwords (NIST SP 800-63B)', () => {
  it('refuses the commonest passwords of the breach lists, whatever their case', () => {
    for (const password of ['password', 'Password', '123456', 'qwerty123', 'secret1', 'iloveyou', 'trustno1'])
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
  });

  it('refuses repetitive or sequential characters', () => {
    for (const password of ['abcdefg', 'aaaaaaaa', '1234567', '9876543', 'qwertyui', 'ZYXWVU', '0000000'])
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
  });

  it('accepts what is not on the lists, with no rule on the characters used', () => {
    for (const password of ['a-new-pass-phrase', 'secret-password', 'tide pool lantern', 'kx7#mq', 'ABCDEFGH1'])
      expect([password, isCommonPassword(password)]).toEqual([password, false]);
  });
});
