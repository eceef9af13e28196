import { randomBytes } from 'node:crypto';
import { FakeClock } from '../../support/fake-clock.js';
import { startTestApp, startTestAppOn, type TestApp } from '../../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { codeAt, turnOnTwoFactor } from '../../support/two-factor.js';
import { bearer, signUp } from '../../support/users.js';

// Runs when TEST_REDIS_URL names a Redis server (CI's second API pass); see jest.config.js.
const REDIS_URL = process.env.TEST_REDIS_URL!;

describe('rate limits shared through Redis', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, AUTH_RATE_LIMIT_PER_MINUTE: '3' };
    [first, second] = await Promise.all([startTestApp(env), startTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  const attempt = (app: TestApp) =>
    app.http.post('/api/auth/login').send({ email: 'someone@example.com', password: 'wrong-password' });

  it('counts attempts across replicas: the fourth, on another replica, is refused', async () => {
    const statuses = [(await attempt(first)).status, (await attempt(second)).status, (await attempt(first)).status];
    expect(statuses).toEqual([401, 401, 401]);
    const refused = await attempt(second).expect(429);
    expect(refused.body.message).toBe('Too many attempts. Please wait a minute and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps signing in working when Redis does not answer', async () => {
    const unreachable = await startTestApp({
      REDIS_URL: 'redis://127.0.0.1:1',
      REDIS_KEY_PREFIX: prefix,
      AUTH_RATE_LIMIT_PER_MINUTE: '2',
    });
    try {
      expect((await attempt(unreachable)).status).toBe(401);
      expect((await attempt(unreachable)).status).toBe(401);
      // The in-memory fallback still limits.
      expect((await attempt(unreachable)).status).toBe(429);
    } finally {
      await unreachable.close();
    }
  });
});

describe('wrong passwords and codes per account, counted across replicas through Redis', () => {
  const LIMIT = 4;
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      REDIS_URL,
      REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ACCOUNT_GUESS_LIMIT: String(LIMIT),
    };
    // One after the other: the first runs the migrations. Both read one clock.
    const clock = new FakeClock();
    first = await startTestAppOn(database, env, { clock });
    second = await startTestAppOn(database, env, { clock });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
  });

  it('refuses the fifth wrong password of an account on the other replica, the right one included', async () => {
    const trader = await signUp(first.http);
    const changePassword = (app: TestApp, currentPassword: string) =>
      app.http
        .post('/api/user/password')
        .set(bearer(trader.accessToken))
        .send({ currentPassword, newPassword: 'new-password-1' });
    const statuses = [];
    for (const app of [first, second, first, second]) statuses.push((await changePassword(app, 'not-it')).status);
    expect(statuses).toEqual([400, 400, 400, 400]);
    const refused = await changePassword(first, trader.password);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many wrong passwords for this account. Please try again in 15 minutes, or reset your password from the sign-in page.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    // The account's other routes that ask for the password wait too, on either replica.
    const deletion = await second.http
      .delete('/api/user/account')
      .set(bearer(trader.accessToken))
      .send({ password: trader.password });
    expect(deletion.status).toBe(429);
  });

  it('refuses wrong second-factor codes of an account beyond the limit, whichever replica checks them', async () => {
    const trader = await signUp(first.http);
    const { secret } = await turnOnTwoFactor(first.http, first.clock, trader);
    const challenge = async (app: TestApp) =>
      (await app.http.post('/api/auth/login').send({ email: trader.email, password: trader.password }).expect(200)).body
        .challenge as string;
    const right = await codeAt(secret, first.clock);
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses = [];
    for (const app of [first, second, first, second])
      statuses.push(
        (await app.http.post('/api/auth/two-factor').send({ challenge: await challenge(app), code: wrong })).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401]);
    const refused = await second.http
      .post('/api/auth/two-factor')
      .send({ challenge: await challenge(second), code: right });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many wrong codes for this account. Please try again in 15 minutes.');
  });
});
