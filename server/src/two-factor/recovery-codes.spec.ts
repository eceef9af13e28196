import {
  hashRecoveryCode,
  newRecoveryCodes,
  newRecoverySalt,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
} from './recovery-codes.js';

describe('recovery codes', () => {
  it('makes ten distinct codes of 12 Crockford symbols in groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('reads a code back however it was typed', () => {
    expect(normaliseRecoveryCode('abcd-efgh-jk12')).toBe('ABCDEFGHJK12');
    expect(normaliseRecoveryCode(' ABCD EFGH JK12 ')).toBe('ABCDEFGHJK12');
    // Letters that look like digits are read as those digits.
    expect(normaliseRecoveryCode('O0IL-0000-0000')).toBe('0011' + '0000' + '0000');
    expect(normaliseRecoveryCode('ABCD-EFGH-JK1')).toBeNull();
    expect(normaliseRecoveryCode('ABCD-EFGH-JK1U')).toBeNull();
    expect(normaliseRecoveryCode('123456')).toBeNull();
  });

  it('hashes with the per-user salt: one code gives different hashes for different users', () => {
    const code = normaliseRecoveryCode(newRecoveryCodes(1)[0])!;
    const salt = newRecoverySalt();
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(hashRecoveryCode(code, salt)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(code, salt)).toBe(hashRecoveryCode(code, salt));
    expect(hashRecoveryCode(code, newRecoverySalt())).not.toBe(hashRecoveryCode(code, salt));
  });
});
