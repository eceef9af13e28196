import { createHash, randomBytes } from 'node:crypto';

/**
 * An Expert Advisor's account key: `sdk_` and 40 URL-safe characters (240 random bits). Only its
 * SHA-256 is stored: a key that random cannot be guessed from its hash, so a slow password hash
 * would only slow every poll down.
 */
const KEY_PATTERN = /^sdk_[A-Za-z0-9_-]{40}$/;
export const KEY_PREFIX_LENGTH = 8;

export function newAccountKey(): string {
  return `sdk_${randomBytes(30).toString('base64url')}`;
}

/** The stored form of a key; null for anything that is not one (looked up as nothing). */
export function accountKeyHash(key: string): string | null {
  return KEY_PATTERN.test(key) ? createHash('sha256').update(key).digest('hex') : null;
}

export function accountKeyPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX_LENGTH);
}
