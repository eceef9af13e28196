import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp, type SignedUpUser } from '../support/users.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

describe('admin and support API', () => {
  let testApp: TestApp;
  let admin: { accessToken: string; id: number };
  let support: SignedUpUser;
  let trader: SignedUpUser;

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    const login = await testApp.http.post('/api/auth/login').send(ADMIN).expect(200);
    admin = { accessToken: login.body.accessToken, id: login.body.user.id };
    support = await signUp(testApp.http, { email: 'support.agent@example.com' });
    await testApp.http
      .put(`/api/admin/users/${support.user.id}`)
      .set(bearer(admin.accessToken))
      .send({ role: 'support' })
      .expect(200);
    trader = await signUp(testApp.http, { email: 'paying.trader@example.com' });
    await testApp.http.post('/api/subscription').set(bearer(trader.accessToken)).send({ plan: 'BASIC' }).expect(200);
    await testApp.http
      .post('/api/payments/create')
      .set(bearer(trader.accessToken))
      .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency: 'btc' })
      .expect(201);
    await activateSubscription(testApp, trader.user.id);
  });
  afterAll(() => testApp.close());

  const reads = [
    '/api/admin/users',
    '/api/admin/payments',
    '/api/admin/subscriptions',
    '/api/admin/audit',
    '/api/admin/stats',
  ];

  it.each(reads)('GET %s: guest 401, trader 403, support and admin 200', async (path) => {
    await testApp.http.get(path).expect(401);
    await testApp.http.get(path).set(bearer(trader.accessToken)).expect(403);
    await testApp.http.get(path).set(bearer(support.accessToken)).expect(200);
    await testApp.http.get(path).set(bearer(admin.accessToken)).expect(200);
  });

  it('keeps every write to admins: support and traders get 403', async () => {
    const subscriptionId = (await testApp.http.get('/api/admin/subscriptions').set(bearer(admin.accessToken))).body[0]
      .id;
    const writes = [
      () => testApp.http.put(`/api/admin/users/${trader.user.id}`).send({ firstName: 'X' }),
      () => testApp.http.post(`/api/admin/subscriptions/${subscriptionId}/extend`).send({ days: 5 }),
      () => testApp.http.post(`/api/admin/subscriptions/${subscriptionId}/cancel`),
      () => testApp.http.post('/api/admin/plans/init'),
    ];
    for (const write of writes) {
      await write().expect(401);
      await write().set(bearer(trader.accessToken)).expect(403);
      await write().set(bearer(support.accessToken)).expect(403);
    }
    // Plans are the admin's alone, reads included.
    await testApp.http.get('/api/admin/plans').set(bearer(support.accessToken)).expect(403);
    await testApp.http.get('/api/admin/plans/defaults').set(bearer(support.accessToken)).expect(403);
  });

  it('answers the plans "Reset to Defaults" restores, and a reset restores exactly those', async () => {
    await testApp.http.get('/api/admin/plans/defaults').expect(401);
    const defaults = await testApp.http.get('/api/admin/plans/defaults').set(bearer(admin.accessToken)).expect(200);
    expect(defaults.body.map((plan: { planType: string; name: string }) => [plan.planType, plan.name])).toEqual([
      ['BASIC', 'Professional'],
      ['PRO', 'Enterprise'],
      ['ENTERPRISE', 'Institutional'],
      ['CUSTOM', 'Custom'],
      ['TRIAL', 'Trial'],
    ]);
    expect(defaults.body[0]).toMatchObject({ monthlyPrice: 29, yearlyPrice: 313.2, accountLimit: 1, isActive: true });
    expect(defaults.body[0]).not.toHaveProperty('id');

    const plans = await testApp.http.get('/api/admin/plans').set(bearer(admin.accessToken)).expect(200);
    const pro = plans.body.find((plan: { planType: string }) => plan.planType === 'PRO');
    await testApp.http
      .put(`/api/admin/plans/${pro.id}`)
      .set(bearer(admin.accessToken))
      .send({ ...pro, monthlyPrice: 99, features: [...pro.features, 'Priority support'] })
      .expect(200);
    const reset = await testApp.http.post('/api/admin/plans/init').set(bearer(admin.accessToken)).expect(200);
    const withoutIds = reset.body.map(({ id: _id, ...plan }: { id: number }) => plan);
    expect(withoutIds).toEqual(defaults.body);
    // The audit log keeps what the reset undid, plan by plan.
    const audit = await testApp.http
      .get('/api/admin/audit')
      .query({
        filter: JSON.stringify({ targetType: 'plan', targetId: pro.id }),
        sort: '["id","DESC"]',
        range: '[0,0]',
      })
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(audit.body[0]).toMatchObject({
      action: 'plan.reset',
      details: {
        monthlyPrice: [99, pro.monthlyPrice],
        features: [[...pro.features, 'Priority support'], pro.features],
      },
    });
  });

  it('lists users with search, filters, sorting and react-admin paging headers; never a password', async () => {
    const response = await testApp.http
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ q: 'PAYING' }), sort: '["email","ASC"]', range: '[0,9]' })
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(response.headers['content-range']).toBe('users 0-0/1');
    expect(response.body[0]).toMatchObject({
      email: 'paying.trader@example.com',
      role: 'user',
      plan: 'BASIC',
      planName: 'Professional',
      subscriptionStatus: 'ACTIVE',
      disabled: false,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password|argon/i);
    const supportOnly = await testApp.http
      .get('/api/admin/users')
      .query({ filter: '{"role":"support"}' })
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(supportOnly.body.map((user: { email: string }) => user.email)).toEqual(['support.agent@example.com']);
    const noPlan = await testApp.http
      .get('/api/admin/users')
      .query({ filter: '{"subscriptionStatus":"NONE"}' })
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(noPlan.body.map((user: { email: string }) => user.email)).toEqual(
      expect.arrayContaining(['admin@example.com', 'support.agent@example.com']),
    );
  });

  it.each([
    ['/api/admin/users', { sort: '["passwordHash","ASC"]' }, "Cannot sort by 'passwordHash'"],
    ['/api/admin/users', { filter: '{"passwordHash":"x"}' }, "Cannot filter by 'passwordHash'"],
    ['/api/admin/audit', { filter: '{"targetId":[1,2]}' }, "The filter 'targetId' takes one value"],
    ['/api/admin/audit', { filter: '{"targetType":{"a":1}}' }, "The filter 'targetType' takes one value"],
    ['/api/admin/users', { filter: '{"id":[{"a":1}]}' }, "The filter 'id' takes a list of values such as [1, 2]."],
    ['/api/admin/payments', { range: '[0,1000]' }, 'A page holds at most 100 records'],
    [
      '/api/admin/audit',
      { range: '[1e20,1e20]' },
      'Range must be [first, last] with whole numbers from 0 to 9007199254740991, first ≤ last.',
    ],
    [
      '/api/admin/payments',
      { filter: '{"createdAt_gte":"yesterday"}' },
      'createdAt_gte must be a date such as 2026-11-01',
    ],
    ['/api/admin/subscriptions', { sort: '["expiresAt","UP"]' }, "Sort order must be 'ASC' or 'DESC'"],
  ])('GET %s with %j is a 400', async (path, query, message) => {
    const response = await testApp.http.get(path).query(query).set(bearer(admin.accessToken)).expect(400);
    expect(response.body.message).toContain(message);
  });

  it('edits a user, records who changed what, ignores the read-only fields and refuses unknown ones', async () => {
    const target = await signUp(testApp.http);
    const updated = await testApp.http
      .put(`/api/admin/users/${target.user.id}`)
      .set(bearer(admin.accessToken))
      .send({ firstName: ' Grace ', role: 'support' })
      .expect(200);
    expect(updated.body).toMatchObject({ firstName: 'Grace', role: 'support' });
    // The record's e-mail is read-only: sent back (changed or not) it is ignored, never saved.
    const ignored = await testApp.http
      .put(`/api/admin/users/${target.user.id}`)
      .set(bearer(admin.accessToken))
      .send({ email: 'new@example.com' })
      .expect(200);
    expect(ignored.body.email).toBe(target.email);
    const unknown = await testApp.http
      .put(`/api/admin/users/${target.user.id}`)
      .set(bearer(admin.accessToken))
      .send({ passwordHash: 'x' })
      .expect(400);
    expect(unknown.body.message).toBe("Unknown field 'passwordHash'.");
    const audit = await testApp.http
      .get('/api/admin/audit')
      .query({ filter: JSON.stringify({ targetType: 'user', targetId: target.user.id }) })
      .set(bearer(support.accessToken))
      .expect(200);
    expect(audit.body).toEqual([
      expect.objectContaining({
        actorEmail: 'admin@example.com',
        action: 'user.update',
        details: { firstName: [null, 'Grace'], role: ['user', 'support'] },
      }),
    ]);
  });

  it('disables a user: sign-in stops; an admin cannot demote or disable themself', async () => {
    const target = await signUp(testApp.http);
    await testApp.http
      .put(`/api/admin/users/${target.user.id}`)
      .set(bearer(admin.accessToken))
      .send({ disabled: true })
      .expect(200);
    await testApp.http.post('/api/auth/login').send({ email: target.email, password: target.password }).expect(403);
    await testApp.http
      .put(`/api/admin/users/${target.user.id}`)
      .set(bearer(admin.accessToken))
      .send({ disabled: false })
      .expect(200);
    await testApp.http.post('/api/auth/login').send({ email: target.email, password: target.password }).expect(200);

    const demote = await testApp.http
      .put(`/api/admin/users/${admin.id}`)
      .set(bearer(admin.accessToken))
      .send({ role: 'user' })
      .expect(400);
    expect(demote.body.message).toBe('You cannot remove your own admin role or disable your own account.');
    await testApp.http
      .put(`/api/admin/users/${admin.id}`)
      .set(bearer(admin.accessToken))
      .send({ disabled: true })
      .expect(400);
    await testApp.http
      .put(`/api/admin/users/${admin.id}`)
      .set(bearer(admin.accessToken))
      .send({ firstName: 'Ada' })
      .expect(200);
  });

  it('shows billing with the user email, filters by status and date, read-only', async () => {
    const response = await testApp.http
      .get('/api/admin/payments')
      .query({ filter: '{"status":"waiting"}' })
      .set(bearer(support.accessToken))
      .expect(200);
    expect(response.body[0]).toMatchObject({
      userEmail: 'paying.trader@example.com',
      plan: 'BASIC',
      planName: 'Professional',
      billingCycle: 'monthly',
      amount: 29,
      currency: 'USD',
      status: 'waiting',
      provider: 'simulated',
    });
    const today = testApp.clock.now().toISOString().slice(0, 10);
    const dated = await testApp.http
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify({ createdAt_gte: today, createdAt_lte: today }) })
      .set(bearer(support.accessToken))
      .expect(200);
    expect(dated.body.length).toBeGreaterThanOrEqual(1);
    const none = await testApp.http
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify({ createdAt_lte: '2000-01-01' }) })
      .set(bearer(support.accessToken))
      .expect(200);
    expect(none.body).toEqual([]);
    await testApp.http
      .put(`/api/admin/payments/${response.body[0].id}`)
      .set(bearer(admin.accessToken))
      .send({ status: 'finished' })
      .expect(404);
  });

  it('extends and cancels subscriptions, with audit entries', async () => {
    const list = await testApp.http
      .get('/api/admin/subscriptions')
      .query({ filter: '{"q":"paying"}' })
      .set(bearer(admin.accessToken))
      .expect(200);
    const subscription = list.body[0];
    const extended = await testApp.http
      .post(`/api/admin/subscriptions/${subscription.id}/extend`)
      .set(bearer(admin.accessToken))
      .send({ days: 10 })
      .expect(200);
    expect(new Date(extended.body.expiresAt).getTime() - new Date(subscription.expiresAt).getTime()).toBe(
      10 * 86400000,
    );
    await testApp.http
      .post(`/api/admin/subscriptions/${subscription.id}/extend`)
      .set(bearer(admin.accessToken))
      .send({ days: 0 })
      .expect(400);
    const cancelled = await testApp.http
      .post(`/api/admin/subscriptions/${subscription.id}/cancel`)
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', isActive: true });
    await testApp.http
      .post(`/api/admin/subscriptions/${subscription.id}/cancel`)
      .set(bearer(admin.accessToken))
      .expect(409);
    const audit = await testApp.http
      .get('/api/admin/audit')
      .query({ filter: JSON.stringify({ targetType: 'subscription', targetId: subscription.id }) })
      .set(bearer(admin.accessToken));
    expect(audit.body.map((entry: { action: string }) => entry.action).sort()).toEqual([
      'subscription.cancel',
      'subscription.extend',
    ]);
  });

  it('counts users, active subscriptions and waiting payments for staff; revenue for admins only', async () => {
    for (const token of [admin.accessToken, support.accessToken]) {
      const response = await testApp.http.get('/api/admin/stats').set(bearer(token)).expect(200);
      expect(response.body).toEqual({ users: expect.any(Number), activeSubscriptions: 1, paymentsWaiting: 1 });
      expect(response.body.users).toBeGreaterThanOrEqual(3);
    }
    const revenue = await testApp.http.get('/api/admin/stats/revenue').set(bearer(admin.accessToken)).expect(200);
    expect(revenue.body).toEqual({ revenueThisMonth: 0, revenueCurrency: 'USD' });
    await testApp.http.get('/api/admin/stats/revenue').expect(401);
    for (const token of [support.accessToken, trader.accessToken]) {
      const refused = await testApp.http.get('/api/admin/stats/revenue').set(bearer(token)).expect(403);
      expect(refused.body.message).toBe('Revenue figures are for admins only.');
    }
  });

  it('names every plan by its plan record in users, billing and subscriptions, and follows a rename', async () => {
    const read = async () => {
      const query = { filter: JSON.stringify({ q: 'paying' }) };
      const [users, payments, subscriptions] = await Promise.all(
        ['users', 'payments', 'subscriptions'].map((resource) =>
          testApp.http.get(`/api/admin/${resource}`).query(query).set(bearer(admin.accessToken)).expect(200),
        ),
      );
      const one = await testApp.http
        .get(`/api/admin/subscriptions/${subscriptions.body[0].id}`)
        .set(bearer(support.accessToken))
        .expect(200);
      return [users.body[0], payments.body[0], subscriptions.body[0], one.body].map(
        (record: { plan: string; planName: string }) => [record.plan, record.planName],
      );
    };
    expect(await read()).toEqual(Array(4).fill(['BASIC', 'Professional']));

    const plans = await testApp.http.get('/api/admin/plans').set(bearer(admin.accessToken)).expect(200);
    const basic = plans.body.find((plan: { planType: string }) => plan.planType === 'BASIC');
    await testApp.http
      .put(`/api/admin/plans/${basic.id}`)
      .set(bearer(admin.accessToken))
      .send({ ...basic, name: 'Professional Plus' })
      .expect(200);
    try {
      expect(await read()).toEqual(Array(4).fill(['BASIC', 'Professional Plus']));
    } finally {
      await testApp.http.put(`/api/admin/plans/${basic.id}`).set(bearer(admin.accessToken)).send(basic).expect(200);
    }
  });

  it('audits plan changes', async () => {
    const plans = await testApp.http.get('/api/admin/plans').set(bearer(admin.accessToken)).expect(200);
    const basic = plans.body.find((plan: { planType: string }) => plan.planType === 'BASIC');
    await testApp.http
      .put(`/api/admin/plans/${basic.id}`)
      .set(bearer(admin.accessToken))
      .send({ ...basic, monthlyPrice: 31 })
      .expect(200);
    const audit = await testApp.http
      .get('/api/admin/audit')
      .query({ filter: JSON.stringify({ targetType: 'plan', targetId: basic.id }) })
      .set(bearer(admin.accessToken));
    expect(audit.body[0]).toMatchObject({ action: 'plan.update', details: { monthlyPrice: [29, 31] } });
  });

  /** The audit entries of one record, newest first. */
  const auditOf = async ({ targetType, targetId }: { targetType: string; targetId: number }) =>
    (
      await testApp.http
        .get('/api/admin/audit')
        .query({ filter: JSON.stringify({ targetType, targetId }) })
        .set(bearer(admin.accessToken))
        .expect(200)
    ).body as unknown[];

  it('takes back every record react-admin edits exactly as it was read, and changes nothing', async () => {
    const records = [
      ...(await testApp.http.get('/api/admin/plans').set(bearer(admin.accessToken)).expect(200)).body.map(
        (plan: { id: number }) => ({
          path: `/api/admin/plans/${plan.id}`,
          target: { targetType: 'plan', targetId: plan.id },
        }),
      ),
      { path: `/api/admin/users/${trader.user.id}`, target: { targetType: 'user', targetId: trader.user.id } },
      { path: `/api/admin/users/${support.user.id}`, target: { targetType: 'user', targetId: support.user.id } },
      { path: '/api/admin/settings/security', target: null },
    ];
    for (const { path, target } of records) {
      const read = await testApp.http.get(path).set(bearer(admin.accessToken)).expect(200);
      const audited = target ? await auditOf(target) : [];
      const written = await testApp.http.put(path).set(bearer(admin.accessToken)).send(read.body);
      expect([path, written.status, written.body]).toEqual([path, 200, read.body]);
      expect((await testApp.http.get(path).set(bearer(admin.accessToken))).body).toEqual(read.body);
      if (target) expect([path, await auditOf(target)]).toEqual([path, audited]);
    }
  });

  it('creates a plan from a record it read without its id, ignoring the read-only yearly saving', async () => {
    const plans = await testApp.http.get('/api/admin/plans').set(bearer(admin.accessToken)).expect(200);
    const pro = plans.body.find((plan: { planType: string }) => plan.planType === 'PRO');
    // The same record again (its id included) saves that plan as it was: nothing changes.
    const again = await testApp.http.post('/api/admin/plans').set(bearer(admin.accessToken)).send(pro).expect(200);
    expect(again.body).toEqual(pro);

    await testApp.dataSource.query("DELETE FROM plans WHERE planType = 'TRIAL'");
    const { id: _id, ...fields } = pro;
    const created = await testApp.http
      .post('/api/admin/plans')
      .set(bearer(admin.accessToken))
      .send({
        ...fields,
        planType: 'TRIAL',
        monthlyPrice: 10,
        yearlyPrice: 120,
        yearlySaving: { amount: 99, percent: 99 },
      })
      .expect(200);
    expect(created.body).toMatchObject({ planType: 'TRIAL', monthlyPrice: 10, yearlySaving: null });
    expect(created.body.id).not.toBe(pro.id);
    const [{ count }] = await testApp.dataSource.query('SELECT COUNT(*) AS count FROM plans WHERE id = ?', [pro.id]);
    expect(Number(count)).toBe(1);
  });
});
