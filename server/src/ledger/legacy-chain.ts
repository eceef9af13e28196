import { createHash } from 'node:crypto';
import type { SignalType } from '../signals/engine.js';
import type { Signal } from '../signals/signal.entity.js';

/** The previousHash of the ledger's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What the ledger commits to for one signal, with the values the API serves. */
export interface LedgerRecord {
  /** The signal's id. */
  id: number;
  symbol: string;
  signalType: SignalType;
  entryPrice: number;
  stopLoss: number;
  takeProfit: number;
  /** The signal's createdAt, as toISOString() writes it (milliseconds, Z). */
  publishedAt: string;
  expiresAt: string;
}

/** The columns of a signal the ledger commits to; they never change after publication. */
export const LEDGER_COLUMNS = [
  'id',
  'symbol',
  'signalType',
  'entryPrice',
  'stopLoss',
  'takeProfit',
  'createdAt',
  'expiresAt',
] as const satisfies readonly (keyof Signal)[];

type LedgerSource = Pick<Signal, (typeof LEDGER_COLUMNS)[number]>;

/** A signal's record, from its values as stored (decimals read back as numbers, times as Dates). */
export function ledgerRecordOf(signal: LedgerSource): LedgerRecord {
  return {
    id: signal.id,
    symbol: signal.symbol,
    signalType: signal.signalType,
    entryPrice: signal.entryPrice,
    stopLoss: signal.stopLoss,
    takeProfit: signal.takeProfit,
    publishedAt: signal.createdAt.toISOString(),
    expiresAt: signal.expiresAt.toISOString(),
  };
}

/** Sorted, so that JSON.stringify writes the keys in order. */
const FIELDS = (
  ['id', 'symbol', 'signalType', 'entryPrice', 'stopLoss', 'takeProfit', 'publishedAt', 'expiresAt'] as const
).toSorted();

/** The record as JSON with its keys sorted and no spaces: the exact text that is hashed. Other keys are left out. */
export function canonicalRecord(record: LedgerRecord): string {
  return JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, record[field]])));
}

/** sha256_hex(previousHash + "\n" + canonical): the one definition, for the server and for verify-ledger. */
export function ledgerHash(previousHash: string, record: LedgerRecord): string {
  return createHash('sha256')
    .update(`${previousHash}\n${canonicalRecord(record)}`)
    .digest('hex');
}
