import { withReference } from '../support/errors.js';
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

  async function checkout(trader: SignedUpUser, plan = 'BASIC', cycle = 'monthly', currency = 'btc') {
    return (
      await testApp.http
        .post('/api/payments/create')
        .set(bearer(trader.accessToken))
        .send({ plan_type: plan, billing_cycle: cycle, currency })
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
    expect(responses.filter((response) => response.status !== 200)).toEqual([]);
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

  it('refuses a deeply nested or non-object callback with a 4xx before checking its signature', async () => {
    const anySignature = 'ab'.repeat(64);
    const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    const deep = await sendIpn({ body: nested(5000), signature: anySignature }).expect(400);
    expect(deep.body.message).toBe('The request body is nested too deeply (at most 32 levels).');
    await sendIpn({ body: '[' + '['.repeat(3000) + ']'.repeat(3000) + ']', signature: anySignature }).expect(400);
    // JSON's strict parser already refuses bare scalars; what parses but is no object is unsigned.
    for (const body of ['"text"', 'null']) await sendIpn({ body, signature: anySignature }).expect(400);
    for (const body of ['[]', '[{"payment_id":1}]', nested(30)]) {
      const answer = await sendIpn({ body, signature: anySignature });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Invalid payment notification signature.');
    }
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

  it('credits money that still arrives on a superseded invoice, and shows it as paid after being superseded', async () => {
    const trader = await signUp(testApp.http);
    const abandoned = await checkout(trader);
    // Change Currency: a new invoice replaces the one on offer.
    const current = await checkout(trader, 'BASIC', 'monthly', 'eth');
    const payments = testApp.dataSource.getRepository(Payment);
    expect((await payments.findOneByOrFail({ providerPaymentId: abandoned.payment_id })).status).toBe('superseded');
    // A late "waiting" report does not reopen it.
    await sendIpn(nowPayments.ipn(abandoned.payment_id, 'waiting')).expect(200);
    expect((await payments.findOneByOrFail({ providerPaymentId: abandoned.payment_id })).status).toBe('superseded');

    // The trader paid the old address anyway: the money is credited, not lost.
    await sendIpn(nowPayments.ipn(abandoned.payment_id, 'finished')).expect(200);
    const late = await payments.findOneByOrFail({ providerPaymentId: abandoned.payment_id });
    expect(late).toMatchObject({ status: 'finished', supersededAt: expect.any(Date), activatedAt: expect.any(Date) });
    expect((await subscriptionOf(trader)).status).toBe('ACTIVE');
    const history = await testApp.http.get('/api/payments/history').set(bearer(trader.accessToken)).expect(200);
    expect(history.body).toEqual([
      expect.objectContaining({ transactionId: abandoned.payment_id, status: 'paid', superseded: true }),
    ]);
    // The newer invoice stays open for its own money.
    expect((await payments.findOneByOrFail({ providerPaymentId: current.payment_id })).status).toBe('waiting');
    // A status check asks the provider about a superseded invoice too (money may still arrive).
    const third = await checkout(trader, 'BASIC', 'monthly', 'ltc');
    nowPayments.setStatus(current.payment_id, 'confirmed');
    const checked = await testApp.http
      .get(`/api/payments/status/${current.payment_id}`)
      .set(bearer(trader.accessToken))
      .expect(200);
    expect(checked.body.status).toBe('confirmed');
    expect((await payments.findOneByOrFail({ providerPaymentId: third.payment_id })).status).toBe('waiting');
  });

  it('counts late money on a replaced upgrade invoice only for what it carried: the credit is used once', async () => {
    const trader = await signUp(testApp.http);
    const basic = await checkout(trader);
    await sendIpn(nowPayments.ipn(basic.payment_id, 'finished')).expect(200);
    testApp.clock.advanceDays(10);
    const first = await checkout(trader, 'PRO');
    const second = await checkout(trader, 'PRO', 'monthly', 'eth');
    expect(first).toMatchObject({ kind: 'upgrade', price_amount: second.price_amount });
    expect(nowPayments.created.at(-1)!.order_description).toBe(
      `Enterprise plan, monthly, $${second.credit.toFixed(2)} unused time credited`,
    );
    await sendIpn(nowPayments.ipn(second.payment_id, 'finished')).expect(200);
    const upgraded = await subscriptionOf(trader);
    expect(upgraded.planType).toBe('PRO');

    // Money still reaches the invoice the second checkout replaced: it buys its share of a month, from the expiry.
    await sendIpn(nowPayments.ipn(first.payment_id, 'finished')).expect(200);
    const late = await testApp.dataSource
      .getRepository(Payment)
      .findOneByOrFail({ providerPaymentId: first.payment_id });
    const start = upgraded.expiresAt!;
    const month = new Date(start).setUTCMonth(start.getUTCMonth() + 1) - start.getTime();
    const share = Math.floor((Math.round(first.price_amount * 100) * month) / 7900);
    expect([late.periodStart, late.periodEnd]).toEqual([start, new Date(start.getTime() + share)]);
    expect(await subscriptionOf(trader)).toMatchObject({ planType: 'PRO', expiresAt: late.periodEnd });
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
    expect(failed.body.message).toBe(
      withReference('The payment provider is not answering right now. Please try again in a moment.', failed),
    );
    expect(JSON.stringify(failed.body)).not.toContain(FAKE_API_KEY);
    nowPayments.mode = 'slow';
    const slow = await testApp.http
      .post('/api/payments/create')
      .set(bearer(trader.accessToken))
      .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency: 'btc' })
      .expect(502);
    expect(slow.body.message).toBe(
      withReference('The payment provider is not answering right now. Please try again in a moment.', slow),
    );
  });
  it('credits money that still reaches an invoice the trader cancelled', async () => {
    const trader = await signUp(testApp.http);
    const created = await checkout(trader);
    await testApp.http.post(`/api/payments/${created.payment_id}/cancel`).set(bearer(trader.accessToken)).expect(200);
    await sendIpn(nowPayments.ipn(created.payment_id, 'finished')).expect(200);
    expect((await subscriptionOf(trader)).status).toBe('ACTIVE');
    expect(
      await testApp.dataSource.getRepository(Payment).findOneByOrFail({ providerPaymentId: created.payment_id }),
    ).toMatchObject({ status: 'finished', activatedAt: expect.any(Date), cancelledAt: expect.any(Date) });
  });

  it('cancels the open invoice of a deleted account; money arriving later is marked for a refund and buys nothing', async () => {
    const trader = await signUp(testApp.http);
    const created = await checkout(trader);
    await testApp.http
      .delete('/api/user/account')
      .set(bearer(trader.accessToken))
      .send({ password: trader.password })
      .expect(200);
    const payments = testApp.dataSource.getRepository(Payment);
    expect(await payments.findOneByOrFail({ providerPaymentId: created.payment_id })).toMatchObject({
      status: 'cancelled',
      cancelledAt: expect.any(Date),
    });

    const ipn = nowPayments.ipn(created.payment_id, 'finished');
    await Promise.all([sendIpn(ipn).expect(200), sendIpn(ipn).expect(200)]);
    expect(await payments.findOneByOrFail({ providerPaymentId: created.payment_id })).toMatchObject({
      status: 'finished',
      activatedAt: null,
      confirmedAt: expect.any(Date),
      refundDueAt: expect.any(Date),
    });
    expect(await testApp.dataSource.getRepository(Subscription).countBy({ userId: trader.user.id })).toBe(0);

    const admin = await testApp.http
      .post('/api/auth/login')
      .send({ email: 'admin@example.com', password: 'admin-password-for-tests' })
      .expect(200);
    const billing = await testApp.http
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify({ userId: trader.user.id }) })
      .set(bearer(admin.body.accessToken))
      .expect(200);
    expect(billing.body).toEqual([
      expect.objectContaining({ userEmail: 'deleted user', status: 'finished', refundDueAt: expect.any(String) }),
    ]);
  });
});
