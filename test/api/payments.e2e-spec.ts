import { Payment } from '../../server/src/payments/payment.entity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

const CONFIRM_SECONDS = 20;

describe('payments with the simulated provider', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      PAYMENTS_SIMULATED_CONFIRM_SECONDS: String(CONFIRM_SECONDS),
    });
  });
  afterAll(() => testApp.close());

  it('lists the accepted currencies', async () => {
    const trader = await signUp(testApp.http);
    const response = await testApp.http.get('/api/payments/currencies').set(bearer(trader.accessToken)).expect(200);
    expect(response.body.all).toEqual(
      expect.arrayContaining(['btc', 'eth', 'sol', 'usdttrc20', 'usdterc20', 'usdtbsc', 'ltc', 'ada', 'dot', 'doge']),
    );
  });

  it('goes from a chosen plan to an active subscription: pending → paid → active, with billing history', async () => {
    const trader = await signUp(testApp.http);
    await testApp.http.post('/api/subscription').set(bearer(trader.accessToken)).send({ plan: 'PRO' }).expect(200);
    const created = await testApp.http
      .post('/api/payments/create')
      .set(bearer(trader.accessToken))
      .send({ plan_type: 'PRO', billing_cycle: 'yearly', currency: 'BTC' })
      .expect(201);
    expect(created.body).toEqual({
      payment_id: expect.stringMatching(/^sim_/),
      status: 'waiting',
      plan_type: 'PRO',
      billing_cycle: 'yearly',
      kind: 'new',
      pay_currency: 'btc',
      pay_amount: expect.stringMatching(/^0\.\d+$/),
      pay_address: expect.stringMatching(/^SIMULATED-BTC-/),
      subscription_id: expect.any(Number),
      price_amount: 790,
      price_currency: 'USD',
      list_price: 790,
      credit: 0,
      created_at: testApp.clock.now().toISOString(),
      expires_at: new Date(testApp.clock.now().getTime() + 30 * 60 * 1000).toISOString(),
      paid_at: null,
      period_start: null,
      period_end: null,
      receipt_id: null,
    });

    const waiting = await testApp.http
      .get(`/api/payments/status/${created.body.payment_id}`)
      .set(bearer(trader.accessToken))
      .expect(200);
    expect(waiting.body.status).toBe('waiting');
    expect((await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken))).body).toMatchObject({
      status: 'PENDING',
      isActive: false,
    });

    testApp.clock.advanceDays(CONFIRM_SECONDS / 86400 + 0.0001);
    const finished = await testApp.http
      .get(`/api/payments/status/${created.body.payment_id}`)
      .set(bearer(trader.accessToken))
      .expect(200);
    expect(finished.body.status).toBe('finished');

    const status = await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken)).expect(200);
    expect(status.body).toMatchObject({
      plan: 'PRO',
      status: 'ACTIVE',
      isActive: true,
      billingCycle: 'yearly',
      amountPaid: 790,
      currencyPaid: 'USD',
    });
    expect(status.body.daysRemaining).toBeGreaterThanOrEqual(364);

    const history = await testApp.http.get('/api/payments/history').set(bearer(trader.accessToken)).expect(200);
    expect(history.body).toEqual([
      {
        id: expect.any(Number),
        plan_type: 'PRO',
        billing_cycle: 'yearly',
        date: expect.any(String),
        amount: 790,
        credit: 0,
        currency: 'USD',
        transactionId: created.body.payment_id,
        status: 'paid',
        superseded: false,
      },
    ]);
    // Asking again changes nothing.
    await testApp.http
      .get(`/api/payments/status/${created.body.payment_id}`)
      .set(bearer(trader.accessToken))
      .expect(200);
    expect((await testApp.http.get('/api/payments/history').set(bearer(trader.accessToken))).body).toHaveLength(1);
  });

  it('charges the plan price whatever the client says, and refuses support plans and unknown coins', async () => {
    const trader = await signUp(testApp.http);
    const tampered = await testApp.http
      .post('/api/payments/create')
      .set(bearer(trader.accessToken))
      .send({ plan_type: 'PRO', billing_cycle: 'monthly', currency: 'eth', price: 1 })
      .expect(400);
    expect(tampered.body.message).toBe("Unknown field 'price'.");
    const created = await testApp.http
      .post('/api/payments/create')
      .set(bearer(trader.accessToken))
      .send({ plan_type: 'pro', billing_cycle: 'monthly', currency: 'eth' })
      .expect(201);
    expect(created.body.price_amount).toBe(79);
    expect(
      (await testApp.dataSource.getRepository(Payment).findOneByOrFail({ providerPaymentId: created.body.payment_id }))
        .priceAmount,
    ).toBe('79.00');

    const enterprise = await testApp.http
      .post('/api/payments/create')
      .set(bearer(trader.accessToken))
      .send({ plan_type: 'ENTERPRISE', billing_cycle: 'monthly', currency: 'btc' })
      .expect(400);
    expect(enterprise.body.message).toBe(
      'This plan is arranged through our support team. Please contact support to subscribe.',
    );
    const coin = await testApp.http
      .post('/api/payments/create')
      .set(bearer(trader.accessToken))
      .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency: 'xyz' })
      .expect(400);
    expect(coin.body.message).toBe('XYZ is not accepted. Please choose another cryptocurrency.');
    const missing = await testApp.http
      .post('/api/payments/create')
      .set(bearer(trader.accessToken))
      .send({ plan_type: 'BASIC', billing_cycle: 'weekly', currency: '' })
      .expect(400);
    expect(missing.body.message).toBe("billing_cycle must be 'monthly' or 'yearly'. Please select a cryptocurrency.");
  });

  const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };
  const checkout = async (token: string, currency: string) =>
    (
      await testApp.http
        .post('/api/payments/create')
        .set(bearer(token))
        .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency })
        .expect(201)
    ).body;
  const statusOf = async (token: string, paymentId: string) =>
    (await testApp.http.get(`/api/payments/status/${paymentId}`).set(bearer(token)).expect(200)).body.status;

  it('supersedes the open checkout when a new one starts: it never confirms, shows as superseded, and is not revenue', async () => {
    const admin = (await testApp.http.post('/api/auth/login').send(ADMIN).expect(200)).body.accessToken;
    const revenueBefore = (await testApp.http.get('/api/admin/stats/revenue').set(bearer(admin)).expect(200)).body
      .revenueThisMonth;
    const trader = await signUp(testApp.http);
    await testApp.http.post('/api/subscription').set(bearer(trader.accessToken)).send({ plan: 'BASIC' }).expect(200);
    // BTC, then Change Currency → ETH.
    const btc = await checkout(trader.accessToken, 'btc');
    const eth = await checkout(trader.accessToken, 'eth');
    expect(await statusOf(trader.accessToken, btc.payment_id)).toBe('superseded');

    testApp.clock.advanceDays(CONFIRM_SECONDS / 86400 + 0.0001);
    expect(await statusOf(trader.accessToken, btc.payment_id)).toBe('superseded');
    expect(await statusOf(trader.accessToken, eth.payment_id)).toBe('finished');
    expect(await statusOf(trader.accessToken, btc.payment_id)).toBe('superseded');

    const subscription = await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken)).expect(200);
    expect(subscription.body).toMatchObject({ status: 'ACTIVE', amountPaid: 29 });
    expect(subscription.body.daysRemaining).toBeLessThanOrEqual(31);

    const history = await testApp.http.get('/api/payments/history').set(bearer(trader.accessToken)).expect(200);
    expect(history.body.map((item: { transactionId: string; status: string; superseded: boolean }) => item)).toEqual([
      expect.objectContaining({ transactionId: eth.payment_id, status: 'paid', superseded: false, amount: 29 }),
      expect.objectContaining({ transactionId: btc.payment_id, status: 'superseded', superseded: true, amount: 29 }),
    ]);

    const billing = await testApp.http
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify({ userId: trader.user.id }) })
      .set(bearer(admin))
      .expect(200);
    expect(billing.body.map((payment: { status: string; supersededAt: string | null }) => payment)).toEqual([
      expect.objectContaining({ status: 'finished', supersededAt: null }),
      expect.objectContaining({ status: 'superseded', supersededAt: expect.any(String), confirmedAt: null }),
    ]);
    const revenueAfter = (await testApp.http.get('/api/admin/stats/revenue').set(bearer(admin)).expect(200)).body
      .revenueThisMonth;
    expect(revenueAfter - revenueBefore).toBe(29);
  });

  it('leaves exactly one open checkout when several start at once, and activates once', async () => {
    const trader = await signUp(testApp.http);
    await testApp.http.post('/api/subscription').set(bearer(trader.accessToken)).send({ plan: 'BASIC' }).expect(200);
    const created = await Promise.all(
      ['btc', 'eth', 'ltc', 'sol', 'doge'].map((coin) => checkout(trader.accessToken, coin)),
    );
    const rows = await testApp.dataSource.getRepository(Payment).findBy({ userId: trader.user.id });
    expect(rows.map((row) => row.status).sort()).toEqual([
      'superseded',
      'superseded',
      'superseded',
      'superseded',
      'waiting',
    ]);

    testApp.clock.advanceDays(CONFIRM_SECONDS / 86400 + 0.0001);
    const statuses = await Promise.all(created.map((payment) => statusOf(trader.accessToken, payment.payment_id)));
    expect(statuses.sort()).toEqual(['finished', 'superseded', 'superseded', 'superseded', 'superseded']);
    const activated = (await testApp.dataSource.getRepository(Payment).findBy({ userId: trader.user.id })).filter(
      (row) => row.activatedAt !== null,
    );
    expect(activated).toHaveLength(1);
  });

  const current = async (token: string) =>
    (await testApp.http.get('/api/payments/current').set(bearer(token)).expect(200)).body;

  // Found by npm run soak on MariaDB: two traders' checkouts at once could deadlock on the payments
  // index (each replacing its own open invoice, then inserting beside the other's) and answer 500.
  it('opens every trader’s invoice when many traders check out at once', async () => {
    const traders = [];
    for (let count = 0; count < 12; count += 1) traders.push(await signUp(testApp.http));
    for (const currency of ['btc', 'eth', 'ltc']) {
      const answers = await Promise.all(
        traders.map((trader) =>
          testApp.http
            .post('/api/payments/create')
            .set(bearer(trader.accessToken))
            .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(traders.map(() => 201));
    }
  });

  it('keeps the open invoice on the server: every page and device resumes it until it is paid', async () => {
    const trader = await signUp(testApp.http);
    expect(await current(trader.accessToken)).toEqual({ open: null, last_paid: null });
    const first = await checkout(trader.accessToken, 'btc');
    testApp.clock.advanceDays(5 / 86400);

    // A reload, another tab, another device: the same invoice with the same address, amount and expiry.
    const resumed = await current(trader.accessToken);
    expect(resumed).toEqual({ open: first, last_paid: null });
    const otherDevice = (
      await testApp.http.post('/api/auth/login').send({ email: trader.email, password: trader.password }).expect(200)
    ).body;
    expect((await current(otherDevice.accessToken)).open).toEqual(first);

    // Continue to Payment again with the same coin answers the invoice on offer, not a second one.
    const again = await checkout(otherDevice.accessToken, 'btc');
    expect(again).toEqual(first);
    expect(await testApp.dataSource.getRepository(Payment).countBy({ userId: trader.user.id })).toBe(1);

    // Paid: no invoice on offer any more, and the last paid one says what it bought.
    testApp.clock.advanceDays(CONFIRM_SECONDS / 86400);
    const paid = await current(trader.accessToken);
    expect(paid.open).toBeNull();
    expect(paid.last_paid).toMatchObject({
      payment_id: first.payment_id,
      status: 'finished',
      plan_type: 'BASIC',
      billing_cycle: 'monthly',
      price_amount: 29,
      paid_at: testApp.clock.now().toISOString(),
      period_start: testApp.clock.now().toISOString(),
      period_end: expect.any(String),
      receipt_id: expect.any(Number),
    });
    const status = await testApp.http
      .get(`/api/payments/status/${first.payment_id}`)
      .set(bearer(trader.accessToken))
      .expect(200);
    expect(status.body).toMatchObject({ status: 'finished', period_end: paid.last_paid.period_end });
    // The next checkout is a new invoice: a renewal from the end of the period just paid.
    const renewal = await checkout(trader.accessToken, 'btc');
    expect(renewal.payment_id).not.toBe(first.payment_id);
    expect(renewal.kind).toBe('renewal');
  });

  it('replaces the open invoice on a change of coin, plan or cycle, and after its 30 minutes', async () => {
    const trader = await signUp(testApp.http);
    const btc = await checkout(trader.accessToken, 'btc');
    const eth = await checkout(trader.accessToken, 'eth');
    expect(eth.payment_id).not.toBe(btc.payment_id);
    expect(await statusOf(trader.accessToken, btc.payment_id)).toBe('superseded');
    expect((await current(trader.accessToken)).open).toEqual(eth);

    const yearly = (
      await testApp.http
        .post('/api/payments/create')
        .set(bearer(trader.accessToken))
        .send({ plan_type: 'BASIC', billing_cycle: 'yearly', currency: 'eth' })
        .expect(201)
    ).body;
    expect(await statusOf(trader.accessToken, eth.payment_id)).toBe('superseded');
    expect((await current(trader.accessToken)).open).toEqual(yearly);

    testApp.clock.advanceDays(31 / (24 * 60));
    expect((await current(trader.accessToken)).open).toBeNull();
  });

  it('cancels the open invoice on request, once, and never one that is paid', async () => {
    const trader = await signUp(testApp.http);
    const open = await checkout(trader.accessToken, 'ltc');
    const cancel = (paymentId: string) =>
      testApp.http.post(`/api/payments/${paymentId}/cancel`).set(bearer(trader.accessToken));
    const cancelled = await cancel(open.payment_id).expect(200);
    expect(cancelled.body).toMatchObject({ payment_id: open.payment_id, status: 'cancelled' });
    expect((await cancel(open.payment_id).expect(200)).body).toEqual(cancelled.body);
    expect(await current(trader.accessToken)).toEqual({ open: null, last_paid: null });
    // Cancelled means cancelled: the simulated confirmation never comes for it.
    testApp.clock.advanceDays(CONFIRM_SECONDS / 86400 + 0.0001);
    expect(await statusOf(trader.accessToken, open.payment_id)).toBe('cancelled');
    expect((await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken))).body.isActive).toBe(
      false,
    );

    // A new checkout with the same coin is a new invoice; once paid it cannot be cancelled.
    const next = await checkout(trader.accessToken, 'ltc');
    expect(next.payment_id).not.toBe(open.payment_id);
    testApp.clock.advanceDays(CONFIRM_SECONDS / 86400 + 0.0001);
    expect(await statusOf(trader.accessToken, next.payment_id)).toBe('finished');
    expect((await cancel(next.payment_id).expect(409)).body.message).toBe(
      'This invoice is already paid, so there is nothing to cancel.',
    );
    const other = await signUp(testApp.http);
    await testApp.http.post(`/api/payments/${next.payment_id}/cancel`).set(bearer(other.accessToken)).expect(404);
  });

  it('opens one invoice when the same checkout is sent several times at once', async () => {
    const trader = await signUp(testApp.http);
    const created = await Promise.all(Array.from({ length: 5 }, () => checkout(trader.accessToken, 'doge')));
    expect(new Set(created.map((payment) => payment.payment_id)).size).toBe(1);
    const rows = await testApp.dataSource.getRepository(Payment).findBy({ userId: trader.user.id });
    expect(rows.map((row) => row.status)).toEqual(['waiting']);
  });

  it('opens a new invoice when a request died while opening the one on offer', async () => {
    const trader = await signUp(testApp.http);
    const first = await checkout(trader.accessToken, 'sol');
    const payments = testApp.dataSource.getRepository(Payment);
    // As a replica that died between recording the checkout and hearing from the processor leaves it.
    await payments.update({ providerPaymentId: first.payment_id }, { providerPaymentId: null, payAddress: null });
    testApp.clock.advanceMinutes(1);
    const next = await checkout(trader.accessToken, 'sol');
    expect(next.payment_id).not.toBe(first.payment_id);
    expect((await payments.findBy({ userId: trader.user.id })).map((row) => row.status).sort()).toEqual([
      'failed',
      'waiting',
    ]);
  });

  it("keeps other traders' payments invisible", async () => {
    const owner = await signUp(testApp.http);
    const other = await signUp(testApp.http);
    const created = await testApp.http
      .post('/api/payments/create')
      .set(bearer(owner.accessToken))
      .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency: 'ltc' })
      .expect(201);
    const response = await testApp.http
      .get(`/api/payments/status/${created.body.payment_id}`)
      .set(bearer(other.accessToken))
      .expect(404);
    expect(response.body.message).toBe('Payment not found.');
    expect((await testApp.http.get('/api/payments/history').set(bearer(other.accessToken))).body).toEqual([]);
  });

  it('refuses callbacks: the simulated provider never signs any', async () => {
    await testApp.http
      .post('/api/payments/ipn')
      .set('x-nowpayments-sig', 'a'.repeat(128))
      .send({ payment_id: 1, payment_status: 'finished' })
      .expect(401);
  });

  it('needs a signed-in caller except for the callback', async () => {
    await testApp.http.get('/api/payments/currencies').expect(401);
    await testApp.http.post('/api/payments/create').send({}).expect(401);
    await testApp.http.get('/api/payments/status/x').expect(401);
    await testApp.http.get('/api/payments/history').expect(401);
    await testApp.http.get('/api/payments/current').expect(401);
    await testApp.http.post('/api/payments/x/cancel').expect(401);
  });
});

