import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord, DateTimeColumn, MoneyColumn } from '../database/columns.js';
import type { PlanType } from '../plans/plan.entity.js';
import type { BillingCycle } from '../subscriptions/subscription.entity.js';
import { User } from '../users/user.entity.js';

/** NOWPayments' statuses; the simulated provider uses the same words. */
export const PAYMENT_STATUSES = [
  'waiting',
  'confirming',
  'confirmed',
  'sending',
  'partially_paid',
  'finished',
  'failed',
  'refunded',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Statuses after which nothing changes any more. */
export const FINAL_STATUSES: readonly PaymentStatus[] = ['finished', 'failed', 'refunded', 'expired'];
/** Statuses that pay for the subscription (spec: 'confirmed' or 'finished' means completed). */
export const PAID_STATUSES: readonly PaymentStatus[] = ['confirmed', 'sending', 'finished'];

/** One checkout. The price always comes from our plan, never from the client. */
@Entity('payments')
export class Payment extends BaseRecord {
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user!: User;

  @Index()
  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 16 })
  planType!: PlanType;

  @Column({ type: 'varchar', length: 8 })
  billingCycle!: BillingCycle;

  @MoneyColumn()
  priceAmount!: string;

  @Column({ type: 'varchar', length: 8 })
  priceCurrency!: string;

  @Column({ type: 'varchar', length: 20 })
  payCurrency!: string;

  /** Crypto amounts keep every decimal the provider gives, so text. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  payAmount!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  actuallyPaid!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  payAddress!: string | null;

  @Column({ type: 'varchar', length: 16 })
  provider!: string;

  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  providerPaymentId!: string | null;

  @Column({ type: 'varchar', length: 20 })
  status!: PaymentStatus;

  @DateTimeColumn({ nullable: true })
  confirmedAt!: Date | null;

  /** Set once, when this payment activated the subscription: the exactly-once marker. */
  @DateTimeColumn({ nullable: true })
  activatedAt!: Date | null;

  @Column({ type: 'int', nullable: true })
  subscriptionId!: number | null;
}
