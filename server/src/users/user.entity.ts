import { Column, Entity } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';

import type { Role } from '../access/roles.js';

export { ROLES, type Role } from '../access/roles.js';

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

  /** Access tokens carry the generation they were issued in; bumping it ends every one issued before. */
  @Column({ type: 'int', default: 0 })
  tokenGeneration!: number;

  /** Set when the person deleted the account: the row stays only as the owner of payment records. */
  @DateTimeColumn({ nullable: true })
  deletedAt!: Date | null;
}

/** What staff see instead of the address of an account its owner deleted. */
export const DELETED_USER_LABEL = 'deleted user';

export function emailForStaff(user: Pick<User, 'email' | 'deletedAt'>): string {
  return user.deletedAt ? DELETED_USER_LABEL : user.email;
}
