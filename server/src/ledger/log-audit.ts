import { EMPTY_ROOT, nodeHash, leafHash, type Hash } from '#domain/merkle';
import {
  commitmentOf,
  describeEntry,
  ENTRY_KINDS,
  PUBLICATION_WINDOW_MS,
  signalIdOf,
  type CommitmentEntry,
  type LogEntry,
} from './entries.js';
import { canonicalRecord, GENESIS_HASH, ledgerHash, type LedgerRecord } from './legacy-chain.js';

/** A commitment must be revealed (or voided) at most this long after its signal expired. */
export const REVEAL_GRACE_MS = 48 * 3600_000;

/** One entry as served: its place and its exact text. */
export interface ServedEntry {
  index: number;
  entry: string;
}

/**
 * Reads the log's entries in order and checks what their text must say, whoever signed it: each
 * names its own place, integration times never decrease, a commitment is integrated within a minute
 * of its publication, every reveal matches its commitment (fields and salt) and comes once, a
 * correction corrects a reveal, the old chain's links recompute, and no commitment is left
 * unrevealed long after its signal expired. It also folds the leaves into roots as it goes, so the
 * caller can compare them with signed checkpoints. Pure: no I/O, no clock but `now`.
 */
export class LogAudit {
  readonly problems: string[] = [];
  readonly entries: LogEntry[] = [];
  readonly counts = { chain: 0, commitment: 0, reveal: 0, void: 0, correction: 0, clear: 0 };
  private readonly stack: { size: number; hash: Hash }[] = [];
  private readonly leaves: Hash[] = [];
  /** The root after each entry: roots[n] is the root of the first n. */
  private readonly roots: Hash[] = [EMPTY_ROOT];
  private readonly commitments = new Map<number, CommitmentEntry>();
  private readonly chained = new Map<number, LedgerRecord>();
  private readonly closed = new Set<number>();
  private lastIntegratedAt = -Infinity;
  private chainEnd = { sequence: 0, hash: GENESIS_HASH };

  /** Entries read so far. */
  get size(): number {
    return this.entries.length;
  }

  /** The root of the tree of the first `size` entries read (RFC 9162); all of them by default. */
  rootAt(size = this.size): Hash {
    if (size > this.size) throw new RangeError(`Only ${this.size} entries were read`);
    return this.roots[size];
  }

  /** The leaf hash of an entry read: SHA-256(0x00 || its text as served). */
  leafAt(index: number): Hash {
    return this.leaves[index];
  }

  add(served: ServedEntry): void {
    const index = this.entries.length;
    this.fold(leafHash(new TextEncoder().encode(served.entry)));
    let entry: LogEntry;
    try {
      entry = JSON.parse(served.entry) as LogEntry;
    } catch {
      this.problem(`Entry ${index} is not JSON`);
      this.entries.push({ index, kind: 'correction' } as LogEntry);
      return;
    }
    this.entries.push(entry);
    const name = describeEntry({ ...entry, index });
    if (served.index !== index || entry.index !== index) {
      this.problem(`${name} says it is entry ${entry.index}: the log's order was changed`);
      return;
    }
    if (!ENTRY_KINDS.includes(entry.kind)) {
      this.problem(`${name} is of no kind the log knows`);
      return;
    }
    const integratedAt = Date.parse(entry.integratedAt);
    if (!(integratedAt >= this.lastIntegratedAt))
      this.problem(
        `${name} was integrated at ${entry.integratedAt}, before the entry ahead of it: integration times never go back`,
      );
    this.lastIntegratedAt = Math.max(this.lastIntegratedAt, integratedAt);
    this.counts[entry.kind] += 1;
    if (entry.kind === 'chain') this.checkChain(entry, name);
    else if (entry.kind === 'commitment') this.checkCommitment(entry, name, integratedAt);
    else if (entry.kind === 'reveal' || entry.kind === 'void') this.checkReveal(entry, name, integratedAt);
    else this.checkCorrection(entry, name);
  }

  /** Commitments still unrevealed `REVEAL_GRACE_MS` after their expiry: results withheld from the record. */
  overdue(now: Date): string[] {
    return [...this.commitments.values()]
      .filter((commitment) => !this.closed.has(commitment.signalId))
      .filter((commitment) => Date.parse(commitment.expiresAt) + REVEAL_GRACE_MS < now.getTime())
      .map(
        (commitment) =>
          `${describeEntry(commitment)}: the signal expired at ${commitment.expiresAt} and is still not revealed, ` +
          `${REVEAL_GRACE_MS / 3600_000} hours later: its result is kept out of the record`,
      );
  }

  /** Commitments not revealed yet (their signals may still be open). */
  get open(): number {
    return [...this.commitments.keys()].filter((id) => !this.closed.has(id)).length;
  }

