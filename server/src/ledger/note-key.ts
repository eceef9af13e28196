import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { fromBase64, splitNote, toBase64 } from '#domain/checkpoint';

/**
 * Ed25519 keys and signatures of C2SP signed notes (c2sp.org/signed-note), in the text forms Go's
 * golang.org/x/mod/sumdb/note reads and writes:
 *   signer key    PRIVATE+KEY+<name>+<hex key ID>+<base64(0x01 || 32-byte seed)>
 *   verifier key  <name>+<hex key ID>+<base64(0x01 || 32-byte public key)>
 * where key ID = SHA-256(name || 0x0A || 0x01 || public key)[:4], big-endian.
 */

const ED25519 = 0x01;
/** The DER framing node:crypto reads a raw Ed25519 seed and public key in (RFC 8410). */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export interface NoteVerifier {
  name: string;
  keyId: number;
  publicKey: Uint8Array;
  /** The verifier key's text form. */
  vkey: string;
}

export interface NoteSigner extends NoteVerifier {
  /** The signer key's text form: a secret. */
  skey: string;
  privateKey: KeyObject;
}

export class NoteKeyError extends Error {}

/** A key name as the spec allows it: not empty, no Unicode space, no plus. */
export function isKeyName(name: string): boolean {
  return name.length > 0 && !/[\s+]/u.test(name);
}

export function keyIdOf(name: string, publicKey: Uint8Array): number {
  const digest = createHash('sha256')
    .update(name)
    .update(Buffer.from([0x0a, ED25519]))
    .update(publicKey)
    .digest();
  return digest.readUInt32BE(0);
}

const hexId = (keyId: number) => keyId.toString(16).padStart(8, '0');

function publicKeyOfSeed(seed: Uint8Array): Uint8Array {
  const der = createPublicKey(privateKeyObject(seed)).export({ format: 'der', type: 'spki' });
  return new Uint8Array(der.subarray(SPKI_PREFIX.length));
}

function privateKeyObject(seed: Uint8Array): KeyObject {
  return createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

function verifierOf(name: string, publicKey: Uint8Array): NoteVerifier {
  const keyId = keyIdOf(name, publicKey);
  return {
    name,
    keyId,
    publicKey,
    vkey: `${name}+${hexId(keyId)}+${toBase64(new Uint8Array([ED25519, ...publicKey]))}`,
  };
}

/** A signer key for `name` from a 32-byte seed (random in production: see generateSigner). */
export function signerFromSeed(name: string, seed: Uint8Array): NoteSigner {
  if (!isKeyName(name)) throw new NoteKeyError(`"${name}" cannot name a key: no spaces or plus signs`);
  if (seed.length !== 32) throw new NoteKeyError('An Ed25519 seed is 32 bytes');
  const verifier = verifierOf(name, publicKeyOfSeed(seed));
  const skey = `PRIVATE+KEY+${name}+${hexId(verifier.keyId)}+${toBase64(new Uint8Array([ED25519, ...seed]))}`;
  return { ...verifier, skey, privateKey: privateKeyObject(seed) };
}

/** Reads a signer key's text form; throws a sentence naming what is wrong. */
export function parseSigner(skey: string): NoteSigner {
  // The base64 key may hold plus signs itself: it is whatever follows the fourth.
  const parts = splitPlus(skey.trim(), 5);
  if (parts.length !== 5 || parts[0] !== 'PRIVATE' || parts[1] !== 'KEY')
    throw new NoteKeyError('A signer key reads PRIVATE+KEY+<name>+<key ID>+<base64 key>');
  const [, , name, id, encoded] = parts;
  const bytes = fromBase64(encoded);
  if (!bytes || bytes.length !== 33 || bytes[0] !== ED25519)
    throw new NoteKeyError('The signer key is not an Ed25519 key (0x01 and a 32-byte seed, in base64)');
  const signer = signerFromSeed(name, bytes.subarray(1));
  if (hexId(signer.keyId) !== id) throw new NoteKeyError(`The signer key's ID ${id} is not the one its key makes`);
  return signer;
}

/** Reads a verifier key's text form; throws a sentence naming what is wrong. */
export function parseVerifier(vkey: string): NoteVerifier {
  const parts = splitPlus(vkey.trim(), 3);
  if (parts.length !== 3) throw new NoteKeyError('A verifier key reads <name>+<key ID>+<base64 key>');
  const [name, id, encoded] = parts;
  const bytes = fromBase64(encoded);
  if (!isKeyName(name) || !/^[0-9a-f]{8}$/.test(id) || !bytes || bytes.length !== 33 || bytes[0] !== ED25519)
    throw new NoteKeyError('The verifier key is not a name, an 8-digit hex key ID and an Ed25519 key');
  const verifier = verifierOf(name, bytes.subarray(1));
  if (hexId(verifier.keyId) !== id) throw new NoteKeyError(`The verifier key's ID ${id} is not the one its key makes`);
  return verifier;
}

/** At most `count` parts: the last one keeps any further plus signs. */
function splitPlus(text: string, count: number): string[] {
  const parts = text.split('+');
  return parts.length <= count ? parts : [...parts.slice(0, count - 1), parts.slice(count - 1).join('+')];
}

/** The text (ending in a newline) as a signed note: a blank line, then this key's signature line. */
export function signNote(text: string, signer: NoteSigner): string {
  if (!text.endsWith('\n')) throw new NoteKeyError('A note text ends in a newline');
  const signature = sign(null, Buffer.from(text, 'utf8'), signer.privateKey);
  const id = Buffer.alloc(4);
  id.writeUInt32BE(signer.keyId);
  return `${text}\n\u2014 ${signer.name} ${Buffer.concat([id, signature]).toString('base64')}\n`;
}

/**
 * The text of a signed note if it carries a valid signature of `verifier`, else a sentence saying
 * why not. Signatures of other keys are ignored, as the spec asks; a failing one of this key fails.
 */
export function openNote(note: string, verifier: NoteVerifier): { text: string } | { error: string } {
  const split = splitNote(note);
  if (typeof split === 'string') return { error: split };
  const ours = split.signatures.filter((line) => line.name === verifier.name && line.keyId === verifier.keyId);
  if (!ours.length) return { error: `The note carries no signature of ${verifier.name}+${hexId(verifier.keyId)}` };
  const publicKey = createPublicKey({
    key: Buffer.concat([SPKI_PREFIX, verifier.publicKey]),
    format: 'der',
    type: 'spki',
  });
  for (const line of ours) {
    if (!verify(null, Buffer.from(split.text, 'utf8'), publicKey, line.signature))
      return {
        error: `The signature of ${verifier.name} does not verify: the note was changed or signed by another key`,
      };
  }
  return { text: split.text };
}
