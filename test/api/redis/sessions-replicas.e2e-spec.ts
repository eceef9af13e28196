import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { activateSubscription } from '../../support/subscriptions.js';
import { startTestAppOn, type TestApp } from '../../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { bearer, signUp, type SignedUpUser } from '../../support/users.js';

// Runs when TEST_REDIS_URL names a Redis server (CI's second API pass); see jest.config.js.
const REDIS_URL = process.env.TEST_REDIS_URL!;
/** Replicas hear of a change through Redis pub/sub: they must agree within a second. */
const AGREE_WITHIN_MS = 1000;

/** Asks until the answer has the expected status, for at most AGREE_WITHIN_MS. */
async function eventually(ask: () => Promise<Response>, status: number): Promise<Response> {
  const deadline = Date.now() + AGREE_WITHIN_MS;
  for (;;) {
    const response = await ask();
    if (response.status === status || Date.now() > deadline) {
      expect(response.status).toBe(status);
      return response;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('sessions and access on two replicas sharing a database and Redis', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { REDIS_URL, REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:` };
    // One after the other: the first runs the migrations.
    first = await startTestAppOn(database, env);
    second = await startTestAppOn(database, env);
    const admin = await first.http
      .post('/api/auth/login')
      .send({ email: 'admin@example.com', password: 'admin-password-for-tests' })
      .expect(200);
    adminToken = admin.body.accessToken;
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
  });

  const signals = (app: TestApp, user: SignedUpUser) => () =>
    app.http.get('/api/ai-signals').set(bearer(user.accessToken));
  const adminUpdate = (userId: number, changes: object) =>
    first.http.put(`/api/admin/users/${userId}`).set(bearer(adminToken)).send(changes).expect(200);

  async function subscriber(): Promise<SignedUpUser> {
    const trader = await signUp(first.http);
    await activateSubscription(first, trader.user.id);
    // Both replicas have read (and cached) the trader's access.
    await signals(first, trader)().expect(200);
    await signals(second, trader)().expect(200);
    return trader;
  }

  it('a disabled user loses access on the other replica at once', async () => {
    const trader = await subscriber();
    await adminUpdate(trader.user.id, { disabled: true });
    const refused = await eventually(signals(second, trader), 401);
    expect(refused.body.message).toBe('This account is not available. Please sign in again.');
    await signals(first, trader)().expect(401);
  });

  it('a demoted user loses the role on the other replica at once', async () => {
    const helper = await signUp(first.http);
    await adminUpdate(helper.user.id, { role: 'support' });
    const users = (app: TestApp) => () => app.http.get('/api/admin/users').set(bearer(helper.accessToken));
    await users(second)().expect(200);

    await adminUpdate(helper.user.id, { role: 'user' });
    const refused = await eventually(users(second), 403);
    expect(refused.body.message).toBe("You don't have permission to do this.");
  });

  it('access tokens issued before a logout stop working on every replica; a new sign-in works', async () => {
    const trader = await subscriber();
    await first.http.post('/api/auth/logout').send({ refreshToken: trader.refreshToken }).expect(200);

    const refused = await eventually(signals(second, trader), 401);
    expect(refused.body.message).toBe('Your session has expired. Please sign in again.');
    await signals(first, trader)().expect(401);
    // The refresh token went with the logout.
    await second.http.post('/api/auth/refresh').send({ refreshToken: trader.refreshToken }).expect(401);

    const again = await first.http
      .post('/api/auth/login')
      .send({ email: trader.email, password: trader.password })
      .expect(200);
    await second.http.get('/api/ai-signals').set(bearer(again.body.accessToken)).expect(200);
  });

  it('a password change ends every other session on every replica at once; the device that changed it stays in', async () => {
    const trader = await subscriber();
    // A second device, signed in through the other replica.
    const otherDevice = (
      await second.http.post('/api/auth/login').send({ email: trader.email, password: trader.password }).expect(200)
    ).body;
    await second.http.get('/api/ai-signals').set(bearer(otherDevice.accessToken)).expect(200);

    const newPassword = 'a-new-secret-password';
    const changed = await first.http
      .post('/api/user/password')
      .set(bearer(trader.accessToken))
      .send({ currentPassword: trader.password, newPassword })
      .expect(200);

    for (const token of [trader.accessToken, otherDevice.accessToken]) {
      const refused = await eventually(() => second.http.get('/api/ai-signals').set(bearer(token)), 401);
      expect(refused.body.message).toBe('Your session has expired. Please sign in again.');
      await first.http.get('/api/ai-signals').set(bearer(token)).expect(401);
    }
    for (const refreshToken of [trader.refreshToken, otherDevice.refreshToken])
      await second.http.post('/api/auth/refresh').send({ refreshToken }).expect(401);
    // The device that changed the password got tokens of the new generation.
    await second.http.get('/api/ai-signals').set(bearer(changed.body.accessToken)).expect(200);
    await second.http.post('/api/auth/login').send({ email: trader.email, password: trader.password }).expect(401);
    await second.http.post('/api/auth/login').send({ email: trader.email, password: newPassword }).expect(200);
  });

  it('a payment on one replica opens the signals on the other at once', async () => {
    const trader = await signUp(first.http);
    await signals(second, trader)().expect(403);
    await activateSubscription(first, trader.user.id);
    await eventually(signals(second, trader), 200);
  });
});
