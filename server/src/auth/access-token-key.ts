import { createSecretKey, type KeyObject } from 'node:crypto';
import type { AppConfig } from '../config/app-config.js';
import type { AccessTokenPayload } from './tokens.service.js';

const keys = new WeakMap<AppConfig, KeyObject>();

/**
 * The HS256 key that signs and verifies access tokens, made once per configuration. Handing the
 * JWT library a KeyObject (not the secret string) spares it from trying to parse the string as a
 * public key on every verification, which cost a sixth of the CPU of a signals poll.
 */
export function accessTokenKey(config: AppConfig): KeyObject {
  let key = keys.get(config);
  if (!key) {
    key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    keys.set(config, key);
  }
  return key;
}

/** Who signs our access tokens, and for whom: checked on every token, so a token made for something else never passes. */
export const ACCESS_TOKEN_ISSUER = 'signaldesk';
export const ACCESS_TOKEN_AUDIENCE = 'signaldesk-api';

/**
 * How every access token is verified (the guard's strategy, the hot path): HS256 only, our issuer
 * and audience. A token without `exp` is refused by the caller (the library lets one through).
 */
export const ACCESS_TOKEN_VERIFY = {
  algorithms: ['HS256' as const],
  issuer: ACCESS_TOKEN_ISSUER,
  audience: ACCESS_TOKEN_AUDIENCE,
};

/** A verified payload is an access token of ours only with a subject and an expiry. */
export function isAccessTokenPayload(payload: unknown): payload is AccessTokenPayload & { exp: number } {
  if (typeof payload !== 'object' || payload === null) return false;
  const { sub, exp } = payload as { sub?: unknown; exp?: unknown };
  return typeof sub === 'string' && typeof exp === 'number' && Number.isFinite(exp);
}
