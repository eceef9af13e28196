import { createHash } from 'node:crypto';
import { leafHash, sameHash, verifyConsistency, verifyInclusion, type Hash } from '#domain/merkle';
import {
  proveConsistency,
  proveInclusion,
  storedHashCount,
  storedHashesFor,
  storedHashIndex,
  treeHash,
  type HashReader,
} from './tlog.js';

/**
 * An independent implementation of RFC 9162, section 2.1, written from the RFC's text with its own
 * hashing (node:crypto, not the code under test): MTH, PATH and PROOF exactly as defined there.
 */
const rfc = {
  hash: (...parts: Uint8Array[]) => new Uint8Array(createHash('sha256').update(Buffer.concat(parts)).digest()),
  /** "the largest power of two smaller than n" */
  k: (n: number) => {
    let k = 1;
    while (k * 2 < n) k *= 2;
    return k;
  },
  /** MTH({}) = SHA-256(); MTH({d(0)}) = SHA-256(0x00 || d(0)); MTH(D[n]) = SHA-256(0x01 || MTH(D[0:k]) || MTH(D[k:n])) */
  mth(entries: Uint8Array[]): Uint8Array {
    if (entries.length === 0) return rfc.hash();
    if (entries.length === 1) return rfc.hash(Uint8Array.of(0x00), entries[0]);
    const k = rfc.k(entries.length);
    return rfc.hash(Uint8Array.of(0x01), rfc.mth(entries.slice(0, k)), rfc.mth(entries.slice(k)));
  },
  /** PATH(m, D[n]) */
  path(m: number, entries: Uint8Array[]): Uint8Array[] {
    if (entries.length === 1) return [];
    const k = rfc.k(entries.length);
    return m < k
      ? [...rfc.path(m, entries.slice(0, k)), rfc.mth(entries.slice(k))]
      : [...rfc.path(m - k, entries.slice(k)), rfc.mth(entries.slice(0, k))];
  },
  /** PROOF(m, D[n]) = SUBPROOF(m, D[n], true) */
  proof(m: number, entries: Uint8Array[]): Uint8Array[] {
    return rfc.subproof(m, entries, true);
  },
  subproof(m: number, entries: Uint8Array[], b: boolean): Uint8Array[] {
    const n = entries.length;
    if (m === n) return b ? [] : [rfc.mth(entries)];
    const k = rfc.k(n);
    return m <= k
      ? [...rfc.subproof(m, entries.slice(0, k), b), rfc.mth(entries.slice(k))]
      : [...rfc.subproof(m - k, entries.slice(k), false), rfc.mth(entries.slice(0, k))];
  },
};

/** A log in memory: the stored hashes, appended as the ledger appends them. */
class MemoryLog implements HashReader {
  readonly stored: Hash[] = [];
  readonly entries: Uint8Array[] = [];

  async readHashes(indexes: number[]): Promise<Hash[]> {
    return indexes.map((index) => {
      if (index >= this.stored.length) throw new Error(`No stored hash ${index}`);
      return this.stored[index];
    });
  }

  async append(entry: Uint8Array): Promise<void> {
    const n = this.entries.length;
    expect(this.stored.length).toBe(storedHashIndex(0, n));
    this.stored.push(...(await storedHashesFor(n, leafHash(entry), this)));
    this.entries.push(entry);
    expect(this.stored.length).toBe(storedHashCount(n + 1));
  }
}

const entryNumber = (index: number) => new TextEncoder().encode(`{"entry":${index}}`);

describe('the stored-hash tree', () => {
  const log = new MemoryLog();
  const SIZE = 70;

  beforeAll(async () => {
    for (let index = 0; index < SIZE; index += 1) await log.append(entryNumber(index));
  });

  it('gives every tree size the root RFC 9162 defines', async () => {
    for (let size = 0; size <= SIZE; size += 1) {
      expect(Buffer.from(await treeHash(size, log)).toString('hex')).toBe(
        Buffer.from(rfc.mth(log.entries.slice(0, size))).toString('hex'),
      );
    }
  });

  it('proves each entry in each tree exactly as PATH(m, D[n]), and the proof verifies', async () => {
    for (let size = 1; size <= SIZE; size += 1) {
      const root = await treeHash(size, log);
      for (let index = 0; index < size; index += 1) {
        const proof = await proveInclusion(size, index, log);
        const expected = rfc.path(index, log.entries.slice(0, size));
        expect(proof.map((hash) => Buffer.from(hash).toString('hex'))).toEqual(
          expected.map((hash) => Buffer.from(hash).toString('hex')),
        );
        expect(verifyInclusion(index, size, leafHash(log.entries[index]), proof, root)).toBe(true);
      }
    }
  });

  it('proves each older tree inside each newer one exactly as PROOF(m, D[n]), and the proof verifies', async () => {
    for (let size = 1; size <= SIZE; size += 1) {
      const root = await treeHash(size, log);
      for (let older = 1; older <= size; older += 1) {
        const proof = await proveConsistency(size, older, log);
        const expected = rfc.proof(older, log.entries.slice(0, size));
        expect(proof.map((hash) => Buffer.from(hash).toString('hex'))).toEqual(
          expected.map((hash) => Buffer.from(hash).toString('hex')),
        );
        expect(verifyConsistency(older, size, proof, await treeHash(older, log), root)).toBe(true);
      }
    }
  });

  it('refuses a proof for another entry, another size or a changed entry', async () => {
    const root = await treeHash(13, log);
    const proof = await proveInclusion(13, 5, log);
    expect(verifyInclusion(6, 13, leafHash(log.entries[5]), proof, root)).toBe(false);
    // A tree of 8 puts entry 5 on a shorter path: the proof no longer fits.
    expect(verifyInclusion(5, 8, leafHash(log.entries[5]), proof, root)).toBe(false);
    expect(verifyInclusion(5, 13, leafHash(entryNumber(99)), proof, root)).toBe(false);
    const consistency = await proveConsistency(13, 7, log);
    expect(verifyConsistency(7, 13, consistency, await treeHash(6, log), root)).toBe(false);
    expect(sameHash(await treeHash(13, log), root)).toBe(true);
  });

  it('refuses to prove what the tree does not hold', async () => {
    await expect(proveInclusion(5, 5, log)).rejects.toThrow('Entry 5 is not in a tree of 5 entries');
    await expect(proveConsistency(5, 0, log)).rejects.toThrow('No consistency proof from 0 to 5 entries');
  });
});
