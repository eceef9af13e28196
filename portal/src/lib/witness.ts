import { fromBase64 } from '#domain/checkpoint';
import { fromHex, verifyConsistency } from '#domain/merkle';

/** The record a browser keeps: the newest checkpoint it saw, and when. */
export interface KeptRecord {
  /** The log's identity, the signer's key: a record from another key is another log. */
  verifierKey: string;
  treeSize: number;
  /** Base64, as the checkpoint writes it. */
  rootHash: string;
  /** When this browser saw it (ISO 8601). */
  seenAt: string;
}

export type WitnessVerdict =
  | { kind: 'first' }
  | { kind: 'consistent'; seenAt: string; keptSize: number; size: number }
  | { kind: 'shorter'; seenAt: string; keptSize: number; size: number }
  | { kind: 'rewritten'; seenAt: string; keptSize: number; size: number }
  | { kind: 'other-key'; seenAt: string };

/** Whether a witness may replace what it keeps with the new record: never after evidence against the log. */
export const keepsNewRecord = (verdict: WitnessVerdict) => verdict.kind === 'first' || verdict.kind === 'consistent';

/**
 * Checks the record a browser sees now against the one it kept: the same key, no fewer entries,
 * and a consistency proof (RFC 9162) that the new tree begins with the kept one. `proof` asks the
 * server for the proof between two sizes (hex hashes).
 */
export async function witness(
  kept: KeptRecord | null,
  current: Omit<KeptRecord, 'seenAt'>,
  proof: (from: number, to: number) => Promise<string[]>,
): Promise<WitnessVerdict> {
  if (!kept || kept.treeSize === 0) return { kind: 'first' };
  const sizes = { seenAt: kept.seenAt, keptSize: kept.treeSize, size: current.treeSize };
  if (kept.verifierKey !== current.verifierKey) return { kind: 'other-key', seenAt: kept.seenAt };
  if (current.treeSize < kept.treeSize) return { kind: 'shorter', ...sizes };
  const keptRoot = fromBase64(kept.rootHash);
  const root = fromBase64(current.rootHash);
  if (!keptRoot || !root) return { kind: 'rewritten', ...sizes };
  const hashes = current.treeSize === kept.treeSize ? [] : await proof(kept.treeSize, current.treeSize);
  const parsed = hashes.map((hash) => fromHex(hash) ?? new Uint8Array(0));
  const consistent = verifyConsistency(kept.treeSize, current.treeSize, parsed, keptRoot, root);
  return { kind: consistent ? 'consistent' : 'rewritten', ...sizes };
}

const STORAGE_KEY = 'signaldesk.kept-record';

export function readKeptRecord(storage: Pick<Storage, 'getItem'>): KeptRecord | null {
  try {
    const kept = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as KeptRecord | null;
    return kept && typeof kept.treeSize === 'number' && typeof kept.rootHash === 'string' ? kept : null;
  } catch {
    return null;
  }
}

export function keepRecord(storage: Pick<Storage, 'setItem'>, record: KeptRecord): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(record));
}
