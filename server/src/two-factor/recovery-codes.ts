import { createHash, randomBytes, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's Base32: no I, L, O or U, so a code read off paper is typed back right. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 symbols of 5 bits: 60 bits, too many to try even against a copy of the hashes. */
const SYMBOLS = 12;

/** Ten fresh codes, shown as XXXX-XXXX-XXXX. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const symbols = Array.from({ length: SYMBOLS }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return symbols.match(/.{4}/g)!.join('-');
  });
}

/**
 * The code as stored, from what a person typed: any case, spaces and dashes ignored, and the
 * letters Crockford reads as digits (O as 0, I and L as 1). Null when it cannot be a code.
 */
export function normaliseRecoveryCode(input: string): string | null {
  const symbols = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return symbols.length === SYMBOLS && [...symbols].every((symbol) => ALPHABET.includes(symbol)) ? symbols : null;
}

export function newRecoverySalt(): string {
  return randomBytes(16).toString('hex');
}

/** SHA-256 of the per-user salt and the normalised code. */
export function hashRecoveryCode(normalised: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${normalised}`).digest('hex');
}
