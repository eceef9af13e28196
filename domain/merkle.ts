import { sha256 } from '@noble/hashes/sha2.js';

/**
 * The Merkle tree hashing of RFC 9162 (Certificate Transparency 2.0, the same as RFC 6962), and
 * the verification of its two proofs as the RFC's sections 2.1.3.2 and 2.1.4.2 state them. Pure
 * and synchronous, so the server, the verify command and the portal's witness run the same code.
 */

/** A SHA-256 value: a leaf, a node or a root. */
export type Hash = Uint8Array;

export const HASH_SIZE = 32;

/** The root of the empty tree: SHA-256 of nothing. */
export const EMPTY_ROOT: Hash = sha256(new Uint8Array(0));

/** SHA-256(0x00 || entry): the hash of one leaf. */
export function leafHash(entry: Uint8Array): Hash {
  const input = new Uint8Array(1 + entry.length);
  input[0] = 0x00;
  input.set(entry, 1);
  return sha256(input);
}

/** SHA-256(0x01 || left || right): the hash of an interior node. */
export function nodeHash(left: Hash, right: Hash): Hash {
  const input = new Uint8Array(1 + 2 * HASH_SIZE);
  input[0] = 0x01;
  input.set(left, 1);
  input.set(right, 1 + HASH_SIZE);
  return sha256(input);
}

export function sameHash(a: Hash, b: Hash): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a[index] ^ b[index];
  return difference === 0;
}

const isHash = (value: Hash) => value.length === HASH_SIZE;
const isSize = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * Whether `proof` shows that the leaf with hash `leaf` is entry `index` of the tree of `size`
 * entries whose root is `root` (RFC 9162, 2.1.3.2). Indexes from 0. Sizes stay below 2^53, so
 * the RFC's right shifts are divisions by two here (JavaScript's >> works on 32 bits).
 */
export function verifyInclusion(index: number, size: number, leaf: Hash, proof: Hash[], root: Hash): boolean {
  if (!isSize(index) || !isSize(size) || !isHash(leaf) || !isHash(root) || !proof.every(isHash)) return false;
  // 1. If leaf_index >= tree_size, fail.
  if (index >= size) return false;
  // 2. Set fn to leaf_index and sn to tree_size - 1. 3. Set r to hash.
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  // 4. For each value p in the inclusion_path array:
  for (const p of proof) {
    // a. If sn is 0, then stop the iteration and fail the proof verification.
    if (sn === 0) return false;
    // b. If LSB(fn) is set, or if fn is equal to sn, then:
    if (fn % 2 === 1 || fn === sn) {
      // i. Set r to HASH(0x01 || p || r).
      r = nodeHash(p, r);
      // ii. If LSB(fn) is not set, then right-shift both fn and sn equally until either LSB(fn) is set or fn is 0.
      while (fn % 2 === 0 && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      // Otherwise: i. Set r to HASH(0x01 || r || p).
      r = nodeHash(r, p);
    }
    // c. Finally, right-shift both fn and sn one time.
    fn = half(fn);
    sn = half(sn);
  }
  // 5. Compare sn to 0. Compare r against the root_hash.
  return sn === 0 && sameHash(r, root);
}

/**
 * Whether `proof` shows that the tree of `size2` entries with root `root2` holds, as its first
 * `size1` entries, the tree with root `root1` (RFC 9162, 2.1.4.2). Equal sizes need an empty proof
 * and equal roots; a proof from the empty tree proves nothing and is refused.
 */
export function verifyConsistency(size1: number, size2: number, proof: Hash[], root1: Hash, root2: Hash): boolean {
  if (!isSize(size1) || !isSize(size2) || !isHash(root1) || !isHash(root2) || !proof.every(isHash)) return false;
  if (size1 === 0 || size1 > size2) return false;
  if (size1 === size2) return proof.length === 0 && sameHash(root1, root2);
  // 1. If consistency_path is an empty array, stop and fail the proof verification.
  if (proof.length === 0) return false;
  // 2. If first is an exact power of 2, then prepend first_hash to the consistency_path array.
  const path = isPowerOfTwo(size1) ? [root1, ...proof] : proof;
  // 3. Set fn to first - 1 and sn to second - 1.
  let fn = size1 - 1;
  let sn = size2 - 1;
  // 4. If LSB(fn) is set, then right-shift both fn and sn equally until LSB(fn) is not set.
  while (fn % 2 === 1) {
    fn = half(fn);
    sn = half(sn);
  }
  // 5. Set both fr and sr to the first value in the consistency_path array.
  let fr = path[0];
  let sr = path[0];
  // 6. For each subsequent value c in the consistency_path array:
  for (const c of path.slice(1)) {
    // a. If sn is 0, then stop the iteration and fail the proof verification.
    if (sn === 0) return false;
    // b. If LSB(fn) is set, or if fn is equal to sn, then:
    if (fn % 2 === 1 || fn === sn) {
      // i. Set fr to HASH(0x01 || c || fr). ii. Set sr to HASH(0x01 || c || sr).
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      // iii. If LSB(fn) is not set, then right-shift both fn and sn equally until either LSB(fn) is set or fn is 0.
      while (fn % 2 === 0 && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      // Otherwise: i. Set sr to HASH(0x01 || sr || c).
      sr = nodeHash(sr, c);
    }
    // c. Finally, right-shift both fn and sn one time.
    fn = half(fn);
    sn = half(sn);
  }
  // 7. fr must equal first_hash, sr second_hash, and sn must be 0.
  return sn === 0 && sameHash(fr, root1) && sameHash(sr, root2);
}

const half = (value: number) => Math.floor(value / 2);
const isPowerOfTwo = (value: number) => value > 0 && 2 ** Math.floor(Math.log2(value)) === value;

/** The root of the tree over `leaves` (leaf hashes), computed as RFC 9162's MTH defines it. */
export function rootOf(leaves: Hash[]): Hash {
  if (leaves.length === 0) return EMPTY_ROOT;
  // Fold complete subtrees left to right, as a stack of (size, hash): the same tree as MTH's split
  // at the largest power of two below n, without recursion.
  const stack: { size: number; hash: Hash }[] = [];
  for (const leaf of leaves) {
    let top = { size: 1, hash: leaf };
    while (stack.length && stack[stack.length - 1].size === top.size) {
      const left = stack.pop()!;
      top = { size: left.size * 2, hash: nodeHash(left.hash, top.hash) };
    }
    stack.push(top);
  }
  let root = stack.pop()!.hash;
  while (stack.length) root = nodeHash(stack.pop()!.hash, root);
  return root;
}

export function toHex(hash: Hash): string {
  let text = '';
  for (const byte of hash) text += byte.toString(16).padStart(2, '0');
  return text;
}

/** The bytes of a hex string, or null when it is not hex of whole bytes. */
export function fromHex(text: string): Uint8Array | null {
  if (text.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(text)) return null;
  const bytes = new Uint8Array(text.length / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = parseInt(text.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}
