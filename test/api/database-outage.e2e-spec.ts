import { withReference } from '../support/errors.js';
import { JobScheduler } from '../../server/src/scheduler/job-scheduler.service.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { bearer, signUp } from '../support/users.js';

const QUERY_TIMEOUT_MS = 1500;
const DATABASE_DOWN = 'The database is not answering right now. Please try again in a moment.';

/**
 * The app reaches MariaDB through a proxy this test controls: the database refused, then silent,
 * then back. Requests answer 503 with a sentence in bounded time, health names the database,
 * scheduled jobs skip, and everything works again without a restart.
 */
(process.env.DATABASE_URL ? describe : describe.skip)('database outage', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let testApp: TestApp;
  let token: string;
  let jobRuns = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.databaseUrl!.replace(/^mariadb:/, 'mysql:'));
    proxy = await new TcpProxy(url.hostname, Number(url.port || 3306)).start();
    url.host = proxy.address;
    testApp = await startTestAppOn(database, {
      DATABASE_URL: url.toString().replace(/^mysql:/, database.databaseUrl!.split(':')[0] + ':'),
      DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
    token = (await signUp(testApp.http)).accessToken;
    testApp.app.get(JobScheduler).register({
      name: 'outage-probe',
      periodMs: 1000,
      run: async () => void (jobRuns += 1),
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await proxy?.stop();
    await database?.drop();
  });

  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000 };
  };

  it('works through the proxy', async () => {
    await testApp.http.get('/api/plans').expect(200);
    await testApp.app.get(JobScheduler).tick();
    expect(jobRuns).toBe(1);
  });

  /** The health answer once it has the expected status, or the last one after `timeoutMs`. */
  const healthWithin = async (timeoutMs: number, status: number) => {
    const started = performance.now();
    let response = await testApp.http.get('/api/health');
    while (response.status !== status && performance.now() - started < timeoutMs) {
      await new Promise((done) => setTimeout(done, 200));
      response = await testApp.http.get('/api/health');
    }
    expect(response.status).toBe(status);
    return response;
  };

  it.each(['refuse', 'blackhole'] as const)(
    '%s: 503 with a sentence in bounded time, health says the database is down, jobs skip; then recovers',
    async (mode) => {
      proxy.setMode(mode);
      for (const call of [
        // (Not /api/plans: its public answer is served from memory once built, so it may keep working.)
        () => testApp.http.get('/api/signals/history'),
        () => testApp.http.get('/api/user/profile').set(bearer(token)),
        () => testApp.http.post('/api/auth/login').send({ email: 'someone@example.com', password: 'secret-password' }),
      ]) {
        const { result, seconds } = await timed(call);
        expect(result.status).toBe(503);
        expect(result.body.message).toBe(withReference(DATABASE_DOWN, result));
        expect(seconds).toBeLessThan((QUERY_TIMEOUT_MS * 2) / 1000 + 2);
      }
      // Health is measured at most once a second (a probe storm costs nothing): the outage shows within that.
      const health = await healthWithin(3000, 503);
      expect(health.body).toMatchObject({ status: 'down', database: { ok: false } });
      const runsBefore = jobRuns;
      await testApp.app.get(JobScheduler).tick();
      expect(jobRuns).toBe(runsBefore);

      proxy.setMode('pass');
      const { seconds: recovery } = await timed(async () => {
        while ((await testApp.http.get('/api/signals/history')).status !== 200)
          await new Promise((done) => setTimeout(done, 200));
      });
      await testApp.http.get('/api/user/profile').set(bearer(token)).expect(200);
      expect((await healthWithin(3000, 200)).body.status).toBe('ok');
      await new Promise((done) => setTimeout(done, 1000));
      await testApp.app.get(JobScheduler).tick();
      expect(jobRuns).toBe(runsBefore + 1);
      console.log(`Database ${mode}: answered 503 meanwhile; serving again ${recovery.toFixed(1)} s after it returned`);
    },
    60_000,
  );
});
