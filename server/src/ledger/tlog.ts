import { EMPTY_ROOT, nodeHash, type Hash } from '#domain/merkle';

/**
 * The log's tree as stored hashes, after Go's golang.org/x/mod/sumdb/tlog: every leaf hash and
 * every hash of a complete subtree is stored once, at a dense index (Crosby and Wallach's
 * ordering), so that a root or a proof for any tree size reads at most a few dozen stored hashes.
 * Storage sits behind one method (HashReader); the proofs are RFC 9162's, so they verify with
 * `verifyInclusion` and `verifyConsistency` (domain/merkle.ts) and with any CT tool.
 */

/** Reads stored hashes by their storage index, in the order asked. */
export interface HashReader {
  readHashes(indexes: number[]): Promise<Hash[]>;
}

/** k, the largest power of two smaller than n, and its log: for n ≥ 2. */
function maxPow2(n: number): { k: number; level: number } {
  let level = 0;
  while (2 ** (level + 1) < n) level += 1;
  return { k: 2 ** level, level };
}

const trailingOnes = (n: number) => {
  let count = 0;
  for (let value = n; value % 2 === 1; value = Math.floor(value / 2)) count += 1;
  return count;
};

/** Where the hash of node (level, n) is stored: level L's n-th hash comes right after level L+1's (2n+1)-th. */
export function storedHashIndex(level: number, n: number): number {
  for (let l = level; l > 0; l -= 1) n = 2 * n + 1;
  let index = 0;
  for (; n > 0; n = Math.floor(n / 2)) index += n;
  return index + level;
}

/** How many hashes a tree of n entries stores. */
export function storedHashCount(n: number): number {
  if (n === 0) return 0;
  return storedHashIndex(0, n - 1) + 1 + trailingOnes(n - 1);
}

/**
 * The hashes to store when entry n (from 0) with leaf hash `leaf` is appended, starting at
 * storedHashIndex(0, n): the leaf, then the root of each subtree it completes.
 */
export async function storedHashesFor(n: number, leaf: Hash, reader: HashReader): Promise<Hash[]> {
  const completes = trailingOnes(n);
  const indexes: number[] = [];
  for (let level = 0; level < completes; level += 1) {
    indexes[completes - 1 - level] = storedHashIndex(level, Math.floor(n / 2 ** level) - 1);
  }
  const siblings = await readExactly(reader, indexes);
  const hashes = [leaf];
  let hash = leaf;
  for (let level = 0; level < completes; level += 1) {
    hash = nodeHash(siblings[completes - 1 - level], hash);
    hashes.push(hash);
  }
  return hashes;
}

/** The root of the tree of the first n entries. */
export async function treeHash(n: number, reader: HashReader): Promise<Hash> {
  if (n === 0) return EMPTY_ROOT;
  const indexes = subTreeIndexes(0, n, []);
  const [root, rest] = subTreeHash(0, n, await readExactly(reader, indexes));
  if (rest.length) throw new Error('tlog: index arithmetic went wrong in treeHash');
  return root;
}

/** The inclusion proof (RFC 9162's audit path) of entry n in the tree of size t. */
export async function proveInclusion(t: number, n: number, reader: HashReader): Promise<Hash[]> {
  if (!(n >= 0 && n < t)) throw new RangeError(`Entry ${n} is not in a tree of ${t} entries`);
  const indexes = leafProofIndexes(0, t, n, []);
  const [proof, rest] = leafProof(0, t, n, await readExactly(reader, indexes));
  if (rest.length) throw new Error('tlog: index arithmetic went wrong in proveInclusion');
  return proof;
}

/** The consistency proof that the tree of size t holds the tree of size n (0 < n ≤ t) as its prefix. */
export async function proveConsistency(t: number, n: number, reader: HashReader): Promise<Hash[]> {
  if (!(n >= 1 && n <= t)) throw new RangeError(`No consistency proof from ${n} to ${t} entries`);
  const indexes = treeProofIndexes(0, t, n, []);
  const [proof, rest] = treeProof(0, t, n, await readExactly(reader, indexes));
  if (rest.length) throw new Error('tlog: index arithmetic went wrong in proveConsistency');
  return proof;
}

