import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';
import { User } from '../users/user.entity.js';

export const REMINDER_KINDS = ['7-days', '1-day', 'expired'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * One renewal reminder about one period's end. The row is inserted before the e-mail goes out
 * and its unique key (user, kind, period end) lets exactly one exist, whichever replica gets
 * there first; sentAt is set once the mail server took the message.
 */
@Entity('renewal_reminders')
@Index('UQ_renewal_reminders_user_kind_period', ['userId', 'kind', 'periodEnd'], { unique: true })
export class RenewalReminder extends BaseRecord {
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user!: User;

  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 8 })
  kind!: ReminderKind;

  /** The expiry the reminder is about; a renewal moves the expiry, so the next period gets its own. */
  @DateTimeColumn()
  periodEnd!: Date;

  @DateTimeColumn({ nullable: true })
  sentAt!: Date | null;

  /** A sender holds the row until then; a failed send lets go at once so the next run retries. */
  @DateTimeColumn({ nullable: true })
  claimedUntil!: Date | null;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  lastError!: string | null;
}
