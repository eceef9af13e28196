import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export const CHOOSABLE_PLANS = ['BASIC', 'PRO'] as const;

export class ChoosePlanDto {
  @ApiProperty({ enum: CHOOSABLE_PLANS })
  @IsIn(CHOOSABLE_PLANS, { message: 'Choose the BASIC or PRO plan; other plans are arranged through support' })
  plan!: (typeof CHOOSABLE_PLANS)[number];
}
