import { MAX_LEDGER_PAGE_SIZE, type LedgerEntryDto, type LedgerPageDto } from '../dto/ledger.dto.js';
import { GENESIS_HASH, ledgerHash } from './ledger-hash.js';

export type LedgerVerdict = { verified: true; entries: number; head: string } | { verified: false; reason: string };

/** The end of the chain read so far: sequence 0 and 64 zeros before the first entry. */
interface ChainEnd {
  sequence: number;
  hash: string;
}

/** Why `entry` does not follow `end` in the chain, or null when it does. */
export function breakIn(entry: LedgerEntryDto, end: ChainEnd): string | null {
  const name = `Entry ${entry.sequence} (signal ${entry.id})`;
  if (entry.sequence !== end.sequence + 1)
    return `${name} breaks the chain: it comes where entry ${end.sequence + 1} should be`;
  if (entry.previousHash !== end.hash) {
    const before = end.sequence ? `the hash of entry ${end.sequence}` : 'the start of the chain';
    return `${name} breaks the chain: its previousHash ${entry.previousHash} is not ${before}, ${end.hash}`;
  }
  const recomputed = ledgerHash(entry.previousHash, entry);
  if (entry.hash !== recomputed)
    return `${name} breaks the chain: its fields hash to ${recomputed}, not to the ${entry.hash} it shows`;
  return null;
}

/** Reads the whole chain from a deployment's public endpoint and recomputes every hash and link. */
export async function verifyLedger(baseUrl: string): Promise<LedgerVerdict> {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/api/signals/ledger`;
  let end: ChainEnd = { sequence: 0, hash: GENESIS_HASH };
  for (let after: number | null = 0; after !== null;) {
    const url = `${endpoint}?after=${after}&limit=${MAX_LEDGER_PAGE_SIZE}`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const page = (await response.json()) as LedgerPageDto;
    for (const entry of page.entries) {
      const reason = breakIn(entry, end);
      if (reason) return { verified: false, reason };
      end = entry;
    }
    // An empty page ends the chain whatever it says; a nextAfter that skips or repeats shows as a break.
    after = page.entries.length ? page.nextAfter : null;
  }
  return { verified: true, entries: end.sequence, head: end.hash };
}
