import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { verifyLedger } from '../../server/src/ledger/verify-ledger.js';
import { listen, readLog } from '../support/ledger.js';
import { ensureServerBuild } from '../support/server-process.js';
import { serverEnv } from '../support/server-env.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const REPLICAS = ['A', 'B'];
const PUBLICATIONS = 40;
const DIST = pathToFileURL(resolve(import.meta.dirname, '../../dist/server')).href;

/**
 * One replica as built, appending on its own: it boots the application, says "ready", waits for
 * a line on stdin, then publishes one signal at a time through SignalPublisher.publish (the
 * engine's path: the signal and its commitment in one transaction, reading before it writes as the
 * engine's lease check does) without any job lease, a few milliseconds apart so that neither
 * writer can starve the other, and says "done".
 */
const replicaScript = `
const { createApp } = await import('${DIST}/app.factory.js');
const { loadConfig } = await import('${DIST}/config/app-config.js');
const { SignalPublisher } = await import('${DIST}/signals/signal-publisher.js');
const app = await createApp(loadConfig(process.env));
await app.init();
const publisher = app.get(SignalPublisher);
console.log('ready');
await new Promise((go) => process.stdin.once('data', go));
for (let index = 0; index < ${PUBLICATIONS}; index += 1) {
  const now = new Date();
  await publisher.publish([{
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
 * fast as it can, both at once and with no lease between them: the log they leave is one, whole,
 * in a single order and verifiable (SQLite through two processes on one file, or MariaDB/MySQL).
 */
describe('the transparency log with two replicas appending at once', () => {
  let database: TestDatabase;
  let reader: TestApp;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    await ensureServerBuild();
    database = await createTestDatabase();
    // Migrates the database (and makes the log's key) before the replicas start; reads the log afterwards.
    reader = await startTestAppOn(database);
  }, 240_000);
  afterAll(async () => {
    replicas.forEach((replica) => replica.child.kill('SIGKILL'));
    await reader?.close();
    await database?.drop();
  });

  it(`leaves one log of ${REPLICAS.length * PUBLICATIONS} commitments, with no fork and no gap`, async () => {
    replicas.push(...REPLICAS.map((name) => startReplica(name, database)));
    await Promise.all(replicas.map((replica) => replica.waitFor('ready')));
    replicas.forEach((replica) => replica.child.stdin!.end('go\n'));
    await Promise.all(replicas.map((replica) => replica.waitFor('done')));

    // One log: every signal committed once, at consecutive places, and the whole verifies.
    const log = await readLog(reader.http);
    const commitments = log.filter(({ entry }) => entry.kind === 'commitment');
    expect(commitments).toHaveLength(REPLICAS.length * PUBLICATIONS);
    expect(log.map(({ index }) => index)).toEqual(Array.from({ length: log.length }, (_, index) => index));
    const committed = commitments.map(({ entry }) => (entry.kind === 'commitment' ? entry.signalId : 0));
    expect(new Set(committed).size).toBe(committed.length);
    const report = await verifyLedger({ baseUrl: await listen(reader) });
    expect(report.problems).toEqual([]);

    // Both appended, each waiting for the other's lock (SQLite's write lock; on MySQL/MariaDB the row
    // of the log's first entry), and running again when it lost a race all the same.
    const rows: { id: number; reasoning: string }[] = await reader.dataSource.query(
      'SELECT id, reasoning FROM signals ORDER BY id',
    );
    const author = new Map(rows.map((row) => [Number(row.id), row.reasoning.split(' ')[0]]));
    const order = committed.map((id) => author.get(id)).join('');
    const turns = order.match(/A+|B+/g)!.length;
    const retries = replicas.map((replica) => replica.output().split('writing again').length - 1);
    const tries = replicas.flatMap((replica) =>
      [...replica.output().matchAll(/writing again, try (\d+)/g)].map((match) => Number(match[1])),
    );
    const mostTries = Math.max(1, ...tries);
    console.log(
      `Log on ${database.databaseUrl ? 'MySQL/MariaDB' : 'SQLite'}: ${log.length} entries from two replicas, ` +
        `${turns} runs of one author along the log, ${retries.join(' + ')} publications run again after a lost race ` +
        `(at most ${mostTries} tries for one)`,
    );
    expect([...order].filter((name) => name === 'A')).toHaveLength(PUBLICATIONS);
    // Both wrote, and on MySQL/MariaDB (whose lock waiters queue) their writes alternate. On SQLite
    // the file's write lock picks who goes next and is not fair: one may append all of its in a row.
    expect(turns).toBeGreaterThanOrEqual(database.databaseUrl ? 3 : 2);
  }, 240_000);
});
