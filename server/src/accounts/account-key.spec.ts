import { accountKeyHash, accountKeyPrefix, newAccountKey } from './account-key.js';

describe('account keys', () => {
  it('are sdk_ and 40 URL-safe characters, different every time', () => {
    const keys = new Set(Array.from({ length: 100 }, newAccountKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^sdk_[A-Za-z0-9_-]{40}$/);
  });

  it('are stored as their SHA-256, and only keys of that shape are looked up', () => {
    const key = newAccountKey();
    expect(accountKeyHash(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(accountKeyHash(key)).toBe(accountKeyHash(key));
    expect(accountKeyHash(`${key}x`)).toBeNull();
    expect(accountKeyHash('Bearer nonsense')).toBeNull();
  });

  it('are told apart on the dashboard by their first 8 characters', () => {
    expect(accountKeyPrefix('sdk_AbCdEfGh')).toBe('sdk_AbCd');
  });
});
