import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { BILLING_CYCLES, type BillingCycle } from '../subscription.entity.js';
import { CHOOSABLE_PLANS } from './choose-plan.dto.js';

/** A change of plan or cycle at the end of the current period. */
export class ScheduleChangeDto {
  @ApiProperty({ enum: CHOOSABLE_PLANS })
  @IsIn(CHOOSABLE_PLANS, { message: 'Choose the BASIC or PRO plan; other plans are arranged through support' })
  plan!: (typeof CHOOSABLE_PLANS)[number];

  @ApiProperty({ enum: BILLING_CYCLES, enumName: 'BillingCycle' })
  @IsIn(BILLING_CYCLES, { message: "billingCycle must be 'monthly' or 'yearly'" })
  billingCycle!: BillingCycle;
}
