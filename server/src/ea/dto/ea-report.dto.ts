import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

export const EA_REPORT_TYPES = ['heartbeat', 'filled', 'skipped', 'closed'] as const;
export type EaReportType = (typeof EA_REPORT_TYPES)[number];

const is = (...types: EaReportType[]) => ValidateIf((report: EaReportDto) => types.includes(report.type));
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const finite = { allowNaN: false, allowInfinity: false };
const MAX_MONEY = 1e12;

/** One report of an Expert Advisor; which fields it needs depends on its type (docs/metatrader-protocol.md). */
export class EaReportDto {
  @ApiProperty({ enum: EA_REPORT_TYPES })
  @IsIn(EA_REPORT_TYPES, { message: `type must be one of ${EA_REPORT_TYPES.join(', ')}.` })
  type!: EaReportType;

  @ApiProperty({ required: false, example: 4755, description: 'heartbeat' })
  @is('heartbeat')
  @Min(0, { message: "terminalBuild must be the terminal's build number." })
  @Max(1_000_000, { message: "terminalBuild must be the terminal's build number." })
  @IsInt({ message: "terminalBuild must be the terminal's build number." })
  terminalBuild?: number;

  @ApiProperty({ required: false, example: 'Example Markets Ltd', description: 'heartbeat' })
  @is('heartbeat')
  @Transform(trimmed)
  @IsNotEmpty({ message: "broker must be the broker's name, at most 100 characters" })
  @MaxLength(100, { message: "broker must be the broker's name, at most 100 characters" })
  @IsString({ message: "broker must be the broker's name, at most 100 characters" })
  broker?: string;

  @ApiProperty({ required: false, example: 'USD', description: 'heartbeat' })
  @is('heartbeat')
  @Matches(/^[A-Z]{3}$/, { message: "currency must be the account's three-letter currency, such as USD." })
  currency?: string;

  @ApiProperty({ required: false, example: 10250.4, description: 'heartbeat' })
  @is('heartbeat')
  @Min(0, { message: 'balance must be a number, 0 or more' })
  @Max(MAX_MONEY, { message: 'balance must be a number, 0 or more' })
  @IsNumber(finite, { message: 'balance must be a number' })
  balance?: number;

  @ApiProperty({ required: false, example: 10190.15, description: 'heartbeat' })
  @is('heartbeat')
  @Min(-MAX_MONEY, { message: 'equity must be a number' })
  @Max(MAX_MONEY, { message: 'equity must be a number' })
  @IsNumber(finite, { message: 'equity must be a number' })
  equity?: number;

  @ApiProperty({ required: false, example: 0.01, description: 'heartbeat' })
  @is('heartbeat')
  @Min(0.0001, { message: "lotStep must be the broker's lot step, such as 0.01." })
  @Max(100, { message: "lotStep must be the broker's lot step, such as 0.01." })
  @IsNumber(finite, { message: "lotStep must be the broker's lot step, such as 0.01." })
  lotStep?: number;

  @ApiProperty({ required: false, example: 412, description: 'filled, skipped' })
  @is('filled', 'skipped')
  @Min(1, { message: 'signalId must be the id of a signal from the feed' })
  @Max(2_147_483_647, { message: 'signalId must be the id of a signal from the feed' })
  @IsInt({ message: 'signalId must be the id of a signal from the feed' })
  signalId?: number;

  @ApiProperty({ required: false, example: '50012345', description: 'filled, closed: the position ticket' })
  @is('filled', 'closed')
  @Transform(({ value }) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value))
  @Matches(/^\d{1,20}$/, { message: 'ticket must be the position ticket, digits only' })
  ticket?: string;

  @ApiProperty({ required: false, example: 1.0854, description: 'filled, closed' })
  @is('filled', 'closed')
  @Min(0.00001, { message: 'price must be a price above 0' })
  @Max(1e9, { message: 'price must be a price above 0' })
  @IsNumber(finite, { message: 'price must be a price above 0' })
  price?: number;

  @ApiProperty({ required: false, example: 0.33, description: 'filled: lots' })
  @is('filled')
  @Min(0.0001, { message: 'volume must be the lots filled, above 0' })
  @Max(10_000, { message: 'volume must be the lots filled, above 0' })
  @IsNumber(finite, { message: 'volume must be the lots filled, above 0' })
  volume?: number;

  @ApiProperty({ required: false, format: 'date-time', description: 'filled, closed' })
  @is('filled', 'closed')
  @IsISO8601({ strict: true }, { message: 'time must be an ISO 8601 date and time, such as 2026-11-26T09:00:03Z' })
  time?: string;

  @ApiProperty({ required: false, example: 'Market closed', description: 'skipped' })
  @is('skipped')
  @Transform(trimmed)
  @IsNotEmpty({ message: 'reason must say why the signal was skipped, in at most 200 characters' })
  @MaxLength(200, { message: 'reason must say why the signal was skipped, in at most 200 characters' })
  @IsString({ message: 'reason must say why the signal was skipped, in at most 200 characters' })
  reason?: string;

  @ApiProperty({ required: false, example: 191.4, description: 'closed: in the account currency' })
  @is('closed')
  @Min(-MAX_MONEY, { message: 'profit must be a number in the account currency' })
  @Max(MAX_MONEY, { message: 'profit must be a number in the account currency' })
  @IsNumber(finite, { message: 'profit must be a number in the account currency' })
  profit?: number;
}

export class EaTradeDto {
  @ApiProperty()
  signalId!: number;

  @ApiProperty({ example: 'EURUSD' })
  symbol!: string;

  @ApiProperty({ enum: ['BUY', 'SELL'] })
  side!: 'BUY' | 'SELL';

  @ApiProperty({ format: 'date-time' })
  publishedAt!: string;

  @ApiProperty({ enum: ['filled', 'skipped', 'closed'] })
  status!: 'filled' | 'skipped' | 'closed';

  @ApiProperty({ type: String, nullable: true })
  ticket!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  volume!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  fillPrice!: number | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  filledAt!: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Against the published entry; positive: worse for the trader.',
  })
  slippagePips!: number | null;

  @ApiProperty({ type: String, nullable: true })
  skipReason!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  closePrice!: number | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  closedAt!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'In the account currency.' })
  profit!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Close against fill, in units of the published risk.' })
  resultR!: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The public record's result for this signal, net of cost.",
  })
  publishedResultR!: number | null;
}

export class EaReportAnswerDto {
  @ApiProperty({ description: 'Always true: the report was recorded (or had been).' })
  ok!: boolean;

  @ApiProperty({ description: "The account's pause switch now." })
  paused!: boolean;

  @ApiProperty({
    type: EaTradeDto,
    nullable: true,
    description: 'What is recorded for that signal (null for a heartbeat).',
  })
  trade!: EaTradeDto | null;
}
