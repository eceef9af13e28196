import { In, type EntityManager } from 'typeorm';
import { formatCheckpoint } from '#domain/checkpoint';
import { fromHex, leafHash, toHex, type Hash } from '#domain/merkle';
import { entryText, type EntryDraft } from './entries.js';
import { LedgerCheckpoint } from './ledger-checkpoint.entity.js';
import { LedgerEntry } from './ledger-entry.entity.js';
import { LedgerStoredHash } from './ledger-stored-hash.entity.js';
import { signNote, type NoteSigner } from './note-key.js';
import { storedHashesFor, storedHashIndex, treeHash, type HashReader } from './tlog.js';

/** Where an entry went, and the text it was given. */
export interface Appended {
  index: number;
  integratedAt: Date;
  body: string;
}

/**
 * The log as one database transaction (or connection) sees it: its tail, appends, stored hashes
 * and checkpoints. Pure storage; what may be appended is LedgerService's to decide.
 */
export class LedgerStore implements HashReader {
  constructor(private readonly manager: EntityManager) {}

  async readHashes(indexes: number[]): Promise<Hash[]> {
    const rows = await this.manager.find(LedgerStoredHash, { where: { storageIndex: In([...new Set(indexes)]) } });
    const byIndex = new Map(rows.map((row) => [row.storageIndex, row.hash]));
    return indexes.map((index) => {
      const hash = byIndex.get(index);
      if (!hash) throw new Error(`The log has no stored hash ${index}: its tree is incomplete`);
      return fromHex(hash)!;
    });
  }

  /**
   * Makes the other writers wait for this transaction, where they would race it to the tail and
   * run again: on MySQL/MariaDB it locks the first entry's row, which every writer asks for first
   * (an empty log has none to lock: its first writers race, and the unique index still decides).
   * SQLite transactions hold the file's write lock from their start already.
   */
  async lockForWriting(): Promise<void> {
    if (this.manager.connection.options.type === 'better-sqlite3') return;
    await this.manager
      .createQueryBuilder(LedgerEntry, 'entry')
      .select('entry.id')
      .where('entry.entryIndex = 0')
      .setLock('pessimistic_write')
      .getOne();
  }

  /** The number of entries, and the integration time of the last. */
  async tail(): Promise<{ size: number; integratedAt: Date | null }> {
    const [last] = await this.manager.find(LedgerEntry, {
      select: { entryIndex: true, integratedAt: true },
      order: { entryIndex: 'DESC' },
      take: 1,
    });
    return last ? { size: last.entryIndex + 1, integratedAt: last.integratedAt } : { size: 0, integratedAt: null };
  }

  /**
   * Appends one entry at the tail, integrated at `at` or at the last entry's time if that is later
   * (integration times never decrease), with the tree's new stored hashes. Two writers appending at
   * once both aim at the same index; the unique index fails the later one.
   */
  async append(
    draft: EntryDraft,
    at: Date,
    meta: { signalId: number | null; claim: string | null },
    check?: (integratedAt: Date) => void,
  ): Promise<Appended> {
    const tail = await this.tail();
    const integratedAt = tail.integratedAt && tail.integratedAt > at ? tail.integratedAt : at;
    check?.(integratedAt);
    const index = tail.size;
    const body = entryText(draft, { index, integratedAt: integratedAt.toISOString() });
    // The entry first: a writer that lost the race fails here, before writing any hash.
    await this.manager.insert(LedgerEntry, {
      entryIndex: index,
      kind: draft.kind,
      signalId: meta.signalId,
      claim: meta.claim,
      body,
      integratedAt,
      createdAt: at,
      updatedAt: at,
    });
    const hashes = await storedHashesFor(index, leafHash(new TextEncoder().encode(body)), this);
    const first = storedHashIndex(0, index);
    await this.manager.insert(
      LedgerStoredHash,
      hashes.map((hash, offset) => ({ storageIndex: first + offset, hash: toHex(hash) })),
    );
    return { index, integratedAt, body };
  }

  /** Signs and stores the checkpoint of the log as it stands (once per size). */
  async checkpoint(signer: NoteSigner, at: Date): Promise<LedgerCheckpoint> {
    const { size } = await this.tail();
    const existing = await this.manager.findOneBy(LedgerCheckpoint, { treeSize: size });
    if (existing) return existing;
    const root = await treeHash(size, this);
    const note = signNote(formatCheckpoint({ origin: signer.name, size, root }), signer);
    return this.manager.save(
      this.manager.create(LedgerCheckpoint, {
        treeSize: size,
        rootHash: toHex(root),
        note,
        createdAt: at,
        updatedAt: at,
      }),
    );
  }
}