async function readExactly(reader: HashReader, indexes: number[]): Promise<Hash[]> {
  if (!indexes.length) return [];
  const hashes = await reader.readHashes(indexes);
  if (hashes.length !== indexes.length)
    throw new Error(`The log's storage answered ${hashes.length} hashes for ${indexes.length} asked`);
  return hashes;
}

/** The stored hashes that make up the subtree of entries [lo, hi): its complete subtrees, left to right. */
function subTreeIndexes(lo: number, hi: number, need: number[]): number[] {
  while (lo < hi) {
    const { k, level } = maxPow2(hi - lo + 1);
    need.push(storedHashIndex(level, lo / k));
    lo += k;
  }
  return need;
}

function subTreeHash(lo: number, hi: number, hashes: Hash[]): [Hash, Hash[]] {
  let count = 0;
  while (lo < hi) {
    lo += maxPow2(hi - lo + 1).k;
    count += 1;
  }
  let hash = hashes[count - 1];
  for (let index = count - 2; index >= 0; index -= 1) hash = nodeHash(hashes[index], hash);
  return [hash, hashes.slice(count)];
}

function leafProofIndexes(lo: number, hi: number, n: number, need: number[]): number[] {
  if (lo + 1 === hi) return need;
  const { k } = maxPow2(hi - lo);
  if (n < lo + k) {
    leafProofIndexes(lo, lo + k, n, need);
    subTreeIndexes(lo + k, hi, need);
  } else {
    subTreeIndexes(lo, lo + k, need);
    leafProofIndexes(lo + k, hi, n, need);
  }
  return need;
}

/** The path from leaf n up to the root of [lo, hi): the sibling nearest the leaf first. */
function leafProof(lo: number, hi: number, n: number, hashes: Hash[]): [Hash[], Hash[]] {
  if (lo + 1 === hi) return [[], hashes];
  const { k } = maxPow2(hi - lo);
  let proof: Hash[];
  let sibling: Hash;
  if (n < lo + k) {
    [proof, hashes] = leafProof(lo, lo + k, n, hashes);
    [sibling, hashes] = subTreeHash(lo + k, hi, hashes);
  } else {
    [sibling, hashes] = subTreeHash(lo, lo + k, hashes);
    [proof, hashes] = leafProof(lo + k, hi, n, hashes);
  }
  return [[...proof, sibling], hashes];
}

function treeProofIndexes(lo: number, hi: number, n: number, need: number[]): number[] {
  if (n === hi) return lo === 0 ? need : subTreeIndexes(lo, hi, need);
  const { k } = maxPow2(hi - lo);
  if (n <= lo + k) {
    treeProofIndexes(lo, lo + k, n, need);
    subTreeIndexes(lo + k, hi, need);
  } else {
    subTreeIndexes(lo, lo + k, need);
    treeProofIndexes(lo + k, hi, n, need);
  }
  return need;
}

/** RFC 9162's SUBPROOF over [lo, hi) for the old size n. */
function treeProof(lo: number, hi: number, n: number, hashes: Hash[]): [Hash[], Hash[]] {
  if (n === hi) {
    // The old tree itself: its root is the verifier's, so nothing is sent for it.
    if (lo === 0) return [[], hashes];
    const [hash, rest] = subTreeHash(lo, hi, hashes);
    return [[hash], rest];
  }
  const { k } = maxPow2(hi - lo);
  let proof: Hash[];
  let sibling: Hash;
  if (n <= lo + k) {
    [proof, hashes] = treeProof(lo, lo + k, n, hashes);
    [sibling, hashes] = subTreeHash(lo + k, hi, hashes);
  } else {
    [sibling, hashes] = subTreeHash(lo, lo + k, hashes);
    [proof, hashes] = treeProof(lo + k, hi, n, hashes);
  }
  return [[...proof, sibling], hashes];
}
