import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';
import { Signal } from '../signals/signal.entity.js';
import type { EntryKind } from './entries.js';

/**
 * One entry of the transparency log, as appended: never updated, never deleted. The unique index
 * lets one entry take each place, so two replicas appending at once cannot fork the log (the
 * loser's transaction fails and runs again on the new tail); the unique `claim` lets each signal
 * be committed once and closed once. The foreign key refuses, in the database itself, the deletion
 * of a signal the log names.
 */
@Entity('ledger_entries')
export class LedgerEntry extends BaseRecord {
  /** 0, 1, 2… the leaf's place in the tree. */
  @Index('UQ_ledger_entries_index', { unique: true })
  @Column({ type: 'int' })
  entryIndex!: number;

  @Column({ type: 'varchar', length: 16 })
  kind!: EntryKind;

  @ManyToOne(() => Signal, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'signalId' })
  signal?: Signal | null;

  @Index('IDX_ledger_entries_signal')
  @Column({ type: 'int', nullable: true })
  signalId!: number | null;

  /** "commitment:<id>" or "close:<id>": a signal's commitment and its reveal (or void) exist once each. */
  @Index('UQ_ledger_entries_claim', { unique: true })
  @Column({ type: 'varchar', length: 40, nullable: true })
  claim!: string | null;

  /** The entry's exact text (RFC 8785 JSON): the leaf is SHA-256(0x00 || its UTF-8 bytes). */
  @Column({ type: 'text' })
  body!: string;

  @DateTimeColumn()
  integratedAt!: Date;
}
