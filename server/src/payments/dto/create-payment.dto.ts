import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, Matches } from 'class-validator';
import { BILLING_CYCLES, type BillingCycle } from '../../subscriptions/subscription.entity.js';

const PLAN_TYPES_IN = ['BASIC', 'PRO', 'ENTERPRISE', 'CUSTOM', 'TRIAL'];

/** The checkout request (spec section 7); the price is deliberately not part of it. */
export class CreatePaymentDto {
  @ApiProperty({ example: 'PRO' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(PLAN_TYPES_IN, { message: 'plan_type must be one of BASIC, PRO, ENTERPRISE, CUSTOM, TRIAL' })
  plan_type!: 'BASIC' | 'PRO' | 'ENTERPRISE' | 'CUSTOM' | 'TRIAL';

  @ApiProperty({ enum: BILLING_CYCLES })
  @IsIn(BILLING_CYCLES, { message: "billing_cycle must be 'monthly' or 'yearly'" })
  billing_cycle!: BillingCycle;

  @ApiProperty({ example: 'btc' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @Matches(/^[a-z0-9]{2,20}$/, { message: 'Please select a cryptocurrency' })
  @IsNotEmpty({ message: 'Please select a cryptocurrency' })
  @IsString({ message: 'Please select a cryptocurrency' })
  currency!: string;
}
