import type { QueryRunner } from 'typeorm';
import type { SignalType } from '../signals/engine.js';
import { GENESIS_HASH, ledgerHash, ledgerRecordOf } from './legacy-chain.js';

interface StoredSignal {
  id: number;
  symbol: string;
  signalType: SignalType;
  /** mysql2 hands decimals back as strings, SQLite as numbers. */
  entryPrice: string | number;
  stopLoss: string | number;
  takeProfit: string | number;
  /** mysql2 hands back a Date, SQLite the stored UTC text ("2026-11-02 14:00:00.000"). */
  createdAt: Date | string;
  expiresAt: Date | string;
}

const storedDate = (value: Date | string) => (value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`));
const sqlDate = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

/**
 * Chains every signal already in the database, in id order (the order they were published in),
 * for the migration that creates the ledger. Plain SQL on the columns as they are at that
 * migration, so that entity columns added later cannot break it; the values are read back as the
 * entity reads them, so the hashes are those a verifier recomputes from the API.
 */
export async function chainExistingSignals(queryRunner: QueryRunner): Promise<void> {
  const rows: StoredSignal[] = await queryRunner.query(
    'SELECT id, symbol, signalType, entryPrice, stopLoss, takeProfit, createdAt, expiresAt FROM signals ORDER BY id',
  );
  const sequence = queryRunner.connection.driver.escape('sequence');
  const now = sqlDate(new Date());
  let previousHash = GENESIS_HASH;
  for (const [index, row] of rows.entries()) {
    const hash = ledgerHash(
      previousHash,
      ledgerRecordOf({
        id: Number(row.id),
        symbol: row.symbol,
        signalType: row.signalType,
        entryPrice: Number(row.entryPrice),
        stopLoss: Number(row.stopLoss),
        takeProfit: Number(row.takeProfit),
        createdAt: storedDate(row.createdAt),
        expiresAt: storedDate(row.expiresAt),
      }),
    );
    await queryRunner.query(
      `INSERT INTO signal_ledger (createdAt, updatedAt, ${sequence}, signalId, previousHash, hash) VALUES (?, ?, ?, ?, ?, ?)`,
      [now, now, index + 1, row.id, previousHash, hash],
    );
    previousHash = hash;
  }
}
