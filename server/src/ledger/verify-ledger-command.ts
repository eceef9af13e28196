/**
 * Checks a deployment's transparency log of signals from its public API (docs/verify.md):
 *   npm run verify-ledger -- https://signals.example.com [--checkpoint FILE] [--key VKEY] [--recompute]
 * Prints each check that passed and exits 0, or prints what is wrong, naming the entry, and exits 1
 * (also when the log cannot be read). --checkpoint: a checkpoint you kept (a signed note, as
 * GET /api/ledger/checkpoint served it); the log must still begin with it. --key: the verifier key
 * to trust instead of the one the deployment serves. --recompute: rebuild the live record from the
 * revealed entries and print it beside GET /api/signals/performance.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { verifyLedger, type LedgerReport } from './verify-ledger.js';

const USAGE = 'npm run verify-ledger -- https://signals.example.com [--checkpoint FILE] [--key VKEY] [--recompute]';

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { checkpoint: { type: 'string' }, key: { type: 'string' }, recompute: { type: 'boolean' } },
  });
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: ${USAGE}`);
  process.exit(1);
}
const [url] = args.positionals;
if (!url) {
  console.error(`Name the deployment to verify: ${USAGE}`);
  process.exit(1);
}

let kept: string | undefined;
try {
  kept = args.values.checkpoint === undefined ? undefined : readFileSync(args.values.checkpoint, 'utf8');
} catch (error) {
  console.error(`Could not read the checkpoint file ${args.values.checkpoint}: ${(error as Error).message}`);
  process.exit(1);
}

try {
  const report = await verifyLedger({
    baseUrl: url,
    keptCheckpoint: kept,
    verifierKey: args.values.key,
    recompute: args.values.recompute,
  });
  print(report);
  process.exit(report.problems.length ? 1 : 0);
} catch (error) {
  const { message, cause } = error as Error & { cause?: Error };
  console.error(`Could not read the log of ${url}: ${message}${cause ? ` (${cause.message})` : ''}`);
  process.exit(1);
}

function print(report: LedgerReport): void {
  console.log(`Log ${report.origin}: ${report.treeSize} entries`);
  for (const line of report.passed) console.log(`  ok    ${line}`);
  for (const line of report.problems) console.error(`  FAIL  ${line}`);
  if (report.recompute) {
    const { served, rebuilt } = report.recompute;
    const row = (label: string, pick: (record: typeof served) => unknown) =>
      console.log(`  ${label.padEnd(34)} ${String(pick(served)).padStart(12)} ${String(pick(rebuilt)).padStart(12)}`);
    console.log(`\n  ${'live record'.padEnd(34)} ${'served'.padStart(12)} ${'from the log'.padStart(12)}`);
    row('closed signals', (record) => record.closedSignals);
    row('void signals', (record) => record.voidSignals);
    row('average R (net)', (record) => record.figures.averageR);
    row('average R (gross)', (record) => record.figures.averageRGross);
    row('hit the target', (record) => record.rates.hitTarget);
    row('in profit after costs', (record) => record.rates.inProfit);
    row('coin: average R', (record) => record.chance.averageR);
    row('coin: 95th percentile', (record) => record.chance.p95);
    row('verdict', (record) => record.verdict.kind);
  }
  console.log(report.problems.length ? '\nThe log does NOT verify.' : '\nLedger verified.');
}
