import { randomBytes } from 'node:crypto';
import { TcpProxy } from '../../support/tcp-proxy.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

// Runs when TEST_REDIS_URL names a Redis server (CI's second API pass); see jest.config.js.
const REDIS = new URL(process.env.TEST_REDIS_URL!);
const LIMIT = 3;

/**
 * Two replicas reach Redis through a proxy this test controls: Redis refused (cut) and Redis
 * silent (blackhole), then back. Sign-ins never wait for it, limits hold per instance meanwhile,
 * health names it, and counting is shared again once it answers.
 */
describe('Redis outages: refused and silent', () => {
  const proxy = new TcpProxy(REDIS.hostname, Number(REDIS.port || 6379));
  let first: TestApp;
  let second: TestApp;
  let clientNumber = 0;

  beforeAll(async () => {
    await proxy.start();
    const env = {
      REDIS_URL: `redis://${proxy.address}`,
      REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      REDIS_COMMAND_TIMEOUT_MS: '300',
      AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    };
    [first, second] = await Promise.all([startTestApp(env), startTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await proxy.stop();
  });

  /** A new client address per check, so that each starts with a clean count (trusted from loopback). */
  const newClient = () => `10.0.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;
  const login = (app: TestApp, client: string) =>
    app.http
      .post('/api/auth/login')
      .set('X-Forwarded-For', client)
      .send({ email: 'someone@example.com', password: 'wrong-password' });
  const health = async (app: TestApp) => (await app.http.get('/api/health').expect(200)).body;
  const waitFor = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
    const started = performance.now();
    while (!(await check())) {
      if (performance.now() - started > timeoutMs) throw new Error(`Not within ${timeoutMs} ms`);
      await new Promise((done) => setTimeout(done, 200));
    }
    return (performance.now() - started) / 1000;
  };
  /** Attempts alternate between the replicas: refused on the (LIMIT+1)th only if they count together. */
  const sharedStatuses = async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LIMIT; attempt += 1)
      statuses.push((await login(attempt % 2 ? second : first, client)).status);
    return statuses;
  };

  it('counts together and reports ok while Redis answers', async () => {
    expect(await sharedStatuses()).toEqual([401, 401, 401, 429]);
    expect(await health(first)).toMatchObject({ status: 'ok', redis: { configured: true, ok: true } });
  });

  it.each(['refuse', 'blackhole'] as const)(
    '%s: sign-ins answer within 3 s, limits hold per instance, health says degraded; shared again after',
    async (mode) => {
      proxy.setMode(mode);
      const client = newClient();
      const timings: number[] = [];
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
        const started = performance.now();
        statuses.push((await login(first, client)).status);
        timings.push((performance.now() - started) / 1000);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(Math.max(...timings)).toBeLessThan(3);
      // Health is measured at most once a second (a probe storm costs nothing): the outage shows within that.
      let report = await health(first);
      await waitFor(async () => (report = await health(first)).status === 'degraded', 3000).catch(() => undefined);
      expect(report).toMatchObject({ status: 'degraded', database: { ok: true }, redis: { ok: false } });
      expect(report.redis.error).toMatch(mode === 'refuse' ? /not connected|no answer/ : /no answer within 300 ms/);

      proxy.setMode('pass');
      const recovered = await waitFor(async () => (await health(first)).redis.ok && (await health(second)).redis.ok);
      expect(await sharedStatuses()).toEqual([401, 401, 401, 429]);
      console.log(
        `Redis ${mode}: slowest sign-in ${Math.max(...timings).toFixed(2)} s; healthy again ${recovered.toFixed(1)} s after it returned`,
      );
    },
  );
});
