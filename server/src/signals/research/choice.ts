import {
  MIN_MONTHS_FOR_CLAIM,
  STRESSED_COST_MULTIPLE,
  VERDICT_SENTENCES,
  verdictOf as theVerdictRule,
} from '#domain/verdict';
import { figuresAt, type ChargedFigures, type Evaluation } from './evaluation.js';

/**
 * The rules of docs/research.md, in code: the one every pre-registration names for choosing among
 * its variants, the ship rule, and the verdict's words.
 */

export interface RuleBasis {
  /** The multiple of the floors the rule reads (1.5 in every pre-registration of round four). */
  costMultiple: number;
  /** Whether financing is charged (it is wherever the pre-registration charges it). */
  financing: boolean;
  minTrades: number;
}

/**
 * Whether a variant passes the bar the ship rule sets: net above zero at the floors and at
 * `costMultiple` × the floors, and above the 95th percentile of a coin at its own entries there.
 */
export function clearsBar(evaluation: Evaluation, basis: RuleBasis): boolean {
  const atFloors = figuresAt(evaluation, 1, basis.financing);
  const stressed = figuresAt(evaluation, basis.costMultiple, basis.financing);
  return (
    evaluation.trades >= basis.minTrades &&
    positive(atFloors.netR) &&
    positive(stressed.netR) &&
    stressed.netR! > (stressed.coinP95 ?? Infinity)
  );
}

const positive = (value: number | null) => value !== null && value > 0;

export interface Choice {
  chosen: string;
  /** Whether it cleared the bar (clearsBar) on the research window; if none did, the best net average was taken. */
  clearedBar: boolean;
  reason: string;
}

/**
 * The pre-registered rule: among the variants with at least `minTrades` trades, the one with the
 * highest net average at `costMultiple` × the floors among those that clear the bar; if none
 * clears it, the one with the highest net average there all the same (its final figure will say
 * what it is worth). Ties go to the variant listed first.
 */
export function chooseVariant(results: { name: string; evaluation: Evaluation }[], basis: RuleBasis): Choice {
  const netAt = (evaluation: Evaluation) =>
    figuresAt(evaluation, basis.costMultiple, basis.financing).netR ?? -Infinity;
  const enough = results.filter((result) => result.evaluation.trades >= basis.minTrades);
  if (!enough.length) {
    throw new Error(`No variant has ${basis.minTrades} trades on the research window: the rule cannot choose.`);
  }
  const clearing = enough.filter((result) => clearsBar(result.evaluation, basis));
  const pool = clearing.length ? clearing : enough;
  const best = pool.reduce((winner, result) => (netAt(result.evaluation) > netAt(winner.evaluation) ? result : winner));
  const at = `${basis.costMultiple}× the floors${basis.financing ? ' with financing' : ''}`;
  return {
    chosen: best.name,
    clearedBar: clearing.length > 0,
    reason: clearing.length
      ? `the highest net average at ${at} of the ${clearing.length} variant(s) that cleared the bar`
      : `no variant cleared the bar; the highest net average at ${at}`,
  };
}

export const VERDICTS = {
  better: VERDICT_SENTENCES['better-than-chance'],
  noEdge: VERDICT_SENTENCES['no-edge'],
  loses: VERDICT_SENTENCES.loses,
} as const;
export type Verdict = (typeof VERDICTS)[keyof typeof VERDICTS];

/**
 * The verdict's words, by the one verdict rule (domain/verdict.ts) on a research window: the net
 * average and the coin's 95th percentile at the floors and at 1.5× them. A research window spans
 * years, so only its count of signals can leave it too few to say, which reads as no edge shown.
 */
export function verdictOf(atFloors: ChargedFigures, stressed: ChargedFigures, windowUnusedByDesign: boolean): Verdict {
  if (stressed.costMultiple !== STRESSED_COST_MULTIPLE)
    throw new Error('The verdict reads the figures at 1.5× the cost floors.');
  const verdict = theVerdictRule({
    trades: atFloors.trades,
    months: MIN_MONTHS_FOR_CLAIM,
    averageR: atFloors.netR,
    chanceP95: atFloors.coinP95,
    stressedAverageR: stressed.netR,
    stressedChanceP95: stressed.coinP95,
    unusedWindow: windowUnusedByDesign,
  });
  return verdict.kind === 'too-few' ? VERDICTS.noEdge : VERDICT_SENTENCES[verdict.kind];
}
