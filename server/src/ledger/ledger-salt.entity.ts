import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Signal } from '../signals/signal.entity.js';

/** The secret salt of a signal's commitment, kept until the reveal publishes it. Never served before. */
@Entity('ledger_salts')
export class LedgerSalt {
  @PrimaryColumn({ type: 'int' })
  signalId!: number;

  @OneToOne(() => Signal, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'signalId' })
  signal?: Signal;

  /** 64 hex digits: 32 random bytes. */
  @Column({ type: 'varchar', length: 64 })
  salt!: string;
}
