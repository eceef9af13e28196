import type { LedgerEntryDto } from '../dto/ledger.dto.js';
import { GENESIS_HASH, ledgerHash, type LedgerRecord } from './ledger-hash.js';
import { breakIn } from './ledger-verifier.js';

function chain(records: LedgerRecord[]): LedgerEntryDto[] {
  let previousHash = GENESIS_HASH;
  return records.map((record, index) => {
    const hash = ledgerHash(previousHash, record);
    const entry = { sequence: index + 1, ...record, previousHash, hash };
    previousHash = hash;
    return entry;
  });
}

const record = (id: number): LedgerRecord => ({
  id,
  symbol: 'GBPUSD',
  signalType: 'SELL',
  entryPrice: 1.27,
  stopLoss: 1.2745,
  takeProfit: 1.261,
  publishedAt: '2026-11-02T09:00:00.000Z',
  expiresAt: '2026-11-04T09:00:00.000Z',
});

describe('breakIn', () => {
  const [first, second, third] = chain([record(1), record(2), record(3)]);
  const start = { sequence: 0, hash: GENESIS_HASH };

  it('accepts each entry of a sound chain after the one before', () => {
    expect(breakIn(first, start)).toBeNull();
    expect(breakIn(second, first)).toBeNull();
    expect(breakIn(third, second)).toBeNull();
  });

  it('names an entry whose fields were changed after publication', () => {
    expect(breakIn({ ...second, entryPrice: 1.2701 }, first)).toMatch(
      /^Entry 2 \(signal 2\) breaks the chain: its fields hash to [0-9a-f]{64}, not to the [0-9a-f]{64} it shows$/,
    );
  });

  it('names an entry that follows anything but the entry before, or comes out of its place', () => {
    expect(breakIn(third, first)).toBe('Entry 3 (signal 3) breaks the chain: it comes where entry 2 should be');
    expect(breakIn({ ...third, sequence: 2 }, first)).toBe(
      `Entry 2 (signal 3) breaks the chain: its previousHash ${second.hash} is not the hash of entry 1, ${first.hash}`,
    );
    expect(breakIn({ ...first, previousHash: 'f'.repeat(64) }, start)).toMatch(/is not the start of the chain, 0{64}$/);
  });
});
