import { ApiProperty } from '@nestjs/swagger';
import { PLAN_TYPES, type PlanType } from '../plans/plan.entity.js';
import {
  BILLING_CYCLES,
  SUBSCRIPTION_STATUSES,
  type BillingCycle,
  type SubscriptionStatus,
} from './subscription.entity.js';

export class SubscriptionChoiceDto {
  @ApiProperty({ enum: PLAN_TYPES, nullable: true })
  plan!: PlanType | null;

  @ApiProperty()
  hasChosenPlan!: boolean;
}

/** A change of plan or cycle that takes effect at the end of the current period. */
export class ScheduledChangeDto {
  @ApiProperty({ enum: PLAN_TYPES, enumName: 'PlanType' })
  plan!: PlanType;

  @ApiProperty({ enum: BILLING_CYCLES, enumName: 'BillingCycle' })
  billingCycle!: BillingCycle;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the change takes effect.' })
  effectiveAt!: string;

  @ApiProperty({
    description: 'True when the first period on the new plan is already paid for; such a change cannot be cancelled.',
  })
  paid!: boolean;
}

/** Spec section 3, Subscription status, plus the scheduled change. */
export class SubscriptionStatusDto {
  @ApiProperty({ enum: PLAN_TYPES, nullable: true })
  plan!: PlanType | null;

  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, nullable: true })
  status!: SubscriptionStatus | null;

  @ApiProperty()
  isActive!: boolean;

  @ApiProperty()
  daysRemaining!: number;

  @ApiProperty()
  connectedAccounts!: number;

  @ApiProperty()
  maxAccounts!: number;

  @ApiProperty({ type: Number, nullable: true })
  amountPaid!: number | null;

  @ApiProperty({ type: String, nullable: true })
  currencyPaid!: string | null;

  @ApiProperty({ enum: BILLING_CYCLES, nullable: true })
  billingCycle!: BillingCycle | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  nextBillingDate!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiresAt!: string | null;

  @ApiProperty({ type: ScheduledChangeDto, nullable: true })
  scheduledChange!: ScheduledChangeDto | null;
}

export class SubscriptionLimitsDto {
  @ApiProperty()
  maxAccounts!: number;

  @ApiProperty({ enum: PLAN_TYPES, enumName: 'PlanType' })
  plan!: PlanType;
}
