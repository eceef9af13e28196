import { AuditEntry } from '../../server/src/audit/audit-entry.entity.js';
import { FakeClock } from '../../server/src/clock/fake-clock.js';
import { Payment } from '../../server/src/payments/payment.entity.js';
import { ReceiptMailer } from '../../server/src/payments/receipt-mailer.js';
import { JobScheduler } from '../../server/src/scheduler/job-scheduler.service.js';
import { Subscription } from '../../server/src/subscriptions/subscription.entity.js';
import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp, type SignedUpUser } from '../support/users.js';
import { backgroundMailSent } from '../support/background-mail.js';

const CONFIRM_SECONDS = 20;
const DAY = 86_400_000;
const PUBLIC_URL = 'https://signals.example.com';
const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };
const driver = process.env.DATABASE_URL?.split(':')[0] ?? 'sqlite';

/** Plan changes, receipts and their rules over HTTP, on a clock that starts on 1 March 2027 (31 days). */
describe(`billing: upgrades, scheduled changes, resume and receipts on ${driver}`, () => {
  const inbox = new SmtpInbox();
  let testApp: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    await inbox.start();
    testApp = await startTestApp(
      {
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        PAYMENTS_SIMULATED_CONFIRM_SECONDS: String(CONFIRM_SECONDS),
        SMTP_URL: inbox.url,
        PUBLIC_URL,
      },
      { clock: new FakeClock(new Date('2027-03-01T00:00:00.000Z')) },
    );
    adminToken = (await testApp.http.post('/api/auth/login').send(ADMIN).expect(200)).body.accessToken;
  });
  afterAll(async () => {
    await testApp.close();
    await inbox.stop();
  });

  const now = () => testApp.clock.now();
  const payments = () => testApp.dataSource.getRepository(Payment);
  const status = async (trader: SignedUpUser) =>
    (await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken)).expect(200)).body;
  const quote = (trader: SignedUpUser, plan: string, cycle: string) =>
    testApp.http
      .get('/api/payments/quote')
      .query({ plan_type: plan, billing_cycle: cycle })
      .set(bearer(trader.accessToken));
  const checkout = async (trader: SignedUpUser, plan: string, cycle: string, currency = 'btc') =>
    (
      await testApp.http
        .post('/api/payments/create')
        .set(bearer(trader.accessToken))
        .send({ plan_type: plan, billing_cycle: cycle, currency })
        .expect(201)
    ).body;
  const confirm = async (trader: SignedUpUser, paymentId: string) => {
    testApp.clock.advanceSeconds(CONFIRM_SECONDS);
    const answer = await testApp.http.get(`/api/payments/status/${paymentId}`).set(bearer(trader.accessToken));
    return answer.body.status as string;
  };
  /** A real checkout, confirmed by the simulated provider: the row as stored afterwards. */
  const pay = async (trader: SignedUpUser, plan: string, cycle: string) => {
    const created = await checkout(trader, plan, cycle);
    expect(await confirm(trader, created.payment_id)).toBe('finished');
    return payments().findOneByOrFail({ providerPaymentId: created.payment_id });
  };
  const until = async (condition: () => Promise<boolean>) => {
    for (let attempt = 0; attempt < 50 && !(await condition()); attempt += 1)
      await new Promise((done) => setTimeout(done, 100));
    expect(await condition()).toBe(true);
  };
  const auditOf = async (userId: number) => {
    const subscription = await testApp.dataSource.getRepository(Subscription).findOneByOrFail({ userId });
    return testApp.dataSource
      .getRepository(AuditEntry)
      .find({ where: { targetType: 'subscription', targetId: subscription.id }, order: { id: 'ASC' } });
  };

  it('credits the unused days of the period against an upgrade, charges the rest, and starts the new plan at once', async () => {
    const trader = await signUp(testApp.http);
    const basic = await pay(trader, 'BASIC', 'monthly');
    // March has 31 days: a Professional month paid on 1 March runs to 1 April.
    expect(basic.periodStart!.toISOString()).toBe('2027-03-01T00:00:20.000Z');
    expect(basic.periodEnd!.toISOString()).toBe('2027-04-01T00:00:20.000Z');
    expect((await status(trader)).maxAccounts).toBe(1);

    // 21 days used, 10 of 31 left: $29.00 × 10 / 31 = $9.354…, credited as $9.35.
    testApp.clock.advanceDays(21);
    const quoted = await quote(trader, 'PRO', 'monthly').expect(200);
    expect(quoted.body).toEqual({
      kind: 'upgrade',
      plan_type: 'PRO',
      plan_name: 'Enterprise',
      billing_cycle: 'monthly',
      list_price: 79,
      credit: 9.35,
      amount_due: 69.65,
      minimum_charge: 5,
      minimum_applied: false,
      period_start: '2027-03-22T00:00:20.000Z',
      period_end: '2027-04-22T00:00:20.000Z',
      current_plan: 'BASIC',
      current_billing_cycle: 'monthly',
    });

    const created = await checkout(trader, 'PRO', 'monthly');
    expect(created).toMatchObject({ price_amount: 69.65, list_price: 79, credit: 9.35, kind: 'upgrade' });
    expect(await payments().findOneByOrFail({ providerPaymentId: created.payment_id })).toMatchObject({
      priceAmount: '69.65',
      listPrice: '79.00',
      creditAmount: '9.35',
      kind: 'upgrade',
    });
    // Until the money arrives the trader stays on Professional.
    expect((await status(trader)).plan).toBe('BASIC');

    expect(await confirm(trader, created.payment_id)).toBe('finished');
    const upgraded = await status(trader);
    expect(upgraded).toMatchObject({
      plan: 'PRO',
      status: 'ACTIVE',
      billingCycle: 'monthly',
      maxAccounts: 3,
      amountPaid: 69.65,
      expiresAt: '2027-04-22T00:00:40.000Z',
      scheduledChange: null,
    });
    const paid = await payments().findOneByOrFail({ providerPaymentId: created.payment_id });
    expect([paid.periodStart!.toISOString(), paid.periodEnd!.toISOString()]).toEqual([
      '2027-03-22T00:00:40.000Z',
      '2027-04-22T00:00:40.000Z',
    ]);
    // The Professional month's time was credited once: it counts for nothing more.
    expect((await payments().findOneByOrFail({ id: basic.id })).creditedAt).not.toBeNull();
    const again = await quote(trader, 'PRO', 'monthly').expect(200);
    expect(again.body).toMatchObject({ kind: 'renewal', credit: 0, amount_due: 79 });
    expect(again.body.period_start).toBe('2027-04-22T00:00:40.000Z');

    const history = await testApp.http.get('/api/payments/history').set(bearer(trader.accessToken)).expect(200);
    expect(history.body.map((item: { amount: number; credit: number }) => [item.amount, item.credit])).toEqual([
      [69.65, 9.35],
      [29, 0],
    ]);
    expect((await auditOf(trader.user.id)).map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['subscription.upgrade', trader.email],
    ]);
  });

  it('charges the minimum when the credit nearly covers the price, and turns a larger credit into extra time', async () => {
    const trader = await signUp(testApp.http);
    const year = await pay(trader, 'BASIC', 'yearly');
    // One day into a $313.20 year, $312.34 is unused: far more than a $79 month of Enterprise.
    testApp.clock.advanceDays(1);
    const quoted = (await quote(trader, 'PRO', 'monthly').expect(200)).body;
    const yearMs = year.periodEnd!.getTime() - year.periodStart!.getTime();
    const credit = Math.floor((31320 * (yearMs - DAY)) / yearMs) / 100;
    expect(quoted).toMatchObject({ kind: 'upgrade', credit, amount_due: 5, minimum_applied: true });
    // The $5.00 and the credit buy (credit + 5) / 79 months of Enterprise from now.
    const monthMs = new Date(quoted.period_start).setUTCMonth(new Date(quoted.period_start).getUTCMonth() + 1);
    const length = monthMs - new Date(quoted.period_start).getTime();
    const extra = Math.floor((Math.round((credit + 5) * 100) * length) / 7900);
    expect(new Date(quoted.period_end).getTime()).toBe(new Date(quoted.period_start).getTime() + extra);
    expect(new Date(quoted.period_end).getTime() - now().getTime()).toBeGreaterThan(100 * DAY);

    const created = await checkout(trader, 'PRO', 'monthly');
    expect(created.price_amount).toBe(5);
    expect(await confirm(trader, created.payment_id)).toBe('finished');
    const upgraded = await status(trader);
    expect(upgraded).toMatchObject({ plan: 'PRO', billingCycle: 'monthly' });
    expect(new Date(upgraded.expiresAt).getTime() - new Date(quoted.period_end).getTime()).toBe(CONFIRM_SECONDS * 1000);
  });

  it('takes two upgrade checkouts at once as one: one invoice stands, one activation, the credit used once', async () => {
    const trader = await signUp(testApp.http);
    const basic = await pay(trader, 'BASIC', 'monthly');
    testApp.clock.advanceDays(5);
    const expected = (await quote(trader, 'PRO', 'monthly').expect(200)).body.amount_due;
    const [first, second] = await Promise.all([
      checkout(trader, 'PRO', 'monthly', 'btc'),
      checkout(trader, 'PRO', 'monthly', 'eth'),
    ]);
    expect([first.price_amount, second.price_amount]).toEqual([expected, expected]);
    const open = await payments().findBy({ userId: trader.user.id, kind: 'upgrade' });
    expect(open.map((payment) => payment.status).sort()).toEqual(['superseded', 'waiting']);

    testApp.clock.advanceSeconds(CONFIRM_SECONDS);
    const statuses = await Promise.all(
      [first, second, first, second].map(
        async (payment) =>
          (
            await testApp.http
              .get(`/api/payments/status/${payment.payment_id}`)
              .set(bearer(trader.accessToken))
              .expect(200)
          ).body.status,
      ),
    );
    expect(statuses.sort()).toEqual(['finished', 'finished', 'superseded', 'superseded']);
    const activated = (await payments().findBy({ userId: trader.user.id })).filter((row) => row.activatedAt);
    expect(activated.map((row) => row.kind).sort()).toEqual(['new', 'upgrade']);
    expect((await payments().findOneByOrFail({ id: basic.id })).creditedAt).not.toBeNull();
    expect(await status(trader)).toMatchObject({ plan: 'PRO' });
    expect((await auditOf(trader.user.id)).filter((entry) => entry.action === 'subscription.upgrade')).toHaveLength(1);
  });

  it('schedules a downgrade for the end of the period, shows it to the admin, and lets the trader take it back', async () => {
    const trader = await signUp(testApp.http);
    await pay(trader, 'PRO', 'monthly');
    const before = await status(trader);
    const scheduled = await testApp.http
      .post('/api/subscription/scheduled-change')
      .set(bearer(trader.accessToken))
      .send({ plan: 'BASIC', billingCycle: 'monthly' })
      .expect(200);
    expect(scheduled.body).toMatchObject({
      plan: 'PRO',
      maxAccounts: 3,
      expiresAt: before.expiresAt,
      scheduledChange: { plan: 'BASIC', billingCycle: 'monthly', effectiveAt: before.expiresAt, paid: false },
    });

    const listed = await testApp.http
      .get('/api/admin/subscriptions')
      .query({ filter: JSON.stringify({ userId: trader.user.id }) })
      .set(bearer(adminToken))
      .expect(200);
    expect(listed.body[0]).toMatchObject({
      plan: 'PRO',
      scheduledPlan: 'BASIC',
      scheduledBillingCycle: 'monthly',
      scheduledAt: before.expiresAt,
      scheduledChangePaid: false,
    });
    const shown = await testApp.http
      .get(`/api/admin/subscriptions/${listed.body[0].id}`)
      .set(bearer(adminToken))
      .expect(200);
    expect(shown.body.scheduledPlan).toBe('BASIC');
    // Days an admin adds move the end, and the change waiting for it with it.
    const extended = await testApp.http
      .post(`/api/admin/subscriptions/${listed.body[0].id}/extend`)
      .set(bearer(adminToken))
      .send({ days: 10 })
      .expect(200);
    expect(new Date(extended.body.expiresAt).getTime() - new Date(before.expiresAt).getTime()).toBe(10 * DAY);
    expect(extended.body).toMatchObject({ scheduledAt: extended.body.expiresAt, scheduledChangePaid: false });

    const cancelled = await testApp.http
      .delete('/api/subscription/scheduled-change')
      .set(bearer(trader.accessToken))
      .expect(200);
    expect(cancelled.body).toMatchObject({ plan: 'PRO', scheduledChange: null });
    const none = await testApp.http
      .delete('/api/subscription/scheduled-change')
      .set(bearer(trader.accessToken))
      .expect(409);
    expect(none.body.message).toBe('No plan change is scheduled.');

    // Monthly → yearly waits for the period's end too.
    await testApp.http
      .post('/api/subscription/scheduled-change')
      .set(bearer(trader.accessToken))
      .send({ plan: 'PRO', billingCycle: 'yearly' })
      .expect(200);
    const audit = await testApp.http
      .get('/api/admin/audit')
      .query({ filter: JSON.stringify({ targetType: 'subscription', targetId: listed.body[0].id }) })
      .set(bearer(adminToken))
      .expect(200);
    expect(audit.body.map((entry: { action: string; actorEmail: string }) => [entry.action, entry.actorEmail])).toEqual(
      [
        ['subscription.change-scheduled', trader.email],
        ['subscription.change-cancelled', trader.email],
        ['subscription.extend', ADMIN.email],
        ['subscription.change-scheduled', trader.email],
      ],
    );
    // Newest first: monthly → yearly, from the end the admin moved.
    expect(audit.body[0].details).toEqual({
      plan: 'PRO',
      billingCycle: 'yearly',
      effectiveAt: extended.body.expiresAt,
      paid: false,
    });
  });

  it('lets an early payment for a cheaper plan extend from the expiry; the job switches plans at that boundary', async () => {
    const trader = await signUp(testApp.http);
    await pay(trader, 'PRO', 'monthly');
    const proEnd = (await status(trader)).expiresAt;
    const quoted = (await quote(trader, 'BASIC', 'monthly').expect(200)).body;
    expect(quoted).toMatchObject({ kind: 'change', credit: 0, amount_due: 29, period_start: proEnd });
    const downgrade = await pay(trader, 'BASIC', 'monthly');
    expect(downgrade.periodStart!.toISOString()).toBe(proEnd);
    const paidAhead = await status(trader);
    expect(paidAhead).toMatchObject({
      plan: 'PRO',
      maxAccounts: 3,
      scheduledChange: { plan: 'BASIC', billingCycle: 'monthly', effectiveAt: proEnd, paid: true },
    });
    expect(paidAhead.expiresAt).toBe(downgrade.periodEnd!.toISOString());
    const locked = await testApp.http
      .delete('/api/subscription/scheduled-change')
      .set(bearer(trader.accessToken))
      .expect(409);
    expect(locked.body.message).toBe(
      'The next period is already paid for on the new plan, so the change stays. Please contact support if this was a mistake.',
    );
    // Only that plan can be bought for the next period now.
    const blocked = await quote(trader, 'PRO', 'yearly').expect(409);
    expect(blocked.body.message).toBe(
      'Your next period is already paid for on Professional (monthly). Renew that plan, or upgrade at once.',
    );

    // Past the boundary: reads show the new plan at once; the job writes it.
    testApp.clock.moveTo(new Date(new Date(proEnd).getTime() + 60_000));
    expect(await status(trader)).toMatchObject({
      plan: 'BASIC',
      status: 'ACTIVE',
      maxAccounts: 1,
      scheduledChange: null,
    });
    const stored = () => testApp.dataSource.getRepository(Subscription).findOneByOrFail({ userId: trader.user.id });
    expect((await stored()).planType).toBe('PRO');
    await testApp.app.get(JobScheduler).tick(['subscription-changes']);
    expect(await stored()).toMatchObject({
      planType: 'BASIC',
      billingCycle: 'monthly',
      status: 'ACTIVE',
      scheduledPlanType: null,
      scheduledAt: null,
    });
    const applied = (await auditOf(trader.user.id)).filter((entry) => entry.action === 'subscription.change-applied');
    expect(applied.map((entry) => [entry.actorId, entry.actorEmail, entry.details])).toEqual([
      [0, 'system', { plan: ['PRO', 'BASIC'], billingCycle: ['monthly', 'monthly'] }],
    ]);
    const over = await testApp.http
      .post('/api/accounts')
      .set(bearer(trader.accessToken))
      .send({ mtId: '70001' })
      .expect(201);
    expect(over.body.mtId).toBe('70001');
    await testApp.http.post('/api/accounts').set(bearer(trader.accessToken)).send({ mtId: '70002' }).expect(403);
  });

  it('resumes a cancelled subscription before it ends; cancelling drops an unpaid scheduled change', async () => {
    const trader = await signUp(testApp.http);
    await pay(trader, 'PRO', 'monthly');
    await testApp.http
      .post('/api/subscription/scheduled-change')
      .set(bearer(trader.accessToken))
      .send({ plan: 'BASIC', billingCycle: 'yearly' })
      .expect(200);
    const cancelled = await testApp.http.post('/api/subscription/cancel').set(bearer(trader.accessToken)).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', isActive: true, scheduledChange: null });
    const whileCancelled = await testApp.http
      .post('/api/subscription/scheduled-change')
      .set(bearer(trader.accessToken))
      .send({ plan: 'BASIC', billingCycle: 'monthly' })
      .expect(409);
    expect(whileCancelled.body.message).toBe(
      'Your subscription is cancelled. Resume it first, then choose its next plan.',
    );

    const resumed = await testApp.http.post('/api/subscription/resume').set(bearer(trader.accessToken)).expect(200);
    expect(resumed.body).toMatchObject({ status: 'ACTIVE', isActive: true, nextBillingDate: cancelled.body.expiresAt });
    const twice = await testApp.http.post('/api/subscription/resume').set(bearer(trader.accessToken)).expect(409);
    expect(twice.body.message).toBe('Your subscription is not cancelled.');
    expect((await auditOf(trader.user.id)).map((entry) => entry.action)).toEqual([
      'subscription.change-scheduled',
      'subscription.cancel',
      'subscription.resume',
    ]);

    await testApp.http.post('/api/subscription/cancel').set(bearer(trader.accessToken)).expect(200);
    testApp.clock.advanceDays(32);
    const ended = await testApp.http.post('/api/subscription/resume').set(bearer(trader.accessToken)).expect(409);
    expect(ended.body.message).toBe('Your subscription has ended. Choose a plan on the Pricing page to start again.');
  });

  it('refuses changes that are not for now or not for this route, with a sentence', async () => {
    const trader = await signUp(testApp.http);
    const schedule = (body: object) =>
      testApp.http.post('/api/subscription/scheduled-change').set(bearer(trader.accessToken)).send(body);
    expect((await schedule({ plan: 'BASIC', billingCycle: 'monthly' }).expect(409)).body.message).toBe(
      'You have no active subscription to change.',
    );
    expect(
      (await testApp.http.post('/api/subscription/resume').set(bearer(trader.accessToken)).expect(409)).body.message,
    ).toBe('Your subscription has ended. Choose a plan on the Pricing page to start again.');
    await pay(trader, 'BASIC', 'monthly');
    expect((await schedule({ plan: 'PRO', billingCycle: 'monthly' }).expect(409)).body.message).toBe(
      'An upgrade to Enterprise takes effect at once: pay for it at checkout, where your unused time is credited.',
    );
    expect((await schedule({ plan: 'BASIC', billingCycle: 'monthly' }).expect(409)).body.message).toBe(
      'You are already on Professional, billed monthly. To keep it, cancel the scheduled change.',
    );
    expect((await schedule({ plan: 'ENTERPRISE', billingCycle: 'monthly' }).expect(400)).body.message).toBe(
      'Choose the BASIC or PRO plan; other plans are arranged through support.',
    );
    expect((await schedule({ plan: 'BASIC', billingCycle: 'monthly', at: 'now' }).expect(400)).body.message).toBe(
      "Unknown field 'at'.",
    );
    expect((await schedule({ plan: 'BASIC', billingCycle: 'weekly' }).expect(400)).body.message).toBe(
      "billingCycle must be 'monthly' or 'yearly'.",
    );
    expect((await quote(trader, 'CUSTOM', 'monthly').expect(400)).body.message).toBe(
      'plan_type must be BASIC or PRO; other plans are arranged through support.',
    );
    const extra = await testApp.http
      .get('/api/payments/quote')
      .query({ plan_type: 'PRO', billing_cycle: 'monthly', price: '1' })
      .set(bearer(trader.accessToken))
      .expect(400);
    expect(extra.body.message).toBe("Unknown field 'price'.");

    // A plan arranged by our team is changed through support.
    await testApp.dataSource.getRepository(Subscription).update({ userId: trader.user.id }, { planType: 'ENTERPRISE' });
    expect((await quote(trader, 'PRO', 'monthly').expect(409)).body.message).toBe(
      'Your Institutional plan is managed by our team. Please contact support to change it.',
    );
  });

  it("keeps a deleted trader's own changes in the audit log, without their address", async () => {
    const trader = await signUp(testApp.http);
    await pay(trader, 'PRO', 'monthly');
    await testApp.http
      .post('/api/subscription/scheduled-change')
      .set(bearer(trader.accessToken))
      .send({ plan: 'BASIC', billingCycle: 'monthly' })
      .expect(200);
    const [entry] = await auditOf(trader.user.id);
    await testApp.http
      .delete('/api/user/account')
      .set(bearer(trader.accessToken))
      .send({ password: trader.password })
      .expect(200);
    expect(await testApp.dataSource.getRepository(AuditEntry).findOneByOrFail({ id: entry.id })).toMatchObject({
      action: 'subscription.change-scheduled',
      actorId: trader.user.id,
      actorEmail: 'deleted user',
    });
  });

  it('needs a signed-in caller on every new route', async () => {
    await testApp.http.get('/api/payments/quote').query({ plan_type: 'PRO', billing_cycle: 'monthly' }).expect(401);
    await testApp.http.post('/api/subscription/scheduled-change').send({}).expect(401);
    await testApp.http.delete('/api/subscription/scheduled-change').expect(401);
    await testApp.http.post('/api/subscription/resume').expect(401);
    await testApp.http.get('/api/payments/receipts/1').expect(401);
  });

  describe('receipts', () => {
    it("shows its owner the receipt of each finished payment (anyone else's, or an open one, is not found)", async () => {
      const trader = await signUp(testApp.http);
      await testApp.http
        .patch('/api/user/profile')
        .set(bearer(trader.accessToken))
        .send({ firstName: 'Ada', lastName: 'Trader' })
        .expect(200);
      const basic = await pay(trader, 'BASIC', 'monthly');
      testApp.clock.advanceDays(3);
      const upgrade = await pay(trader, 'PRO', 'monthly');
      const receipt = await testApp.http
        .get(`/api/payments/receipts/${upgrade.id}`)
        .set(bearer(trader.accessToken))
        .expect(200);
      expect(receipt.body).toEqual({
        id: upgrade.id,
        plan: 'PRO',
        planName: 'Enterprise',
        billingCycle: 'monthly',
        kind: 'upgrade',
        periodStart: upgrade.periodStart!.toISOString(),
        periodEnd: upgrade.periodEnd!.toISOString(),
        listPrice: 79,
        credit: Number(upgrade.creditAmount),
        total: Number(upgrade.priceAmount),
        currency: 'USD',
        payCurrency: 'btc',
        payAmount: upgrade.payAmount,
        provider: 'simulated',
        providerReference: upgrade.providerPaymentId,
        issuedAt: upgrade.createdAt.toISOString(),
        paidAt: upgrade.activatedAt!.toISOString(),
        customerEmail: trader.email,
        customerName: 'Ada Trader',
      });
      expect(receipt.body.credit + receipt.body.total).toBeCloseTo(79, 2);

      const other = await signUp(testApp.http);
      const hidden = await testApp.http
        .get(`/api/payments/receipts/${basic.id}`)
        .set(bearer(other.accessToken))
        .expect(404);
      expect(hidden.body.message).toBe('Receipt not found.');
      const open = await checkout(trader, 'PRO', 'monthly');
      const row = await payments().findOneByOrFail({ providerPaymentId: open.payment_id });
      await testApp.http.get(`/api/payments/receipts/${row.id}`).set(bearer(trader.accessToken)).expect(404);
      await testApp.http.get('/api/payments/receipts/abc').set(bearer(trader.accessToken)).expect(400);
    });

    it('e-mails the receipt once when the payment is confirmed: plain text, the same lines, a link to the page', async () => {
      const trader = await signUp(testApp.http);
      const created = await checkout(trader, 'BASIC', 'yearly');
      expect(await confirm(trader, created.payment_id)).toBe('finished');
      const row = await payments().findOneByOrFail({ providerPaymentId: created.payment_id });
      const mail = await inbox.next(trader.email, /receipt/);
      expect(mail.subject).toBe(`Your SignalDesk receipt #${row.id}`);
      expect(mail.text).toContain('Plan: Professional (yearly)');
      expect(mail.text).toContain('Total: $313.20 USD');
      expect(mail.text).toContain(`Paid: ${row.payAmount} BTC`);
      expect(mail.text).toContain(`Provider reference: ${created.payment_id}`);
      expect(mail.text).toMatch(/Period: \w+ \d+, \d{4} \(UTC\) – \w+ \d+, \d{4} \(UTC\)/);
      expect(mail.links).toEqual([`${PUBLIC_URL}/receipts/${row.id}`]);
      expect(mail.html).toContain('$313.20 USD');
      // Marked sent once the mail server took it.
      await until(async () => (await payments().findOneByOrFail({ id: row.id })).receiptSentAt !== null);

      // Asking about the payment again, or the retry job, sends nothing more.
      await testApp.http.get(`/api/payments/status/${created.payment_id}`).set(bearer(trader.accessToken)).expect(200);
      expect(await testApp.app.get(ReceiptMailer).retryUnsent()).toBe(0);
      await backgroundMailSent(testApp);
      expect(inbox.to(trader.email).filter((received) => /receipt/.test(received.subject))).toEqual([]);
    });

    it('sends a receipt whose e-mail failed on the next run of the receipt job, once', async () => {
      const trader = await signUp(testApp.http);
      inbox.refusing = true;
      const created = await checkout(trader, 'PRO', 'monthly');
      expect(await confirm(trader, created.payment_id)).toBe('finished');
      const row = await payments().findOneByOrFail({ providerPaymentId: created.payment_id });
      // The background send fails and lets its claim go.
      await until(async () => (await payments().findOneByOrFail({ id: row.id })).receiptClaimedUntil === null);
      expect(await payments().findOneByOrFail({ id: row.id })).toMatchObject({
        receiptSentAt: null,
        receiptClaimedUntil: null,
      });
      inbox.refusing = false;
      const mailer = testApp.app.get(ReceiptMailer);
      expect(await Promise.all([mailer.deliver(row.id), mailer.deliver(row.id)])).toEqual(
        expect.arrayContaining([true, false]),
      );
      const receipt = await inbox.next(trader.email, `Your SignalDesk receipt #${row.id}`);
      // Named by its payment: a copy a crash made the job send again shows once in a mail program.
      expect(receipt.messageId).toMatch(new RegExp(`^<receipt-${row.id}@[\\w.-]+>$`));
      expect(await mailer.retryUnsent()).toBe(0);
      expect(inbox.to(trader.email)).toEqual([]);
    });
  });
});
