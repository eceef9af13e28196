import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstBreak, readLedger } from '../support/ledger.js';
import { ensureServerBuild } from '../support/server-process.js';
import { serverEnv } from '../support/server-env.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const REPLICAS = ['A', 'B'];
const PUBLICATIONS = 40;
const DIST = pathToFileURL(resolve(import.meta.dirname, '../../dist/server')).href;

/**
 * One replica as built, appending on its own: it boots the application, says "ready", waits for
 * a line on stdin, then publishes one signal at a time through SignalLedgerService.publish (the
 * engine's path, reading before it writes as the engine's lease check does) without any job
 * lease, a few milliseconds apart so that neither writer can starve
 * the other, and says "done".
 */
const replicaScript = `
const { createApp } = await import('${DIST}/app.factory.js');
const { loadConfig } = await import('${DIST}/config/app-config.js');
const { SignalLedgerService } = await import('${DIST}/signals/ledger/signal-ledger.service.js');
const app = await createApp(loadConfig(process.env));
await app.init();
const ledger = app.get(SignalLedgerService);
console.log('ready');
await new Promise((go) => process.stdin.once('data', go));
for (let index = 0; index < ${PUBLICATIONS}; index += 1) {
  const now = new Date();
  await ledger.publish([{
    symbol: 'EURUSD', category: 'Major', signalType: 'BUY',
    entryPrice: 1.08512, stopLoss: 1.08212, takeProfit: 1.09112, stopLossPips: 30, takeProfitPips: 60,
    riskReward: 2, confidence: 70, reasoning: process.env.REPLICA + ' ' + index, newsInfluence: null,
    outcome: 'OPEN', createdAt: now, updatedAt: now, expiresAt: new Date(now.getTime() + 48 * 3600_000),
  }], (manager) => manager.query('SELECT COUNT(*) AS leases FROM job_leases'));
  await new Promise((pause) => setTimeout(pause, Math.random() * 5));
}
console.log('done');
await app.close();
`;

interface Replica {
  child: ChildProcess;
  output(): string;
  waitFor(text: string): Promise<void>;
}

function startReplica(name: string, database: TestDatabase): Replica {
  const child = spawn(process.execPath, ['--input-type=module', '-e', replicaScript], {
    cwd: database.dataDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...serverEnv(database.databaseUrl, database.dataDir),
      REPLICA: name,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    listeners.forEach((listener) => listener());
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  let ended = false;
  // 'close' comes after the last output, unlike 'exit'.
  child.on('close', () => {
    ended = true;
    listeners.forEach((listener) => listener());
  });
  return {
    child,
    output: () => output,
    waitFor: (text) =>
      new Promise<void>((found, fail) => {
        const check = () => {
          if (output.includes(`${text}\n`)) found();
          else if (ended) fail(new Error(`Replica ${name} ended before "${text}":\n${output.slice(-3000)}`));
          else return;
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
  };
}

/**
 * Two instances of the built application on one database, each publishing signals one by one as
 * fast as it can, both at once and with no lease between them: the chain they leave is one, whole
 * and in a single order (SQLite through two processes on one file, or MariaDB/MySQL).
 */
describe('the signal ledger with two replicas appending at once', () => {
  let database: TestDatabase;
  let reader: TestApp;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    await ensureServerBuild();
    database = await createTestDatabase();
    // Migrates the database before the replicas start; reads the chain afterwards.
    reader = await startTestAppOn(database);
  }, 240_000);
  afterAll(async () => {
    replicas.forEach((replica) => replica.child.kill('SIGKILL'));
    await reader?.close();
    await database?.drop();
  });

  it(`leaves one chain of ${REPLICAS.length * PUBLICATIONS} entries, with no fork and no gap`, async () => {
    replicas.push(...REPLICAS.map((name) => startReplica(name, database)));
    await Promise.all(replicas.map((replica) => replica.waitFor('ready')));
    replicas.forEach((replica) => replica.child.stdin!.end('go\n'));
    await Promise.all(replicas.map((replica) => replica.waitFor('done')));

    const entries = await readLedger(reader.http);
    expect(entries.map((entry) => entry.sequence)).toEqual(
      Array.from({ length: REPLICAS.length * PUBLICATIONS }, (_, index) => index + 1),
    );
    expect(firstBreak(entries)).toBeNull();
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);

    // Both appended throughout, and each lost races that it won on the next try.
    const rows: { id: number; reasoning: string }[] = await reader.dataSource.query(
      'SELECT id, reasoning FROM signals ORDER BY id',
    );
    const author = new Map(rows.map((row) => [Number(row.id), row.reasoning.split(' ')[0]]));
    const order = entries.map((entry) => author.get(entry.id)).join('');
    const turns = order.match(/A+|B+/g)!.length;
    const retries = replicas.map((replica) => replica.output().split('publishing again').length - 1);
    const tries = replicas.flatMap((replica) =>
      [...replica.output().matchAll(/publishing again, try (\d+)/g)].map((match) => Number(match[1])),
    );
    const mostTries = Math.max(1, ...tries);
    console.log(
      `Ledger on ${database.databaseUrl ? 'MySQL/MariaDB' : 'SQLite'}: ${entries.length} entries from two replicas, ` +
        `${turns} changes of author along the chain, ${retries.join(' + ')} publications run again after a lost race ` +
        `(at most ${mostTries} tries for one)`,
    );
    expect([...order].filter((name) => name === 'A')).toHaveLength(PUBLICATIONS);
    expect(turns).toBeGreaterThan(2);
  }, 240_000);
});
