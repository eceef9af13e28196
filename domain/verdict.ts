/**
 * The one rule that words what a record of signals shows, on every page (landing, /app,
 * /performance) and in the docs. "Better than chance" only when the net average beats the 95th
 * percentile of a coin choosing the side at the same entries, both on a window that no design
 * choice used and at 1.5 times the cost floors (and is above zero at both: beating a coin while
 * losing money is no edge). Otherwise the true one of "No edge over chance shown
 * after costs" and "Loses after costs". Before enough signals have closed to say anything, it says
 * so with the count.
 */
import { plural } from './plural.js';

/** An interval, a P(≤ 0) or a verdict needs this many closed signals… */
export const MIN_CLOSED_FOR_CLAIM = 100;
/** …spread over at least this many calendar months. */
export const MIN_MONTHS_FOR_CLAIM = 3;
/** The verdict's second test: the edge must survive costs this many times the floors. */
export const STRESSED_COST_MULTIPLE = 1.5;

export type VerdictKind = 'better-than-chance' | 'no-edge' | 'loses' | 'too-few';

export interface Verdict {
  kind: VerdictKind;
  sentence: string;
}

export interface VerdictEvidence {
  /** Closed signals in the record, and the calendar months they closed in. */
  trades: number;
  months: number;
  /** Net average per signal at the cost floors, and the coin's 95th percentile there. */
  averageR: number | null;
  chanceP95: number | null;
  /** The same at STRESSED_COST_MULTIPLE times the floors; null where it was not measured. */
  stressedAverageR: number | null;
  stressedChanceP95: number | null;
  /** True only for a window that no design choice used (the live record; never the research years). */
  unusedWindow: boolean;
}

export const VERDICT_SENTENCES: Record<Exclude<VerdictKind, 'too-few'>, string> = {
  'better-than-chance': 'Better than chance',
  'no-edge': 'No edge over chance shown after costs',
  loses: 'Loses after costs',
};

/** Whether a record holds enough to show an interval, a P(≤ 0) or a verdict at all. */
export function enoughToSay(evidence: Pick<VerdictEvidence, 'trades' | 'months'>): boolean {
  return evidence.trades >= MIN_CLOSED_FOR_CLAIM && evidence.months >= MIN_MONTHS_FOR_CLAIM;
}

/** "Too few to say: 12 signals closed, over 1 month (100 over 3 months needed)". */
export function tooFewSentence(evidence: Pick<VerdictEvidence, 'trades' | 'months'>): string {
  return `Too few to say: ${plural(evidence.trades, 'signal')} closed, over ${plural(evidence.months, 'month')} (${MIN_CLOSED_FOR_CLAIM} over ${MIN_MONTHS_FOR_CLAIM} months needed)`;
}

export function verdictOf(evidence: VerdictEvidence): Verdict {
  const { averageR, chanceP95, stressedAverageR, stressedChanceP95 } = evidence;
  if (!enoughToSay(evidence) || averageR === null || chanceP95 === null)
    return { kind: 'too-few', sentence: tooFewSentence(evidence) };
  // Beating the coin while losing money (a coin's costs can sink its 95th percentile below zero) is no edge worth selling.
  const beatsChance = averageR > 0 && averageR > chanceP95;
  const beatsChanceStressed =
    stressedAverageR !== null &&
    stressedChanceP95 !== null &&
    stressedAverageR > 0 &&
    stressedAverageR > stressedChanceP95;
  const kind: VerdictKind =
    evidence.unusedWindow && beatsChance && beatsChanceStressed
      ? 'better-than-chance'
      : averageR < 0
        ? 'loses'
        : 'no-edge';
  return { kind, sentence: VERDICT_SENTENCES[kind] };
}
