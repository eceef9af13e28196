import { ApiProperty } from '@nestjs/swagger';
import type { SignalExpectation } from '#domain/expectation';
import { INSTRUMENT_CATEGORIES, type InstrumentCategory } from '#domain/instruments';
import { SIGNAL_TYPES, type SignalType } from './engine.js';
import type { Signal } from './signal.entity.js';

/** What the walk-forward measured, out of sample and after costs, for signals like this one. */
export class SignalExpectationDto implements SignalExpectation {
  @ApiProperty({ enum: ['ended in profit after costs'], description: 'The event the probabilities are of.' })
  event!: 'ended in profit after costs';

  @ApiProperty({ example: 'upper third', description: 'The third of the model’s predictions the signal fell in.' })
  band!: string;

  @ApiProperty({ description: 'Out-of-sample signals of that band the figures come from.' })
  trades!: number;

  @ApiProperty({ format: 'date-time' })
  measuredFrom!: string;

  @ApiProperty({ format: 'date-time' })
  measuredTo!: string;

  @ApiProperty({ description: 'Share of them that ended in profit after costs, 0-1.' })
  profitRate!: number;

  @ApiProperty({ description: 'The same share for a random side at the same entries, 0-1.' })
  chanceProfitRate!: number;

  @ApiProperty({ description: 'Their average net result, in R.' })
  averageR!: number;

  @ApiProperty({ description: 'A random side’s average net result at the same entries, in R.' })
  chanceAverageR!: number;

  @ApiProperty({
    description: 'The band’s average is above chance’s 95th percentile: the only ground for a highlight.',
  })
  beatsChance!: boolean;

  @ApiProperty({ description: 'Whether the model orders its signals at all; when not, confidence is shown muted.' })
  ordersSignals!: boolean;
}

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

  /** 0-100: the measured probability that signals like this end in profit after costs. */
  @ApiProperty({
    minimum: 0,
    maximum: 100,
    description: 'The out-of-sample share (0-100) of signals like this that ended in profit after costs.',
  })
  confidence!: number;

  @ApiProperty({
    type: SignalExpectationDto,
    nullable: true,
    description: 'What was measured for signals like this; null for signals published before it was.',
  })
  expectation!: SignalExpectationDto | null;

  @ApiProperty({ type: String, nullable: true })
  reasoning!: string | null;

  /** What the news did to this signal; null when news played no part. */
  @ApiProperty({ type: String, nullable: true, description: 'What the news did to this signal; null when none.' })
  newsInfluence!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the high-impact release the news note names comes out; null when none is due.',
  })
  newsReleaseAt!: string | null;

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
    expectation: signal.expectation,
    reasoning: signal.reasoning,
    newsInfluence: signal.newsInfluence,
    newsReleaseAt: signal.newsReleaseAt?.toISOString() ?? null,
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

  @ApiProperty({
    enum: ['market-open', 'hourly-close', 'bar-close'],
    nullable: true,
    description:
      'Why a completed run decided nothing: every market was closed, no hourly candle had just closed (the engine decides only on a fresh close), or the candle that closed does not end one of the engine’s bars (the daily engine decides at 17:00 New York).',
  })
  waitingFor!: 'market-open' | 'hourly-close' | 'bar-close' | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'With waitingFor: when the engine can next decide (the next close of one of its bars in market hours).',
  })
  nextDecisionAt!: string | null;
}
