import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { BROKER_SYMBOL_PART, BROKER_SYMBOL_PART_MESSAGE } from '#domain/broker-symbol';
import { ACCOUNT_CURRENCIES, MAX_RISK_PERCENT } from '#domain/position-size';
import { UNIVERSE_SYMBOLS } from '#domain/universe';

export const MAX_OPEN_POSITIONS = 50;
const MAX_BALANCE = 1_000_000_000;
const RISK_MESSAGE = `Enter a risk above 0 and at most ${MAX_RISK_PERCENT} % of the balance`;
const SYMBOL_MAP_MESSAGE =
  'Name at most 50 symbols of our list, each with the name your broker uses (letters, digits and . _ # -, up to 32)';

const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

function isSymbolMap(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= 50 &&
    entries.every(
      ([symbol, name]) =>
        UNIVERSE_SYMBOLS.includes(symbol) &&
        typeof name === 'string' &&
        name.length <= 32 &&
        BROKER_SYMBOL_PART.test(name),
    )
  );
}

/** Any of the account's risk settings; what is left out stays as it is. */
export class UpdateSettingsDto {
  @ApiProperty({ required: false, enum: ACCOUNT_CURRENCIES })
  @IsOptional()
  @Transform(upper)
  @IsIn(ACCOUNT_CURRENCIES, { message: `Choose the account currency: ${ACCOUNT_CURRENCIES.join(', ')}.` })
  accountCurrency?: string;

  @ApiProperty({ required: false, type: Number, nullable: true, description: 'null: read it from the terminal.' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Enter the balance, a number above 0' })
  @Min(0.01, { message: 'Enter the balance, a number above 0' })
  @Max(MAX_BALANCE, { message: 'Enter the balance, at most 1,000,000,000' })
  balance?: number | null;

  @ApiProperty({ required: false, example: 1 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: RISK_MESSAGE })
  @Min(0.01, { message: RISK_MESSAGE })
  @Max(MAX_RISK_PERCENT, { message: RISK_MESSAGE })
  riskPercent?: number;

  @ApiProperty({ required: false, example: 3 })
  @IsOptional()
  @IsInt({ message: `Enter a whole number of positions from 1 to ${MAX_OPEN_POSITIONS}` })
  @Min(1, { message: `Enter a whole number of positions from 1 to ${MAX_OPEN_POSITIONS}` })
  @Max(MAX_OPEN_POSITIONS, { message: `Enter a whole number of positions from 1 to ${MAX_OPEN_POSITIONS}` })
  maxOpenPositions?: number;

  @ApiProperty({ required: false, type: [String] })
  @IsOptional()
  @IsArray({ message: 'symbolsOff must be a list of symbols' })
  @ArrayMaxSize(UNIVERSE_SYMBOLS.length, { message: 'symbolsOff lists more symbols than there are' })
  @IsIn(UNIVERSE_SYMBOLS, { each: true, message: 'symbolsOff may only name symbols the signals cover' })
  symbolsOff?: string[];

  @ApiProperty({ required: false, example: '' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: BROKER_SYMBOL_PART_MESSAGE })
  @MaxLength(12, { message: 'Keep the prefix to 12 characters' })
  @Matches(BROKER_SYMBOL_PART, { message: BROKER_SYMBOL_PART_MESSAGE })
  symbolPrefix?: string;

  @ApiProperty({ required: false, example: '.r' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: BROKER_SYMBOL_PART_MESSAGE })
  @MaxLength(12, { message: 'Keep the suffix to 12 characters' })
  @Matches(BROKER_SYMBOL_PART, { message: BROKER_SYMBOL_PART_MESSAGE })
  symbolSuffix?: string;

  @ApiProperty({ required: false, type: Object, additionalProperties: { type: 'string' } })
  @IsOptional()
  @ValidateBy({ name: 'symbolMap', validator: { validate: isSymbolMap } }, { message: SYMBOL_MAP_MESSAGE })
  symbolMap?: Record<string, string>;

  @ApiProperty({ required: false })
  @IsOptional()
  @IsBoolean({ message: 'paused must be true or false' })
  paused?: boolean;
}
