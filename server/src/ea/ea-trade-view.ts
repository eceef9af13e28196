import type { Signal } from '../signals/signal.entity.js';
import type { EaTradeDto } from './dto/ea-report.dto.js';
import type { EaTrade } from './ea-trade.entity.js';

/** The public record's result of a signal, once it is settled under the rule every figure uses. */
export function publishedResultR(signal: Signal): number | null {
  return signal.outcome !== 'OPEN' && signal.settlementRule === 'tradable' ? signal.resultR : null;
}

export function toEaTradeDto(trade: EaTrade, signal: Signal): EaTradeDto {
  return {
    signalId: signal.id,
    symbol: signal.symbol,
    side: signal.signalType,
    publishedAt: signal.createdAt.toISOString(),
    status: trade.status,
    ticket: trade.ticket,
    volume: trade.volume,
    fillPrice: trade.fillPrice,
    filledAt: trade.filledAt?.toISOString() ?? null,
    slippagePips: trade.slippagePips,
    skipReason: trade.skipReason,
    closePrice: trade.closePrice,
    closedAt: trade.closedAt?.toISOString() ?? null,
    profit: trade.profit,
    closeNote: trade.closeNote ?? null,
    resultR: trade.resultR,
    publishedResultR: publishedResultR(signal),
  };
}
