import type { Settlement, SignalFields } from '../ledger/entries.js';
import type { Signal } from './signal.entity.js';

/**
 * The columns of a signal its commitment covers: fixed at publication, never written again
 * (SignalSealSubscriber refuses it), revealed with the settlement once the signal ends.
 */
export const COMMITTED_COLUMNS = [
  'id',
  'symbol',
  'category',
  'signalType',
  'entryPrice',
  'stopLoss',
  'takeProfit',
  'createdAt',
  'expiresAt',
  'priceAt',
  'confidence',
  'expectation',
] as const satisfies readonly (keyof Signal)[];

type Committed = Pick<Signal, (typeof COMMITTED_COLUMNS)[number]>;

/** What the log commits to for a signal, with its values as stored (prices rounded to the column). */
export function signalFieldsOf(signal: Committed): SignalFields {
  return {
    id: signal.id,
    symbol: signal.symbol,
    category: signal.category,
    signalType: signal.signalType,
    entryPrice: signal.entryPrice,
    stopLoss: signal.stopLoss,
    takeProfit: signal.takeProfit,
    publishedAt: signal.createdAt.toISOString(),
    expiresAt: signal.expiresAt.toISOString(),
    priceAt: signal.priceAt?.toISOString() ?? null,
    confidence: signal.confidence,
    expectation: signal.expectation ? { ...signal.expectation } : null,
  };
}

/**
 * Whether every view of a signal has closed: the reader at publication, the coin at the same fill,
 * and the reader on the delayed plan. Then it is revealed; a void signal has nothing more to wait for.
 */
export function isFullySettled(signal: Signal): boolean {
  if (signal.outcome === 'VOID') return true;
  if (signal.outcome === 'OPEN') return false;
  if (signal.settlementRule === 'published-close') return true;
  return signal.oppositeResultR !== null && (signal.delayedViewMinutes === 0 || signal.delayedOutcome !== null);
}

/** A settled signal's settlement as the reveal writes it. */
export function settlementOf(signal: Signal): Settlement {
  if (signal.outcome === 'OPEN' || signal.outcome === 'VOID') throw new Error(`Signal ${signal.id} has no settlement`);
  return {
    rule: signal.settlementRule,
    outcome: signal.outcome,
    fillPrice: signal.fillPrice,
    filledAt: signal.filledAt?.toISOString() ?? null,
    exitPrice: signal.exitPrice,
    closedAt: (signal.closedAt ?? signal.updatedAt).toISOString(),
    resultPips: signal.resultPips,
    resultR: signal.resultR ?? 0,
    resultRGross: signal.resultRGross,
    costPrice: signal.costPrice,
    chance:
      signal.oppositeResultR === null
        ? null
        : {
            outcome: signal.oppositeOutcome,
            resultR: signal.oppositeResultR,
            resultRGross: signal.oppositeResultRGross,
          },
    delayed:
      signal.delayedViewMinutes > 0 && signal.delayedOutcome !== null
        ? {
            minutes: signal.delayedViewMinutes,
            outcome: signal.delayedOutcome,
            fillPrice: signal.delayedFillPrice,
            closedAt: (signal.delayedClosedAt ?? signal.expiresAt).toISOString(),
            resultR: signal.delayedResultR ?? 0,
            resultRGross: null,
          }
        : null,
  };
}
