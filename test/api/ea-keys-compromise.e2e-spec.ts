import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUpWithPlan, type SignedUpUser } from '../support/users.js';

/** Expert Advisor keys after the owner may have lost control: a reset revokes them all, a change keeps them. */
describe('account keys after a password reset or change, and "Revoke all keys"', () => {
  const inbox = new SmtpInbox();
  let testApp: TestApp;
  let mtIds = 8100;

  beforeAll(async () => {
    await inbox.start();
    testApp = await startTestApp({
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://signals.example.com',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SIGNAL_SYMBOLS: 'US30',
    });
  });
  afterAll(async () => {
    await testApp.close();
    await inbox.stop();
  });

  /** A paid trader with three accounts: two with a key, one without. */
  async function traderWithKeys(): Promise<{ trader: SignedUpUser; keyed: string[]; keys: string[]; bare: string }> {
    const trader = await signUpWithPlan(testApp.http, 'PRO');
    await activateSubscription(testApp, trader.user.id, 'PRO');
    const keyed: string[] = [];
    const keys: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const mtId = String((mtIds += 1));
      const account = await testApp.http
        .post('/api/accounts')
        .set(bearer(trader.accessToken))
        .send({ mtId })
        .expect(201);
      if (i === 2) return { trader, keyed, keys, bare: mtId };
      const issued = await testApp.http
        .post(`/api/accounts/${account.body.id}/key`)
        .set(bearer(trader.accessToken))
        .send({})
        .expect(201);
      keyed.push(mtId);
      keys.push(issued.body.key);
    }
    throw new Error('unreachable');
  }
  const feed = (key: string) => testApp.http.get('/api/ea/signals').set(bearer(key));

  it('a password reset revokes every key and e-mails which accounts need a new one', async () => {
    const { trader, keyed, keys, bare } = await traderWithKeys();
    for (const key of keys) await feed(key).expect(200);
    await testApp.http.post('/api/auth/forgot-password').send({ email: trader.email }).expect(200);
    const link = (await inbox.next(trader.email, 'Reset your SignalDesk password')).links[0];
    await testApp.http
      .post('/api/auth/reset-password')
      .send({ token: new URL(link).searchParams.get('token'), password: 'a-new-password' })
      .expect(200);

    for (const key of keys) await feed(key).expect(401);
    const notice = await inbox.next(trader.email, 'Your SignalDesk password was changed');
    expect(notice.text).toContain(`These MetaTrader accounts need a new key: ${keyed.join(', ')}.`);
    expect(notice.text).not.toContain(bare);
    const login = await testApp.http
      .post('/api/auth/login')
      .send({ email: trader.email, password: 'a-new-password' })
      .expect(200);
    const accounts = await testApp.http.get('/api/accounts').set(bearer(login.body.accessToken)).expect(200);
    for (const account of accounts.body) {
      expect(account.key).toBeNull();
      if (keyed.includes(account.mtId)) expect(account.keyRevokedAt).toEqual(expect.any(String));
    }
  });

  it('a reset of an account without keys says none needs a new one', async () => {
    const trader = await signUpWithPlan(testApp.http, 'PRO');
    await testApp.http.post('/api/auth/forgot-password').send({ email: trader.email }).expect(200);
    const link = (await inbox.next(trader.email, 'Reset your SignalDesk password')).links[0];
    await testApp.http
      .post('/api/auth/reset-password')
      .send({ token: new URL(link).searchParams.get('token'), password: 'a-new-password' })
      .expect(200);
    const notice = await inbox.next(trader.email, 'Your SignalDesk password was changed');
    expect(notice.text).toContain(
      'None of your MetaTrader accounts had an Expert Advisor key, so none needs a new one.',
    );
  });

  it('a password change keeps every key working, and its e-mail says so', async () => {
    const { trader, keyed, keys } = await traderWithKeys();
    await testApp.http
      .post('/api/user/password')
      .set(bearer(trader.accessToken))
      .send({ currentPassword: trader.password, newPassword: 'changed-password' })
      .expect(200);
    for (const key of keys) await feed(key).expect(200);
    const notice = await inbox.next(trader.email, 'Your SignalDesk password was changed');
    expect(notice.text).toContain(
      `The Expert Advisor keys of your MetaTrader accounts ${keyed.join(', ')} keep working. If someone else may have them, use "Revoke all keys" on the dashboard.`,
    );
  });

  it('"Revoke all keys" revokes the key of every account of the caller, and only theirs', async () => {
    const { trader, keyed, keys } = await traderWithKeys();
    const other = await traderWithKeys();
    const answer = await testApp.http.delete('/api/accounts/keys').set(bearer(trader.accessToken)).expect(200);
    expect(answer.body).toEqual({
      revoked: keyed,
      message: `The keys of 2 accounts were revoked: ${keyed.join(', ')}. Issue a new key for each to carry on.`,
    });
    for (const key of keys) await feed(key).expect(401);
    for (const key of other.keys) await feed(key).expect(200);

    const again = await testApp.http.delete('/api/accounts/keys').set(bearer(trader.accessToken)).expect(200);
    expect(again.body).toEqual({ revoked: [], message: 'None of your accounts had a key: nothing was revoked.' });
    await testApp.http.delete('/api/accounts/keys').expect(401);
  });
});
