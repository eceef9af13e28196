import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { WholeNumber } from '../../common/paging.js';

export const MAX_FEED_PAGE = 200;

export class EaFeedQueryDto {
  @ApiProperty({
    required: false,
    example: '1795700000000-412-s',
    description: "The last page's cursor; left out on first start.",
  })
  @IsOptional()
  @Matches(/^\d{1,15}-\d{1,15}-[soe]$/, { message: 'after must be a cursor this feed gave: start again without one' })
  after?: string;

  @ApiProperty({
    required: false,
    example: 50,
    description: `Events per page, 1 to ${MAX_FEED_PAGE} (50 when left out).`,
  })
  @IsOptional()
  @WholeNumber(1, `limit must be a whole number from 1 to ${MAX_FEED_PAGE}.`, MAX_FEED_PAGE)
  limit?: number;
}

/** One thing for the Expert Advisor to do: open a position on a signal, or close the one it holds. */
export class EaFeedEventDto {
  @ApiProperty({ example: '1795700000000-412-s', description: 'This event as a cursor.' })
  id!: string;

  @ApiProperty({ enum: ['open', 'close'] })
  type!: 'open' | 'close';

  @ApiProperty()
  signalId!: number;

  @ApiProperty({ example: 'EURUSD' })
  symbol!: string;

  @ApiProperty({ example: 'EURUSD.r', description: "The symbol as this account's broker names it." })
  brokerSymbol!: string;

  @ApiProperty({ enum: ['BUY', 'SELL'], required: false })
  side?: 'BUY' | 'SELL';

  @ApiProperty({ required: false, example: 1.0852 })
  entry?: number;

  @ApiProperty({ required: false, example: 1.0822 })
  stop?: number;

  @ApiProperty({ required: false, example: 1.0912 })
  target?: number;

  @ApiProperty({ required: false, format: 'date-time' })
  publishedAt?: string;

  @ApiProperty({ required: false, format: 'date-time' })
  expiresAt?: string;

  @ApiProperty({
    required: false,
    type: Number,
    nullable: true,
    description: "The place of the signal's commitment in the transparency log (GET /api/ledger/entries).",
  })
  ledgerIndex?: number | null;

  @ApiProperty({
    required: false,
    type: Number,
    nullable: true,
    example: 0.33,
    description:
      "Lots from the account's risk % and the distance from sizedOn to the stop, rounded down to the symbol's lot step; null: see volumeNote.",
  })
  volume?: number | null;

  @ApiProperty({
    required: false,
    type: String,
    nullable: true,
    description:
      'Why volume is null; beside a volume, that the price has moved more than a quarter of the stop from the entry.',
  })
  volumeNote?: string | null;

  @ApiProperty({
    required: false,
    example: 1.0852,
    description: "The price volume was sized on: the market's latest, or the entry when there is none.",
  })
  sizedOn?: number;

  @ApiProperty({
    required: false,
    enum: ['WIN', 'LOSS', 'EXPIRED'],
    description: 'Why the signal ended (close events).',
  })
  reason?: 'WIN' | 'LOSS' | 'EXPIRED';
}

export class EaFeedDto {
  @ApiProperty({ example: '1795700000000-412-s', description: 'Send it back as after= on the next poll.' })
  cursor!: string;

  @ApiProperty({ description: 'A full page was sent: ask again at once with the new cursor.' })
  more!: boolean;

  @ApiProperty({
    description:
      'The newest signed checkpoint of the transparency log (GET /api/ledger/checkpoint): keep it, and a later one must be consistent with it.',
  })
  checkpoint!: string;

  @ApiProperty({ description: 'While paused the Expert Advisor opens nothing (closes still go through).' })
  paused!: boolean;

  @ApiProperty({ example: 3 })
  maxOpenPositions!: number;

  @ApiProperty({ example: 1 })
  riskPercent!: number;

  @ApiProperty({ type: [EaFeedEventDto] })
  events!: EaFeedEventDto[];
}
