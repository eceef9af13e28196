import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

describe('plans', () => {
  let testApp: TestApp;
  let adminToken: string;
  let traderToken: string;

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SALES_EMAIL: 'deals@signals.example.com' });
    adminToken = (await testApp.http.post('/api/auth/login').send(ADMIN).expect(200)).body.accessToken;
    traderToken = (await signUp(testApp.http)).accessToken;
  });
  afterAll(() => testApp.close());

  const basic = {
    planType: 'BASIC',
    name: 'Professional',
    description: 'One account',
    monthlyPrice: 35,
    yearlyPrice: '378.00',
    accountLimit: 1,
    features: ['  Signals  ', '', 'News'],
    isActive: true,
    displayOrder: 1,
    isPopular: false,
  };

  it('seeds the default plans and lists the active ones publicly, in display order', async () => {
    const response = await testApp.http.get('/api/plans').expect(200);
    expect(response.body.map((plan: { planType: string }) => plan.planType)).toEqual(['BASIC', 'PRO', 'ENTERPRISE']);
    expect(response.body[0]).toEqual({
      planType: 'BASIC',
      name: 'Professional',
      description: expect.any(String),
      monthlyPrice: 29,
      yearlyPrice: 313.2,
      accountLimit: 1,
      signalDelayMinutes: 15,
      features: expect.any(Array),
      isPopular: false,
      yearlySaving: { amount: 34.8, percent: 10 },
    });
    expect(response.body[1]).toMatchObject({
      planType: 'PRO',
      name: 'Enterprise',
      monthlyPrice: 79,
      yearlyPrice: 790,
      accountLimit: 3,
      signalDelayMinutes: 0,
      isPopular: true,
      yearlySaving: { amount: 158, percent: 17 },
    });
    expect(response.body[2]).toMatchObject({ planType: 'ENTERPRISE', monthlyPrice: 0, accountLimit: 999 });
  });

  it('gives the sales address of the configuration to anyone, for "Contact Sales"', async () => {
    expect((await testApp.http.get('/api/plans/contact').expect(200)).body).toEqual({
      salesEmail: 'deals@signals.example.com',
    });
  });

  it('keeps the admin endpoints to admins', async () => {
    await testApp.http.get('/api/admin/plans').expect(401);
    await testApp.http.get('/api/admin/plans').set(bearer(traderToken)).expect(403);
    await testApp.http.post('/api/admin/plans').set(bearer(traderToken)).send(basic).expect(403);
    await testApp.http.post('/api/admin/plans/init').set(bearer(traderToken)).expect(403);
  });

  it('lists every plan for admins with react-admin paging headers', async () => {
    const response = await testApp.http
      .get('/api/admin/plans')
      .query({ sort: '["monthlyPrice","DESC"]', range: '[0,1]', filter: '{}' })
      .set(bearer(adminToken))
      .expect(200);
    expect(response.headers['content-range']).toBe('plans 0-1/5');
    expect(response.body).toHaveLength(2);
    expect(response.body[0]).toMatchObject({
      planType: 'PRO',
      isActive: true,
      displayOrder: 2,
      id: expect.any(Number),
    });
    const inactive = await testApp.http
      .get('/api/admin/plans')
      .query({ filter: '{"isActive":false}' })
      .set(bearer(adminToken))
      .expect(200);
    expect(inactive.body.map((plan: { planType: string }) => plan.planType).sort()).toEqual(['CUSTOM', 'TRIAL']);
  });

  it.each([
    [{ sort: '["passwordHash","ASC"]' }, /Cannot sort by 'passwordHash'/],
    [{ range: '[0,500]' }, /at most 100 records/],
    [{ filter: '{"secret":1}' }, /Cannot filter by 'secret'/],
    [{ sort: 'not json' }, /Sort must be JSON/],
  ])('rejects list parameters %j with a 400 sentence', async (query, message) => {
    const response = await testApp.http.get('/api/admin/plans').query(query).set(bearer(adminToken)).expect(400);
    expect(response.body.message).toMatch(message);
  });

  const auditOf = async (planId: number) =>
    (
      await testApp.http
        .get('/api/admin/audit')
        .query({ filter: JSON.stringify({ targetType: 'plan', targetId: planId }), sort: '["id","DESC"]' })
        .set(bearer(adminToken))
        .expect(200)
    ).body as { action: string; details: Record<string, unknown> }[];

  it('POST with the full admin plan object as GET answers it (its id) updates that plan, audited as PUT is', async () => {
    const list = await testApp.http.get('/api/admin/plans').set(bearer(adminToken)).expect(200);
    const read = list.body.find((plan: { planType: string }) => plan.planType === 'ENTERPRISE');
    const before = await auditOf(read.id);

    const posted = await testApp.http
      .post('/api/admin/plans')
      .set(bearer(adminToken))
      .send({ ...read, name: 'Desk Pro' })
      .expect(200);
    expect(posted.body).toEqual({ ...read, name: 'Desk Pro' });
    const put = await testApp.http
      .put(`/api/admin/plans/${read.id}`)
      .set(bearer(adminToken))
      .send({ ...read, name: 'Desk Pro', accountLimit: 500 })
      .expect(200);
    expect(put.body).toMatchObject({ id: read.id, name: 'Desk Pro', accountLimit: 500 });

    const [byPost, byPut] = (await auditOf(read.id)).slice(0, 2).reverse();
    expect((await auditOf(read.id)).length).toBe(before.length + 2);
    expect(Object.keys(byPost).sort()).toEqual(Object.keys(byPut).sort());
    expect([byPost.action, byPut.action]).toEqual(['plan.update', 'plan.update']);
    expect(byPost.details).toEqual({ name: [read.name, 'Desk Pro'] });
    expect(byPut.details).toEqual({ accountLimit: [read.accountLimit, 500] });
    const [{ count }] = await testApp.dataSource.query(
      "SELECT COUNT(*) AS count FROM plans WHERE planType = 'ENTERPRISE'",
    );
    expect(Number(count)).toBe(1);
  });

  it('POST without an id updates the plan its planType names, and leaves the other plans as they were', async () => {
    const saved = await testApp.http
      .post('/api/admin/plans')
      .set(bearer(adminToken))
      .send({ ...basic, name: 'Starter', monthlyPrice: 9.99 })
      .expect(200);
    expect(saved.body).toMatchObject({ planType: 'BASIC', name: 'Starter', monthlyPrice: 9.99 });
    const publicPlans = await testApp.http.get('/api/plans').expect(200);
    expect(publicPlans.body[0]).toMatchObject({ planType: 'BASIC', name: 'Starter', monthlyPrice: 9.99 });
    expect(publicPlans.body[1]).toMatchObject({ planType: 'PRO', name: 'Enterprise' });
    const [byPost] = await auditOf(saved.body.id);
    expect(byPost).toMatchObject({ action: 'plan.update', details: { name: ['Professional', 'Starter'] } });
    // Put back as it was, for the tests after this one.
    await testApp.http.post('/api/admin/plans').set(bearer(adminToken)).send(basic).expect(200);
  });

  it('POST refuses an id of no plan (404) or of a plan of another type (409), with a sentence', async () => {
    const missing = await testApp.http
      .post('/api/admin/plans')
      .set(bearer(adminToken))
      .send({ ...basic, id: 999999 })
      .expect(404);
    expect(missing.body.message).toBe('Plan not found.');
    const list = await testApp.http.get('/api/admin/plans').set(bearer(adminToken)).expect(200);
    const pro = list.body.find((plan: { planType: string }) => plan.planType === 'PRO');
    const retyped = await testApp.http
      .post('/api/admin/plans')
      .set(bearer(adminToken))
      .send({ ...basic, id: pro.id })
      .expect(409);
    expect(retyped.body.message).toBe(
      `Plan ${pro.id} is the PRO plan: a plan's type cannot change. Send planType PRO, or no id to create a BASIC plan.`,
    );
    const bad = await testApp.http
      .post('/api/admin/plans')
      .set(bearer(adminToken))
      .send({ ...basic, id: 'one' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Id must be the whole-number id of a plan.');
  });

  it('creates a plan for a type that has none, once, even when two admins send it at once', async () => {
    await testApp.dataSource.query("DELETE FROM plans WHERE planType = 'TRIAL'");
    const trial = { ...basic, planType: 'TRIAL', name: 'Trial', isActive: false, displayOrder: 9 };
    const answers = await Promise.all(
      [0, 1, 2].map(() => testApp.http.post('/api/admin/plans').set(bearer(adminToken)).send(trial)),
    );
    // One creates it; the others save the same fields onto it, which changes nothing.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const answer of answers)
      expect(answer.body).toMatchObject({ planType: 'TRIAL', name: 'Trial', features: ['Signals', 'News'] });
    expect((await auditOf(answers[0].body.id)).map((entry) => entry.action)).toEqual(['plan.create']);
    const [{ count }] = await testApp.dataSource.query("SELECT COUNT(*) AS count FROM plans WHERE planType = 'TRIAL'");
    expect(Number(count)).toBe(1);
  });

  it('edits a plan through its record, trimming features and dropping blank ones; the public list follows', async () => {
    const plans = await testApp.http.get('/api/admin/plans').set(bearer(adminToken)).expect(200);
    const record = plans.body.find((plan: { planType: string }) => plan.planType === 'BASIC');
    const saved = await testApp.http
      .put(`/api/admin/plans/${record.id}`)
      .set(bearer(adminToken))
      .send({ ...record, ...basic })
      .expect(200);
    expect(saved.body).toMatchObject({
      id: record.id,
      planType: 'BASIC',
      monthlyPrice: 35,
      yearlyPrice: 378,
      features: ['Signals', 'News'],
    });
    const publicPlans = await testApp.http.get('/api/plans').expect(200);
    expect(publicPlans.body[0]).toMatchObject({ planType: 'BASIC', monthlyPrice: 35 });

    const updated = await testApp.http
      .put(`/api/admin/plans/${record.id}`)
      .set(bearer(adminToken))
      .send({ ...saved.body, planType: 'PRO', isActive: false })
      .expect(200);
    // planType is read-only: the record keeps its own.
    expect(updated.body).toMatchObject({ planType: 'BASIC', isActive: false });
    expect(
      (await testApp.http.get('/api/plans').expect(200)).body.map((plan: { planType: string }) => plan.planType),
    ).toEqual(['PRO', 'ENTERPRISE']);
  });

  it.each([
    [{ name: '' }, 'Please fill in all required fields.'],
    [{ description: '   ' }, 'Please fill in all required fields.'],
    [{ monthlyPrice: -1 }, 'monthlyPrice must be 0 or more.'],
    [{ yearlyPrice: 'abc' }, 'yearlyPrice must be a number with at most 2 decimals.'],
    [{ monthlyPrice: 1.234 }, 'monthlyPrice must be a number with at most 2 decimals.'],
    [{ accountLimit: 0 }, 'accountLimit must be at least 1.'],
    [{ accountLimit: 1.5 }, 'accountLimit must be a whole number.'],
    [{ displayOrder: -1 }, 'displayOrder must be 0 or more.'],
    [{ planType: 'GOLD' }, 'planType must be one of BASIC, PRO, ENTERPRISE, CUSTOM, TRIAL.'],
    [{ features: 'Signals' }, 'Features must be a list of text.'],
  ])('rejects %j', async (change, message) => {
    const response = await testApp.http
      .post('/api/admin/plans')
      .set(bearer(adminToken))
      .send({ ...basic, ...change })
      .expect(400);
    expect(response.body.message).toBe(message);
  });

  it('resets every plan to its defaults', async () => {
    const response = await testApp.http.post('/api/admin/plans/init').set(bearer(adminToken)).expect(200);
    expect(response.body).toHaveLength(5);
    const publicPlans = await testApp.http.get('/api/plans').expect(200);
    expect(
      publicPlans.body.map((plan: { planType: string; monthlyPrice: number }) => [plan.planType, plan.monthlyPrice]),
    ).toEqual([
      ['BASIC', 29],
      ['PRO', 79],
      ['ENTERPRISE', 0],
    ]);
  });

  it('answers an unknown plan id with 404 and a bad one with 400', async () => {
    await testApp.http.get('/api/admin/plans/99999').set(bearer(adminToken)).expect(404);
    await testApp.http.get('/api/admin/plans/abc').set(bearer(adminToken)).expect(400);
  });
});
