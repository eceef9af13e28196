import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, startTestAppOn, type TestApp } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';
import { bearer, signUpWithPlan } from '../support/users.js';

/** Expert Advisor keys across replicas and under their rate limit: apps of their own (ea.e2e-spec.ts has the rest). */
describe('MetaTrader account keys', () => {
  it('revoked, gets 401 at once on every replica', async () => {
    const database = await createTestDatabase();
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '1000', SIGNAL_SYMBOLS: 'US30' };
    const one = await startTestAppOn(database, env);
    let two: TestApp | undefined;
    try {
      const trader = await signUpWithPlan(one.http, 'PRO');
      await activateSubscription(one, trader.user.id, 'PRO');
      const account = await one.http
        .post('/api/accounts')
        .set(bearer(trader.accessToken))
        .send({ mtId: '7001' })
        .expect(201);
      const { key } = (
        await one.http.post(`/api/accounts/${account.body.id}/key`).set(bearer(trader.accessToken)).send({})
      ).body;
      // The second replica starts once the trader has a plan: without Redis, replicas share no cache drops.
      two = await startTestAppOn(database, env);
      await two.http.get('/api/ea/signals').set(bearer(key)).expect(200);
      await one.http.delete(`/api/accounts/${account.body.id}/key`).set(bearer(trader.accessToken)).expect(200);
      await two.http.get('/api/ea/signals').set(bearer(key)).expect(401);
      await one.http
        .post('/api/ea/reports')
        .set(bearer(key))
        .send({ type: 'skipped', signalId: 1, reason: 'x' })
        .expect(401);
    } finally {
      await one.close();
      await two?.close();
      await database.drop();
    }
  });

  it('is limited to EA_REQUESTS_PER_MINUTE, with Retry-After', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', EA_REQUESTS_PER_MINUTE: '3' });
    try {
      const trader = await signUpWithPlan(limited.http, 'PRO');
      await activateSubscription(limited, trader.user.id, 'PRO');
      const account = await limited.http.post('/api/accounts').set(bearer(trader.accessToken)).send({ mtId: '7002' });
      const { key } = (
        await limited.http.post(`/api/accounts/${account.body.id}/key`).set(bearer(trader.accessToken)).send({})
      ).body;
      for (let i = 0; i < 3; i += 1) await limited.http.get('/api/ea/signals').set(bearer(key)).expect(200);
      const refused = await limited.http.get('/api/ea/signals').set(bearer(key)).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/^Too many requests with this account key: wait \d+ s\./);
    } finally {
      await limited.close();
    }
  });
});
