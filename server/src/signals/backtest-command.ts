/**
 * The walk-forward back-test of the signals engine against chance (docs/signals.md):
 *   npm run backtest -- --provider csv --csv-dir ../shared/fixtures/market-h1 --broker-clock \
 *     --from 2016-01-01 --to 2021-01-01
 * Options: --provider simulated|csv|twelvedata (default MARKET_DATA_PROVIDER), --csv-dir (default
 * MARKET_DATA_CSV_DIR), --symbols EURUSD,XAGUSD (default: every file in --csv-dir for csv, else
 * SIGNAL_SYMBOLS), --from, --to (the measured period; each calendar year in it is one fold, fitted
 * on everything before it), --broker-clock (the files keep MetaTrader server time, UTC+2, UTC+3
 * while US daylight saving is in force), --costs <file> (round-trip cost floors by symbol, the
 * shape of costs/cost-floors.json, which is the default; every result is charged max(the candle's
 * spread, the floor)), --seeds (coin flips behind the chance baselines, default 200), --refit
 * yearly|never (never: every year keeps the model fitted before --from), --json (the report as
 * JSON), --out <file> (write the JSON report there), --model-out <file> (fit the model on
 * everything before --to, attach the calibration measured by this run, and write it: the live
 * engine's model file), --calendar-dir <folder> (recorded economic calendars, one CSV a year in the
 * shape calendar-history.ts reads: the live news rules are measured on the signals they cover).
 * Every run is appended to research/log.jsonl (docs/research.md), and the report carries the
 * engine at 1×, 1.5× and 2× the cost floors, without and with financing (`charged`), the design's
 * final window read by the research protocol (`design`) and every pre-registered question
 * (`research`). --model-out publishes only the symbols whose net result on that final window was
 * not below zero, and writes nothing when fewer than two are left.
 */
import 'reflect-metadata';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCalendarHistory, type RecordedRelease } from '../news/calendar-history.js';
import { measureNewsRules } from './backtest/news-rules.js';
import { findInstrument } from '#domain/universe';
import { fail, readBacktestInputs } from './backtest/inputs.js';
import { buildReport, printReport } from './backtest/report.js';
import { walkForward } from './backtest.js';
import { fitModel, prepareSymbol } from './model/fit.js';
import { liveModel, MODEL_DEFAULTS, type SignalModel } from './model/signal-model.js';
import { ASSUMED_FINANCING_RATE } from './backtest/charges.js';
import { evaluate } from './research/evaluation.js';
import { logBacktest } from './research/backtest-log.js';
import { Repository } from './research/git.js';
import { readLog, LOG_FILE } from './research/log.js';
import { readPriorTrials } from './research/protocol.js';
import { SHIPPED_FROM } from './research/shipped.js';
import { researchSummary } from './research/summary.js';

const { values, from, to, costs, seeds, series, skipped, source, key } = await readBacktestInputs({
  refit: { type: 'string', default: 'yearly' },
  out: { type: 'string' },
  'model-out': { type: 'string' },
  'calendar-dir': { type: 'string' },
});
const refit = values.refit;
if (refit !== 'yearly' && refit !== 'never') fail("--refit must be 'yearly' or 'never'");

let versionedModel: SignalModel | undefined;
try {
  versionedModel = liveModel();
} catch (error) {
  console.error(`The versioned model is not used: ${error instanceof Error ? error.message : String(error)}`);
}
const started = performance.now();
let result;
try {
  result = walkForward({ series, from, to, costs, seeds, refit, versionedModel });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const calendarDir = values['calendar-dir'] as string | undefined;
let releases: RecordedRelease[] = [];
if (calendarDir) {
  try {
    releases = readdirSync(calendarDir)
      .filter((file) => file.endsWith('.csv'))
      .sort()
      .flatMap((file) => parseCalendarHistory(readFileSync(join(calendarDir, file), 'utf8')));
  } catch (error) {
    fail(`--calendar-dir: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!releases.length) fail(`--calendar-dir: no calendar CSV in ${calendarDir}`);
}
let repository: Repository;
try {
  repository = Repository.containing(process.cwd());
} catch {
  fail('Run the back-test inside the repository: its report carries the research record of research/.');
}
const research = researchSummary(
  repository,
  readLog(join(repository.root, LOG_FILE)),
  readPriorTrials(repository.root),
);
const shipped = research.find((question) => question.name === SHIPPED_FROM);
if (!shipped) fail(`research/preregistration/${SHIPPED_FROM}.json, which the engine's design comes from, is missing`);
const evaluation = evaluate(result.trades, seeds, ASSUMED_FINANCING_RATE);
const report = buildReport(result, {
  source,
  costSource: (values.costs as string | undefined) ?? 'the repository’s cost floors',
  costFloors: Object.fromEntries(series.map((entry) => [entry.symbol, costs.floor(entry.symbol)!])),
  exits: MODEL_DEFAULTS.exits,
  horizon: MODEL_DEFAULTS.horizon!,
  seeds,
  news: calendarDir
    ? measureNewsRules(result.trades, releases, (symbol) => findInstrument(symbol)?.newsCurrencies ?? [])
    : null,
  financingRate: ASSUMED_FINANCING_RATE,
  charged: evaluation.charged,
  research,
  shipped,
});
logBacktest(
  repository,
  { name: 'engine defaults', settings: MODEL_DEFAULTS },
  { from: from.toISOString(), to: to.toISOString() },
  { key, source, symbols: series.map((entry) => entry.symbol) },
  evaluation,
);

const modelOut = values['model-out'] as string | undefined;
const out = values.out as string | undefined;
if (modelOut) {
  const { publishedSymbols, confirmedOn, confirmationBySymbol } = report.design;
  // Fewer than two symbols left is a decision for the team, not for this command.
  if (publishedSymbols.length < 2) {
    fail(
      `Only ${publishedSymbols.length} symbol(s) were not below zero net on ${confirmedOn.from.slice(0, 10)} → ` +
        `${confirmedOn.to.slice(0, 10)} (${JSON.stringify(confirmationBySymbol)}): no model file is written.`,
    );
  }
  const prepared = series.map((entry) =>
    prepareSymbol(entry, { exits: MODEL_DEFAULTS.exits, costs, horizon: MODEL_DEFAULTS.horizon }),
  );
  const model = {
    ...fitModel(prepared, { from: -Infinity, before: to.getTime() }),
    calibration: result.calibration,
    publishedSymbols,
  };
  writeFileSync(modelOut, `${JSON.stringify(model, null, 2)}\n`);
}
if (out) writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
if (values.json) console.log(JSON.stringify(report, null, 2));
else printReport(report, result, ((performance.now() - started) / 1000).toFixed(1));
for (const reason of skipped) console.error(`skipped ${reason}`);
