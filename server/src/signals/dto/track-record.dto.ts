import { ApiProperty, PickType } from '@nestjs/swagger';
import { INSTRUMENT_CATEGORIES, type InstrumentCategory } from '#domain/instruments';
import { AverageIntervalDto, SameEntryChanceDto } from '../backtest-report.dto.js';
import { SETTLEMENT_RULES, type SettlementRule } from '../signal.entity.js';
import { AiSignalDto } from '../signal.dto.js';
import { CLOSED_OUTCOMES, type ClosedOutcome } from './signal-history-query.dto.js';
import { VerdictDto } from './verdict.dto.js';

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

  @ApiProperty(nullableNumber('Mean result per signal, in R (units of the published risk), net of cost.'))
  averageR!: number | null;

  @ApiProperty(nullableNumber('Mean result per signal before costs; null where one was not recorded.'))
  averageRGross!: number | null;

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

/** The record of a reader on the plan that sees signals later. */
export class DelayedViewDto {
  @ApiProperty({ description: 'Minutes after publication that reader sees a signal; 0 when no plan waits.' })
  delayMinutes!: number;

  @ApiProperty({ type: TrackFiguresDto, description: 'Filled at the first price after the delay, net of cost.' })
  figures!: TrackFiguresDto;
}

/** Live signals of one band: the probability they were shown against what they did. */
export class LiveCalibrationRowDto {
  @ApiProperty({ example: 'upper third' })
  band!: string;

  @ApiProperty()
  trades!: number;

  @ApiProperty(nullableNumber('Mean probability of profit after costs the signals were shown, 0-1.'))
  expected!: number | null;

  @ApiProperty(nullableNumber('Share that ended in profit after costs, 0-1.'))
  observed!: number | null;

  @ApiProperty(nullableNumber('Share in profit a random side at the same fills would have had, 0-1.'))
  chance!: number | null;
}

/** Hitting the target and ending in profit after costs are different events: each beside the coin's. */
export class OutcomeRatesDto {
  @ApiProperty(nullableNumber('Share of closed signals that reached their target, 0-1.'))
  hitTarget!: number | null;

  @ApiProperty(nullableNumber('The same share for a coin choosing the side at the same fills, 0-1.'))
  chanceHitTarget!: number | null;

  @ApiProperty(nullableNumber('Share of closed signals that ended in profit after costs, 0-1.'))
  inProfit!: number | null;

  @ApiProperty(nullableNumber('The same share for the coin, 0-1.'))
  chanceInProfit!: number | null;
}

/** The record with every cost charged costMultiple times: the verdict's second test. */
export class StressedCostsDto {
  @ApiProperty({ example: 1.5 })
  costMultiple!: number;

  @ApiProperty(nullableNumber('Net average per signal at that cost, R.'))
  averageR!: number | null;

  @ApiProperty(nullableNumber('The coin’s 95th percentile at that cost, R.'))
  chanceP95!: number | null;
}

/** How much the record holds: an interval, a P(≤ 0) or a verdict needs 100 closed signals over 3 months. */
export class EvidenceDto {
  @ApiProperty()
  trades!: number;

  @ApiProperty({ description: 'Calendar months the closed signals were published in.' })
  months!: number;

  @ApiProperty({ description: 'Whether the interval, P(≤ 0) and verdict are shown (false: "too few to say").' })
  enough!: boolean;
}

/** The newest signed checkpoint of the transparency log, for a reader to keep and check later. */
export class CheckpointDto {
  @ApiProperty({ description: 'Entries in the log at this checkpoint.' })
  treeSize!: number;

  @ApiProperty({ description: 'The Merkle root, base64 (as the checkpoint writes it).' })
  rootHash!: string;

  @ApiProperty({ format: 'date-time', description: 'When it was signed.' })
  signedAt!: string;

  @ApiProperty({
    description: 'The whole C2SP signed note (tlog-checkpoint), as GET /api/ledger/checkpoint serves it.',
  })
  note!: string;

