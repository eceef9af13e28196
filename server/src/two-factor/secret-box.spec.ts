import { SecretBox } from './secret-box.js';

const KEY = 'k'.repeat(48);

describe('SecretBox (AES-256-GCM)', () => {
  const box = new SecretBox(KEY, 'totp-secret');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const first = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'user:7');
    const second = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'user:7');
    expect(first).toMatch(/^v1\.[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DP');
    expect(box.open(first, 'user:7')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(box.open(second, 'user:7')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('refuses a value moved to another context (another user row)', () => {
    const sealed = box.seal('secret', 'user:7');
    expect(() => box.open(sealed, 'user:8')).toThrow();
  });

  it('refuses a tampered value', () => {
    const sealed = box.seal('secret', 'user:7');
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1] ^= 1;
    expect(() => box.open(`v1.${bytes.toString('base64url')}`, 'user:7')).toThrow();
    expect(() => box.open('v1.', 'user:7')).toThrow('Not a sealed value');
    expect(() => box.open('plain-text', 'user:7')).toThrow('Not a sealed value');
  });

  it('needs the same key and purpose to open', () => {
    const sealed = box.seal('secret', 'user:7');
    expect(() => new SecretBox('x'.repeat(48), 'totp-secret').open(sealed, 'user:7')).toThrow();
    expect(() => new SecretBox(KEY, 'another-purpose').open(sealed, 'user:7')).toThrow();
    expect(new SecretBox(KEY, 'totp-secret').open(sealed, 'user:7')).toBe('secret');
  });
});
