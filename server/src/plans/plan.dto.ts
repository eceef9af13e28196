import { ApiProperty, OmitType } from '@nestjs/swagger';
import { yearlySaving } from '#domain/yearly-saving';
import { PLAN_TYPES, type Plan, type PlanType } from './plan.entity.js';

/** 12 × monthly − yearly and its share of the twelve payments (the one rule: yearly-saving.ts). */
export class YearlySavingDto {
  @ApiProperty({ example: 34.8 })
  amount!: number;

  @ApiProperty({ example: 10, description: 'Whole percent of twelve monthly payments.' })
  percent!: number;
}

/** What /api/plans shows anyone (spec section 3, Plan (public)). */
/** How a plan sold by talking to us is bought. */
export class PlanContactDto {
  @ApiProperty({ example: 'sales@signaldesk.example', description: 'Where "Contact Sales" writes to (SALES_EMAIL).' })
  salesEmail!: string;
}

export class PublicPlanDto {
  @ApiProperty({ enum: PLAN_TYPES, enumName: 'PlanType' })
  planType!: PlanType;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ example: 29 })
  monthlyPrice!: number;

  @ApiProperty({ example: 290 })
  yearlyPrice!: number;

  @ApiProperty({ description: '999 means unlimited.' })
  accountLimit!: number;

  @ApiProperty({ description: 'How long after publication a trader on this plan sees a new signal; 0: at once.' })
  signalDelayMinutes!: number;

  @ApiProperty({ type: [String] })
  features!: string[];

  @ApiProperty()
  isPopular!: boolean;

  @ApiProperty({
    type: YearlySavingDto,
    nullable: true,
    description: 'What the yearly price saves against twelve monthly payments; null when it saves nothing.',
  })
  yearlySaving!: YearlySavingDto | null;
}

/** The admin view adds the record id and the settings the public never sees. */
export class AdminPlanDto extends PublicPlanDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  isActive!: boolean;

  @ApiProperty()
  displayOrder!: number;
}

/** A plan as "Reset to Defaults" restores it (default-plans.ts): the admin view without a record id. */
export class DefaultPlanDto extends OmitType(AdminPlanDto, ['id'] as const) {}

export function toPublicPlanDto(plan: Plan): PublicPlanDto {
  return {
    planType: plan.planType,
    name: plan.name,
    description: plan.description,
    monthlyPrice: Number(plan.monthlyPrice),
    yearlyPrice: Number(plan.yearlyPrice),
    accountLimit: plan.accountLimit,
    signalDelayMinutes: plan.signalDelayMinutes,
    features: plan.features,
    isPopular: plan.isPopular,
    yearlySaving: yearlySaving(plan),
  };
}

export function toDefaultPlanDto(plan: Omit<Plan, 'id' | 'createdAt' | 'updatedAt'>): DefaultPlanDto {
  return { ...toPublicPlanDto(plan as Plan), isActive: plan.isActive, displayOrder: plan.displayOrder };
}

export function toAdminPlanDto(plan: Plan): AdminPlanDto {
  return { id: plan.id, ...toPublicPlanDto(plan), isActive: plan.isActive, displayOrder: plan.displayOrder };
}
