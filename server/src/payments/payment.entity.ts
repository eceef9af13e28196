import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord, DateTimeColumn, MoneyColumn } from '../database/columns.js';
import type { PlanType } from '../plans/plan.entity.js';
import type { CheckoutKind } from '../subscriptions/plan-change-rules.js';
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
  // Ours, not the provider's: a newer checkout of the same user replaced this one,
  'superseded',
  // or the trader cancelled it (or deleted the account) while it waited for money.
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Checkouts still waiting for money; a new checkout supersedes them. */
export const OPEN_STATUSES: readonly PaymentStatus[] = ['waiting', 'confirming', 'partially_paid'];
/** Statuses we set when we stop offering an invoice; money arriving on it afterwards still counts. */
export const CLOSED_STATUSES: readonly PaymentStatus[] = ['superseded', 'cancelled'];
/** Statuses that say money reached the invoice: they replace the closed ones, so late money is credited. */
export const MONEY_STATUSES: readonly PaymentStatus[] = [
  'confirming',
  'confirmed',
  'sending',
  'partially_paid',
  'finished',
  'refunded',
];
/** Statuses after which nothing changes any more. */
export const FINAL_STATUSES: readonly PaymentStatus[] = ['finished', 'failed', 'refunded', 'expired'];
/** Statuses that pay for the subscription (spec: 'confirmed' or 'finished' means completed). */
export const PAID_STATUSES: readonly PaymentStatus[] = ['confirmed', 'sending', 'finished'];
/** How long a checkout's address and amount are offered from its creation (the spec's 30-minute countdown). */
export const CHECKOUT_WINDOW_MS = 30 * 60 * 1000;

/** When the checkout stops being offered: the page's countdown reaches zero then. */
export function checkoutExpiry(payment: Pick<Payment, 'createdAt'>): Date {
  return new Date(payment.createdAt.getTime() + CHECKOUT_WINDOW_MS);
}

/**
 * One checkout. The price always comes from our plan, never from the client: priceAmount is what
 * the invoice asks for (the plan's price, less any upgrade credit).
 */
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

  /** When a newer checkout replaced this one; kept when money still arrives on it afterwards. */
  @DateTimeColumn({ nullable: true })
  supersededAt!: Date | null;

  /** When the trader cancelled it, or deleted the account, before money arrived. */
  @DateTimeColumn({ nullable: true })
  cancelledAt!: Date | null;

  /** When money arrived for an account deleted meanwhile: it bought nothing, and support refunds it. */
  @DateTimeColumn({ nullable: true })
  refundDueAt!: Date | null;

  /** What the checkout does to the subscription; null on payments made before it was recorded. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  kind!: CheckoutKind | null;

  /** The plan's price for the cycle when the checkout opened; null on older payments (then priceAmount). */
  @MoneyColumn({ nullable: true })
  listPrice!: string | null;

  /** The unused time of earlier periods credited against listPrice (upgrades); null means none. */
  @MoneyColumn({ nullable: true })
  creditAmount!: string | null;

  /** The time this payment paid for, recorded when it activated the subscription. */
  @DateTimeColumn({ nullable: true })
  periodStart!: Date | null;

  @DateTimeColumn({ nullable: true })
  periodEnd!: Date | null;

  /** When an upgrade credited this period's unused time: it counts for no further credit. */
  @DateTimeColumn({ nullable: true })
  creditedAt!: Date | null;

  /** When the receipt e-mail went out; null until it did. */
  @DateTimeColumn({ nullable: true })
  receiptSentAt!: Date | null;

  /** A replica sending the receipt holds it until then, so two never send it at once. */
  @DateTimeColumn({ nullable: true })
  receiptClaimedUntil!: Date | null;
}
