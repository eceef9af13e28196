import {
  Injectable,
  Logger,
  NotFoundException,
  BadRequestException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Mutex } from 'async-mutex';
import { Between, In, Repository, type EntityManager } from 'typeorm';
import { toBase64 } from '#domain/checkpoint';
import { fromHex, toHex } from '#domain/merkle';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { isUniqueViolation } from '../common/unique-violation.js';
import { describeEntry, type LogEntry, type Settlement, type SignalFields } from './entries.js';
import { closeSignal, commitSignal, LedgerRuleError } from './ledger-writes.js';
import { Metrics } from '../metrics/metrics.js';
import { LedgerCheckpoint } from './ledger-checkpoint.entity.js';
import { LedgerEntry } from './ledger-entry.entity.js';
import { LedgerStore } from './ledger-store.js';
import { parseSigner, type NoteSigner } from './note-key.js';
import { proveConsistency, proveInclusion } from './tlog.js';

/** Tries of one transaction while other writers keep appending first: each loss means another entry went in. */
const MAX_ATTEMPTS = 20;
/** Lost a lock race rather than failed: run the transaction again. */
const LOCK_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT']);
/** Entries served in one answer at most. */
export const MAX_ENTRIES_PER_PAGE = 1000;

export { LedgerRuleError };

/** A signed checkpoint as a reader keeps it: the size, the base64 root, when, and the whole signed note. */
export interface Witness {
  treeSize: number;
  rootHash: string;
  signedAt: string;
  note: string;
  /** The key it is signed with (a signed-note verifier key): what a reader pins. */
  verifierKey: string;
}

/** A revealed signal as the track record reads it: the reveal, and the correction that counts, if any. */
export interface RevealedSignal {
  /** The entry holding the signal's fields (its reveal, or its void entry). */
  entryIndex: number;
  signal: SignalFields;
  /** Null when the signal is void (no price before expiry), by its own entry or a correction. */
  settlement: Settlement | null;
  voidReason: string | null;
  /** The corrections of it, oldest first. */
  corrections: { index: number; reason: string }[];
  /** Whether its fields were bound by a salted commitment (false: published in the clear, in the old chain). */
  committed: boolean;
}

/**
 * The transparency log of published signals (docs/verify.md): the only writer of its tables. The
 * signals module asks it to commit a signal at publication and to close it with its settlement;
 * everyone may read its entries, proofs and signed checkpoints.
 */
@Injectable()
export class LedgerService implements OnApplicationBootstrap {
  private readonly logger = new Logger(LedgerService.name);
  private readonly signer: NoteSigner;
  /** One writer at a time in this process; other replicas are met by the log's unique indexes. */
  private readonly writing = new Mutex();
  private revealedCache: { size: number; revealed: Promise<RevealedSignal[]> } | null = null;

  constructor(
    @InjectRepository(LedgerEntry) private readonly entries: Repository<LedgerEntry>,
    @InjectRepository(LedgerCheckpoint) private readonly checkpoints: Repository<LedgerCheckpoint>,
    private readonly clock: Clock,
    config: AppConfig,
    metrics: Metrics,
  ) {
    this.signer = parseSigner(config.ledgerSigningKey);
    // Read from the latest checkpoint at each scrape: the same on every replica.
    const latest = () => this.checkpoints.find({ order: { treeSize: 'DESC' }, take: 1 });
    metrics.readAtScrape(metrics.ledgerTreeSize, async () => (await latest())[0]?.treeSize ?? 0);
    metrics.readAtScrape(metrics.ledgerCheckpointTime, async () => {
      const [checkpoint] = await latest();
      return checkpoint ? checkpoint.createdAt.getTime() / 1000 : [];
    });
  }

  /** The verifier key anyone checks checkpoints with, in the C2SP signed-note form. */
  get verifierKey(): string {
    return this.signer.vkey;
  }

  get origin(): string {
    return this.signer.name;
  }

  /** A checkpoint for the log as it stands at start (migrations may have appended without one). */
  async onApplicationBootstrap(): Promise<void> {
    await this.write((manager) => new LedgerStore(manager).checkpoint(this.signer, this.clock.now()));
  }

