import { MtAccount } from '../../server/src/accounts/mt-account.entity.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp, signUpWithPlan } from '../support/users.js';

const LOGIN_MESSAGE =
  'MT Account ID must be your MetaTrader login: a number of 4 to 19 digits, at most 9223372036854775807.';

describe('MetaTrader accounts', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => testApp.close());

  it('adds, lists and removes accounts, trimming the ID', async () => {
    const trader = await signUpWithPlan(testApp.http);
    const added = await testApp.http
      .post('/api/accounts')
      .set(bearer(trader.accessToken))
      .send({ mtId: '  51234567 ' })
      .expect(201);
    expect(added.body).toMatchObject({
      id: expect.any(Number),
      mtId: '51234567',
      createdAt: expect.any(String),
      key: null,
    });
    expect((await testApp.http.get('/api/accounts').set(bearer(trader.accessToken)).expect(200)).body).toEqual([
      added.body,
    ]);
    expect(
      (await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken))).body.connectedAccounts,
    ).toBe(1);
    await testApp.http.delete(`/api/accounts/${added.body.id}`).set(bearer(trader.accessToken)).expect(200);
    expect((await testApp.http.get('/api/accounts').set(bearer(trader.accessToken))).body).toEqual([]);
  });

  it('refuses to link an account for a trader without a plan, with a sentence', async () => {
    const trader = await signUp(testApp.http);
    const refused = await testApp.http
      .post('/api/accounts')
      .set(bearer(trader.accessToken))
      .send({ mtId: '51234567' })
      .expect(403);
    expect(refused.body.message).toBe(
      'Choose a plan first: MetaTrader accounts are linked under a plan, and its limit says how many.',
    );
    expect(await testApp.dataSource.getRepository(MtAccount).countBy({ userId: trader.user.id })).toBe(0);
  });

  it.each([
    [{ mtId: '   ' }, 'Please enter an MT Account ID.'],
    [{}, 'Please enter an MT Account ID.'],
    [{ mtId: 'abc123' }, LOGIN_MESSAGE],
    [{ mtId: '12' }, LOGIN_MESSAGE],
    [{ mtId: '-12345' }, LOGIN_MESSAGE],
    [{ mtId: '123.45' }, LOGIN_MESSAGE],
    [{ mtId: '🚀12345' }, LOGIN_MESSAGE],
    [{ mtId: '1'.repeat(60) }, LOGIN_MESSAGE],
    // 20 digits, and one above the largest MetaTrader 5 login (a signed 64-bit number).
    [{ mtId: '12345678901234567890' }, LOGIN_MESSAGE],
    [{ mtId: '9223372036854775808' }, LOGIN_MESSAGE],
  ])('rejects %j with the message', async (body, message) => {
    const trader = await signUpWithPlan(testApp.http);
    expect(
      (await testApp.http.post('/api/accounts').set(bearer(trader.accessToken)).send(body).expect(400)).body.message,
    ).toBe(message);
  });

  it('links the largest MetaTrader 5 login there is', async () => {
    const trader = await signUpWithPlan(testApp.http);
    const linked = await testApp.http
      .post('/api/accounts')
      .set(bearer(trader.accessToken))
      .send({ mtId: '9223372036854775807' })
      .expect(201);
    expect(linked.body.mtId).toBe('9223372036854775807');
  });

  it("refuses a duplicate and anything over the plan's limit, with the spec's message", async () => {
    const trader = await signUpWithPlan(testApp.http);
    await testApp.http.post('/api/accounts').set(bearer(trader.accessToken)).send({ mtId: '1001' }).expect(201);
    // Sent again at once it is the same submit (see double-submits); later, a duplicate.
    testApp.clock.advanceMinutes(2);
    const duplicate = await testApp.http
      .post('/api/accounts')
      .set(bearer(trader.accessToken))
      .send({ mtId: '1001' })
      .expect(409);
    expect(duplicate.body.message).toBe('MT account 1001 is already linked.');
    const over = await testApp.http
      .post('/api/accounts')
      .set(bearer(trader.accessToken))
      .send({ mtId: '1002' })
      .expect(403);
    expect(over.body.message).toBe("You've reached the maximum of 1 account for your Professional plan.");
  });

  it('holds the limit when 10 adds arrive at once: exactly 3 on a PRO plan', async () => {
    const trader = await signUpWithPlan(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'PRO');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        testApp.http
          .post('/api/accounts')
          .set(bearer(trader.accessToken))
          .send({ mtId: String(20000 + index) }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.status === 403)).toHaveLength(7);
    expect(await testApp.dataSource.getRepository(MtAccount).countBy({ userId: trader.user.id })).toBe(3);
  });

  it("never shows or removes another trader's accounts", async () => {
    const owner = await signUpWithPlan(testApp.http);
    const other = await signUpWithPlan(testApp.http);
    const added = await testApp.http
      .post('/api/accounts')
      .set(bearer(owner.accessToken))
      .send({ mtId: '777777' })
      .expect(201);
    expect((await testApp.http.get('/api/accounts').set(bearer(other.accessToken))).body).toEqual([]);
    await testApp.http.delete(`/api/accounts/${added.body.id}`).set(bearer(other.accessToken)).expect(404);
    expect((await testApp.http.get('/api/accounts').set(bearer(owner.accessToken))).body).toHaveLength(1);
    // The same login may be linked by two different traders.
    await testApp.http.post('/api/accounts').set(bearer(other.accessToken)).send({ mtId: '777777' }).expect(201);
  });

  it('needs a signed-in caller', async () => {
    await testApp.http.get('/api/accounts').expect(401);
    await testApp.http.post('/api/accounts').send({ mtId: '1234' }).expect(401);
    await testApp.http.delete('/api/accounts/1').expect(401);
  });
});
