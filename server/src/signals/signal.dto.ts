import type { SignalType } from './engine.js';
import type { InstrumentCategory } from './instruments.js';
import type { Signal } from './signal.entity.js';

/** An active signal as GET /api/ai-signals lists it (spec section 3, Signal). */
export interface AiSignalDto {
  id: number;
  symbol: string;
  category: InstrumentCategory;
  signalType: SignalType;
  entryPrice: number;
  stopLoss: number;
  takeProfit: number;
  stopLossPips: number;
  takeProfitPips: number;
  riskReward: number;
  /** 0-100; the portal divides by 100. */
  confidence: number;
  reasoning: string | null;
  /** What the news did to this signal; null when news played no part. */
  newsInfluence: string | null;
  createdAt: string;
  expiresAt: string;
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
export interface GenerateSignalsResultDto {
  /** Whether this request started the run (false when it joined one already under way here). */
  started: boolean;
  /** completed: a run finished for this request; skipped: another run or its cool-down holds the engine. */
  status: 'completed' | 'skipped';
  /** New signals from the run this answer reports on (0 when skipped). */
  generated: number;
  activeSignals: number;
  /** When another run may start. */
  nextRunAvailableAt: string | null;
}

export interface OutcomeCountsDto {
  closedSignals: number;
  wins: number;
  losses: number;
  expired: number;
  /** Wins over all closed signals (expired ones included), 0-1; null before any closed. */
  winRate: number | null;
  /** Mean result in units of risk over closed signals; null before any closed. */
  averageR: number | null;
}

/** GET /api/signals/performance: the measured track record, the only source of accuracy figures. */
export interface SignalPerformanceDto extends OutcomeCountsDto {
  openSignals: number;
  byCategory: (OutcomeCountsDto & { category: InstrumentCategory })[];
}
