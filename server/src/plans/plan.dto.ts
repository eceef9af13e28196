import type { Plan, PlanType } from './plan.entity.js';

/** What /api/plans shows anyone (spec section 3, Plan (public)). */
export interface PublicPlanDto {
  planType: PlanType;
  name: string;
  description: string;
  monthlyPrice: number;
  yearlyPrice: number;
  accountLimit: number;
  features: string[];
  isPopular: boolean;
}

/** The admin view adds the record id and the settings the public never sees. */
export interface AdminPlanDto extends PublicPlanDto {
  id: number;
  isActive: boolean;
  displayOrder: number;
}

export function toPublicPlanDto(plan: Plan): PublicPlanDto {
  return {
    planType: plan.planType,
    name: plan.name,
    description: plan.description,
    monthlyPrice: Number(plan.monthlyPrice),
    yearlyPrice: Number(plan.yearlyPrice),
    accountLimit: plan.accountLimit,
    features: plan.features,
    isPopular: plan.isPopular,
  };
}

export function toAdminPlanDto(plan: Plan): AdminPlanDto {
  return { id: plan.id, ...toPublicPlanDto(plan), isActive: plan.isActive, displayOrder: plan.displayOrder };
}
