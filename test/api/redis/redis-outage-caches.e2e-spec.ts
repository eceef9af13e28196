import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { ECHO_LOST_AFTER_MS, InvalidationBus } from '../../../server/src/cache/invalidation-bus.js';
import { Signal } from '../../../server/src/signals/signal.entity.js';
import { activateSubscription } from '../../support/subscriptions.js';
import { TcpProxy } from '../../support/tcp-proxy.js';
import { startTestAppOn, type TestApp } from '../../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { bearer, signUp, type SignedUpUser } from '../../support/users.js';

// Runs when TEST_REDIS_URL names a Redis server (CI's second API pass); see jest.config.js.
const REDIS = new URL(process.env.TEST_REDIS_URL!);
/** While Redis answers, replicas agree within a second. */
const AGREE_WITHIN_MS = 1000;
/** Without Redis, how long another replica may still act on what it cached: the bus's silence bound, plus slack for a loaded machine. */
const STALE_AT_MOST_MS = ECHO_LOST_AFTER_MS + 2000;
/** No request may wait on Redis longer than this. */
const ANSWER_WITHIN_MS = 3000;

/**
 * Two replicas on one database reach Redis through a proxy this test controls. While Redis is
 * refused or silent, a change made on one replica (a disabled account, a demotion, a plan, a new
 * signal) reaches the other's caches within the bus's bound, by distrust instead of a message:
 * no 5xx, no request waits on Redis. When Redis answers again, the caches are trusted again and
 * changes travel by message.
 */
