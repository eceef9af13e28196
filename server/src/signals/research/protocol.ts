import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleVariance } from 'simple-statistics';
import { findInstrument } from '#domain/universe';
import { walkForward } from '../backtest.js';
import type { TradeRecord } from '../backtest/figures.js';
import type { CostModel } from '../costs/cost-model.js';
import { HOURLY_ENGINE, type ModelSettings } from '../model/signal-model.js';
import { chooseVariant, clearsBar, verdictOf, type Choice, type RuleBasis, type Verdict } from './choice.js';
import type { ResearchData } from './data.js';
import { deflatedSharpe, type DeflatedSharpe } from './deflated-sharpe.js';
import { evaluate, figuresAt, type Evaluation } from './evaluation.js';
import { eventTrades } from './event-trades.js';
import type { Repository } from './git.js';
import { looksAt, usedByDesign, variantsTried, LOG_FILE, type LogEntry, type PriorTrials, type Window } from './log.js';
import {
  loadPreregistration,
  PreregistrationError,
  type Preregistration,
  type Registered,
  type VariantSpec,
  type WindowSpec,
} from './preregistration.js';
import { standardizedSurprises } from './surprises.js';

/**
 * The research protocol of docs/research.md: what may run, in what order, and what is recorded.
 * The command (research-command.ts) only loads data, calls these and prints.
 */

export const windowOf = (spec: WindowSpec): Window => ({
  from: new Date(`${spec.from}T00:00:00Z`).toISOString(),
  to: new Date(`${spec.to}T00:00:00Z`).toISOString(),
});

export const ruleBasis = (preregistration: Preregistration): RuleBasis => ({
  costMultiple: preregistration.rule.costMultiple,
  financing: preregistration.financingRate > 0,
  minTrades: preregistration.rule.minTrades,
});

export function readPriorTrials(root: string): PriorTrials {
  return JSON.parse(readFileSync(join(root, 'research/prior-trials.json'), 'utf8')) as PriorTrials;
}

/**
 * Refuses to evaluate on a tree with uncommitted changes (the log's commit would not name the
 * code that ran), and a pre-registration that changed after the log first evaluated it.
 */
export function assertRunnable(repository: Repository, registered: Registered, log: readonly LogEntry[]): void {
  const changed = repository.changedPaths().filter((path) => path !== LOG_FILE);
  if (changed.length) {
    throw new PreregistrationError(
      `Uncommitted changes (${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', …' : ''}): ` +
        'an evaluation runs on committed code only, so that the log names what ran.',
    );
  }
  const earlier = log.find(
    (entry) =>
      entry.preregistration?.name === registered.preregistration.name &&
      entry.preregistration.sha256 !== registered.sha256,
  );
  if (earlier) {
    throw new PreregistrationError(
      `${registered.file} changed after it was first evaluated (${earlier.at}): ` +
        'register the new plan under a new name instead.',
    );
  }
}

/** The latest research-stage entry of each variant of this pre-registration, in its listed order; null while one is missing. */
export function researchResults(registered: Registered, log: readonly LogEntry[]): LogEntry[] | null {
  const own = log.filter(
    (entry) =>
      entry.stage === 'research' &&
      entry.preregistration?.name === registered.preregistration.name &&
      entry.preregistration.sha256 === registered.sha256,
  );
  const latest = registered.preregistration.variants.map((variant) =>
    own.findLast((entry) => entry.variant.name === variant.name),
  );
  return latest.every(Boolean) ? (latest as LogEntry[]) : null;
}

/** The rule's choice from the logged research figures; null until every variant has been measured. */
export function choiceOf(registered: Registered, log: readonly LogEntry[]): Choice | null {
  const results = researchResults(registered, log);
  if (!results) return null;
  return chooseVariant(
    results.map((entry) => ({ name: entry.variant.name, evaluation: entry.figures })),
    ruleBasis(registered.preregistration),
  );
}

/**
 * The engine settings a variant runs with: the engine round four started from, then the base
 * pre-registration's chosen variant (for a question that builds on another), then its own.
 */
export function engineSettings(
  repository: Repository,
  registered: Registered,
  variant: VariantSpec,
  log: readonly LogEntry[],
): ModelSettings {
  let base: Partial<ModelSettings> = {};
  const baseName = registered.preregistration.base?.preregistration;
  if (baseName) {
    const baseRegistered = loadPreregistration(repository, baseName);
    const choice = choiceOf(baseRegistered, log);
    if (!choice) {
      throw new PreregistrationError(
        `${registered.file} builds on '${baseName}', whose research stage has not measured every variant yet.`,
      );
    }
    const chosen = baseRegistered.preregistration.variants.find((entry) => entry.name === choice.chosen)!;
    base = engineSettings(repository, baseRegistered, chosen, log);
  }
  // A validated spec holds every optional field, unset ones as undefined: only the set ones change anything.
  const own = Object.fromEntries(Object.entries(variant.engine ?? {}).filter(([, value]) => value !== undefined));
  return { ...HOURLY_ENGINE, ...base, ...(own as Partial<ModelSettings>) };
}

