import { ApiProperty, PickType } from '@nestjs/swagger';
import { INSTRUMENT_CATEGORIES, type InstrumentCategory } from '#domain/instruments';
import { AiSignalDto } from '../signal.dto.js';
import { CLOSED_OUTCOMES, type ClosedOutcome } from './signal-history-query.dto.js';

const nullableNumber = (description: string) => ({ type: Number, nullable: true, description }) as const;

/** The figures of one series of closed signals; every one recomputable from GET /api/signals/history. */
export class TrackFiguresDto {
  @ApiProperty({ description: 'Closed signals in the series.' })
  trades!: number;

  @ApiProperty()
  wins!: number;

  @ApiProperty()
  losses!: number;

  @ApiProperty({ description: 'Closed at expiry, neither stop nor target touched.' })
  expired!: number;

  @ApiProperty(nullableNumber('Wins over all closed signals (expired ones count as not won), 0-1.'))
  winRate!: number | null;

  @ApiProperty(nullableNumber('Mean result per signal, in R (units of the risk taken).'))
  averageR!: number | null;

  @ApiProperty({ description: 'Sum of the results, in R.' })
  totalR!: number;

  @ApiProperty(nullableNumber('Gross R won over gross R lost; null when nothing was lost.'))
  profitFactor!: number | null;

  @ApiProperty(nullableNumber('Mean R of the signals that made money (R > 0).'))
  averageWinR!: number | null;

  @ApiProperty(nullableNumber('Mean R of the signals that lost money (R < 0), negative.'))
  averageLossR!: number | null;

  @ApiProperty(nullableNumber('Share winning × average win + share losing × average loss, in R.'))
  expectancyR!: number | null;

  @ApiProperty({ description: 'Deepest fall of cumulative R from a previous high (the curve starts at 0).' })
  maxDrawdownR!: number;

  @ApiProperty({ description: 'Most signals in a row with R below zero.' })
  longestLosingStreak!: number;
}

export class CategoryFiguresDto extends TrackFiguresDto {
  @ApiProperty({ enum: INSTRUMENT_CATEGORIES })
  category!: InstrumentCategory;
}

export class SymbolFiguresDto extends TrackFiguresDto {
  @ApiProperty({ example: 'EURUSD' })
  symbol!: string;
}

export class MonthFiguresDto extends TrackFiguresDto {
  @ApiProperty({ example: '2026-11', description: 'The UTC month the signals closed in.' })
  month!: string;
}

export class EquityPointDto {
  @ApiProperty({ description: 'The signal whose close this point follows.' })
  id!: number;

  @ApiProperty({ format: 'date-time' })
  closedAt!: string;

  @ApiProperty({ description: 'Cumulative R after this signal.' })
  equityR!: number;

  @ApiProperty({ description: 'How far below the previous high the curve stands, in R (≥ 0).' })
  drawdownR!: number;
}

/** GET /api/signals/performance: the measured track record, the only source of accuracy figures. */
export class TrackRecordDto {
  @ApiProperty({ description: 'Closed signals (the same as figures.trades); the landing claim needs 20.' })
  closedSignals!: number;

  @ApiProperty({ description: 'Signals still open.' })
  openSignals!: number;

  @ApiProperty(nullableNumber('The same as figures.winRate, for the landing claim.'))
  winRate!: number | null;

  @ApiProperty({ type: TrackFiguresDto })
  figures!: TrackFiguresDto;

  @ApiProperty({ type: [EquityPointDto], description: 'Cumulative R after each closed signal, oldest first.' })
  equity!: EquityPointDto[];

  @ApiProperty({
    type: [CategoryFiguresDto],
    description: 'In the order of the app’s tabs; only categories with closed signals.',
  })
  byCategory!: CategoryFiguresDto[];

  @ApiProperty({ type: [SymbolFiguresDto], description: 'Alphabetical.' })
  bySymbol!: SymbolFiguresDto[];

  @ApiProperty({ type: [MonthFiguresDto], description: 'Oldest month first.' })
  byMonth!: MonthFiguresDto[];
}

/** One closed signal of the public list, with everything needed to recompute the figures. */
export class ClosedSignalDto extends PickType(AiSignalDto, [
  'id',
  'symbol',
  'category',
  'signalType',
  'entryPrice',
  'stopLoss',
  'takeProfit',
  'riskReward',
  'confidence',
  'createdAt',
  'reasoning',
  'newsInfluence',
] as const) {
  @ApiProperty(nullableNumber('The price the signal closed at.'))
  exitPrice!: number | null;

  @ApiProperty({ enum: CLOSED_OUTCOMES })
  outcome!: ClosedOutcome;

  @ApiProperty(nullableNumber('Pips won (positive) or lost (negative).'))
  resultPips!: number | null;

  @ApiProperty({ description: 'The result in R: +riskReward on a win, −1 on a loss, the exit’s share on expiry.' })
  resultR!: number;

  @ApiProperty({ format: 'date-time' })
  closedAt!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The hash of its entry in GET /api/signals/ledger, fixed when it was published; null if never chained.',
  })
  ledgerHash!: string | null;
}

/** GET /api/signals/history: one page of closed signals, newest close first. */
export class SignalHistoryPageDto {
  @ApiProperty({ type: [ClosedSignalDto] })
  items!: ClosedSignalDto[];

  @ApiProperty({ description: 'Closed signals matching the filters, over all pages.' })
  total!: number;

  @ApiProperty()
  page!: number;

  @ApiProperty()
  pageSize!: number;
}
