import { createSecretKey, type KeyObject } from 'node:crypto';
import type { AppConfig } from '../config/app-config.js';

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
