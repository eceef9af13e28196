import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ReadOnlyFields } from '../../common/read-only-fields.js';
import type { AdminPlanDto } from '../plan.dto.js';
import { PLAN_TYPES, type PlanType } from '../plan.entity.js';

// Checks run from the bottom up; the first failure is the message.
const REQUIRED = 'Please fill in all required fields';
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A price: a number (or numeric string) from 0 with at most two decimals. */
const Price = (field: string) =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
    // Applied in this order, so checked in this order.
    IsNumber(
      { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
      { message: `${field} must be a number with at most 2 decimals` },
    ),
    Min(0, { message: `${field} must be 0 or more` }),
    Max(1_000_000, { message: `${field} must be at most 1000000` }),
  );

/** The whole admin plan's writable fields (spec section 3, Admin plan); prices arrive as numbers or numeric strings. */
export class PlanFieldsDto {
  @ApiProperty({ enum: PLAN_TYPES })
  @IsIn(PLAN_TYPES, { message: `planType must be one of ${PLAN_TYPES.join(', ')}` })
  planType!: PlanType;

  @ApiProperty()
  @Transform(trim)
  @MaxLength(80, { message: 'Name must be at most 80 characters' })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  name!: string;

  @ApiProperty()
  @Transform(trim)
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  description!: string;

  @ApiProperty({ minimum: 0 })
  @Price('monthlyPrice')
  monthlyPrice!: number;

  @ApiProperty({ minimum: 0 })
  @Price('yearlyPrice')
  yearlyPrice!: number;

  @ApiProperty({ minimum: 1, description: '999 means unlimited' })
  @Max(999, { message: 'accountLimit must be at most 999 (999 means unlimited)' })
  @Min(1, { message: 'accountLimit must be at least 1' })
  @IsInt({ message: 'accountLimit must be a whole number' })
  accountLimit!: number;

  @ApiProperty({
    required: false,
    minimum: 0,
    maximum: 1440,
    description:
      'How long after publication this plan sees a new signal; left as it was (0 for a new plan) when absent.',
  })
  @IsOptional()
  @Max(1440, { message: 'signalDelayMinutes must be at most 1440 (a day)' })
  @Min(0, { message: 'signalDelayMinutes must be 0 or more' })
  @IsInt({ message: 'signalDelayMinutes must be a whole number of minutes' })
  signalDelayMinutes?: number;

  @ApiProperty({ type: [String] })
  @Transform(({ value }) =>
    Array.isArray(value)
      ? value.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '')
      : value,
  )
  @MaxLength(200, { each: true, message: 'Each feature must be at most 200 characters' })
  @IsString({ each: true, message: 'Each feature must be text' })
  @ArrayMaxSize(30, { message: 'A plan has at most 30 features' })
  @IsArray({ message: 'Features must be a list of text' })
  features!: string[];

  @ApiProperty()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive!: boolean;

  @ApiProperty({ minimum: 0 })
  @Max(10_000, { message: 'displayOrder must be at most 10000' })
  @Min(0, { message: 'displayOrder must be 0 or more' })
  @IsInt({ message: 'displayOrder must be a whole number' })
  displayOrder!: number;

  @ApiProperty()
  @IsBoolean({ message: 'isPopular must be true or false' })
  isPopular!: boolean;
}

/**
 * PUT /api/admin/plans/:id (react-admin): the path names the plan, so the record's id, and its
 * yearly saving (computed from the prices), are read-only: sent back with the record, they are ignored.
 */
@ReadOnlyFields<AdminPlanDto, SavePlanDto>({ id: true, yearlySaving: true })
export class SavePlanDto extends PlanFieldsDto {}

/**
 * POST /api/admin/plans (the spec's client sends "the full admin plan object"): an `id`, or a
 * `planType` that has a plan, names the plan to update; otherwise the plan is created. The yearly
 * saving is read-only.
 */
@ReadOnlyFields<AdminPlanDto, PostPlanDto>({ yearlySaving: true })
export class PostPlanDto extends PlanFieldsDto {
  @ApiPropertyOptional({ description: 'The plan to update, as GET /api/admin/plans answers it; absent: by planType.' })
  @IsOptional()
  @IsInt({ message: 'id must be the whole-number id of a plan' })
  @Min(1, { message: 'id must be the whole-number id of a plan' })
  id?: number;
}