describe('caches while Redis is refused or silent', () => {
  const proxy = new TcpProxy(REDIS.hostname, Number(REDIS.port || 6379));
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let adminToken: string;
  const slowest = { ms: 0, what: '' };
  const failures: string[] = [];

  beforeAll(async () => {
    await proxy.start();
    database = await createTestDatabase();
    const env = {
      REDIS_URL: `redis://${proxy.address}`,
      REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      REDIS_COMMAND_TIMEOUT_MS: '300',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    };
    // One after the other: the first runs the migrations.
    first = await startTestAppOn(database, env);
    second = await startTestAppOn(database, env);
    adminToken = (
      await first.http
        .post('/api/auth/login')
        .send({ email: 'admin@example.com', password: 'admin-password-for-tests' })
        .expect(200)
    ).body.accessToken;
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await proxy.stop();
    await database?.drop();
  });

  /** Every call goes through here: none may be a 5xx or wait on Redis. */
  const timed = async (what: string, call: () => PromiseLike<Response>) => {
    const started = performance.now();
    const response = await call();
    const ms = performance.now() - started;
    if (ms > slowest.ms) Object.assign(slowest, { ms, what });
    if (response.status >= 500) failures.push(`${what}: ${response.status} ${response.text}`);
    if (ms > ANSWER_WITHIN_MS) failures.push(`${what}: answered after ${Math.round(ms)} ms`);
    return response;
  };
  /** Asks until `accept` holds; resolves with how long that took. */
  const until = async (
    what: string,
    ask: () => PromiseLike<Response>,
    accept: (r: Response) => boolean,
    limitMs: number,
  ) => {
    const started = performance.now();
    for (;;) {
      const response = await timed(what, ask);
      const elapsed = performance.now() - started;
      if (accept(response)) return elapsed;
      if (elapsed > limitMs)
        throw new Error(
          `${what}: still ${response.status} ${response.text.slice(0, 200)} after ${Math.round(elapsed)} ms`,
        );
      await new Promise((done) => setTimeout(done, 50));
    }
  };
  const live = () => first.app.get(InvalidationBus).live && second.app.get(InvalidationBus).live;

  const signals = (app: TestApp, user: SignedUpUser) => () =>
    app.http.get('/api/ai-signals').set(bearer(user.accessToken));
  const staffList = (app: TestApp, user: SignedUpUser) => () =>
    app.http.get('/api/admin/users').set(bearer(user.accessToken));
  const publicPlans = (app: TestApp) => () => app.http.get('/api/plans');
  const adminUpdate = (userId: number, changes: object) =>
    timed('admin update', () => first.http.put(`/api/admin/users/${userId}`).set(bearer(adminToken)).send(changes));

  /** A subscriber, a support user and the public plans, read (and cached) on both replicas. */
  async function subjects() {
    const subscriber = await signUp(first.http);
    await activateSubscription(first, subscriber.user.id);
    const helper = await signUp(first.http);
    expect((await adminUpdate(helper.user.id, { role: 'support' })).status).toBe(200);
    for (const app of [first, second]) {
      expect((await timed('signals', signals(app, subscriber))).status).toBe(200);
      expect((await timed('staff list', staffList(app, helper))).status).toBe(200);
      expect((await timed('plans', publicPlans(app))).status).toBe(200);
    }
    return { subscriber, helper };
  }

  it('serves from the caches and agrees through Redis while it answers', async () => {
    await until(
      'both buses live',
      async () => first.http.get('/api/health'),
      () => live(),
      10_000,
    );
    const { subscriber } = await subjects();
    await adminUpdate(subscriber.user.id, { disabled: true });
    await until('disabled on the other replica', signals(second, subscriber), (r) => r.status === 401, AGREE_WITHIN_MS);
  });

  it.each(['refuse', 'blackhole'] as const)(
    '%s: changes on one replica reach the other within the bound, no 5xx, no wait; shared again once Redis answers',
    async (mode) => {
      const { subscriber, helper } = await subjects();
      const activeSignals = () => second.http.get('/api/ai-signals').set(bearer(adminToken));
      expect((await timed('signals', activeSignals)).status).toBe(200);
      const reasoning = `SELL USDJPY: written during a Redis ${mode}.`;

      proxy.setMode(mode);
      // Made at once, before the other replica could have noticed anything.
      expect((await adminUpdate(subscriber.user.id, { disabled: true })).status).toBe(200);
      expect((await adminUpdate(helper.user.id, { role: 'user' })).status).toBe(200);
      const [plan] = (await first.http.get('/api/admin/plans').set(bearer(adminToken)).expect(200)).body;
      const description = `Changed during a Redis ${mode} at ${Date.now()}`;
      const planUpdate = await timed('plan update', () =>
        first.http
          .put(`/api/admin/plans/${plan.id}`)
          .set(bearer(adminToken))
          .send({ ...plan, description }),
      );
      expect(planUpdate.status).toBe(200);
      const now = first.clock.now();
      await first.dataSource.getRepository(Signal).save({
        symbol: 'USDJPY',
        category: 'Major',
        signalType: 'SELL',
        entryPrice: 150.25,
        stopLoss: 150.55,
        takeProfit: 149.65,
        stopLossPips: 30,
        takeProfitPips: 60,
        riskReward: 2,
        confidence: 70,
        reasoning,
        newsInfluence: null,
        outcome: 'OPEN',
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
      });

      const seen = await Promise.all([
        until('disabled account', signals(second, subscriber), (r) => r.status === 401, STALE_AT_MOST_MS),
        until('demoted role', staffList(second, helper), (r) => r.status === 403, STALE_AT_MOST_MS),
        until('plan', publicPlans(second), (r) => JSON.stringify(r.body).includes(description), STALE_AT_MOST_MS),
        until('new signal', activeSignals, (r) => r.text.includes(reasoning), STALE_AT_MOST_MS),
      ]);
      const stale = Math.max(...seen);
      expect((await first.http.get('/api/health').expect(200)).body.redis.ok).toBe(false);

      proxy.setMode('pass');
      const recovery = await until(
        'both buses live again',
        async () => second.http.get('/api/health'),
        () => live(),
        15_000,
      );
      // Cached again while live: a change now travels by message, within a second.
      const again = await subjects();
      await adminUpdate(again.subscriber.user.id, { disabled: true });
      const shared = await until(
        'disabled, by message',
        signals(second, again.subscriber),
        (r) => r.status === 401,
        AGREE_WITHIN_MS,
      );

      console.log(
        `Redis ${mode}: the other replica saw every change at most ${(stale / 1000).toFixed(1)} s after it was made ` +
          `(bound ${STALE_AT_MOST_MS / 1000} s); slowest answer ${(slowest.ms / 1000).toFixed(2)} s (${slowest.what}); ` +
          `caches trusted again ${(recovery / 1000).toFixed(1)} s after Redis returned; then a change reached it in ${(shared / 1000).toFixed(2)} s`,
      );
      expect(failures).toEqual([]);
    },
    60_000,
  );
});
