import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';
import { User } from '../users/user.entity.js';

export const ALERT_CHANNELS = ['email', 'telegram', 'webhook'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const ALERT_EVENTS = [
  'new-signal',
  'signal-outcome',
  'high-impact-news',
  'subscription-reminder',
  'payment-confirmed',
  'test',
] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

/** pending: waiting for its next attempt; sent; dead: out of attempts; dropped: no longer due (access lapsed). */
export const DELIVERY_STATUSES = ['pending', 'sent', 'dead', 'dropped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One alert to one channel of one trader: the outbox the dispatchers work from. The unique key
 * makes every producer's insert idempotent, so an alert exists once however many replicas made it.
 */
@Entity('alert_deliveries')
@Index('IDX_alert_deliveries_due', ['status', 'nextAttemptAt'])
export class AlertDelivery extends BaseRecord {
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user!: User;

  @Index('IDX_alert_deliveries_user')
  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 16 })
  channel!: AlertChannel;

  @Column({ type: 'varchar', length: 32 })
  event!: AlertEvent;

  @Index('UQ_alert_deliveries_key', { unique: true })
  @Column({ type: 'varchar', length: 191 })
  dedupeKey!: string;

  /** The subject line of an e-mail, the first line elsewhere. */
  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  /** Where the alert leads in the portal (absolute), if anywhere. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  link!: string | null;

  /** The machine-readable alert, as a webhook receives it. */
  @Column({ type: 'simple-json' })
  data!: Record<string, unknown>;

  /** Market alerts are for paying traders only: checked again when the alert goes out. */
  @Column({ type: 'boolean', default: false })
  needsAccess!: boolean;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: DeliveryStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @DateTimeColumn()
  nextAttemptAt!: Date;

  /** Until when a dispatcher holds it; another may take it after (the holder died). */
  @DateTimeColumn({ nullable: true })
  claimedUntil!: Date | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  lastError!: string | null;

  @DateTimeColumn({ nullable: true })
  sentAt!: Date | null;
}
