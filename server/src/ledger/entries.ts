import { createHash, randomBytes } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { LedgerRecord } from './legacy-chain.js';

/**
 * What the log holds. Each entry is one JSON object in RFC 8785 canonical form (JCS: keys sorted,
 * no spaces, numbers as ECMAScript writes them); its UTF-8 bytes are the leaf, hashed as
 * SHA-256(0x00 || entry). Every entry names its own place (`index`, from 0) and the server's clock
 * when it was appended (`integratedAt`, never decreasing), so neither can be changed alone.
 *
 * - `chain`: a link of the hash chain signals were published in before this log, as it was.
 * - `commitment`: a signal at publication, hidden: SHA-256 of its fields and a random salt.
 * - `reveal`: the fields and the salt of a committed signal once it ended, with its settlement.
 * - `void`: the same for a signal that never had a price a reader could act on before it expired.
 * - `correction`: a changed settlement of an earlier reveal, with its reason (never an edit).
 */
export const ENTRY_KINDS = ['chain', 'commitment', 'reveal', 'void', 'correction'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** A commitment's publishedAt lies at most this long before its integration time. */
export const PUBLICATION_WINDOW_MS = 60_000;

/** The settlement rules: see docs/signals.md, "The live record". */
export type SettlementRule = 'tradable' | 'published-close';
export type ClosedOutcome = 'WIN' | 'LOSS' | 'EXPIRED';

/** What was measured for signals like it, as shown at publication. */
export interface CommittedExpectation {
  band: string;
  profitRate: number;
  [field: string]: unknown;
}

/** A signal as published: what a commitment hides and a reveal shows. */
export interface SignalFields {
  id: number;
  symbol: string;
  category: string;
  signalType: 'BUY' | 'SELL';
  entryPrice: number;
  stopLoss: number;
  takeProfit: number;
  /** When it was published (ISO 8601, UTC, milliseconds). */
  publishedAt: string;
  expiresAt: string;
  /** The close time of the hourly candle whose close is the entry; null before it was recorded. */
  priceAt: string | null;
  confidence: number;
  expectation: CommittedExpectation | null;
}

/** How one reader could have traded a signal. */
export interface ViewResult {
  outcome: ClosedOutcome;
  /** In units of the published risk, net of the round-trip cost. */
  resultR: number;
  /** Before costs; null where it was not recorded. */
  resultRGross: number | null;
}

/** How a signal ended, as the live record counts it. */
export interface Settlement extends ViewResult {
  rule: SettlementRule;
  fillPrice: number | null;
  filledAt: string | null;
  exitPrice: number | null;
  closedAt: string;
  resultPips: number | null;
  /** The round-trip cost charged, in price units; null where none was (the first rule). */
  costPrice: number | null;
  /**
   * The other side at the same fill, with mirrored levels: what a coin could have got. Its outcome
   * is null for signals settled before it was recorded.
   */
  chance: (Omit<ViewResult, 'outcome'> & { outcome: ClosedOutcome | null }) | null;
  /** The same signal for a reader on a plan that sees it `minutes` later. */
  delayed: (ViewResult & { minutes: number; fillPrice: number | null; closedAt: string }) | null;
}

interface Placed {
  index: number;
  integratedAt: string;
}

export interface ChainEntry extends Placed {
  kind: 'chain';
  sequence: number;
  record: LedgerRecord;
  previousHash: string;
  hash: string;
}

export interface CommitmentEntry extends Placed {
  kind: 'commitment';
  signalId: number;
  publishedAt: string;
  expiresAt: string;
  /** sha256_hex(JCS(fields with "salt")). */
  commitment: string;
}

export interface RevealEntry extends Placed {
  kind: 'reveal';
  signal: SignalFields | LedgerRecord;
  /** 64 hex digits; null for a signal published in the clear in the old chain. */
  salt: string | null;
  settlement: Settlement;
}

export interface VoidEntry extends Placed {
  kind: 'void';
  signal: SignalFields | LedgerRecord;
  salt: string | null;
  reason: string;
}

export interface CorrectionEntry extends Placed {
  kind: 'correction';
  signalId: number;
  /** The entry it corrects. */
  corrects: number;
  reason: string;
  /** The settlement that counts from now on; null makes the signal void. */
  settlement: Settlement | null;
}

export type LogEntry = ChainEntry | CommitmentEntry | RevealEntry | VoidEntry | CorrectionEntry;
/** An entry before the log gives it a place. */
export type EntryDraft = DistributiveOmit<LogEntry, keyof Placed>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The entry's exact text: what is hashed, stored and served. */
export function entryText(draft: EntryDraft, placed: Placed): string {
  return jcs({ ...draft, ...placed });
}

/** RFC 8785 canonical JSON. */
export function jcs(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('Nothing to write: the value has no JSON form');
  return text;
}

export function newSalt(): string {
  return randomBytes(32).toString('hex');
}

/** sha256_hex(JCS(fields with "salt")): binds every field, and reveals none without the salt. */
export function commitmentOf(fields: SignalFields | LedgerRecord, salt: string): string {
  return createHash('sha256')
    .update(jcs({ ...fields, salt }), 'utf8')
    .digest('hex');
}

/** The signal an entry is about, or null for a link of the old chain. */
export function signalIdOf(entry: LogEntry): number | null {
  if (entry.kind === 'chain') return entry.record.id;
  if (entry.kind === 'reveal' || entry.kind === 'void') return entry.signal.id;
  return entry.signalId;
}

/** "Entry 12 (commitment of signal 7)": how every sentence about an entry names it. */
export function describeEntry(entry: Pick<LogEntry, 'index' | 'kind'> & Partial<LogEntry>): string {
  const signalId = 'kind' in entry && entry.kind ? safeSignalId(entry as LogEntry) : null;
  return `Entry ${entry.index} (${entry.kind}${signalId === null ? '' : ` of signal ${signalId}`})`;
}

function safeSignalId(entry: LogEntry): number | null {
  try {
    return signalIdOf(entry);
  } catch {
    return null;
  }
}
