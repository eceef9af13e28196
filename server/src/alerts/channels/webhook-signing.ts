import { createHmac, hkdfSync } from 'node:crypto';

/**
 * A trader's webhook secret is derived from a server key and a random salt kept with their
 * settings: the server can sign with it at any time, and no table holds it.
 */
export function webhookSecret(serverSecret: string, salt: string): string {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, '', 'webhook alerts signing key', 32));
  return `whsec_${createHmac('sha256', key).update(salt).digest('base64url')}`;
}

/**
 * The signature header of a webhook body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
 * Signing the time with the body lets a receiver refuse an old message replayed to it.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}
