import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

/**
 * A trader who signed up and has not paid (no plan chosen at all) keeps every account action:
 * the plan is asked for by what is paid for (signals, the calendar), never by the account.
 */
describe('account actions without a plan', () => {
  const inbox = new SmtpInbox();
  let testApp: TestApp;

  beforeAll(async () => {
    await inbox.start();
    testApp = await startTestApp({ SMTP_URL: inbox.url, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await testApp.close();
    await inbox.stop();
  });

  it('changes the password and the e-mail, sets up two-factor sign-in, exports and deletes, while signals stay paid for', async () => {
    const trader = await signUp(testApp.http);
    let auth = bearer(trader.accessToken);
    expect((await testApp.http.get('/api/subscription').set(auth).expect(200)).body).toEqual({
      plan: null,
      hasChosenPlan: false,
    });
    // What is paid for still asks for a plan, with the sentence.
    const signals = await testApp.http.get('/api/ai-signals').set(auth);
    expect([signals.status, signals.body.message]).toEqual([
      403,
      'You need an active subscription to access this feature.',
    ]);
    await testApp.http.get('/api/news/processed').set(auth).expect(403);

    await testApp.http.get('/api/user/profile').set(auth).expect(200);
    await testApp.http.patch('/api/user/profile').set(auth).send({ firstName: 'Ada' }).expect(200);

    const changed = await testApp.http
      .post('/api/user/password')
      .set(auth)
      .send({ currentPassword: trader.password, newPassword: 'a-new-pass-phrase' })
      .expect(200);
    auth = bearer(changed.body.accessToken);
    await inbox.next(trader.email, 'Your SignalDesk password was changed');
    await testApp.http.post('/api/auth/login').send({ email: trader.email, password: 'a-new-pass-phrase' }).expect(200);

    const newEmail = `no-plan-moved-${Date.now()}@example.com`;
    await testApp.http.post('/api/user/email').set(auth).send({ newEmail, password: 'a-new-pass-phrase' }).expect(200);
    await inbox.next(newEmail, 'Confirm your new SignalDesk e-mail address');

    const setup = await testApp.http.post('/api/user/two-factor/setup').set(auth).expect(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    await testApp.http.get('/api/user/two-factor').set(auth).expect(200);

    await testApp.http.get('/api/payments/history').set(auth).expect(200);
    const exported = await testApp.http.get('/api/user/export').set(auth).expect(200);
    expect(exported.body.profile).toMatchObject({ email: trader.email, firstName: 'Ada' });
    expect(exported.body.subscription).toBeNull();

    const deleted = await testApp.http
      .delete('/api/user/account')
      .set(auth)
      .send({ password: 'a-new-pass-phrase' })
      .expect(200);
    expect(deleted.body).toEqual({ message: 'Your account has been deleted.' });
    await testApp.http.get('/api/user/profile').set(auth).expect(401);
    await testApp.http.post('/api/auth/login').send({ email: trader.email, password: 'a-new-pass-phrase' }).expect(401);
  });
});
