import { AlertDelivery } from '../../server/src/alerts/alert-delivery.entity.js';
import { seedSignal } from '../support/signals.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp, type SignedUpUser } from '../support/users.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };
const MINUTE = 60_000;

/** The user's page in the admin portal: what support reads to help a trader, and nothing it can change. */
describe("a user's page for staff: subscription, payments, alerts, sign-ins and the signals they see", () => {
  let testApp: TestApp;
  let admin: string;
  let support: string;
  let trader: SignedUpUser;
  let unpaid: SignedUpUser;

  const pages = (userId: number) => [
    `/api/admin/users/${userId}`,
    `/api/admin/users/${userId}/signals`,
    `/api/admin/users/${userId}/alert-deliveries`,
    `/api/admin/users/${userId}/sign-ins`,
  ];

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    admin = (await testApp.http.post('/api/auth/login').send(ADMIN).expect(200)).body.accessToken;
    const agent = await signUp(testApp.http);
    await testApp.http.put(`/api/admin/users/${agent.user.id}`).set(bearer(admin)).send({ role: 'support' });
    support = (
      await testApp.http.post('/api/auth/login').send({ email: agent.email, password: agent.password }).expect(200)
    ).body.accessToken;
    trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'BASIC');
    unpaid = await signUp(testApp.http);

    // Published 30 and 5 minutes ago: on Professional (15 minutes late) the trader sees only the first.
    const now = testApp.clock.now().getTime();
    for (const [symbol, minutesAgo] of [
      ['EURUSD', 30],
      ['GBPUSD', 5],
    ] as const) {
      const at = new Date(now - minutesAgo * MINUTE);
      await seedSignal(testApp, { symbol, entryPrice: 1.085, createdAt: at, updatedAt: at });
    }
    const deliveries = testApp.dataSource.getRepository(AlertDelivery);
    await deliveries.save(
      deliveries.create({
        userId: trader.user.id,
        channel: 'webhook',
        event: 'new-signal',
        dedupeKey: `new-signal:webhook:${trader.user.id}:1`,
        subject: 'New signal: BUY EURUSD',
        text: 'BUY EURUSD at 1.08500',
        link: null,
        data: {},
        needsAccess: true,
        status: 'dead',
        attempts: 5,
        nextAttemptAt: testApp.clock.now(),
        lastError: 'The webhook answered 500',
        sentAt: null,
      }),
    );
  });
  afterAll(() => testApp.close());

  it('lets support and admins read every part; guests get 401 and traders 403', async () => {
    for (const path of pages(trader.user.id)) {
      await testApp.http.get(path).expect(401);
      await testApp.http.get(path).set(bearer(trader.accessToken)).expect(403);
      await testApp.http.get(path).set(bearer(support)).expect(200);
      await testApp.http.get(path).set(bearer(admin)).expect(200);
    }
  });

  it('answers 404 with a sentence for a user that does not exist', async () => {
    for (const path of pages(999_999)) {
      const response = await testApp.http.get(path).set(bearer(support)).expect(404);
      expect(response.body.message).toBe('User not found.');
    }
  });

  it('offers support nothing to change there: every write is refused', async () => {
    const writes = [
      () => testApp.http.put(`/api/admin/users/${trader.user.id}`).send({ firstName: 'Changed' }),
      () => testApp.http.delete(`/api/admin/users/${trader.user.id}`),
      () => testApp.http.post(`/api/admin/users/${trader.user.id}/signals`),
      () => testApp.http.delete(`/api/admin/users/${trader.user.id}/sign-ins`),
      () => testApp.http.post(`/api/admin/users/${trader.user.id}/alert-deliveries`),
    ];
    for (const write of writes) {
      const response = await write().set(bearer(support));
      expect([403, 404]).toContain(response.status);
    }
    const user = await testApp.http.get(`/api/admin/users/${trader.user.id}`).set(bearer(support)).expect(200);
    expect(user.body.firstName).toBeNull();
  });

  it("shows the signals exactly as the trader's own signals page gets them, with the plan's delay", async () => {
    const seen = await testApp.http.get(`/api/admin/users/${trader.user.id}/signals`).set(bearer(support)).expect(200);
    const own = await testApp.http.get('/api/ai-signals').set(bearer(trader.accessToken)).expect(200);
    expect(seen.body).toMatchObject({ hasAccess: true, closedReason: null, delayMinutes: 15 });
    expect(seen.body.signals.map((signal: { symbol: string }) => signal.symbol)).toEqual(['EURUSD']);
    expect(seen.body.signals).toEqual(own.body);

    const closed = await testApp.http
      .get(`/api/admin/users/${unpaid.user.id}/signals`)
      .set(bearer(support))
      .expect(200);
    expect(closed.body).toEqual({
      hasAccess: false,
      closedReason: 'No active subscription: the signals page is closed to this trader',
      delayMinutes: 0,
      signals: [],
    });
  });

  it("lists the trader's alerts with what went wrong", async () => {
    const response = await testApp.http
      .get(`/api/admin/users/${trader.user.id}/alert-deliveries`)
      .set(bearer(support))
      .expect(200);
    expect(response.body).toEqual([
      expect.objectContaining({
        channel: 'webhook',
        event: 'new-signal',
        subject: 'New signal: BUY EURUSD',
        status: 'dead',
        attempts: 5,
        lastError: 'The webhook answered 500',
        sentAt: null,
      }),
    ]);
    expect(JSON.stringify(response.body)).not.toContain('dedupeKey');
  });

  it('lists recent sign-ins, newest first, with the ones that ended', async () => {
    const person = await signUp(testApp.http);
    const second = await testApp.http
      .post('/api/auth/login')
      .send({ email: person.email, password: person.password })
      .expect(200);
    await testApp.http.post('/api/auth/refresh').send({ refreshToken: second.body.refreshToken }).expect(200);
    await testApp.http.post('/api/auth/logout').send({ refreshToken: person.refreshToken }).expect(200);

    const response = await testApp.http
      .get(`/api/admin/users/${person.user.id}/sign-ins`)
      .set(bearer(support))
      .expect(200);
    expect(response.body).toHaveLength(2);
    const [newest, first] = response.body;
    expect(newest).toMatchObject({ secondFactor: false, endedAt: null });
    // The refresh renewed the newest session: seen after it signed in.
    expect(Date.parse(newest.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(newest.signedInAt));
    expect(first.endedAt).toEqual(expect.any(String));
    expect(Date.parse(first.signedInAt)).toBeLessThanOrEqual(Date.parse(newest.signedInAt));
    expect(JSON.stringify(response.body)).not.toMatch(/token|hash/i);
  });

  it("reads the user's subscription and payments through the lists support may read", async () => {
    const filter = JSON.stringify({ userId: trader.user.id });
    const subscriptions = await testApp.http
      .get('/api/admin/subscriptions')
      .query({ filter })
      .set(bearer(support))
      .expect(200);
    expect(subscriptions.body).toEqual([
      expect.objectContaining({ plan: 'BASIC', planName: 'Professional', status: 'ACTIVE' }),
    ]);
    const payments = await testApp.http.get('/api/admin/payments').query({ filter }).set(bearer(support)).expect(200);
    expect(payments.headers['content-range']).toMatch(/^payments /);
  });
});
