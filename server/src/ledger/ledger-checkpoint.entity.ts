import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../database/columns.js';

/** A signed checkpoint (C2SP tlog-checkpoint as a signed note) of the log at one size. */
@Entity('ledger_checkpoints')
export class LedgerCheckpoint extends BaseRecord {
  @Index('UQ_ledger_checkpoints_size', { unique: true })
  @Column({ type: 'int' })
  treeSize!: number;

  /** 64 hex digits. */
  @Column({ type: 'varchar', length: 64 })
  rootHash!: string;

  /** The whole signed note, as served. */
  @Column({ type: 'text' })
  note!: string;
}
