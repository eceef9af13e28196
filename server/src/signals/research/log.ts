import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { Evaluation } from './evaluation.js';

/**
 * research/log.jsonl: one line per evaluation, appended and committed, never edited. It is what
 * the protocol counts: looks at a window, variants tried on the same data, and what the rule chose.
 */

export interface Window {
  from: string;
  to: string;
}

export interface LogEntry {
  at: string;
  /** HEAD when it ran; the research command refuses to run on uncommitted changes, the back-test notes them. */
  commit: string;
  uncommitted: boolean;
  /** 'research': a variant on its pre-registration's research window; 'final': the chosen one on the final window; 'backtest': npm run backtest. */
  stage: 'research' | 'final' | 'backtest';
  preregistration: { name: string; file: string; sha256: string } | null;
  variant: { name: string; settings: unknown };
  window: Window;
  data: { key: string; source: string; symbols: string[] };
  /** Final and back-test runs: how many evaluations of this log, this one included, have measured this window on these data. */
  look: number | null;
  figures: Evaluation;
}

export const LOG_FILE = 'research/log.jsonl';

export function readLog(file: string): LogEntry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      try {
        return JSON.parse(line) as LogEntry;
      } catch {
        throw new Error(`${file} line ${index + 1} is not JSON: the log must only ever be appended to.`);
      }
    });
}

export function appendLog(file: string, entry: LogEntry): void {
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

export const overlaps = (a: Window, b: Window) => a.from < b.to && b.from < a.to;

/** Evaluations of this log that measured (part of) `window` on the same data, research stage excluded. */
export function looksAt(entries: readonly LogEntry[], dataKey: string, window: Window): LogEntry[] {
  return entries.filter(
    (entry) => entry.stage !== 'research' && entry.data.key === dataKey && overlaps(entry.window, window),
  );
}

/** Variants tried before this round, as docs/research.md lists them (research/prior-trials.json). */
export interface PriorTrials {
  symbols: string[];
  rounds: { round: string; what: string; variants: number; window: Window; designChoice: boolean }[];
}

/**
 * How many variants were ever tried on data overlapping `window` of these symbols: every distinct
 * design of this log (a pre-registration's variant or a back-tested engine, told apart by its
 * settings) and every earlier round's. A lower bound: trials nobody recorded are not in it.
 */
export function variantsTried(
  entries: readonly LogEntry[],
  prior: PriorTrials,
  data: { key: string; symbols: string[] },
  window: Window,
): { count: number; logged: LogEntry[] } {
  const logged = entries.filter((entry) => entry.data.key === data.key && overlaps(entry.window, window));
  // A variant is its settings: the same design run again, or under another question's name, is one trial.
  const distinct = new Map<string, LogEntry>();
  for (const entry of logged) distinct.set(JSON.stringify(entry.variant.settings), entry);
  const shared = data.symbols.some((symbol) => prior.symbols.includes(symbol));
  const earlier = shared
    ? prior.rounds.filter((round) => overlaps(round.window, window)).reduce((sum, round) => sum + round.variants, 0)
    : 0;
  return { count: distinct.size + earlier, logged: [...distinct.values()] };
}

/** Whether any design choice, of an earlier round or of this log's research stage, used data of `window`. */
export function usedByDesign(
  entries: readonly LogEntry[],
  prior: PriorTrials,
  data: { key: string; symbols: string[] },
  window: Window,
): boolean {
  const shared = data.symbols.some((symbol) => prior.symbols.includes(symbol));
  return (
    (shared && prior.rounds.some((round) => round.designChoice && overlaps(round.window, window))) ||
    entries.some((entry) => entry.stage === 'research' && entry.data.key === data.key && overlaps(entry.window, window))
  );
}
