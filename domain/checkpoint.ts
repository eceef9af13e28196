import { HASH_SIZE, type Hash } from './merkle.js';

// Both exist in browsers and in Node; the shared rules compile without DOM or Node types.
declare function atob(data: string): string;
declare function btoa(data: string): string;

/**
 * A log's tree head as the C2SP tlog-checkpoint format writes it (c2sp.org/tlog-checkpoint): the
 * origin, the tree size in decimal, the base64 root hash, each on its own line, as the text of a
 * signed note (c2sp.org/signed-note).
 */
export interface Checkpoint {
  origin: string;
  size: number;
  root: Hash;
}

/** One signature line of a signed note: "— <key name> base64(key ID || signature)". */
export interface NoteSignature {
  name: string;
  /** The first four bytes of the decoded signature, big-endian. */
  keyId: number;
  /** The signature proper, after the key ID. */
  signature: Uint8Array;
}

export interface SignedNote {
  /** The signed text, ending in a newline. */
  text: string;
  signatures: NoteSignature[];
}

export function formatCheckpoint(checkpoint: Checkpoint): string {
  return `${checkpoint.origin}\n${checkpoint.size}\n${toBase64(checkpoint.root)}\n`;
}

/** A checkpoint's note text read back, or a sentence saying what is wrong with it. */
export function parseCheckpoint(text: string): Checkpoint | string {
  const lines = text.split('\n');
  if (lines.length < 4 || lines[lines.length - 1] !== '')
    return 'A checkpoint is at least three lines, each ending in a newline';
  const [origin, size, root, ...extensions] = lines.slice(0, -1);
  if (!origin || /\s|\+/u.test(origin)) return `The origin line "${origin}" is empty or holds a space or a plus`;
  if (!/^(0|[1-9]\d*)$/.test(size) || !Number.isSafeInteger(Number(size)))
    return `The tree size "${size}" is not a decimal number without leading zeros`;
  const rootHash = fromBase64(root);
  if (!rootHash || rootHash.length !== HASH_SIZE) return `The root hash "${root}" is not the base64 of 32 bytes`;
  if (extensions.some((line) => line === '')) return 'A checkpoint has no empty lines';
  return { origin, size: Number(size), root: rootHash };
}

/**
 * A signed note split into its text and its signature lines, or a sentence saying why it is not
 * one. The text ends at the last blank line; every line after it is a signature.
 */
export function splitNote(note: string): SignedNote | string {
  // eslint-disable-next-line no-control-regex -- the format forbids control characters but the newline
  if (/[\u0000-\u0009\u000b-\u001f]/.test(note)) return 'A signed note holds no control characters but newlines';
  if (!note.endsWith('\n')) return 'A signed note ends in a newline';
  const split = note.lastIndexOf('\n\n');
  if (split < 0) return 'A signed note has a blank line between its text and its signatures';
  const text = note.slice(0, split + 1);
  const signatures: NoteSignature[] = [];
  for (const line of note.slice(split + 2, -1).split('\n')) {
    const match = /^\u2014 (\S+) ([A-Za-z0-9+/=]+)$/u.exec(line);
    const bytes = match ? fromBase64(match[2]) : null;
    if (!match || !bytes || bytes.length < 5 || match[1].includes('+'))
      return `"${line}" is not a signature line ("— <key name> <base64 signature>")`;
    const keyId = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
    signatures.push({ name: match[1], keyId, signature: bytes.slice(4) });
  }
  if (!signatures.length) return 'A signed note carries at least one signature';
  return { text, signatures };
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The bytes of standard base64 (RFC 4648, section 4, with padding), or null when it is not that. */
export function fromBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  // Only the canonical encoding: the bits after the last byte must be zero.
  return toBase64(bytes) === text ? bytes : null;
}
