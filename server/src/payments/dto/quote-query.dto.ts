import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { CHOOSABLE_PLANS } from '../../subscriptions/dto/choose-plan.dto.js';
import { BILLING_CYCLES, type BillingCycle } from '../../subscriptions/subscription.entity.js';

/** Which checkout to price: the same plan and cycle the checkout request names. */
export class QuoteQueryDto {
  @ApiProperty({ enum: CHOOSABLE_PLANS, example: 'PRO' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(CHOOSABLE_PLANS, { message: 'plan_type must be BASIC or PRO; other plans are arranged through support' })
  plan_type!: (typeof CHOOSABLE_PLANS)[number];

  @ApiProperty({ enum: BILLING_CYCLES, enumName: 'BillingCycle' })
  @IsIn(BILLING_CYCLES, { message: "billing_cycle must be 'monthly' or 'yearly'" })
  billing_cycle!: BillingCycle;
}
