import { appCodeInput, codeError, groupSecret, normaliseCode, recoveryCodesText } from './two-factor';

describe('two-factor code rules', () => {
  it('asks for six digits from the app', () => {
    expect(codeError('', 'app')).toBe('Please enter the 6-digit code from your authenticator app');
    expect(codeError('12345', 'app')).toBe('The code is the 6 digits your authenticator app shows');
    expect(codeError('12a456', 'app')).toBe('The code is the 6 digits your authenticator app shows');
    expect(codeError('123456', 'app')).toBeNull();
    expect(codeError(' 123 456 ', 'app')).toBeNull();
    expect(normaliseCode(' 123 456 ', 'app')).toBe('123456');
  });

  it('takes a recovery code with or without its dashes', () => {
    expect(codeError('', 'recovery')).toBe('Please enter a recovery code');
    expect(codeError('ABCD-EFGH', 'recovery')).toBe(
      'A recovery code has 12 letters and digits, such as ABCD-EFGH-JKMN',
    );
    expect(codeError('abcd-efgh-jkmn', 'recovery')).toBeNull();
    expect(codeError('ABCDEFGHJKMN', 'recovery')).toBeNull();
    expect(codeError('ABCD EFGH JKMN', 'recovery')).toBeNull();
    expect(normaliseCode(' abcd-efgh-jkmn ', 'recovery')).toBe('abcd-efgh-jkmn');
  });

  it('groups a secret in fours for typing', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('writes the recovery codes file with one code a line', () => {
    const text = recoveryCodesText(
      ['AAAA-BBBB-CCCC', 'DDDD-EEEE-FFFF'],
      'ada@example.com',
      new Date('2026-03-01T10:00:00Z'),
    );
    expect(text.split('\n')).toEqual([
      'SignalDesk recovery codes for ada@example.com',
      'Made 2026-03-01. Each code signs in once, in place of a code from your authenticator app.',
      'Making a new set makes these stop working. Keep them somewhere safe.',
      '',
      'AAAA-BBBB-CCCC',
      'DDDD-EEEE-FFFF',
      '',
    ]);
  });
});

describe('appCodeInput', () => {
  it('keeps digits and the space some apps show, and says when it left something out', () => {
    expect(appCodeInput('123 456')).toEqual({ value: '123 456', refused: false });
    expect(appCodeInput('12a3🚀4')).toEqual({ value: '1234', refused: true });
    expect(appCodeInput('abc')).toEqual({ value: '', refused: true });
    expect(appCodeInput('12345678')).toEqual({ value: '1234567', refused: false });
  });
});
