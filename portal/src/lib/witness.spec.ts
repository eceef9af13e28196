import { keepsNewRecord, readKeptRecord, witness, type KeptRecord } from './witness';

// RFC 6962's test tree (transparency-dev/merkle's vectors): roots at 6 and 8 leaves, and the proof between them.
const ROOT6 = 'duZ9rbzfHhDht03cYIq9L5jfsW+851J3tSMqEn8gh+8=';
const ROOT8 = 'XcnaeacGWamtVZy3Ad7ZoqudgjqtL0lgz+Nw7/RgQyg=';
const PROOF_6_8 = [
  'DrxdNDf74tsVi58Sah0RjjCBgQMdCpSfje3t68VY72o=',
  'yoVOoSjtBQtBs1/8G4e46yveRh6eO1WW7Oa51ZdaCuA=',
  '037kGJdt2VdTwcc4Yrk5j6Kiz5tP8P3+izDNlSCWFLc=',
].map((hash) => Buffer.from(hash, 'base64').toString('hex'));
const KEY = 'log.example/signals+01020304+AQ==';
const kept: KeptRecord = { verifierKey: KEY, treeSize: 6, rootHash: ROOT6, seenAt: '2026-11-27T10:00:00.000Z' };
const proof = async () => PROOF_6_8;

describe('the browser as a witness of the record', () => {
  it('keeps the first record it sees', async () => {
    const verdict = await witness(null, { verifierKey: KEY, treeSize: 8, rootHash: ROOT8 }, proof);
    expect(verdict).toEqual({ kind: 'first' });
    expect(keepsNewRecord(verdict)).toBe(true);
  });

  it('accepts a longer record whose consistency proof holds, and the same record again', async () => {
    const longer = await witness(kept, { verifierKey: KEY, treeSize: 8, rootHash: ROOT8 }, proof);
    expect(longer).toEqual({ kind: 'consistent', seenAt: kept.seenAt, keptSize: 6, size: 8 });
    expect(await witness(kept, { verifierKey: KEY, treeSize: 6, rootHash: ROOT6 }, proof)).toMatchObject({
      kind: 'consistent',
    });
  });

  it('catches a record that dropped entries, was rewritten, or is signed by another key, and never keeps it', async () => {
    const shorter = await witness(
      { ...kept, treeSize: 8, rootHash: ROOT8 },
      { verifierKey: KEY, treeSize: 6, rootHash: ROOT6 },
      proof,
    );
    expect(shorter).toEqual({ kind: 'shorter', seenAt: kept.seenAt, keptSize: 8, size: 6 });
    const otherRoot = await witness(kept, { verifierKey: KEY, treeSize: 8, rootHash: ROOT6 }, proof);
    expect(otherRoot.kind).toBe('rewritten');
    const sameSizeOtherRoot = await witness(kept, { verifierKey: KEY, treeSize: 6, rootHash: ROOT8 }, proof);
    expect(sameSizeOtherRoot.kind).toBe('rewritten');
    const otherKey = await witness(kept, { verifierKey: 'other+01020304+AQ==', treeSize: 8, rootHash: ROOT8 }, proof);
    expect(otherKey.kind).toBe('other-key');
    for (const verdict of [shorter, otherRoot, sameSizeOtherRoot, otherKey])
      expect(keepsNewRecord(verdict)).toBe(false);
  });

  it('reads back only a record it wrote', () => {
    expect(readKeptRecord({ getItem: () => JSON.stringify(kept) })).toEqual(kept);
    expect(readKeptRecord({ getItem: () => '{not json' })).toBeNull();
    expect(readKeptRecord({ getItem: () => null })).toBeNull();
  });
});
