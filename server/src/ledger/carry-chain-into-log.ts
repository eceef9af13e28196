import type { QueryRunner } from 'typeorm';
import { leafHash, toHex, type Hash } from '#domain/merkle';
import { isFullySettled, settlementOf, signalFieldsOf } from '../signals/signal-fields.js';
import type { Signal } from '../signals/signal.entity.js';
import { entryText, type EntryDraft } from './entries.js';
import { ledgerRecordOf } from './legacy-chain.js';
import { storedHashesFor, storedHashIndex } from './tlog.js';

/** Columns read as numbers (mysql2 hands decimals back as strings), as dates, and as JSON. */
const NUMBERS = [
  'id',
  'entryPrice',
  'stopLoss',
  'takeProfit',
  'confidence',
  'exitPrice',
  'resultPips',
  'resultR',
  'fillPrice',
  'costPrice',
  'resultRGross',
  'oppositeResultR',
  'oppositeResultRGross',
  'delayedViewMinutes',
  'delayedFillPrice',
  'delayedResultR',
];
const DATES = [
  'createdAt',
  'updatedAt',
  'expiresAt',
  'closedAt',
  'filledAt',
  'delayedClosedAt',
  'priceAt',
  'chainedAt',
];

/** A row as the entity reads it: SQLite's UTC text and mysql2's strings made Dates and numbers. */
function asSignal(row: Record<string, unknown>): Signal & { chainedAt: Date } {
  const signal: Record<string, unknown> = { ...row };
  for (const name of NUMBERS)
    if (signal[name] !== null && signal[name] !== undefined) signal[name] = Number(signal[name]);
  for (const name of DATES) {
    const value = signal[name];
    if (typeof value === 'string')
      signal[name] = new Date(`${value.replace(' ', 'T')}${value.endsWith('Z') ? '' : 'Z'}`);
  }
  if (typeof signal.expectation === 'string') signal.expectation = JSON.parse(signal.expectation);
  return signal as unknown as Signal & { chainedAt: Date };
}

const sqlDate = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

/**
 * For the migration that creates the transparency log: the old hash chain enters the log as its
 * first entries, link by link with its hashes kept (so everything published so far stays
 * verifiable), and each signal whose every view had settled is revealed after them, in the clear
 * (its fields were public in the chain; only the salt is missing). Plain SQL on the columns as they
 * are at that migration. The first checkpoint is signed when the server starts.
 */
export async function carryChainIntoLog(queryRunner: QueryRunner): Promise<void> {
  const rows: Record<string, unknown>[] = await queryRunner.query(
    'SELECT s.*, l.sequence AS chainSequence, l.previousHash AS chainPrevious, l.hash AS chainHash, l.createdAt AS chainedAt ' +
      'FROM signal_ledger l JOIN signals s ON s.id = l.signalId ORDER BY l.sequence',
  );
  const signals = rows.map((row) => ({ row, signal: asSignal(row) }));
  const now = new Date();
  const drafts: { draft: EntryDraft; at: Date; signalId: number; claim: string | null }[] = signals.map(
    ({ row, signal }) => ({
      draft: {
        kind: 'chain',
        sequence: Number(row.chainSequence),
        record: ledgerRecordOf(signal),
        previousHash: String(row.chainPrevious),
        hash: String(row.chainHash),
      },
      at: signal.chainedAt,
      signalId: signal.id,
      claim: null,
    }),
  );
  const settled = signals
    .map(({ signal }) => signal)
    .filter(isFullySettled)
    .sort((a, b) => (a.closedAt ?? a.expiresAt).getTime() - (b.closedAt ?? b.expiresAt).getTime() || a.id - b.id);
  for (const signal of settled) {
    drafts.push({
      draft:
        signal.outcome === 'VOID'
          ? {
              kind: 'void',
              signal: signalFieldsOf(signal),
              salt: null,
              reason: 'No price a reader could act on between publication and expiry',
            }
          : { kind: 'reveal', signal: signalFieldsOf(signal), salt: null, settlement: settlementOf(signal) },
      at: now,
      signalId: signal.id,
      claim: `close:${signal.id}`,
    });
  }

  const stored = new Map<number, Hash>();
  const reader = { readHashes: async (indexes: number[]) => indexes.map((index) => stored.get(index)!) };
  const entries = queryRunner.connection.driver.escape('ledger_entries');
  const hashes = queryRunner.connection.driver.escape('ledger_hashes');
  let last = -Infinity;
  for (const [index, { draft, at, signalId, claim }] of drafts.entries()) {
    const integratedAt = new Date(Math.max(last, at.getTime()));
    last = integratedAt.getTime();
    const body = entryText(draft, { index, integratedAt: integratedAt.toISOString() });
    await queryRunner.query(
      `INSERT INTO ${entries} (createdAt, updatedAt, entryIndex, kind, signalId, claim, body, integratedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [sqlDate(now), sqlDate(now), index, draft.kind, signalId, claim, body, sqlDate(integratedAt)],
    );
    const first = storedHashIndex(0, index);
    const added = await storedHashesFor(index, leafHash(new TextEncoder().encode(body)), reader);
    for (const [offset, hash] of added.entries()) {
      stored.set(first + offset, hash);
      await queryRunner.query(`INSERT INTO ${hashes} (storageIndex, hash) VALUES (?, ?)`, [
        first + offset,
        toHex(hash),
      ]);
    }
  }
}

/** Undoes carryChainIntoLog: the old chain's table filled again from the log's chain entries. */
export async function chainFromLog(queryRunner: QueryRunner): Promise<void> {
  const entries = queryRunner.connection.driver.escape('ledger_entries');
  const sequence = queryRunner.connection.driver.escape('sequence');
  const rows: { body: string; signalId: number | string }[] = await queryRunner.query(
    `SELECT body, signalId FROM ${entries} WHERE kind = 'chain' ORDER BY entryIndex`,
  );
  for (const row of rows) {
    const link = JSON.parse(row.body) as { sequence: number; previousHash: string; hash: string; integratedAt: string };
    const at = sqlDate(new Date(link.integratedAt));
    await queryRunner.query(
      `INSERT INTO signal_ledger (createdAt, updatedAt, ${sequence}, signalId, previousHash, hash) VALUES (?, ?, ?, ?, ?, ?)`,
      [at, at, link.sequence, Number(row.signalId), link.previousHash, link.hash],
    );
  }
}
