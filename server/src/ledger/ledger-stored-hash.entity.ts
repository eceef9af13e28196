import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One stored hash of the log's tree (a leaf or a complete subtree), at its tlog storage index. */
@Entity('ledger_hashes')
export class LedgerStoredHash {
  @PrimaryColumn({ type: 'int' })
  storageIndex!: number;

  /** 64 hex digits. */
  @Column({ type: 'varchar', length: 64 })
  hash!: string;
}
