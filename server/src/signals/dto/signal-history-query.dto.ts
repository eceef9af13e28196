import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDate, IsIn, IsOptional, Matches } from 'class-validator';
import { INSTRUMENT_CATEGORIES, normaliseSymbol, type InstrumentCategory } from '#domain/instruments';
import { MAX_WHOLE_NUMBER, WholeNumber } from '../../common/paging.js';

export const CLOSED_OUTCOMES = ['WIN', 'LOSS', 'EXPIRED', 'VOID'] as const;
export type ClosedOutcome = (typeof CLOSED_OUTCOMES)[number];
export const MAX_HISTORY_PAGE_SIZE = 100;

/** Filters of the closed-signal list; every one optional. */
export class SignalHistoryFilterDto {
  @ApiPropertyOptional({ enum: INSTRUMENT_CATEGORIES, description: 'Only this instrument category.' })
  @IsOptional()
  @IsIn(INSTRUMENT_CATEGORIES, { message: `category must be one of ${INSTRUMENT_CATEGORIES.join(', ')}` })
  category?: InstrumentCategory;

  @ApiPropertyOptional({ example: 'EURUSD', description: 'Only this symbol (any case, separators ignored).' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? normaliseSymbol(value) : value))
  @Matches(/^[A-Z0-9]{2,16}$/, { message: 'symbol must be 2 to 16 letters or digits, such as EURUSD' })
  symbol?: string;

  @ApiPropertyOptional({ enum: CLOSED_OUTCOMES, description: 'Only signals that ended this way.' })
  @IsOptional()
  @IsIn(CLOSED_OUTCOMES, { message: 'outcome must be one of WIN, LOSS, EXPIRED, VOID' })
  outcome?: ClosedOutcome;

  @ApiPropertyOptional({
    example: '2026-11-01T00:00:00Z',
    description: 'Closed at or after this moment (ISO 8601).',
  })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'from must be a date such as 2026-11-01 or 2026-11-01T00:00:00Z' })
  from?: Date;

  @ApiPropertyOptional({ example: '2026-12-01T00:00:00Z', description: 'Closed before this moment (ISO 8601).' })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'to must be a date such as 2026-12-01 or 2026-12-01T00:00:00Z' })
  to?: Date;
}

const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_WHOLE_NUMBER}`;
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${MAX_HISTORY_PAGE_SIZE}`;

/** GET /api/signals/history: the filters plus a page. */
export class SignalHistoryQueryDto extends SignalHistoryFilterDto {
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_WHOLE_NUMBER })
  @IsOptional()
  @WholeNumber(1, PAGE_MESSAGE)
  page?: number;

  @ApiPropertyOptional({ default: 25, minimum: 1, maximum: MAX_HISTORY_PAGE_SIZE })
  @IsOptional()
  @WholeNumber(1, PAGE_SIZE_MESSAGE, MAX_HISTORY_PAGE_SIZE)
  pageSize?: number;
}
