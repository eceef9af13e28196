import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';
import { User } from '../users/user.entity.js';

/**
 * A user's authenticator secret, encrypted (SecretBox, bound to the user id). The row exists from
 * the start of set-up; two-factor sign-in is on once `enabledAt` is set.
 */
@Entity('two_factor_credentials')
export class TwoFactorCredential extends BaseRecord {
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user!: User;

  @Index('UQ_two_factor_credentials_user', { unique: true })
  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 255 })
  secretCiphertext!: string;

  @DateTimeColumn({ nullable: true })
  enabledAt!: Date | null;

  /** The time step of the last code accepted: that code and every earlier one are spent. */
  @Column({ type: 'int', nullable: true })
  lastUsedStep!: number | null;

  /** Salts the hashes of this user's recovery codes; new with every set of codes. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  recoverySalt!: string | null;
}
