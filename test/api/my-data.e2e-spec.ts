import { AlertSettings } from '../../server/src/alerts/alert-settings.entity.js';
import { Payment } from '../../server/src/payments/payment.entity.js';
import { Subscription } from '../../server/src/subscriptions/subscription.entity.js';
import { User } from '../../server/src/users/user.entity.js';
import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

describe('export my data, delete my account', () => {
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

  /** A trader with a name, an MT account and a payment, as a real one would have. */
  async function busyTrader() {
    const trader = await signUp(testApp.http);
    const auth = bearer(trader.accessToken);
    await testApp.http.patch('/api/user/profile').set(auth).send({ firstName: 'Ada', lastName: 'Byron' }).expect(200);
    await testApp.http.post('/api/subscription').set(auth).send({ plan: 'BASIC' }).expect(200);
    await testApp.http.post('/api/accounts').set(auth).send({ mtId: '51234567' }).expect(201);
    await testApp.http
      .put('/api/alerts/settings')
      .set(auth)
      .send({
        emailEnabled: true,
        telegramEnabled: false,
        webhookEnabled: false,
        webhookUrl: 'https://hooks.example.com/ada',
        newSignals: true,
        signalCategories: ['Major'],
        minConfidence: 60,
        signalOutcomes: false,
        highImpactNews: true,
        newsCurrencies: ['USD'],
        subscriptionReminders: true,
        paymentConfirmed: true,
      })
      .expect(200);
    const payment = await testApp.http
      .post('/api/payments/create')
      .set(auth)
      .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency: 'BTC' })
      .expect(201);
    return { ...trader, auth, paymentId: payment.body.payment_id as string };
  }

  it('exports profile, subscription, payments, MT accounts and alert settings as one JSON download', async () => {
    const trader = await busyTrader();
    await testApp.http.get('/api/user/export').expect(401);
    const response = await testApp.http.get('/api/user/export').set(trader.auth).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="signaldesk-my-data.json"');
    expect(response.body).toEqual({
      exportedAt: expect.any(String),
      profile: {
        email: trader.email,
        phone: null,
        firstName: 'Ada',
        lastName: 'Byron',
        role: 'user',
        googleLinked: false,
        twoFactorEnabled: false,
        createdAt: expect.any(String),
      },
      subscription: expect.objectContaining({ plan: 'BASIC', status: 'PENDING' }),
      payments: [
        expect.objectContaining({
          plan: 'BASIC',
          billingCycle: 'monthly',
          priceAmount: '29.00',
          priceCurrency: 'USD',
          providerPaymentId: trader.paymentId,
        }),
      ],
      mtAccounts: [
        {
          mtId: '51234567',
          createdAt: expect.any(String),
          key: null,
          settings: expect.objectContaining({ riskPercent: 1 }),
          terminal: null,
          trades: [],
        },
      ],
      alertSettings: {
        emailEnabled: true,
        telegramLinked: false,
        telegramEnabled: false,
        webhookUrl: 'https://hooks.example.com/ada',
        webhookEnabled: false,
        newSignals: true,
        signalCategories: ['Major'],
        minConfidence: 60,
        signalOutcomes: false,
        highImpactNews: true,
        newsCurrencies: ['USD'],
        subscriptionReminders: true,
        paymentConfirmed: true,
      },
    });
    // No secrets travel with it.
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|tokenHash|argon2/);
  });

  it('deletes the account with the password: personal data erased, payments kept but detached', async () => {
    const trader = await busyTrader();
    const wrong = await testApp.http.delete('/api/user/account').set(trader.auth).send({ password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect.');
    const missing = await testApp.http.delete('/api/user/account').set(trader.auth).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please enter your current password.');

    const deleted = await testApp.http
      .delete('/api/user/account')
      .set(trader.auth)
      .send({ password: trader.password })
      .expect(200);
    expect(deleted.body).toEqual({ message: 'Your account has been deleted.' });
    expect((await inbox.next(trader.email, 'Your SignalDesk account was deleted')).text).toContain(
      'Records of payments are kept for accounting',
    );

    // Signed out everywhere, and the address no longer signs in.
    await testApp.http.get('/api/user/profile').set(trader.auth).expect(401);
    await testApp.http.post('/api/auth/refresh').send({ refreshToken: trader.refreshToken }).expect(401);
    await testApp.http.post('/api/auth/login').send({ email: trader.email, password: trader.password }).expect(401);

    const row = await testApp.dataSource.getRepository(User).findOneByOrFail({ id: trader.user.id });
    expect(row).toMatchObject({ phone: null, firstName: null, lastName: null, passwordHash: null, googleSub: null });
    expect(row.email).toMatch(/^deleted-\d+-[0-9a-f]{12}@deleted\.invalid$/);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await testApp.dataSource.getRepository(Subscription).countBy({ userId: trader.user.id })).toBe(0);
    expect(await testApp.dataSource.getRepository(AlertSettings).countBy({ userId: trader.user.id })).toBe(0);
    const payments = await testApp.dataSource.getRepository(Payment).findBy({ userId: trader.user.id });
    expect(payments.map((payment) => payment.providerPaymentId)).toEqual([trader.paymentId]);

    // Staff see the payment, owned by "deleted user"; the address is free for a new sign-up.
    const admin = await testApp.http.post('/api/auth/login').send(ADMIN).expect(200);
    const billing = await testApp.http
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify({ userId: trader.user.id }) })
      .set(bearer(admin.body.accessToken))
      .expect(200);
    expect(billing.body.map((payment: { userEmail: string }) => payment.userEmail)).toEqual(['deleted user']);
    const user = await testApp.http.get(`/api/admin/users/${trader.user.id}`).set(bearer(admin.body.accessToken));
    expect(user.body).toMatchObject({ email: 'deleted user', firstName: null, disabled: true });
    await signUp(testApp.http, { email: trader.email });
  });

  it('refuses to let an admin delete their own account', async () => {
    const admin = await testApp.http.post('/api/auth/login').send(ADMIN).expect(200);
    const refused = await testApp.http
      .delete('/api/user/account')
      .set(bearer(admin.body.accessToken))
      .send({ password: ADMIN.password });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'An admin account cannot delete itself. Ask another admin to change its role first.',
    );
  });
});