/** The trades of one variant on one window. */
export function variantTrades(
  preregistration: Preregistration,
  settings: ModelSettings | null,
  variant: VariantSpec,
  data: ResearchData,
  costs: CostModel,
  window: Window,
): TradeRecord[] {
  const from = Date.parse(window.from);
  const to = Date.parse(window.to);
  if (preregistration.kind === 'engine') {
    return walkForward({
      series: data.series,
      from: new Date(from),
      to: new Date(to),
      costs,
      seeds: 1,
      settings: settings!,
    }).trades;
  }
  const rule = variant.events!;
  const surprises = standardizedSurprises(data.releases, rule.minHistory);
  return data.series.flatMap((series) =>
    eventTrades(series, surprises, findInstrument(series.symbol)?.newsCurrencies ?? [], rule, costs, { from, to }),
  );
}

/** What the final stage reports beside the figures: the protocol's counts, the haircut and the verdict. */
export interface FinalReading {
  chosen: string;
  choice: Choice;
  look: number;
  variantsTried: number;
  deflatedSharpe: DeflatedSharpe | null;
  /** Whether the final window was used by any design choice, of an earlier round or this log's. */
  windowUsedByDesign: boolean;
  /** The ship rule: net above zero at the floors and at 1.5×, and above the coin's 95th percentile. */
  passesShipRule: boolean;
  verdict: Verdict;
}

/** The entry a run appends to the log. */
export function logEntry(
  repository: Repository,
  registered: Registered | null,
  stage: LogEntry['stage'],
  variant: { name: string; settings: unknown },
  window: Window,
  data: { key: string; source: string; symbols: string[] },
  figures: Evaluation,
  log: readonly LogEntry[],
): LogEntry {
  return {
    at: new Date().toISOString(),
    commit: repository.head(),
    uncommitted: repository.changedPaths().some((path) => path !== LOG_FILE),
    stage,
    preregistration: registered
      ? { name: registered.preregistration.name, file: registered.file, sha256: registered.sha256 }
      : null,
    variant,
    window,
    data,
    look: stage === 'research' ? null : looksAt(log, data.key, window).length + 1,
    figures,
  };
}

/** Evaluates trades on every basis the protocol reports. */
export const evaluationOf = (preregistration: Preregistration, trades: readonly TradeRecord[]) =>
  evaluate(trades, preregistration.seeds, preregistration.financingRate);

/**
 * Reads a final-stage entry against the protocol: the look it was; how many variants were ever
 * tried on data overlapping its research or final window (the choice was made among them); the
 * deflated Sharpe ratio at the rule's basis, with the spread of the Sharpe ratios of every logged
 * trial among them (a question's own variants can be near-copies of each other, and their spread
 * alone would understate what luck gives the best of so many); the ship rule; and the verdict.
 */
export function finalReading(
  registered: Registered,
  entry: LogEntry,
  log: readonly LogEntry[],
  prior: PriorTrials,
  choice: Choice,
): FinalReading {
  const basis = ruleBasis(registered.preregistration);
  const { research, final } = registered.preregistration.windows;
  const [a, b] = [windowOf(research), windowOf(final)];
  const span = { from: a.from < b.from ? a.from : b.from, to: a.to > b.to ? a.to : b.to };
  const tried = variantsTried(log, prior, entry.data, span);
  const stressed = figuresAt(entry.figures, basis.costMultiple, basis.financing);
  const atFloors = figuresAt(entry.figures, 1, basis.financing);
  const sharpes = tried.logged
    .map((logged) => figuresAt(logged.figures, basis.costMultiple, basis.financing).sharpe)
    .filter((value): value is number => value !== null);
  const observations = stressed.trades;
  const haircut =
    stressed.sharpe !== null && observations > 3
      ? deflatedSharpe({
          sharpe: stressed.sharpe,
          observations,
          skewness: stressed.skewness ?? 0,
          kurtosis: stressed.kurtosis ?? 3,
          trials: tried.count,
          trialVariance: sharpes.length > 1 ? sampleVariance(sharpes) : 1 / (observations - 1),
        })
      : null;
  const windowUsedByDesign = usedByDesign(log, prior, entry.data, entry.window);
  return {
    chosen: entry.variant.name,
    choice,
    look: entry.look ?? 1,
    variantsTried: tried.count,
    deflatedSharpe: haircut,
    windowUsedByDesign,
    passesShipRule: clearsBar(entry.figures, { ...basis, minTrades: 1 }),
    verdict: verdictOf(atFloors, figuresAt(entry.figures, 1.5, basis.financing), !windowUsedByDesign),
  };
}
