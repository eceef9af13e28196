import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../database/columns.js';

/**
 * One change to a record admins look after, or to an account's sign-in security by its owner: who
 * (an admin, the trader themself, or the system as actor 0 for a scheduled job), what, to which
 * record, when.
 */
@Entity('audit_entries')
@Index(['targetType', 'targetId'])
export class AuditEntry extends BaseRecord {
  @Column({ type: 'int' })
  actorId!: number;

  @Column({ type: 'varchar', length: 254 })
  actorEmail!: string;

  @Column({ type: 'varchar', length: 64 })
  action!: string;

  @Column({ type: 'varchar', length: 32 })
  targetType!: 'user' | 'plan' | 'subscription' | 'setting';

  @Column({ type: 'int' })
  targetId!: number;

  /** What changed, as { field: [before, after] } or the action's parameters. */
  @Column({ type: 'simple-json' })
  details!: Record<string, unknown>;
}