  /**
   * Runs `work` in one transaction, and again on the new tail when another writer appended first
   * (the unique index on the entry's place, or a lock, says so), so no writer forks the log.
   */
  write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.writing.runExclusive(async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await this.entries.manager.transaction(async (manager) => {
            await new LedgerStore(manager).lockForWriting();
            return work(manager);
          });
        } catch (error) {
          if (attempt === MAX_ATTEMPTS || !isContention(error)) throw error;
          this.logger.warn(
            `Another writer appended to the log first (${errorCode(error)}); writing again, try ${attempt + 1}`,
          );
          // A short random pause that does not grow with the tries.
          await new Promise((resume) => setTimeout(resume, Math.random() * 10));
        }
      }
    });
  }

  /**
   * Appends the commitment of a signal being published, in the caller's transaction, and signs the
   * new checkpoint (commitSignal: never a backdated signal).
   */
  commit(manager: EntityManager, fields: SignalFields): Promise<void> {
    return commitSignal(manager, this.signer, fields, this.clock.now());
  }

  /** Appends the reveal (or void entry) of an ended signal, in the caller's transaction (closeSignal). */
  close(manager: EntityManager, fields: SignalFields, settlement: Settlement | { voidReason: string }): Promise<void> {
    return closeSignal(manager, this.signer, fields, settlement, this.clock.now());
  }

  /**
   * Appends a correction of a revealed signal's settlement, with the reason: the reveal stays as it
   * was, and the record counts the correction from now on.
   */
  async correct(signalId: number, reason: string, settlement: Settlement | null): Promise<number> {
    return this.write(async (manager) => {
      const closing = await manager.findOneBy(LedgerEntry, { signalId, kind: In(['reveal', 'void']) });
      if (!closing)
        throw new LedgerRuleError(`Signal ${signalId} is not revealed yet: only a revealed signal is corrected`);
      const store = new LedgerStore(manager);
      const appended = await store.append(
        { kind: 'correction', signalId, corrects: closing.entryIndex, reason, settlement },
        this.clock.now(),
        { signalId, claim: null },
      );
      await store.checkpoint(this.signer, this.clock.now());
      return appended.index;
    });
  }

  /** The newest signed checkpoint. */
  async latestCheckpoint(): Promise<LedgerCheckpoint> {
    const [latest] = await this.checkpoints.find({ order: { treeSize: 'DESC' }, take: 1 });
    if (!latest) throw new NotFoundException('The log has no checkpoint yet: it is signed when the server starts');
    return latest;
  }

  /** The newest checkpoint as readers are handed it: on /performance, in alerts, in the Expert Advisor's feed. */
  async witness(): Promise<Witness> {
    const checkpoint = await this.latestCheckpoint();
    return {
      treeSize: checkpoint.treeSize,
      rootHash: toBase64(fromHex(checkpoint.rootHash)!),
      signedAt: checkpoint.createdAt.toISOString(),
      note: checkpoint.note,
      verifierKey: this.signer.vkey,
    };
  }

  /** Every signed checkpoint of sizes in [from, to], oldest first (a verifier brackets a change with them). */
  checkpointsBetween(from: number, to: number): Promise<LedgerCheckpoint[]> {
    return this.checkpoints.find({ where: { treeSize: Between(from, to) }, order: { treeSize: 'ASC' } });
  }

  /** Entries [start, end), at most MAX_ENTRIES_PER_PAGE of them. */
  async entriesBetween(start: number, end: number): Promise<{ index: number; body: string }[]> {
    const last = Math.min(end, start + MAX_ENTRIES_PER_PAGE) - 1;
    if (last < start) return [];
    const rows = await this.entries.find({
      select: { entryIndex: true, body: true },
      where: { entryIndex: Between(start, last) },
      order: { entryIndex: 'ASC' },
    });
    return rows.map((row) => ({ index: row.entryIndex, body: row.body }));
  }

  async size(): Promise<number> {
    return (await new LedgerStore(this.entries.manager).tail()).size;
  }

  /** The audit path of entry `index` in the tree of `treeSize` entries, hex. */
  async inclusionProof(index: number, treeSize: number): Promise<string[]> {
    await this.requireSize(treeSize);
    if (index >= treeSize) throw new BadRequestException(`index must be below treeSize (${treeSize})`);
    return (await proveInclusion(treeSize, index, new LedgerStore(this.entries.manager))).map(toHex);
  }

  /** The consistency proof from the tree of `from` entries to the tree of `to`, hex. */
  async consistencyProof(from: number, to: number): Promise<string[]> {
    await this.requireSize(to);
    if (from < 1 || from > to) throw new BadRequestException(`from must be from 1 to ${to}`);
    return (await proveConsistency(to, from, new LedgerStore(this.entries.manager))).map(toHex);
  }

  private async requireSize(treeSize: number): Promise<void> {
    const size = await this.size();
    if (treeSize > size)
      throw new BadRequestException(`The log holds ${size} entries; treeSize ${treeSize} is beyond it`);
  }

  /** Signals published (commitments and old-chain links) and corrections, counted in the log. */
  async counts(size: number): Promise<{ published: number; corrections: number }> {
    const rows: { kind: string; count: string | number }[] = await this.entries
      .createQueryBuilder('entry')
      .select('entry.kind', 'kind')
      .where('entry.entryIndex < :size', { size })
      .addSelect('COUNT(*)', 'count')
      .groupBy('entry.kind')
      .getRawMany();
    const count = (kind: string) => Number(rows.find((row) => row.kind === kind)?.count ?? 0);
    return { published: count('commitment') + count('chain'), corrections: count('correction') };
  }

  /** The place of each signal's commitment (or old-chain link), by signal id. */
  async committedAt(signalIds: number[]): Promise<Map<number, number>> {
    if (!signalIds.length) return new Map();
    const rows = await this.entries.find({
      select: { signalId: true, entryIndex: true },
      where: { signalId: In(signalIds), kind: In(['commitment', 'chain']) },
    });
    return new Map(rows.map((row) => [row.signalId!, row.entryIndex]));
  }

  /**
   * Every revealed signal among the first `size` entries (the whole log by default), with the
   * settlement that counts, read from the log's entries alone: the one source of the public record.
   * Read again only when the log has grown.
   */
  async revealed(size?: number): Promise<RevealedSignal[]> {
    size ??= await this.size();
    if (this.revealedCache?.size !== size) {
      const revealed = this.entries
        .find({
          select: { entryIndex: true, body: true },
          where: { kind: In(['reveal', 'void', 'correction']), entryIndex: Between(0, size - 1) },
          order: { entryIndex: 'ASC' },
        })
        .then((rows) => revealedSignals(rows.map((row) => JSON.parse(row.body) as LogEntry)));
      this.revealedCache = { size, revealed };
      revealed.catch(() => (this.revealedCache = null));
    }
    return this.revealedCache.revealed;
  }
}

