import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { MAX_WHOLE_NUMBER, WholeNumber } from '../../common/paging.js';
import { SIGNAL_TYPES, type SignalType } from '../engine.js';

export const DEFAULT_LEDGER_PAGE_SIZE = 100;
export const MAX_LEDGER_PAGE_SIZE = 1000;

const AFTER_MESSAGE = `after must be a whole number from 0 to ${MAX_WHOLE_NUMBER}: the last sequence you have (0 for the first page)`;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_LEDGER_PAGE_SIZE}`;

/** GET /api/signals/ledger: where the page starts and how long it is. */
export class LedgerQueryDto {
  @ApiPropertyOptional({
    default: 0,
    minimum: 0,
    maximum: MAX_WHOLE_NUMBER,
    description: 'The page starts after this sequence: 0 for the first page, then the nextAfter of the page before.',
  })
  @IsOptional()
  @WholeNumber(0, AFTER_MESSAGE)
  after?: number;

  @ApiPropertyOptional({ default: DEFAULT_LEDGER_PAGE_SIZE, minimum: 1, maximum: MAX_LEDGER_PAGE_SIZE })
  @IsOptional()
  @WholeNumber(1, LIMIT_MESSAGE, MAX_LEDGER_PAGE_SIZE)
  limit?: number;
}

/**
 * One link of the chain: the signal as published and the hashes. hash is
 * sha256_hex(previousHash + "\n" + canonical), canonical being the JSON of id, symbol, signalType,
 * entryPrice, stopLoss, takeProfit, publishedAt and expiresAt with sorted keys and no spaces.
 */
export class LedgerEntryDto {
  @ApiProperty({ description: 'The place in the chain: 1, 2, 3… with no gaps.' })
  sequence!: number;

  @ApiProperty({ description: 'The signal’s id.' })
  id!: number;

  @ApiProperty({ example: 'EURUSD' })
  symbol!: string;

  @ApiProperty({ enum: SIGNAL_TYPES, enumName: 'SignalType' })
  signalType!: SignalType;

  @ApiProperty()
  entryPrice!: number;

  @ApiProperty()
  stopLoss!: number;

  @ApiProperty()
  takeProfit!: number;

  @ApiProperty({ format: 'date-time', description: 'When the signal was published (its createdAt).' })
  publishedAt!: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ description: 'The hash of the entry before; 64 zeros for the first.', example: '0'.repeat(64) })
  previousHash!: string;

  @ApiProperty({ description: 'SHA-256, hex.' })
  hash!: string;
}

/** GET /api/signals/ledger: one page of the chain, oldest first. */
export class LedgerPageDto {
  @ApiProperty({ type: [LedgerEntryDto] })
  entries!: LedgerEntryDto[];

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Pass it as after to fetch the next page; null when this page reaches the end of the chain.',
  })
  nextAfter!: number | null;
}
