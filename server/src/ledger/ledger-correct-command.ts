/**
 * Appends a correction of a revealed signal's settlement to the transparency log (operators only):
 *   npm run ledger-correct -- --signal 412 --reason "The feed repeated a stale quote" --void
 *   npm run ledger-correct -- --signal 412 --reason "…" --settlement corrected.json
 * The reveal stays as it was; the record counts the correction from then on, and shows its reason
 * beside the signal. --void makes the signal void; --settlement gives the whole settlement that
 * counts instead (the shape of a reveal's "settlement", docs/verify.md). Runs against the configured
 * database with the log's key, without the scheduler.
 */
import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createApp } from '../app.factory.js';
import { ConfigError, loadConfig } from '../config/app-config.js';
import type { Settlement } from './entries.js';
import { LedgerRuleError, LedgerService } from './ledger.service.js';

const USAGE = 'npm run ledger-correct -- --signal <id> --reason "<why>" (--void | --settlement <file.json>)';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (existsSync('.env')) process.loadEnvFile('.env');
let args;
try {
  args = parseArgs({
    options: {
      signal: { type: 'string' },
      reason: { type: 'string' },
      void: { type: 'boolean' },
      settlement: { type: 'string' },
    },
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\nUsage: ${USAGE}`);
}
const signalId = Number(args.signal);
if (!Number.isSafeInteger(signalId) || signalId < 1) fail(`Name the signal by its id.\nUsage: ${USAGE}`);
if (!args.reason?.trim()) fail(`Give the reason readers will see beside the correction.\nUsage: ${USAGE}`);
if (Boolean(args.void) === Boolean(args.settlement))
  fail(`Either --void or --settlement, one of them.\nUsage: ${USAGE}`);
let settlement: Settlement | null = null;
if (args.settlement) {
  try {
    settlement = JSON.parse(readFileSync(args.settlement, 'utf8')) as Settlement;
  } catch (error) {
    fail(`Could not read the settlement ${args.settlement}: ${(error as Error).message}`);
  }
}

let config;
try {
  config = loadConfig({ ...process.env, SCHEDULER_ENABLED: 'false' });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  fail(error.message);
}
const app = await createApp(config);
await app.init();
try {
  const index = await app.get(LedgerService).correct(signalId, args.reason.trim(), settlement);
  console.log(`Correction of signal ${signalId} appended as log entry ${index}.`);
} catch (error) {
  if (error instanceof LedgerRuleError) fail(error.message);
  throw error;
} finally {
  await app.close();
}
