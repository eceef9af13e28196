import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Mutex } from 'async-mutex';
import { In, Repository, type DeepPartial, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/unique-violation.js';
import {
  DEFAULT_LEDGER_PAGE_SIZE,
  type LedgerEntryDto,
  type LedgerPageDto,
  type LedgerQueryDto,
} from '../dto/ledger.dto.js';
import { Signal } from '../signal.entity.js';
import { ledgerRecordOf } from './ledger-hash.js';
import { SignalLedgerEntry } from './signal-ledger-entry.entity.js';

/** Tries of one publication while other writers keep appending first: each loss means another entry went in. */
const MAX_ATTEMPTS = 20;
/** Lost a lock race rather than failed: run the transaction again. */
const LOCK_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT']);

/** Publication of signals into the hash chain, and the chain as the public reads it. */
@Injectable()
export class SignalLedgerService {
  private readonly logger = new Logger(SignalLedgerService.name);
  /** One publication at a time in this process; other replicas are met by the ledger's unique indexes. */
  private readonly publishing = new Mutex();

  constructor(@InjectRepository(SignalLedgerEntry) private readonly entries: Repository<SignalLedgerEntry>) {}

  /**
   * Saves new signals in one transaction, in which SignalLedgerSubscriber chains each of them, after
   * `before` (a lease check) in that same transaction. When another replica appended in between,
   * the transaction fails on a unique index or a lock and runs again from the start on the new tail.
   */
  publish(drafts: DeepPartial<Signal>[], before?: (manager: EntityManager) => Promise<void>): Promise<Signal[]> {
    return this.publishing.runExclusive(async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await this.entries.manager.transaction(async (manager) => {
            await before?.(manager);
            // Copies: a failed attempt leaves its ids on the entities it saved.
            return manager.save(drafts.map((draft) => manager.create(Signal, { ...draft })));
          });
        } catch (error) {
          if (attempt === MAX_ATTEMPTS || !isContention(error)) throw error;
          this.logger.warn(
            `Another writer appended to the signal ledger first (${errorCode(error)}); publishing again, try ${attempt + 1}`,
          );
          // A short random pause that does not grow with the tries: the writer that lost is not left
          // waiting longer and longer behind one that keeps appending.
          await new Promise((resume) => setTimeout(resume, Math.random() * 10));
        }
      }
    });
  }

  /** The chain oldest first, from just after `after`, and where the next page starts. */
  async list(query: LedgerQueryDto): Promise<LedgerPageDto> {
    const limit = query.limit ?? DEFAULT_LEDGER_PAGE_SIZE;
    const rows = await this.entries
      .createQueryBuilder('entry')
      .innerJoinAndSelect('entry.signal', 'signal')
      .where('entry.sequence > :after', { after: query.after ?? 0 })
      .orderBy('entry.sequence', 'ASC')
      .limit(limit + 1)
      .getMany();
    const page = rows.slice(0, limit);
    return {
      entries: page.map(toLedgerEntryDto),
      nextAfter: rows.length > limit ? page[page.length - 1].sequence : null,
    };
  }

  /** The hash of each chained signal among `signalIds`, by signal id. */
  async hashesOf(signalIds: number[]): Promise<Map<number, string>> {
    if (signalIds.length === 0) return new Map();
    const rows = await this.entries.find({
      select: { signalId: true, hash: true },
      where: { signalId: In(signalIds) },
    });
    return new Map(rows.map((row) => [row.signalId, row.hash]));
  }
}

function errorCode(error: unknown): string {
  const { code, driverError } = error as { code?: string; driverError?: { code?: string } };
  return driverError?.code ?? code ?? '';
}

function isContention(error: unknown): boolean {
  return isUniqueViolation(error) || LOCK_CODES.has(errorCode(error));
}

function toLedgerEntryDto(entry: SignalLedgerEntry): LedgerEntryDto {
  return {
    sequence: entry.sequence,
    ...ledgerRecordOf(entry.signal),
    previousHash: entry.previousHash,
    hash: entry.hash,
  };
}
