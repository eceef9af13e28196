import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Choice } from './choice.js';
import type { ChargedFigures } from './evaluation.js';
import type { Repository } from './git.js';
import type { LogEntry, PriorTrials } from './log.js';
import { loadPreregistration, PREREGISTRATION_FOLDER } from './preregistration.js';
import { choiceOf, finalReading, windowOf, type FinalReading } from './protocol.js';

/** One pre-registered question as the log answers it: what the back-test report carries, and docs/research.md shows. */
export interface ResearchQuestion {
  name: string;
  question: string;
  /** The pre-registration whose choice its variants start from, if any. */
  base: string | null;
  file: string;
  sha256: string;
  /** The commit that registered it. */
  commit: string;
  windows: { research: { from: string; to: string }; final: { from: string; to: string } };
  rule: string;
  variants: { name: string; why: string; research: ChargedFigures[] | null }[];
  choice: Choice | null;
  /** Every look at the final window, in order: the first is the one the protocol reads. */
  finals: { at: string; commit: string; look: number; variant: string; charged: ChargedFigures[] }[];
  reading: Omit<FinalReading, 'choice'> | null;
}

/**
 * Every committed pre-registration, in the order it was first evaluated, with its variants'
 * research figures (the latest of each), the rule's choice, each look at its final window and the
 * protocol's reading of the first.
 */
export function researchSummary(
  repository: Repository,
  log: readonly LogEntry[],
  prior: PriorTrials,
): ResearchQuestion[] {
  const names = readdirSync(join(repository.root, PREREGISTRATION_FOLDER))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -5));
  const firstEvaluated = (name: string) => log.findIndex((entry) => entry.preregistration?.name === name) >>> 0;
  return names
    .sort((a, b) => firstEvaluated(a) - firstEvaluated(b) || a.localeCompare(b))
    .map((name) => {
      const registered = loadPreregistration(repository, name);
      const { preregistration } = registered;
      const measured = log.filter(
        (entry) => entry.stage === 'research' && entry.preregistration?.sha256 === registered.sha256,
      );
      const choice = choiceOf(registered, log);
      const finals = log.filter(
        (entry) => entry.stage === 'final' && entry.preregistration?.sha256 === registered.sha256,
      );
      const reading = finals.length && choice ? finalReading(registered, finals[0], log, prior, choice) : null;
      return {
        name,
        question: preregistration.question,
        base: preregistration.base?.preregistration ?? null,
        file: registered.file,
        sha256: registered.sha256,
        commit: registered.commit,
        windows: {
          research: windowOf(preregistration.windows.research),
          final: windowOf(preregistration.windows.final),
        },
        rule: preregistration.rule.statement,
        variants: preregistration.variants.map((variant) => ({
          name: variant.name,
          why: variant.why,
          research: measured.findLast((entry) => entry.variant.name === variant.name)?.figures.charged ?? null,
        })),
        choice,
        finals: finals.map((entry) => ({
          at: entry.at,
          commit: entry.commit,
          look: entry.look ?? 1,
          variant: entry.variant.name,
          charged: entry.figures.charged,
        })),
        reading: reading && {
          chosen: reading.chosen,
          look: reading.look,
          variantsTried: reading.variantsTried,
          deflatedSharpe: reading.deflatedSharpe,
          windowUsedByDesign: reading.windowUsedByDesign,
          passesShipRule: reading.passesShipRule,
          verdict: reading.verdict,
        },
      };
    });
}