/**
 * A simulated payment set to confirm after 3 s once took 12 to 17 s: it confirmed only when a
 * status request or the once-a-minute re-check job asked. Now the check is scheduled at creation
 * for the stated moment; on the test's clock, scheduled tasks run when the suite says so.
 */
describe('the simulated provider confirms at its stated delay', () => {
  const DELAY_SECONDS = 3;
  let testApp: TestApp;
  let closed = false;

  beforeAll(async () => {
    testApp = await startTestApp({ PAYMENTS_SIMULATED_CONFIRM_SECONDS: String(DELAY_SECONDS) });
  });
  afterAll(async () => {
    if (!closed) await testApp.close();
  });

  const rowOf = (providerPaymentId: string) =>
    testApp.dataSource.getRepository(Payment).findOneByOrFail({ providerPaymentId });

  it('schedules the check for the moment the payment settles and confirms it then, with nobody asking', async () => {
    const trader = await signUp(testApp.http);
    const auth = bearer(trader.accessToken);
    await testApp.http.post('/api/subscription').set(auth).send({ plan: 'BASIC' }).expect(200);
    const created = await testApp.http
      .post('/api/payments/create')
      .set(auth)
      .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency: 'btc' })
      .expect(201);
    const due = new Date(Date.parse(created.body.created_at) + DELAY_SECONDS * 1000);
    expect(testApp.clock.scheduled()).toEqual([due]);

    // A millisecond early, nothing is due.
    testApp.clock.moveTo(new Date(due.getTime() - 1));
    await testApp.clock.runDue();
    expect(testApp.clock.scheduled()).toEqual([due]);
    expect(await rowOf(created.body.payment_id)).toMatchObject({ status: 'waiting', activatedAt: null });

    testApp.clock.moveTo(due);
    await testApp.clock.runDue();
    expect(testApp.clock.scheduled()).toEqual([]);
    expect(await rowOf(created.body.payment_id)).toMatchObject({ status: 'finished', activatedAt: due });
    const subscription = await testApp.http.get('/api/subscription/status').set(auth).expect(200);
    expect(subscription.body).toMatchObject({ plan: 'BASIC', status: 'ACTIVE', isActive: true });
  });

  it('leaves a checkout superseded before its moment as it is', async () => {
    const trader = await signUp(testApp.http);
    const auth = bearer(trader.accessToken);
    await testApp.http.post('/api/subscription').set(auth).send({ plan: 'BASIC' }).expect(200);
    const open = (currency: string) =>
      testApp.http
        .post('/api/payments/create')
        .set(auth)
        .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency })
        .expect(201);
    const btc = (await open('btc')).body;
    testApp.clock.advanceSeconds(1);
    const eth = (await open('eth')).body;
    expect(testApp.clock.scheduled()).toHaveLength(2);

    testApp.clock.advanceSeconds(DELAY_SECONDS);
    await testApp.clock.runDue();
    expect(await rowOf(btc.payment_id)).toMatchObject({ status: 'superseded', activatedAt: null });
    expect(await rowOf(eth.payment_id)).toMatchObject({ status: 'finished' });
  });

  it('forgets the checks still to come when the application shuts down', async () => {
    const trader = await signUp(testApp.http);
    const auth = bearer(trader.accessToken);
    await testApp.http.post('/api/subscription').set(auth).send({ plan: 'BASIC' }).expect(200);
    await testApp.http
      .post('/api/payments/create')
      .set(auth)
      .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency: 'btc' })
      .expect(201);
    expect(testApp.clock.scheduled()).toHaveLength(1);
    await testApp.close();
    closed = true;
    expect(testApp.clock.scheduled()).toEqual([]);
  });
});