  /** Adds a leaf to the stack of complete subtrees, and keeps the new root (MTH's split, left to right). */
  private fold(leaf: Hash): void {
    this.leaves.push(leaf);
    let top = { size: 1, hash: leaf };
    while (this.stack.length && this.stack[this.stack.length - 1].size === top.size) {
      const left = this.stack.pop()!;
      top = { size: left.size * 2, hash: nodeHash(left.hash, top.hash) };
    }
    this.stack.push(top);
    let root = top.hash;
    for (let index = this.stack.length - 2; index >= 0; index -= 1) root = nodeHash(this.stack[index].hash, root);
    this.roots.push(root);
  }

  private problem(sentence: string): void {
    this.problems.push(sentence);
  }

  private checkChain(entry: Extract<LogEntry, { kind: 'chain' }>, name: string): void {
    const end = this.chainEnd;
    if (entry.sequence !== end.sequence + 1)
      this.problem(`${name} is link ${entry.sequence} of the old chain, where link ${end.sequence + 1} should be`);
    else if (entry.previousHash !== end.hash)
      this.problem(`${name} does not follow the link before it in the old chain`);
    else if (ledgerHash(entry.previousHash, entry.record) !== entry.hash)
      this.problem(
        `${name}: its fields hash to ${ledgerHash(entry.previousHash, entry.record)}, not to the ${entry.hash} the old chain gave them`,
      );
    this.chainEnd = { sequence: entry.sequence, hash: entry.hash };
    this.chained.set(entry.record.id, entry.record);
  }

  private checkCommitment(entry: CommitmentEntry, name: string, integratedAt: number): void {
    const publishedAt = Date.parse(entry.publishedAt);
    const lag = integratedAt - publishedAt;
    if (!(lag >= 0 && lag <= PUBLICATION_WINDOW_MS))
      this.problem(
        `${name} says its signal was published at ${entry.publishedAt}, ${describeLag(lag)} it was integrated at ${entry.integratedAt}: ` +
          `a commitment is integrated within ${PUBLICATION_WINDOW_MS / 1000} s after publication, so it was backdated or held back`,
      );
    if (this.commitments.has(entry.signalId) || this.chained.has(entry.signalId))
      this.problem(`${name} commits to signal ${entry.signalId} a second time`);
    else this.commitments.set(entry.signalId, entry);
  }

  private checkReveal(entry: Extract<LogEntry, { kind: 'reveal' | 'void' }>, name: string, integratedAt: number): void {
    const id = signalIdOf(entry)!;
    if (this.closed.has(id)) this.problem(`${name} reveals signal ${id} a second time: a change is a correction`);
    this.closed.add(id);
    const commitment = this.commitments.get(id);
    const chained = this.chained.get(id);
    if (commitment) {
      if (entry.salt === null)
        this.problem(`${name} reveals no salt for the commitment of ${describeEntry(commitment)}`);
      else if (commitmentOf(entry.signal, entry.salt) !== commitment.commitment)
        this.problem(
          `${name}: its fields and salt hash to ${commitmentOf(entry.signal, entry.salt)}, not to the commitment ` +
            `${commitment.commitment} of ${describeEntry(commitment)}: the revealed signal is not the one published`,
        );
      else if (entry.signal.publishedAt !== commitment.publishedAt || entry.signal.expiresAt !== commitment.expiresAt)
        this.problem(`${name} reveals other times than ${describeEntry(commitment)} committed to`);
    } else if (chained) {
      this.counts.clear += 1;
      if (canonicalRecord(entry.signal as LedgerRecord) !== canonicalRecord(chained))
        this.problem(`${name} reveals other fields than the old chain published for signal ${id}`);
    } else {
      this.problem(`${name} reveals signal ${id}, which no earlier entry committed to`);
    }
    if (entry.kind === 'reveal') {
      const closedAt = Date.parse(entry.settlement.closedAt);
      if (closedAt > integratedAt)
        this.problem(`${name} settles its signal at ${entry.settlement.closedAt}, after the log took the reveal`);
      if (closedAt < Date.parse(entry.signal.publishedAt))
        this.problem(`${name} settles its signal before it was published`);
    }
  }

  private checkCorrection(entry: Extract<LogEntry, { kind: 'correction' }>, name: string): void {
    const corrected = this.entries[entry.corrects];
    if (
      !corrected ||
      entry.corrects >= entry.index ||
      (corrected.kind !== 'reveal' && corrected.kind !== 'void') ||
      signalIdOf(corrected) !== entry.signalId
    )
      this.problem(
        `${name} corrects entry ${entry.corrects}, which is not a reveal of signal ${entry.signalId} before it`,
      );
    if (!entry.reason?.trim()) this.problem(`${name} gives no reason`);
  }
}

function describeLag(lag: number): string {
  if (lag < 0) return `${Math.round(-lag / 1000)} s after`;
  const minutes = lag / 60_000;
  if (minutes < 120) return `${Math.round(minutes)} minutes before`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} hours before`;
  return `${Math.round(minutes / 1440)} days before`;
}
