import { SETTLEMENT_RULES, type SettlementRule } from '../signal.entity.js';
import { ApiProperty } from '@nestjs/swagger';
import { AiSignalDto } from '../signal.dto.js';
import type { SignalOutcome } from '../tracker.js';

export class SignalNewsEventDto {
  @ApiProperty({ example: 'CPI m/m' })
  event!: string;

  @ApiProperty({ example: 'USD' })
  currency!: string;

  @ApiProperty({ enum: ['high', 'medium'] })
  impact!: 'high' | 'medium';

  @ApiProperty({ format: 'date-time' })
  publishedAt!: string;

  @ApiProperty({ type: String, nullable: true })
  forecast!: string | null;

  @ApiProperty({ type: String, nullable: true })
  actual!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'How the actual compared with the forecast.' })
  surprise!: string | null;
}

/** GET /api/ai-signals/:id: one signal, open or closed (the list's fields and its result), with the news around it. */
export class SignalDetailDto extends AiSignalDto {
  @ApiProperty({ enum: ['OPEN', 'WIN', 'LOSS', 'EXPIRED'] })
  outcome!: SignalOutcome;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  closedAt!: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The first price a reader could act on after publication.',
  })
  fillPrice!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  exitPrice!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Pips from the fill to the exit.' })
  resultPips!: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'In units of the published risk, net of the round-trip cost.',
  })
  resultR!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The same before costs.' })
  resultRGross!: number | null;

  @ApiProperty({ enum: SETTLEMENT_RULES })
  settlementRule!: SettlementRule;

  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'The place of its commitment in the transparency log (GET /api/ledger/entries), fixed at publication; null if never committed.',
  })
  ledgerIndex!: number | null;

  @ApiProperty({
    type: [SignalNewsEventDto],
    description: 'High- and medium-impact releases for its currencies from a day before it to its expiry.',
  })
  newsEvents!: SignalNewsEventDto[];
}

export class CandleDto {
  @ApiProperty({ description: 'When the candle opened, in seconds since 1970 (UTC).' })
  time!: number;

  @ApiProperty()
  open!: number;

  @ApiProperty()
  high!: number;

  @ApiProperty()
  low!: number;

  @ApiProperty()
  close!: number;
}

/** GET /api/ai-signals/:id/candles: the prices around one signal. */
export class SignalCandlesDto {
  @ApiProperty({ example: 'EURUSD' })
  symbol!: string;

  @ApiProperty({ example: '15min' })
  timeframe!: string;

  @ApiProperty({ type: [CandleDto], description: 'Oldest first.' })
  candles!: CandleDto[];

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The last close: the current price while the signal is open.',
  })
  lastPrice!: number | null;

  @ApiProperty({ format: 'date-time', description: 'When the provider was asked.' })
  asOf!: string;
}
