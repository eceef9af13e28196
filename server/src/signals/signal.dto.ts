import { ApiProperty } from '@nestjs/swagger';
import { INSTRUMENT_CATEGORIES, type InstrumentCategory } from '#domain/instruments';
import { SIGNAL_TYPES, type SignalType } from './engine.js';
import type { Signal } from './signal.entity.js';

/** An active signal as GET /api/ai-signals lists it (spec section 3, Signal). */
export class AiSignalDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'EURUSD' })
  symbol!: string;

  @ApiProperty({ enum: INSTRUMENT_CATEGORIES, enumName: 'InstrumentCategory' })
  category!: InstrumentCategory;

  @ApiProperty({ enum: SIGNAL_TYPES, enumName: 'SignalType' })
  signalType!: SignalType;

  @ApiProperty()
  entryPrice!: number;

  @ApiProperty()
  stopLoss!: number;

  @ApiProperty()
  takeProfit!: number;

  @ApiProperty()
  stopLossPips!: number;

  @ApiProperty()
  takeProfitPips!: number;

  @ApiProperty()
  riskReward!: number;

  /** 0-100; the portal divides by 100. */
  @ApiProperty({ minimum: 0, maximum: 100, description: '0-100; the portal divides by 100.' })
  confidence!: number;

  @ApiProperty({ type: String, nullable: true })
  reasoning!: string | null;

  /** What the news did to this signal; null when news played no part. */
  @ApiProperty({ type: String, nullable: true, description: 'What the news did to this signal; null when none.' })
  newsInfluence!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}

export function toAiSignalDto(signal: Signal): AiSignalDto {
  return {
    id: signal.id,
    symbol: signal.symbol,
    category: signal.category,
    signalType: signal.signalType,
    entryPrice: signal.entryPrice,
    stopLoss: signal.stopLoss,
    takeProfit: signal.takeProfit,
    stopLossPips: signal.stopLossPips,
    takeProfitPips: signal.takeProfitPips,
    riskReward: signal.riskReward,
    confidence: signal.confidence,
    reasoning: signal.reasoning,
    newsInfluence: signal.newsInfluence,
    createdAt: signal.createdAt.toISOString(),
    expiresAt: signal.expiresAt.toISOString(),
  };
}

/** The answer of POST /api/signals/generate. */
export class GenerateSignalsResultDto {
  /** Whether this request started the run (false when it joined one already under way here). */
  @ApiProperty({ description: 'Whether this request started the run (false when it joined one under way).' })
  started!: boolean;

  /** completed: a run finished for this request; skipped: another run or its cool-down holds the engine. */
  @ApiProperty({ enum: ['completed', 'skipped'] })
  status!: 'completed' | 'skipped';

  /** New signals from the run this answer reports on (0 when skipped). */
  @ApiProperty({ description: 'New signals from the run this answer reports on (0 when skipped).' })
  generated!: number;

  @ApiProperty()
  activeSignals!: number;

  /** When another run may start. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When another run may start.' })
  nextRunAvailableAt!: string | null;
}

export class OutcomeCountsDto {
  @ApiProperty()
  closedSignals!: number;

  @ApiProperty()
  wins!: number;

  @ApiProperty()
  losses!: number;

  @ApiProperty()
  expired!: number;

  /** Wins over all closed signals (expired ones included), 0-1; null before any closed. */
  @ApiProperty({ type: Number, nullable: true, description: 'Wins over all closed signals, 0-1; null before any.' })
  winRate!: number | null;

  /** Mean result in units of risk over closed signals; null before any closed. */
  @ApiProperty({ type: Number, nullable: true, description: 'Mean result in units of risk; null before any.' })
  averageR!: number | null;
}

export class CategoryOutcomeCountsDto extends OutcomeCountsDto {
  @ApiProperty({ enum: INSTRUMENT_CATEGORIES, enumName: 'InstrumentCategory' })
  category!: InstrumentCategory;
}

/** Win rate and average R, overall and by category: what the back-test reports (performanceFrom). */
export class SignalPerformanceDto extends OutcomeCountsDto {
  @ApiProperty()
  openSignals!: number;

  @ApiProperty({ type: [CategoryOutcomeCountsDto] })
  byCategory!: CategoryOutcomeCountsDto[];
}