  @ApiProperty({
    example: 'signals.example.com/signal-log+8c7adcda+Ac8livBasrZONKkOkZRwsPyfBsiRLzL7E1E34vmwyylI',
    description:
      'The key the log signs with, as GET /api/ledger/key serves it: keep it, and check later checkpoints with it.',
  })
  verifierKey!: string;
}

/** GET /api/signals/performance: the measured track record, computed from the transparency log's revealed entries. */
export class TrackRecordDto {
  @ApiProperty({ description: 'Signals published: commitments in the log (and links of the old chain).' })
  publishedSignals!: number;

  @ApiProperty({ description: 'Closed signals settled as a reader could trade them (= figures.trades).' })
  closedSignals!: number;

  @ApiProperty({ description: 'Signals that never had a price a reader could act on before expiry: counted apart.' })
  voidSignals!: number;

  @ApiProperty({ description: 'Closed signals settled under the first rule: listed, but left out of every figure.' })
  legacySignals!: number;

  @ApiProperty({
    description:
      'Published signals not revealed yet: open, or closed while the coin or the delayed reader is still settling (at most until expiry).',
  })
  pendingSignals!: number;

  @ApiProperty({ description: 'Correction entries in the log (each with its reason).' })
  corrections!: number;

  @ApiProperty({ type: OutcomeRatesDto })
  rates!: OutcomeRatesDto;

  @ApiProperty({ type: SameEntryChanceDto, description: 'A random side at the same fills, same exits and costs.' })
  chance!: SameEntryChanceDto;

  @ApiProperty({ type: StressedCostsDto })
  stressed!: StressedCostsDto;

  @ApiProperty({
    type: AverageIntervalDto,
    description: 'How sure the net average is (months resampled); low, high and P(≤ 0) are null until evidence.enough.',
  })
  interval!: AverageIntervalDto;

  @ApiProperty({ type: EvidenceDto })
  evidence!: EvidenceDto;

  @ApiProperty({ type: VerdictDto })
  verdict!: VerdictDto;

  @ApiProperty({ type: CheckpointDto })
  checkpoint!: CheckpointDto;

  @ApiProperty({ type: DelayedViewDto })
  delayedView!: DelayedViewDto;

  @ApiProperty({ type: [LiveCalibrationRowDto] })
  calibration!: LiveCalibrationRowDto[];

  @ApiProperty({ type: [String], description: 'The symbols the engine publishes: those measured out of sample.' })
  publishedSymbols!: string[];

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
  @ApiProperty(nullableNumber('The first price a reader could act on after publication.'))
  fillPrice!: number | null;

  @ApiProperty(nullableNumber('The price the signal closed at.'))
  exitPrice!: number | null;

  @ApiProperty(nullableNumber('The result before costs, in R.'))
  resultRGross!: number | null;

  @ApiProperty(nullableNumber('The result for a reader on the delayed plan, net, in R.'))
  delayedResultR!: number | null;

  @ApiProperty({
    enum: SETTLEMENT_RULES,
    description:
      "'tradable': settled from the first price after publication, net of cost; 'published-close': the first rule, not in the figures.",
  })
  settlementRule!: SettlementRule;

  @ApiProperty({ enum: CLOSED_OUTCOMES, description: 'VOID: no price a reader could act on before expiry.' })
  outcome!: ClosedOutcome;

  @ApiProperty(nullableNumber('Pips won (positive) or lost (negative).'))
  resultPips!: number | null;

  @ApiProperty(
    nullableNumber('The result in R from the fill, in units of the published risk, net of cost; null when void.'),
  )
  resultR!: number | null;

  @ApiProperty({ format: 'date-time', description: 'When it closed; the expiry for a void signal.' })
  closedAt!: string;

  @ApiProperty({ description: 'The place of its reveal (or void) entry in the log: GET /api/ledger/entries.' })
  revealIndex!: number;

  @ApiProperty({
    description:
      'Whether its fields were bound by a salted commitment at publication (false: published in the clear in the chain that came before the log).',
  })
  committed!: boolean;

  @ApiProperty({ type: [String], description: 'The reasons of the corrections of its settlement, oldest first.' })
  corrections!: string[];
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
