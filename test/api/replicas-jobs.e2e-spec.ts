import { FakeTwelveData } from '../fakes/fake-twelvedata.js';
import { ensureServerBuild, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { serverEnv } from '../support/server-env.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const LEASE_SECONDS = 6;
const STARTED = 'Job signals.generate started';
const FINISHED = 'Job signals.generate finished';

/**
 * Three built replicas on one MariaDB database with the scheduler on and no manual
 * cool-down: a generation period runs once across them, a replica killed in the middle of it is
 * replaced within the lease, and one stopped with SIGTERM hands the job over at once.
 */
(process.env.DATABASE_URL ? describe : describe.skip)('scheduled jobs across replicas', () => {
  // Each market-data answer takes 1.5 s, so a generation run lasts long enough to be cut.
  const market = new FakeTwelveData({ apiKey: 'test-key', delayMs: 1500 });
  let database: TestDatabase;
  const servers: ServerProcess[] = [];

  const start = async () => {
    const server = await startServerProcess(
      serverEnv(database.databaseUrl, database.dataDir, {
        LOG_LEVEL: 'info',
        SCHEDULER_ENABLED: 'true',
        JOB_LEASE_SECONDS: String(LEASE_SECONDS),
        JOB_LEASE_HEARTBEAT_SECONDS: '2',
        JOB_TICK_SECONDS: '1',
        SIGNALS_GENERATE_INTERVAL_MINUTES: '60',
        SIGNALS_TRACK_INTERVAL_MINUTES: '60',
        SIGNALS_GENERATE_COOLDOWN_SECONDS: '0',
        MARKET_DATA_PROVIDER: 'twelvedata',
        TWELVEDATA_API_KEY: 'test-key',
        TWELVEDATA_BASE_URL: market.baseUrl,
        TWELVEDATA_REQUESTS_PER_MINUTE: '6000',
        SIGNAL_SYMBOLS: 'EURUSD,GBPUSD,USDJPY,AUDUSD,USDCAD,USDCHF',
      }),
      database.dataDir,
    );
    servers.push(server);
    return server;
  };
  const count = (server: ServerProcess, text: string) => server.output().split(text).length - 1;
  /** Which of the servers first writes `text`. */
  const firstToWrite = (candidates: ServerProcess[], text: string, timeoutMs: number) =>
    Promise.any(candidates.map((server) => server.waitForOutput(text, timeoutMs).then(() => server)));

  beforeAll(async () => {
    await ensureServerBuild();
    await market.start();
    database = await createTestDatabase();
  }, 240_000);
  afterAll(async () => {
    servers.forEach((server) => server.kill('SIGKILL'));
    await Promise.all(servers.map((server) => server.exited));
    await market.stop();
    await database?.drop();
  });

  it('runs a period once; kill -9 of the holder is taken over within the lease, SIGTERM at once', async () => {
    const replicas = await Promise.all([start(), start(), start()]);
    const holder = await firstToWrite(replicas, STARTED, 60_000);

    const killedAt = performance.now();
    holder.kill('SIGKILL');
    const others = replicas.filter((server) => server !== holder);
    const survivor = await firstToWrite(others, STARTED, 90_000);
    const killTakeover = (performance.now() - killedAt) / 1000;

    // The survivor is in the middle of its run (each answer takes 1.5 s): stop it gracefully.
    expect(count(survivor, FINISHED)).toBe(0);
    const stoppedAt = performance.now();
    survivor.kill('SIGTERM');
    const third = others.find((server) => server !== survivor)!;
    await third.waitForOutput(STARTED, 90_000);
    const termTakeover = (performance.now() - stoppedAt) / 1000;
    await third.waitForOutput(FINISHED, 90_000);
    await survivor.exited;

    console.log(
      `Generation taken over ${killTakeover.toFixed(1)} s after kill -9 of its holder, ` +
        `${termTakeover.toFixed(1)} s after SIGTERM (lease ${LEASE_SECONDS} s)`,
    );
    expect(killTakeover).toBeLessThan(90);
    // Released on shutdown: no need to wait for the lease to lapse.
    expect(termTakeover).toBeLessThan(LEASE_SECONDS);
    // One period, one finished run and one write, whatever the cool-down (0) and the ticks (every second).
    expect([holder, survivor, third].map((server) => count(server, FINISHED))).toEqual([0, 0, 1]);
    expect([holder, survivor, third].map((server) => count(server, 'Signals run:'))).toEqual([0, 0, 1]);
    // The third replica claimed the period once and never failed it (a claim made while the dead
    // holder's generation lease had not lapsed yet used to fail, and the next tick claimed it again).
    const period = third.output().match(/Job signals\.generate started for the period from (\S+)"/)![1];
    await new Promise((done) => setTimeout(done, 3000));
    expect(count(third, `${STARTED} for the period from ${period}`)).toBe(1);
    expect(count(third, 'Job signals.generate failed')).toBe(0);
  }, 240_000);
});
