import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';
import { User } from '../users/user.entity.js';

/**
 * The half-finished sign-in of an account with two-factor sign-in: the password (or Google) was
 * right, a code is still owed. Only the SHA-256 of the challenge handed to the browser is stored.
 */
@Entity('sign_in_challenges')
export class SignInChallenge extends BaseRecord {
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user!: User;

  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash!: string;

  @DateTimeColumn()
  expiresAt!: Date;

  /** Wrong codes so far; at the limit the challenge is spent. */
  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @DateTimeColumn({ nullable: true })
  usedAt!: Date | null;
}
