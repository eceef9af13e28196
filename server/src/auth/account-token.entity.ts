import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';
import { User } from '../users/user.entity.js';

export const ACCOUNT_TOKEN_PURPOSES = ['password-reset', 'email-change'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * A single-use token sent by e-mail (password reset, e-mail change). Only its SHA-256 hash is
 * stored, so a copy of the database opens no account.
 */
@Entity('account_tokens')
@Index(['userId', 'purpose'])
export class AccountToken extends BaseRecord {
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user!: User;

  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 24 })
  purpose!: AccountTokenPurpose;

  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash!: string;

  /** The address an e-mail change moves to. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  newEmail!: string | null;

  @DateTimeColumn()
  expiresAt!: Date;

  @DateTimeColumn({ nullable: true })
  usedAt!: Date | null;
}
