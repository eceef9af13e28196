import { checkTotp, isTotpCode, newTotpSecret, totpCode, totpUri } from './totp.js';

// RFC 6238, appendix B: the SHA-1 seed "12345678901234567890" in Base32; its 6-digit codes are the
// last six digits of the RFC's eight.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);
const STEP = 30;

describe('TOTP rules', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('computes the RFC 6238 test vector at %i s', async (seconds, code) => {
    expect(await totpCode(RFC_SECRET, at(seconds))).toBe(code);
    expect(await checkTotp(RFC_SECRET, code, at(seconds), null)).toEqual({
      outcome: 'valid',
      step: Math.floor(seconds / STEP),
    });
  });

  it('accepts a code one step early or late, and refuses one two steps away', async () => {
    const secret = newTotpSecret();
    const now = 1_800_000_015;
    const code = await totpCode(secret, at(now));
    const step = Math.floor(now / STEP);
    expect(await checkTotp(secret, code, at(now - STEP), null)).toEqual({ outcome: 'valid', step });
    expect(await checkTotp(secret, code, at(now + STEP), null)).toEqual({ outcome: 'valid', step });
    expect(await checkTotp(secret, code, at(now + 2 * STEP), null)).toEqual({ outcome: 'wrong' });
    expect(await checkTotp(secret, code, at(now - 2 * STEP), null)).toEqual({ outcome: 'wrong' });
  });

  it('refuses a code whose step was already used, and any earlier one, but takes a later one', async () => {
    const secret = newTotpSecret();
    const now = 1_800_000_015;
    const step = Math.floor(now / STEP);
    const code = await totpCode(secret, at(now));
    expect(await checkTotp(secret, code, at(now), step)).toEqual({ outcome: 'used' });
    expect(await checkTotp(secret, await totpCode(secret, at(now - STEP)), at(now), step)).toEqual({ outcome: 'used' });
    expect(await checkTotp(secret, await totpCode(secret, at(now + STEP)), at(now), step)).toEqual({
      outcome: 'valid',
      step: step + 1,
    });
  });

  it('refuses a wrong code, and anything that is not six digits, without throwing', async () => {
    const secret = newTotpSecret();
    const now = at(1_800_000_015);
    const right = await totpCode(secret, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(await checkTotp(secret, wrong, now, null)).toEqual({ outcome: 'wrong' });
    for (const input of ['', '12345', '1234567', 'abcdef', ` ${right}`])
      expect(await checkTotp(secret, input, now, null)).toEqual({ outcome: 'wrong' });
    expect(isTotpCode(right)).toBe(true);
  });

  it('makes 160-bit secrets and an otpauth address an authenticator app reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const address = totpUri(secret, 'trader@example.com');
    expect(address.startsWith('otpauth://totp/SignalDesk:trader%40example.com?')).toBe(true);
    const uri = new URL(address);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('SignalDesk');
  });
});
