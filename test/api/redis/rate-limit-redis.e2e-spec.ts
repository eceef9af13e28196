import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from '../../support/test-app.js';

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
