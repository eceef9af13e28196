import { Payment } from '../../server/src/payments/payment.entity.js';
import { Subscription } from '../../server/src/subscriptions/subscription.entity.js';
import { FAKE_API_KEY, FAKE_IPN_SECRET, FakeNowPayments } from '../fakes/fake-nowpayments.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp, type SignedUpUser } from '../support/users.js';

describe('payments through NOWPayments (a fake on 127.0.0.1)', () => {
  const nowPayments = new FakeNowPayments();
  let testApp: TestApp;

  beforeAll(async () => {
    await nowPayments.start();
    testApp = await startTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      PAYMENTS_PROVIDER: 'nowpayments',
      NOWPAYMENTS_API_KEY: FAKE_API_KEY,
      NOWPAYMENTS_IPN_SECRET: FAKE_IPN_SECRET,
      NOWPAYMENTS_BASE_URL: nowPayments.baseUrl,
      NOWPAYMENTS_TIMEOUT_MS: '500',
      PUBLIC_URL: 'https://signals.example.com',
    });
  });
  afterAll(async () => {
    await testApp.close();
    await nowPayments.stop();
  });
  afterEach(() => {
    nowPayments.mode = 'normal';
  });

  async function checkout(trader: SignedUpUser, plan = 'BASIC', cycle = 'monthly') {
    return (
      await testApp.http
        .post('/api/payments/create')
        .set(bearer(trader.accessToken))
        .send({ plan_type: plan, billing_cycle: cycle, currency: 'btc' })
        .expect(201)
    ).body;
  }
  const sendIpn = (ipn: { body: string; signature?: string }) => {
    const request = testApp.http.post('/api/payments/ipn').set('Content-Type', 'application/json');
    if (ipn.signature) request.set('x-nowpayments-sig', ipn.signature);
    return request.send(ipn.body);
  };
  const subscriptionOf = (trader: SignedUpUser) =>
    testApp.dataSource.getRepository(Subscription).findOneByOrFail({ userId: trader.user.id });

  it('lists the currencies from the provider', async () => {
    const trader = await signUp(testApp.http);
    const response = await testApp.http.get('/api/payments/currencies').set(bearer(trader.accessToken)).expect(200);
    expect(response.body.all).toEqual(expect.arrayContaining(['btc', 'eth', 'ltc', 'doge']));
  });

  it('creates the payment with our price, our order id and the callback URL', async () => {
    const trader = await signUp(testApp.http);
    const created = await checkout(trader, 'PRO', 'yearly');
    const sent = nowPayments.created.at(-1)!;
    const ours = await testApp.dataSource
      .getRepository(Payment)
      .findOneByOrFail({ providerPaymentId: created.payment_id });
    expect(sent).toEqual({
      price_amount: 790,
      price_currency: 'usd',
      pay_currency: 'btc',
      order_id: String(ours.id),
      order_description: 'Enterprise plan, yearly',
      ipn_callback_url: 'https://signals.example.com/api/payments/ipn',
    });
    expect(created).toMatchObject({ pay_currency: 'btc', pay_address: expect.any(String), status: 'waiting' });
    expect(nowPayments.apiKeysSeen.has(FAKE_API_KEY)).toBe(true);
  });

  it('activates on a signed "finished" callback, exactly once for duplicates', async () => {
    const trader = await signUp(testApp.http);
    const created = await checkout(trader);
    const ipn = nowPayments.ipn(created.payment_id, 'finished');
    expect((await sendIpn(ipn).expect(200)).body).toEqual({ success: true, status: 'finished' });
    const first = await subscriptionOf(trader);
    expect(first.status).toBe('ACTIVE');
    await sendIpn(ipn).expect(200);
    await sendIpn(ipn).expect(200);
    expect((await subscriptionOf(trader)).expiresAt!.toISOString()).toBe(first.expiresAt!.toISOString());
    expect((await testApp.http.get('/api/payments/history').set(bearer(trader.accessToken))).body).toHaveLength(1);
  });

  it('activates once when 20 identical callbacks arrive together', async () => {
    const trader = await signUp(testApp.http);
    const created = await checkout(trader);
    const ipn = nowPayments.ipn(created.payment_id, 'finished');
    const responses = await Promise.all(Array.from({ length: 20 }, () => sendIpn(ipn)));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const subscription = await subscriptionOf(trader);
    const month = subscription.expiresAt!.getTime() - subscription.startedAt!.getTime();
    expect(month / 86400000).toBeGreaterThanOrEqual(28);
    expect(month / 86400000).toBeLessThanOrEqual(31);
    const activated = await testApp.dataSource
      .getRepository(Payment)
      .createQueryBuilder('p')
      .where('p.userId = :id AND p.activatedAt IS NOT NULL', { id: trader.user.id })
      .getCount();
    expect(activated).toBe(1);
  });

  it('refuses forged and unsigned callbacks and changes nothing', async () => {
    const trader = await signUp(testApp.http);
    const created = await checkout(trader);
    const forged = nowPayments.ipn(created.payment_id, 'finished', 'not-the-secret');
    expect((await sendIpn(forged).expect(401)).body.message).toBe('Invalid payment notification signature.');
    await sendIpn({ body: forged.body }).expect(401);
    const genuine = nowPayments.ipn(created.payment_id, 'finished');
    await sendIpn({
      body: genuine.body.replace('"price_amount": 29', '"price_amount": 1'),
      signature: genuine.signature,
    }).expect(401);
    expect((await subscriptionOf(trader)).status).toBe('PENDING');
    expect(
      (await testApp.dataSource.getRepository(Payment).findOneByOrFail({ providerPaymentId: created.payment_id }))
        .status,
    ).toBe('waiting');
  });

  it('records partially_paid without activating, and a late earlier status never undoes a final one', async () => {
    const trader = await signUp(testApp.http);
    const created = await checkout(trader);
    await sendIpn(nowPayments.ipn(created.payment_id, 'partially_paid')).expect(200);
    const partial = await testApp.http
      .get(`/api/payments/status/${created.payment_id}`)
      .set(bearer(trader.accessToken))
      .expect(200);
    expect(partial.body).toMatchObject({ status: 'partially_paid', actually_paid: expect.any(String) });
    expect((await subscriptionOf(trader)).status).toBe('PENDING');

    await sendIpn(nowPayments.ipn(created.payment_id, 'finished')).expect(200);
    await sendIpn(nowPayments.ipn(created.payment_id, 'confirming')).expect(200);
    expect(
      (await testApp.dataSource.getRepository(Payment).findOneByOrFail({ providerPaymentId: created.payment_id }))
        .status,
    ).toBe('finished');
    expect((await subscriptionOf(trader)).status).toBe('ACTIVE');
  });

  it('picks up a lost callback when the trader asks for the status', async () => {
    const trader = await signUp(testApp.http);
    const created = await checkout(trader);
    nowPayments.setStatus(created.payment_id, 'confirmed');
    const response = await testApp.http
      .get(`/api/payments/status/${created.payment_id}`)
      .set(bearer(trader.accessToken))
      .expect(200);
    expect(response.body.status).toBe('confirmed');
    expect((await subscriptionOf(trader)).status).toBe('ACTIVE');
  });

  it('turns provider errors and slow answers into a clear 502 without leaking the key', async () => {
    const trader = await signUp(testApp.http);
    nowPayments.mode = 'error';
    const failed = await testApp.http
      .post('/api/payments/create')
      .set(bearer(trader.accessToken))
      .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency: 'btc' })
      .expect(502);
    expect(failed.body.message).toBe('The payment provider is not answering right now. Please try again in a moment.');
    expect(JSON.stringify(failed.body)).not.toContain(FAKE_API_KEY);
    nowPayments.mode = 'slow';
    const slow = await testApp.http
      .post('/api/payments/create')
      .set(bearer(trader.accessToken))
      .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency: 'btc' })
      .expect(502);
    expect(slow.body.message).toBe('The payment provider is not answering right now. Please try again in a moment.');
  });
});
