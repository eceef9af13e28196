import { Column, Entity } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';

export const ROLES = ['user', 'support', 'admin'] as const;
export type Role = (typeof ROLES)[number];

@Entity('users')
export class User extends BaseRecord {
  /** Stored trimmed and lower-cased. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone!: string | null;

  /** argon2id; null for accounts that only sign in with Google. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true, unique: true })
  googleSub!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'user' })
  role!: Role;

  @Column({ type: 'varchar', length: 80, nullable: true })
  firstName!: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  lastName!: string | null;

  @DateTimeColumn({ nullable: true })
  disabledAt!: Date | null;
}
