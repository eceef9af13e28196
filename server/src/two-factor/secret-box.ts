import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from a configured secret. Each sealed value says
 * what it belongs to (`context`, e.g. the user id), authenticated but not stored, so a value
 * copied onto another row does not open. Format: `v1.<base64url of iv | tag | ciphertext>`.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyMaterial: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', keyMaterial, 'signaldesk', purpose, 32));
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
  }

  /** Throws when the value was tampered with, belongs elsewhere, or was sealed with another key. */
  open(sealed: string, context: string): string {
    const [version, body] = sealed.split('.');
    if (version !== VERSION || !body) throw new Error('Not a sealed value');
    const bytes = Buffer.from(body, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error('Not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
