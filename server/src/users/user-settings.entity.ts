import { Column, Entity, Index, JoinColumn, OneToOne } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';
import { User } from './user.entity.js';

/** What a trader chose for how the portal reads, kept on the server so it follows them to another device. */
@Entity('user_settings')
export class UserSettings extends BaseRecord {
  @OneToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user!: User;

  @Index('UQ_user_settings_user', { unique: true })
  @Column({ type: 'int' })
  userId!: number;

  /** An IANA zone; null: the browser's own. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  timeZone!: string | null;

  /** SHA-256 of the secret in the trader's calendar-feed address; null when no feed is active. */
  @Index('UQ_user_settings_calendar_token', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  calendarTokenHash!: string | null;

  @DateTimeColumn({ nullable: true })
  calendarTokenCreatedAt!: Date | null;
}
