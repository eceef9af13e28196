import { Column, Entity, JoinColumn, OneToOne } from 'typeorm';
import { BaseRecord, DateTimeColumn, MoneyColumn } from '../database/columns.js';
import type { PlanType } from '../plans/plan.entity.js';
import { User } from '../users/user.entity.js';

export const SUBSCRIPTION_STATUSES = ['PENDING', 'ACTIVE', 'EXPIRED', 'CANCELLED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** The one current subscription of a user. A cancelled one keeps access until expiresAt. */
@Entity('subscriptions')
export class Subscription extends BaseRecord {
  @OneToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user!: User;

  @Column({ type: 'int', unique: true })
  userId!: number;

  @Column({ type: 'varchar', length: 16 })
  planType!: PlanType;

  @Column({ type: 'boolean', default: true })
  hasChosenPlan!: boolean;

  @Column({ type: 'varchar', length: 16, default: 'PENDING' })
  status!: SubscriptionStatus;

  @Column({ type: 'varchar', length: 8, nullable: true })
  billingCycle!: BillingCycle | null;

  @DateTimeColumn({ nullable: true })
  startedAt!: Date | null;

  @DateTimeColumn({ nullable: true })
  expiresAt!: Date | null;

  @DateTimeColumn({ nullable: true })
  cancelledAt!: Date | null;

  @MoneyColumn({ nullable: true })
  amountPaid!: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  currencyPaid!: string | null;

  /**
   * A change of plan or cycle waiting for the end of the current period (a downgrade, monthly ↔
   * yearly): the plan and cycle that take over at scheduledAt. When expiresAt lies beyond
   * scheduledAt, the period after the switch is already paid for.
   */
  @Column({ type: 'varchar', length: 16, nullable: true })
  scheduledPlanType!: PlanType | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  scheduledBillingCycle!: BillingCycle | null;

  @DateTimeColumn({ nullable: true })
  scheduledAt!: Date | null;
}
