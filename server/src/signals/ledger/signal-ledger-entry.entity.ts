import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord } from '../../database/columns.js';
import { Signal } from '../signal.entity.js';

/**
 * One link of the public hash chain of published signals (ledger-hash.ts). Append-only: each
 * unique index lets exactly one entry take a place in the chain, so two replicas appending at once
 * cannot fork it (the loser's transaction fails and is tried again on the new tail), and the
 * foreign key refuses, in the database itself, the deletion of a signal that was chained.
 */
@Entity('signal_ledger')
export class SignalLedgerEntry extends BaseRecord {
  /** 1, 2, 3… in the order of publication. */
  @Index('UQ_signal_ledger_sequence', { unique: true })
  @Column({ type: 'int' })
  sequence!: number;

  @ManyToOne(() => Signal, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'signalId' })
  signal!: Signal;

  @Index('UQ_signal_ledger_signal', { unique: true })
  @Column({ type: 'int' })
  signalId!: number;

  /** The hash of the entry before (64 zeros for the first): no two entries may follow the same one. */
  @Index('UQ_signal_ledger_previous', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  previousHash!: string;

  @Column({ type: 'varchar', length: 64 })
  hash!: string;
}
