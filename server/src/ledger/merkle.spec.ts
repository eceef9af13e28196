import { readFileSync } from 'node:fs';
import { fromBase64 } from '#domain/checkpoint';
import { EMPTY_ROOT, fromHex, leafHash, rootOf, toHex, verifyConsistency, verifyInclusion } from '#domain/merkle';

interface InclusionVector {
  leafIdx: number;
  treeSize: number;
  root: string;
  leafHash: string;
  proof: string[] | null;
  desc: string;
  wantErr: boolean;
  file: string;
}

interface ConsistencyVector {
  size1: number;
  size2: number;
  root1: string;
  root2: string;
  proof: string[] | null;
  desc: string;
  wantErr: boolean;
  file: string;
}

const vectors = JSON.parse(
  readFileSync(new URL('../../../test/fixtures/tlog/transparency-dev-vectors.json', import.meta.url), 'utf8'),
) as { inclusion: InclusionVector[]; consistency: ConsistencyVector[] };

// The vectors' bytes are base64 without always being 32 bytes ("V3JvbmdSb290" is "WrongRoot").
const bytes = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'));

/** RFC 6962's test leaves and the roots of the trees of their first 1…8 (transparency-dev/merkle's testonly). */
const LEAVES = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f'];
const ROOTS = [
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];

describe('RFC 9162 hashing', () => {
  it('gives the empty tree the hash of nothing', () => {
    expect(toHex(EMPTY_ROOT)).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(rootOf([])).toEqual(EMPTY_ROOT);
  });

  it.each(ROOTS.map((root, index) => [index + 1, root]))(
    'gives the tree of the first %i test leaves its published root',
    (size, root) => {
      const leaves = LEAVES.slice(0, size as number).map((hex) => leafHash(fromHex(hex)!));
      expect(toHex(rootOf(leaves))).toBe(root);
    },
  );
});

describe('inclusion proofs, against the transparency-dev vectors', () => {
  it.each(vectors.inclusion.map((vector) => [vector.file, vector]))('%s', (_file, vector) => {
    const { leafIdx, treeSize, root, leafHash: leaf, proof, wantErr } = vector as InclusionVector;
    expect(verifyInclusion(leafIdx, treeSize, bytes(leaf), (proof ?? []).map(bytes), bytes(root))).toBe(!wantErr);
  });
});

describe('consistency proofs, against the transparency-dev vectors', () => {
  it.each(vectors.consistency.map((vector) => [vector.file, vector]))('%s', (_file, vector) => {
    const { size1, size2, root1, root2, proof, wantErr } = vector as ConsistencyVector;
    // Stricter than transparency-dev's verifier, which compares equal-size roots as raw bytes: a
    // "root" that is not 32 bytes is refused before anything is compared.
    const notHashes = [root1, root2].some((root) => bytes(root).length !== 32);
    expect(verifyConsistency(size1, size2, (proof ?? []).map(bytes), bytes(root1), bytes(root2))).toBe(
      !wantErr && !notHashes,
    );
  });

  it('has both accepting and refusing vectors of each kind', () => {
    expect(vectors.inclusion.filter((vector) => !vector.wantErr).length).toBeGreaterThan(4);
    expect(vectors.consistency.filter((vector) => !vector.wantErr).length).toBeGreaterThan(4);
    expect(fromBase64(vectors.inclusion[0].root)).not.toBeNull();
  });
});
