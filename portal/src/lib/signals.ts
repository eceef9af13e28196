import {
  categoryOf,
  formatPrice,
  formatRiskReward,
  INSTRUMENT_CATEGORIES,
  pipsBetween,
  riskReward,
  type InstrumentCategory,
} from '#domain/instruments';
import { deservesHighlight, type SignalExpectation } from '#domain/expectation';
import type { AiSignal } from '../api/client';

/** A signal as the cards and the table show it (spec section 3, the card view). */
export interface SignalView {
  id: number;
  symbol: string;
  category: InstrumentCategory;
  type: 'BUY' | 'SELL';
  price: number;
  stopLoss: number;
  takeProfit: number;
  stopLossPips: number;
  takeProfitPips: number;
  riskReward: number | null;
  /** 0-1: the measured share of signals like this that ended in profit after costs. */
  confidence: number;
  /** What was measured for signals like this; null for signals published before it was. */
  expectation: SignalExpectation | null;
  /** Highlighted as 'High Confidence': its band measurably beat chance and the model orders signals. */
  highlighted: boolean;
  reasoning: string | null;
  newsInfluence: string | null;
  /** When the release the news note names comes out; null when none. */
  newsReleaseAt: string | null;
  timestamp: string;
}

/**
 * What toSignalView accepts: the contract's signal, and still a signal without the derived
 * figures (category, pips, risk/reward), which it then computes from the prices.
 */
export type SignalInput = Omit<
  AiSignal,
  'category' | 'stopLossPips' | 'takeProfitPips' | 'riskReward' | 'expectation' | 'newsReleaseAt'
> &
  Partial<Pick<AiSignal, 'category' | 'stopLossPips' | 'takeProfitPips' | 'expectation' | 'newsReleaseAt'>> & {
    riskReward?: number | string | null;
  };

export function toSignalView(signal: SignalInput): SignalView {
  const numeric = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  return {
    id: signal.id,
    symbol: signal.symbol,
    category: signal.category ?? categoryOf(signal.symbol),
    type: signal.signalType,
    price: signal.entryPrice,
    stopLoss: signal.stopLoss,
    takeProfit: signal.takeProfit,
    stopLossPips: numeric(signal.stopLossPips)
      ? signal.stopLossPips
      : pipsBetween(signal.symbol, signal.entryPrice, signal.stopLoss),
    takeProfitPips: numeric(signal.takeProfitPips)
      ? signal.takeProfitPips
      : pipsBetween(signal.symbol, signal.entryPrice, signal.takeProfit),
    riskReward: numeric(signal.riskReward)
      ? signal.riskReward
      : riskReward(signal.entryPrice, signal.stopLoss, signal.takeProfit),
    confidence: signal.confidence / 100,
    expectation: signal.expectation ?? null,
    highlighted: deservesHighlight(signal.expectation ?? null),
    reasoning: signal.reasoning || null,
    newsInfluence: signal.newsInfluence,
    newsReleaseAt: signal.newsReleaseAt ?? null,
    timestamp: signal.createdAt,
  };
}

export type ConfidenceTone = 'success' | 'primary' | 'muted';

/**
 * Green for a band that measurably beat chance, the primary colour where the model orders its
 * signals at all, muted where it cannot (its confidence then says little about this signal).
 */
export function confidenceTone(signal: Pick<SignalView, 'expectation' | 'highlighted'>): ConfidenceTone {
  if (signal.highlighted) return 'success';
  if (signal.expectation?.ordersSignals) return 'primary';
  return 'muted';
}

/** "43% of signals like this ended in profit after costs (a random side: 41%)", for a label or a tooltip. */
export function confidenceMeaning(signal: Pick<SignalView, 'confidence' | 'expectation'>): string {
  const { expectation } = signal;
  if (!expectation)
    return `Confidence ${formatConfidence(signal.confidence)}, from before it was measured out of sample`;
  return (
    `${formatConfidence(expectation.profitRate)} of signals like this ${expectation.event} ` +
    `(a random side: ${formatConfidence(expectation.chanceProfitRate)})`
  );
}

export function formatConfidence(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

/** What Send puts on the clipboard: symbol and type, entry, stop, target, ratio, and the reason. */
export function signalClipboardText(signal: SignalView): string {
  return [
    `${signal.symbol} ${signal.type}`,
    `Entry: ${formatPrice(signal.symbol, signal.price)}`,
    `SL: ${formatPrice(signal.symbol, signal.stopLoss)}`,
    `TP: ${formatPrice(signal.symbol, signal.takeProfit)}`,
    `RR: ${formatRiskReward(signal.riskReward)}`,
    ...(signal.reasoning ? [`Reason: ${signal.reasoning}`] : []),
  ].join('\n');
}

export interface SignalSummary {
  total: number;
  buys: number;
  sells: number;
  /** Average confidence as a whole percent; null without signals (nothing to average). */
  averageConfidence: number | null;
  /** Signals whose newsInfluence is set. */
  newsInfluenced: number;
}

export function summarise(signals: SignalView[]): SignalSummary {
  const total = signals.length;
  return {
    total,
    buys: signals.filter((signal) => signal.type === 'BUY').length,
    sells: signals.filter((signal) => signal.type === 'SELL').length,
    averageConfidence: total
      ? Math.round((signals.reduce((sum, signal) => sum + signal.confidence, 0) / total) * 100)
      : null,
    newsInfluenced: signals.filter((signal) => Boolean(signal.newsInfluence)).length,
  };
}

/** Signals per tab, every category present (possibly empty), in the tabs' order. */
export function byCategory(signals: SignalView[]): Record<InstrumentCategory, SignalView[]> {
  const groups = Object.fromEntries(INSTRUMENT_CATEGORIES.map((category) => [category, [] as SignalView[]]));
  for (const signal of signals) groups[signal.category].push(signal);
  return groups as Record<InstrumentCategory, SignalView[]>;
}
