import { generate, generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes one step either side of now are accepted, for a phone whose clock is a little off. */
export const TOTP_DRIFT_STEPS = 1;
/** 20 random bytes (160 bits), the length RFC 4226 recommends; 32 characters in Base32. */
const SECRET_BYTES = 20;

export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

export function newTotpSecret(): string {
  return generateSecret({ length: SECRET_BYTES });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, accountName: string, issuer = 'SignalDesk'): string {
  return generateURI({ issuer, label: accountName, secret, period: TOTP_PERIOD_SECONDS });
}

/** The code for the moment `at`; the tests use it as an authenticator app would. */
export function totpCode(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000), period: TOTP_PERIOD_SECONDS });
}

export type TotpCheck = { outcome: 'valid'; step: number } | { outcome: 'used' } | { outcome: 'wrong' };

/**
 * Checks a 6-digit code at the moment `at`, within the drift window. A code of a time step at or
 * before `lastUsedStep` was already spent: each code signs in once. The caller stores the step
 * of a valid code (conditionally, so that two requests with one code cannot both pass).
 */
export async function checkTotp(
  secret: string,
  code: string,
  at: Date,
  lastUsedStep: number | null,
): Promise<TotpCheck> {
  if (!isTotpCode(code)) return { outcome: 'wrong' };
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_DRIFT_STEPS * TOTP_PERIOD_SECONDS,
  });
  // The TOTP strategy's answer carries the time step it matched (the HOTP one does not).
  if (!result.valid || !('timeStep' in result)) return { outcome: 'wrong' };
  if (lastUsedStep !== null && result.timeStep <= lastUsedStep) return { outcome: 'used' };
  return { outcome: 'valid', step: result.timeStep };
}
