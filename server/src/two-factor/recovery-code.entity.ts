import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';
import { User } from '../users/user.entity.js';

/** One single-use recovery code, as the SHA-256 of the user's salt and the code. */
@Entity('recovery_codes')
@Index(['userId', 'codeHash'])
export class RecoveryCode extends BaseRecord {
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user!: User;

  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 64 })
  codeHash!: string;

  @DateTimeColumn({ nullable: true })
  usedAt!: Date | null;
}
