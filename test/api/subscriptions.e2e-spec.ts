import { Subscription } from '../../server/src/subscriptions/subscription.entity.js';
import { SubscriptionsService } from '../../server/src/subscriptions/subscriptions.service.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

describe('subscriptions', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => testApp.close());

  it('starts with no subscription: no plan chosen, nothing active', async () => {
    const trader = await signUp(testApp.http);
    expect((await testApp.http.get('/api/subscription').set(bearer(trader.accessToken)).expect(200)).body).toEqual({
      plan: null,
      hasChosenPlan: false,
    });
    const status = await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken)).expect(200);
    expect(status.body).toMatchObject({
      plan: null,
      status: null,
      isActive: false,
      daysRemaining: 0,
      connectedAccounts: 0,
      maxAccounts: 1,
    });
    expect(
      (await testApp.http.get('/api/subscription/limits').set(bearer(trader.accessToken)).expect(200)).body,
    ).toEqual({ maxAccounts: 1, plan: 'BASIC' });
  });

  it('records a chosen plan as PENDING until it is paid', async () => {
    const trader = await signUp(testApp.http);
    expect(
      (await testApp.http.post('/api/subscription').set(bearer(trader.accessToken)).send({ plan: 'PRO' }).expect(200))
        .body,
    ).toEqual({ plan: 'PRO', hasChosenPlan: true });
    const status = await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken)).expect(200);
    expect(status.body).toMatchObject({
      plan: 'PRO',
      status: 'PENDING',
      isActive: false,
      maxAccounts: 3,
      nextBillingDate: null,
    });
    expect((await testApp.http.get('/api/subscription/limits').set(bearer(trader.accessToken))).body).toEqual({
      maxAccounts: 3,
      plan: 'PRO',
    });
  });

  it.each([[{ plan: 'ENTERPRISE' }], [{ plan: 'basic' }], [{}], [{ plan: 'PRO', price: 1 }]])(
    'refuses to record %j',
    async (body) => {
      const trader = await signUp(testApp.http);
      const response = await testApp.http
        .post('/api/subscription')
        .set(bearer(trader.accessToken))
        .send(body)
        .expect(400);
      expect(response.body.message).toMatch(/Choose the BASIC or PRO plan|Unknown field 'price'/);
    },
  );

  it('activates for a month, counts the days down, warns at 7, and expires on time', async () => {
    const trader = await signUp(testApp.http);
    await testApp.http.post('/api/subscription').set(bearer(trader.accessToken)).send({ plan: 'BASIC' }).expect(200);
    await activateSubscription(testApp, trader.user.id, 'BASIC', 'monthly', '29.00');

    const active = await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken)).expect(200);
    expect(active.body).toMatchObject({
      plan: 'BASIC',
      status: 'ACTIVE',
      isActive: true,
      amountPaid: 29,
      currencyPaid: 'USD',
      billingCycle: 'monthly',
    });
    expect(active.body.daysRemaining).toBeGreaterThanOrEqual(28);
    expect(active.body.nextBillingDate).toBe(active.body.expiresAt);

    testApp.clock.advanceDays(active.body.daysRemaining - 7);
    expect(
      (await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken))).body.daysRemaining,
    ).toBe(7);

    testApp.clock.advanceDays(8);
    const lapsed = await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken)).expect(200);
    expect(lapsed.body).toMatchObject({ status: 'EXPIRED', isActive: false, daysRemaining: 0 });
    expect(await testApp.app.get(SubscriptionsService).expireDue()).toBeGreaterThanOrEqual(1);
    expect(
      (await testApp.dataSource.getRepository(Subscription).findOneByOrFail({ userId: trader.user.id })).status,
    ).toBe('EXPIRED');
  });

  it('extends a renewal from the current expiry, not from today; another cycle takes over at that expiry', async () => {
    const trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'PRO', 'monthly', '79.00');
    const first = (await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken))).body;
    testApp.clock.advanceDays(10);
    await activateSubscription(testApp, trader.user.id, 'PRO', 'yearly', '790.00');
    const renewed = (await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken))).body;
    const expected = new Date(first.expiresAt);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(renewed.expiresAt).toBe(expected.toISOString());
    expect(renewed).toMatchObject({
      billingCycle: 'monthly',
      amountPaid: 790,
      scheduledChange: { plan: 'PRO', billingCycle: 'yearly', effectiveAt: first.expiresAt, paid: true },
    });
  });

  it('cancels: access stays to the period end, a second cancel and a cancel without a subscription are refused', async () => {
    const trader = await signUp(testApp.http);
    const none = await testApp.http.post('/api/subscription/cancel').set(bearer(trader.accessToken)).expect(409);
    expect(none.body.message).toBe('You have no active subscription to cancel.');

    await activateSubscription(testApp, trader.user.id);
    const cancelled = await testApp.http.post('/api/subscription/cancel').set(bearer(trader.accessToken)).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', isActive: true, nextBillingDate: null });
    const twice = await testApp.http.post('/api/subscription/cancel').set(bearer(trader.accessToken)).expect(409);
    expect(twice.body.message).toBe('Your subscription is already cancelled.');

    testApp.clock.advanceDays(40);
    expect((await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken))).body).toMatchObject({
      status: 'EXPIRED',
      isActive: false,
    });
  });

  it('refuses to switch plans over an active subscription without paying', async () => {
    const trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'BASIC');
    const response = await testApp.http
      .post('/api/subscription')
      .set(bearer(trader.accessToken))
      .send({ plan: 'PRO' })
      .expect(409);
    expect(response.body.message).toBe(
      'You already have an active subscription to another plan. Choose the new plan on the Pricing page to change it.',
    );
    await testApp.http.post('/api/subscription').set(bearer(trader.accessToken)).send({ plan: 'BASIC' }).expect(200);
  });

  it('needs a signed-in caller on every route', async () => {
    for (const [method, path] of [
      ['get', '/api/subscription'],
      ['post', '/api/subscription'],
      ['get', '/api/subscription/status'],
      ['get', '/api/subscription/limits'],
      ['post', '/api/subscription/cancel'],
    ] as const) {
      await testApp.http[method](path).expect(401);
    }
  });
});
