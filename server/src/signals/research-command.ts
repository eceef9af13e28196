/**
 * The research command of docs/research.md: runs the variants of a committed pre-registration on
 * its research window, or the variant its rule chose on its final window, and appends every
 * evaluation to research/log.jsonl.
 *   npm run research -- --preregistration horizon --stage research
 *   npm run research -- --preregistration horizon --stage final
 * Options: --variant <name> (research stage: that variant only; it must be in the
 * pre-registration), --json (the log entries and the reading as JSON). It refuses a pre-registration
 * that is not committed as it stands, a variant it does not list, a tree with uncommitted changes,
 * and a final stage before every variant has been measured on the research window.
 */
import 'reflect-metadata';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fail } from './backtest/inputs.js';
import { defaultCostModel } from './costs/cost-model.js';
import { loadResearchData } from './research/data.js';
import { figuresAt, type Evaluation } from './research/evaluation.js';
import { Repository } from './research/git.js';
import { appendLog, readLog, LOG_FILE, type LogEntry } from './research/log.js';
import { loadPreregistration, registeredVariants, PreregistrationError } from './research/preregistration.js';
import {
  assertRunnable,
  choiceOf,
  engineSettings,
  evaluationOf,
  finalReading,
  logEntry,
  readPriorTrials,
  ruleBasis,
  variantTrades,
  windowOf,
} from './research/protocol.js';

const { values } = parseArgs({
  options: {
    preregistration: { type: 'string' },
    stage: { type: 'string', default: 'research' },
    variant: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
if (!values.preregistration) fail('--preregistration <name> is required (a file of research/preregistration/)');
if (values.stage !== 'research' && values.stage !== 'final') fail("--stage must be 'research' or 'final'");
if (values.stage === 'final' && values.variant) fail('The final stage runs the variant the rule chose, and no other.');

const started = performance.now();
const repository = Repository.containing(process.cwd());
const logFile = join(repository.root, LOG_FILE);
let log = readLog(logFile);
const record = (entry: LogEntry) => {
  appendLog(logFile, entry);
  log = [...log, entry];
};
try {
  const registered = loadPreregistration(repository, values.preregistration);
  const { preregistration } = registered;
  let variants = registeredVariants(registered, values.variant);
  assertRunnable(repository, registered, log);
  const stage = values.stage;
  let choice = null;
  if (stage === 'final') {
    choice = choiceOf(registered, log);
    if (!choice) fail(`Measure every variant of ${registered.file} on its research window before its final stage.`);
    variants = registeredVariants(registered, choice.chosen);
  }
  const window = windowOf(preregistration.windows[stage]);
  const costs = defaultCostModel();
  const data = await loadResearchData(repository.root, preregistration.data, new Date(window.to), costs);
  const dataRecord = { key: data.key, source: data.source, symbols: data.series.map((series) => series.symbol) };
  const entries = variants.map((variant) => {
    const settings = preregistration.kind === 'engine' ? engineSettings(repository, registered, variant, log) : null;
    const trades = variantTrades(preregistration, settings, variant, data, costs, window);
    const entry = logEntry(
      repository,
      registered,
      stage,
      { name: variant.name, settings: settings ?? variant.events },
      window,
      dataRecord,
      evaluationOf(preregistration, trades),
      log,
    );
    record(entry);
    return entry;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const basis = ruleBasis(preregistration);
  const reading =
    stage === 'final' ? finalReading(registered, entries[0], log, readPriorTrials(repository.root), choice!) : null;
  const researchChoice = stage === 'research' ? choiceOf(registered, log) : null;
  if (values.json) {
    console.log(JSON.stringify({ entries, choice: researchChoice, reading }, null, 2));
  } else {
    console.log(
      `${registered.file} (${registered.sha256.slice(0, 12)}), ${stage} window ` +
        `${window.from.slice(0, 10)} → ${window.to.slice(0, 10)}, ${seconds} s`,
    );
    console.table(entries.map((entry) => row(entry.variant.name, entry.figures, basis.financing)));
    if (researchChoice) console.log(`The rule chooses '${researchChoice.chosen}': ${researchChoice.reason}.`);
    if (reading) {
      console.log(
        `Look ${reading.look} at this window in the log; ${reading.variantsTried} variants ever tried on these data; ` +
          `deflated Sharpe ratio ${reading.deflatedSharpe?.probability ?? '—'} ` +
          `(the best of them would show ${reading.deflatedSharpe?.expectedMaxSharpe ?? '—'} per trade by luck); ` +
          `ship rule ${reading.passesShipRule ? 'passed' : 'not passed'}; verdict: ${reading.verdict}` +
          (reading.windowUsedByDesign ? ' (this window was used by earlier design choices)' : ''),
      );
    }
  }
} catch (error) {
  if (error instanceof PreregistrationError) fail(error.message);
  throw error;
}

function row(name: string, evaluation: Evaluation, financing: boolean) {
  const r = (value: number | null) => (value === null ? '—' : value.toFixed(3));
  const floors = figuresAt(evaluation, 1, financing);
  const stressed = figuresAt(evaluation, 1.5, financing);
  const doubled = figuresAt(evaluation, 2, financing);
  const bare = figuresAt(evaluation, 1, false);
  return {
    variant: name,
    trades: evaluation.trades,
    gross: r(floors.grossR),
    'net 1×': r(floors.netR),
    'net 1.5×': r(stressed.netR),
    'net 2×': r(doubled.netR),
    'coin 1.5× (p95)': `${r(stressed.coinR)} (${r(stressed.coinP95)})`,
    'interval 1.5×': `${r(stressed.low)} … ${r(stressed.high)}`,
    'P(≤0) 1.5×': stressed.probabilityAtMostZero?.toFixed(2) ?? '—',
    'net 1× no financing': r(bare.netR),
  };
}
