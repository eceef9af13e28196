import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsOptional,
  ValidateBy,
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
import { BROKER_SYMBOL_PART } from '#domain/broker-symbol';
import { NOT_TRADING_CODES, type NotTradingReason } from '#domain/ea-status';

export const EA_REPORT_TYPES = ['heartbeat', 'filled', 'skipped', 'closed'] as const;
export type EaReportType = (typeof EA_REPORT_TYPES)[number];

const is = (...types: EaReportType[]) => ValidateIf((report: EaReportDto) => types.includes(report.type));
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const finite = { allowNaN: false, allowInfinity: false };
const MAX_MONEY = 1e12;
/** A lot step as brokers set them: 0.01 for most, 1 or 0.1 on some indices, 0.001 on a few. */
const MAX_LOT_STEP = 1_000_000;
const MAX_LOT_STEPS = 64;
const LOT_STEPS_MESSAGE = `lotSteps must give at most ${MAX_LOT_STEPS} symbols, each with its lot step above 0`;

/** { "EURUSD.r": 0.01, "US30.cash": 0.1 }: broker symbol names and their steps. */
function isLotSteps(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= MAX_LOT_STEPS &&
    entries.every(
      ([symbol, step]) =>
        symbol.length > 0 &&
        symbol.length <= 32 &&
        BROKER_SYMBOL_PART.test(symbol) &&
        typeof step === 'number' &&
        Number.isFinite(step) &&
        step > 0 &&
        step <= MAX_LOT_STEP,
    )
  );
}

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

  @ApiProperty({
    required: false,
    example: 'MetaQuotes-Demo',
    description: "heartbeat: the broker's trade server the terminal is logged in to (ACCOUNT_SERVER)",
  })
  @is('heartbeat')
  @IsOptional()
  @Transform(trimmed)
  @IsNotEmpty({ message: "server must be the broker's trade server name, at most 100 characters" })
  @MaxLength(100, { message: "server must be the broker's trade server name, at most 100 characters" })
  @IsString({ message: "server must be the broker's trade server name, at most 100 characters" })
  server?: string;

  @ApiProperty({ required: false, example: '51234567', description: 'heartbeat: the login the terminal runs on' })
  @is('heartbeat')
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value))
  @Matches(/^\d{1,20}$/, { message: 'login must be the MetaTrader login, digits only' })
  login?: string;

  @ApiProperty({
    required: false,
    example: 'USD',
    description: 'heartbeat: as the terminal names it (USD; USc on a cent account; USDT)',
  })
  @is('heartbeat')
  @Matches(/^[A-Za-z]{2,8}$/, {
    message: "currency must be the account's currency as the terminal names it, such as USD, USc or USDT.",
  })
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

  @ApiProperty({
    required: false,
    example: 0.01,
    description: "heartbeat, before lotSteps: the chart symbol's lot step, used where lotSteps names no step",
  })
  @is('heartbeat')
  @IsOptional()
  @Min(0.00000001, { message: "lotStep must be the broker's lot step, such as 0.01." })
  @Max(MAX_LOT_STEP, { message: "lotStep must be the broker's lot step, such as 0.01." })
  @IsNumber(finite, { message: "lotStep must be the broker's lot step, such as 0.01." })
  lotStep?: number;

  @ApiProperty({
    required: false,
    type: Object,
    additionalProperties: { type: 'number' },
    example: { 'EURUSD.r': 0.01, 'US30.cash': 0.1 },
    description: `heartbeat: the lot step of each symbol the EA trades, by the broker's name (at most ${MAX_LOT_STEPS})`,
  })
  @is('heartbeat')
  @IsOptional()
  @ValidateBy({ name: 'lotSteps', validator: { validate: isLotSteps } }, { message: LOT_STEPS_MESSAGE })
  lotSteps?: Record<string, number>;

  @ApiProperty({
    required: false,
    type: String,
    nullable: true,
    enum: NOT_TRADING_CODES,
    description: 'heartbeat: why the EA trades nothing now (it reads no signals meanwhile); null while it can trade',
  })
  @is('heartbeat')
  @IsOptional()
  @IsIn(NOT_TRADING_CODES, { message: `notTrading must be null or one of ${NOT_TRADING_CODES.join(', ')}.` })
  notTrading?: NotTradingReason | null;

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

  @ApiProperty({
    required: false,
    example: 'Closed at once: the broker did not set the stop loss',
    description: 'closed: why the EA closed the position itself, when it did',
  })
  @is('closed')
  @IsOptional()
  @Transform(trimmed)
  @IsNotEmpty({ message: 'note must say why the position was closed, in at most 200 characters' })
  @MaxLength(200, { message: 'note must say why the position was closed, in at most 200 characters' })
  @IsString({ message: 'note must say why the position was closed, in at most 200 characters' })
  note?: string;

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

  @ApiProperty({ type: String, nullable: true, description: 'Why the EA closed the position itself, when it did.' })
  closeNote!: string | null;

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
