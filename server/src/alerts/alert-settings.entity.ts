import { Column, Entity, Index, JoinColumn, OneToOne } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';
import type { InstrumentCategory } from '#domain/instruments';
import { User } from '../users/user.entity.js';

/** Where a trader wants to hear from us, and about what. Nothing is sent until they save it once. */
@Entity('alert_settings')
export class AlertSettings extends BaseRecord {
  @OneToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user!: User;

  @Index('UQ_alert_settings_user', { unique: true })
  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'boolean', default: true })
  emailEnabled!: boolean;

  /** The chat the trader opened with our bot; null until they link it. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  telegramChatId!: string | null;

  @Column({ type: 'boolean', default: false })
  telegramEnabled!: boolean;

  /** SHA-256 of the one-time code of a pending Telegram link, and when it lapses. */
  @Index('UQ_alert_settings_telegram_code', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  telegramLinkCodeHash!: string | null;

  @DateTimeColumn({ nullable: true })
  telegramLinkExpiresAt!: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  webhookUrl!: string | null;

  /** The webhook's signing secret is derived from this and a server key: shown once, never stored. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  webhookSalt!: string | null;

  @Column({ type: 'boolean', default: false })
  webhookEnabled!: boolean;

  @Column({ type: 'boolean', default: true })
  newSignals!: boolean;

  /** Categories of new signals to hear about; empty: every category. */
  @Column({ type: 'simple-json' })
  signalCategories!: InstrumentCategory[];

  /** New signals below this confidence (0–100) are not sent. */
  @Column({ type: 'int', default: 0 })
  minConfidence!: number;

  @Column({ type: 'boolean', default: false })
  signalOutcomes!: boolean;

  /** A high-impact release of a chosen currency, 15 minutes ahead. */
  @Column({ type: 'boolean', default: false })
  highImpactNews!: boolean;

  /** Currencies for the release alerts; empty: every major. */
  @Column({ type: 'simple-json' })
  newsCurrencies!: string[];

  @Column({ type: 'boolean', default: true })
  subscriptionReminders!: boolean;

  @Column({ type: 'boolean', default: true })
  paymentConfirmed!: boolean;
}
