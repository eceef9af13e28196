import { canonicalRecord, GENESIS_HASH, ledgerHash, type LedgerRecord } from './legacy-chain.js';

const record: LedgerRecord = {
  id: 7,
  symbol: 'EURUSD',
  signalType: 'BUY',
  entryPrice: 1.085,
  stopLoss: 1.0835,
  takeProfit: 1.088,
  publishedAt: '2026-11-01T14:00:00.123Z',
  expiresAt: '2026-11-03T14:00:00.000Z',
};

describe('ledger hash', () => {
  it('hashes the record as JSON with sorted keys and no spaces', () => {
    expect(canonicalRecord(record)).toBe(
      '{"entryPrice":1.085,"expiresAt":"2026-11-03T14:00:00.000Z","id":7,"publishedAt":"2026-11-01T14:00:00.123Z",' +
        '"signalType":"BUY","stopLoss":1.0835,"symbol":"EURUSD","takeProfit":1.088}',
    );
  });

  it('is sha256_hex(previousHash + "\\n" + canonical), starting from 64 zeros', () => {
    // Computed apart from this code: printf '%s\n%s' "$zeros" "$canonical" | sha256sum
    expect(GENESIS_HASH).toBe('0'.repeat(64));
    expect(ledgerHash(GENESIS_HASH, record)).toBe('05f8aaa15aba56e1f3e01bfab98f5e8e1d660b3ac098bde1671bbed784fda119');
  });

  it('reads only the eight fields, whatever order and company they come in', () => {
    const served = { hash: 'x', sequence: 3, previousHash: 'y', ...record, id: 7 };
    const reordered = Object.fromEntries(Object.entries(served).reverse()) as unknown as LedgerRecord;
    expect(canonicalRecord(reordered)).toBe(canonicalRecord(record));
  });

  it('changes with any field and with the predecessor', () => {
    const hash = ledgerHash(GENESIS_HASH, record);
    expect(ledgerHash(GENESIS_HASH, { ...record, stopLoss: 1.0836 })).not.toBe(hash);
    expect(ledgerHash(GENESIS_HASH, { ...record, publishedAt: '2026-11-01T14:00:00.124Z' })).not.toBe(hash);
    expect(ledgerHash(hash, record)).not.toBe(hash);
  });
});