/** The record's view of the log: each reveal or void entry, with the latest correction applied. */
export function revealedSignals(entries: LogEntry[]): RevealedSignal[] {
  const bySignal = new Map<number, RevealedSignal>();
  for (const entry of entries) {
    if (entry.kind === 'reveal' || entry.kind === 'void') {
      bySignal.set(entry.signal.id, {
        entryIndex: entry.index,
        signal: entry.signal as SignalFields,
        settlement: entry.kind === 'reveal' ? entry.settlement : null,
        voidReason: entry.kind === 'void' ? entry.reason : null,
        corrections: [],
        committed: entry.salt !== null,
      });
    } else if (entry.kind === 'correction') {
      const revealed = bySignal.get(entry.signalId);
      if (!revealed) throw new LedgerRuleError(`${describeEntry(entry)} corrects a signal the log never revealed`);
      revealed.settlement = entry.settlement;
      revealed.voidReason = entry.settlement ? null : entry.reason;
      revealed.corrections.push({ index: entry.index, reason: entry.reason });
    }
  }
  return [...bySignal.values()];
}

function errorCode(error: unknown): string {
  const { code, driverError } = error as { code?: string; driverError?: { code?: string } };
  return driverError?.code ?? code ?? '';
}

function isContention(error: unknown): boolean {
  return isUniqueViolation(error) || LOCK_CODES.has(errorCode(error));
}
