import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';
import { User } from '../users/user.entity.js';

/**
 * One issued refresh token, stored as a SHA-256 hash. Rotation revokes the old one and links it
 * to its replacement; every token descended from one sign-in shares a familyId.
 */
@Entity('refresh_tokens')
export class RefreshToken extends BaseRecord {
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user!: User;

  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash!: string;

  @Index()
  @Column({ type: 'varchar', length: 36 })
  familyId!: string;

  @DateTimeColumn()
  expiresAt!: Date;

  @DateTimeColumn({ nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'int', nullable: true })
  replacedById!: number | null;

  /** The sign-in that began this family passed a second factor; every rotation keeps it. */
  @Column({ type: 'boolean', default: false })
  secondFactor!: boolean;
}
