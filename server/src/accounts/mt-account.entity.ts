import { Column, Entity, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { BaseRecord } from '../database/columns.js';
import { User } from '../users/user.entity.js';

/** A MetaTrader account login linked by a trader. */
@Entity('mt_accounts')
@Unique('UQ_mt_accounts_user_mt', ['userId', 'mtId'])
export class MtAccount extends BaseRecord {
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user!: User;

  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 20 })
  mtId!: string;
}
