import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../database/columns.js';

/** One change made through the admin portal: who, what, to which record, when. */
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
  targetType!: 'user' | 'plan' | 'subscription';

  @Column({ type: 'int' })
  targetId!: number;

  /** What changed, as { field: [before, after] } or the action's parameters. */
  @Column({ type: 'simple-json' })
  details!: Record<string, unknown>;
}
