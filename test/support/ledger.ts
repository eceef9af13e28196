import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { formatCheckpoint } from '#domain/checkpoint';
import { leafHash, toHex, type Hash } from '#domain/merkle';
import type { LogEntry } from '../../server/src/ledger/entries.js';
import { signNote, type NoteSigner } from '../../server/src/ledger/note-key.js';
import { storedHashesFor, storedHashIndex, treeHash, type HashReader } from '../../server/src/ledger/tlog.js';
import type { TestApp } from './test-app.js';
import type TestAgent from 'supertest/lib/agent.js';

/** Makes the in-process app listen on a local port (for the verifier, which speaks plain HTTP): its origin. */
export async function listen(testApp: TestApp): Promise<string> {
  await testApp.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
}

/** Every entry of the log as served, parsed, with the exact text beside it. */
export async function readLog(http: TestAgent): Promise<{ index: number; text: string; entry: LogEntry }[]> {
  const log: { index: number; text: string; entry: LogEntry }[] = [];
  for (let start = 0; ; start += 1000) {
    const page = (await http.get(`/api/ledger/entries?start=${start}`).expect(200)).body as {
      entries: { index: number; entry: string }[];
      treeSize: number;
    };
    log.push(...page.entries.map(({ index, entry }) => ({ index, text: entry, entry: JSON.parse(entry) as LogEntry })));
    if (log.length >= page.treeSize || !page.entries.length) return log;
  }
}

/**
 * What an operator holding the database and the signing key could do after changing entries in
 * plain SQL: recompute every stored hash from the entries as they now read, and sign a checkpoint
 * for each size again. Only a checkpoint someone kept from before, or the entries' own rules, can
 * catch what was changed then.
 */
export async function resignLog(dataSource: DataSource, signer: NoteSigner): Promise<void> {
  const rows: { entryIndex: number | string; body: string }[] = await dataSource.query(
    'SELECT entryIndex, body FROM ledger_entries ORDER BY entryIndex',
  );
  const sizes: { treeSize: number | string }[] = await dataSource.query('SELECT treeSize FROM ledger_checkpoints');
  await dataSource.query('DELETE FROM ledger_hashes');
  await dataSource.query('DELETE FROM ledger_checkpoints');
  const stored = new Map<number, Hash>();
  const reader: HashReader = { readHashes: async (indexes) => indexes.map((index) => stored.get(index)!) };
  const roots = new Map<number, Hash>();
  for (const [index, row] of rows.entries()) {
    const hashes = await storedHashesFor(index, leafHash(new TextEncoder().encode(row.body)), reader);
    hashes.forEach((hash, offset) => stored.set(storedHashIndex(0, index) + offset, hash));
    roots.set(index + 1, await treeHash(index + 1, reader));
  }
  for (const [storageIndex, hash] of stored)
    await dataSource.query('INSERT INTO ledger_hashes (storageIndex, hash) VALUES (?, ?)', [storageIndex, toHex(hash)]);
  const stamp = new Date().toISOString().replace('T', ' ').replace('Z', '');
  for (const treeSize of sizes.map((row) => Number(row.treeSize)).filter((size) => size <= rows.length)) {
    const root = treeSize === 0 ? await treeHash(0, reader) : roots.get(treeSize)!;
    const note = signNote(formatCheckpoint({ origin: signer.name, size: treeSize, root }), signer);
    await dataSource.query(
      'INSERT INTO ledger_checkpoints (createdAt, updatedAt, treeSize, rootHash, note) VALUES (?, ?, ?, ?, ?)',
      [stamp, stamp, treeSize, toHex(root), note],
    );
  }
}
