import argon2 from 'argon2';

/** argon2id with the library's recommended cost. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password).catch(() => false);
}

// Verified against when an email is unknown, so that both answers take as long.
const DUMMY_HASH = hashPassword('not-a-real-password');

export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await DUMMY_HASH, password);
  return false;
}
