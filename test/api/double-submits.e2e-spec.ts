import { MtAccount } from '../../server/src/accounts/mt-account.entity.js';
import { AuditEntry } from '../../server/src/audit/audit-entry.entity.js';
import { Subscription } from '../../server/src/subscriptions/subscription.entity.js';
import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp, signUpWithPlan } from '../support/users.js';
import { backgroundMailSent } from '../support/background-mail.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };
const INVALID_LINK = 'This link is invalid, already used or expired. Please ask for a new one.';
const RESET_SUBJECT = 'Reset your SignalDesk password';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('double submits do one thing', () => {
  const inbox = new SmtpInbox();
  let testApp: TestApp;

  beforeAll(async () => {
    await inbox.start();
    testApp = await startTestApp({
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://signals.example.com',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await testApp.close();
    await inbox.stop();
  });

  /** Every background e-mail has gone out. */
  const settle = () => backgroundMailSent(testApp);
  const resetMails = (email: string) => inbox.to(email).filter((mail) => mail.subject === RESET_SUBJECT);

  describe('Idempotency-Key', () => {
    it('does the work once for requests sent together with one key, and answers each the same', async () => {
      const trader = await signUpWithPlan(testApp.http);
      const add = () =>
        testApp.http
          .post('/api/accounts')
          .set(bearer(trader.accessToken))
          .set('Idempotency-Key', 'add-5001')
          .send({ mtId: '5001' });
      const answers = await Promise.all([add(), add(), add(), add()]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
      expect(await testApp.dataSource.getRepository(MtAccount).countBy({ userId: trader.user.id })).toBe(1);

      // A minute later the same key still answers the first result, not "already linked".
      testApp.clock.advanceMinutes(2);
      const later = await add().expect(201);
      expect(later.body).toEqual(answers[0].body);
    });

    it('keeps a refusal too, refuses the key with another request, and checks the key', async () => {
      const trader = await signUpWithPlan(testApp.http);
      const send = (key: string, mtId: string) =>
        testApp.http.post('/api/accounts').set(bearer(trader.accessToken)).set('Idempotency-Key', key).send({ mtId });
      const empty = await send('blank-id', ' ').expect(400);
      expect((await send('blank-id', ' ').expect(400)).body).toEqual(empty.body);

      await send('key-1', '6001').expect(201);
      const reused = await send('key-1', '6002').expect(422);
      expect(reused.body.message).toBe(
        'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
      );
      const bad = await send('not a key!', '6003').expect(400);
      expect(bad.body.message).toBe('Idempotency-Key must be 1 to 100 letters, digits, dashes or underscores.');
      // Keys are the caller's own: another trader's identical key is a different request.
      const other = await signUpWithPlan(testApp.http);
      await testApp.http
        .post('/api/accounts')
        .set(bearer(other.accessToken))
        .set('Idempotency-Key', 'key-1')
        .send({ mtId: '6001' })
        .expect(201);
      expect(await testApp.dataSource.getRepository(MtAccount).countBy({ mtId: '6001' })).toBe(2);
    });

    it('extends a subscription once when an admin double-clicks, with one audit entry', async () => {
      const trader = await signUp(testApp.http);
      await activateSubscription(testApp, trader.user.id);
      const subscriptions = testApp.dataSource.getRepository(Subscription);
      const before = await subscriptions.findOneByOrFail({ userId: trader.user.id });
      const admin = (await testApp.http.post('/api/auth/login').send(ADMIN).expect(200)).body.accessToken;
      const extend = () =>
        testApp.http
          .post(`/api/admin/subscriptions/${before.id}/extend`)
          .set(bearer(admin))
          .set('Idempotency-Key', `extend-${before.id}`)
          .send({ days: 7 });
      const [first, second] = await Promise.all([extend(), extend()]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body).toEqual(first.body);
      const after = await subscriptions.findOneByOrFail({ userId: trader.user.id });
      expect(after.expiresAt!.getTime() - before.expiresAt!.getTime()).toBe(7 * 86400000);
      expect(
        await testApp.dataSource
          .getRepository(AuditEntry)
          .countBy({ targetType: 'subscription', targetId: before.id, action: 'subscription.extend' }),
      ).toBe(1);
    });
  });

  describe('natural keys, without a header', () => {
    it('links an MT account once when the same ID is sent twice at once', async () => {
      const trader = await signUpWithPlan(testApp.http);
      const add = () => testApp.http.post('/api/accounts').set(bearer(trader.accessToken)).send({ mtId: '7001' });
      const [first, second] = await Promise.all([add(), add()]);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body).toEqual(first.body);
      expect(await testApp.dataSource.getRepository(MtAccount).countBy({ userId: trader.user.id })).toBe(1);
      // Long after, the same ID is a mistake, said as one.
      testApp.clock.advanceMinutes(2);
      const later = await add().expect(409);
      expect(later.body.message).toBe('MT account 7001 is already linked.');
    });

    it('schedules a period-end change once, with one audit entry, when it is sent twice at once', async () => {
      const trader = await signUp(testApp.http);
      await activateSubscription(testApp, trader.user.id, 'PRO');
      const schedule = () =>
        testApp.http
          .post('/api/subscription/scheduled-change')
          .set(bearer(trader.accessToken))
          .send({ plan: 'BASIC', billingCycle: 'monthly' });
      const [first, second] = await Promise.all([schedule(), schedule()]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body.scheduledChange).toEqual(first.body.scheduledChange);
      const { id } = await testApp.dataSource.getRepository(Subscription).findOneByOrFail({ userId: trader.user.id });
      expect(
        await testApp.dataSource
          .getRepository(AuditEntry)
          .countBy({ targetType: 'subscription', targetId: id, action: 'subscription.change-scheduled' }),
      ).toBe(1);
    });
  });

  describe('password reset links', () => {
    it('sends one e-mail for "forgot" sent several times at once, with or without a key', async () => {
      const trader = await signUp(testApp.http);
      const forgot = (key?: string) => {
        const request = testApp.http.post('/api/auth/forgot-password');
        if (key) request.set('Idempotency-Key', key);
        return request.send({ email: trader.email });
      };
      const answers = await Promise.all([forgot(), forgot(), forgot('forgot-1'), forgot('forgot-1')]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      await inbox.next(trader.email, RESET_SUBJECT);
      await settle();
      expect(resetMails(trader.email)).toEqual([]);
    });

    it('keeps an earlier link working when a newer one is sent, until one of them sets the password', async () => {
      const trader = await signUp(testApp.http);
      await testApp.http.post('/api/auth/forgot-password').send({ email: trader.email }).expect(200);
      const first = tokenOf((await inbox.next(trader.email, RESET_SUBJECT)).links[0]);
      testApp.clock.advanceMinutes(3);
      await testApp.http.post('/api/auth/forgot-password').send({ email: trader.email }).expect(200);
      const second = tokenOf((await inbox.next(trader.email, RESET_SUBJECT)).links[0]);

      await testApp.http.post('/api/auth/reset-password').send({ token: first, password: 'password-1' }).expect(200);
      // The password changed: the other link dies with it.
      const stale = await testApp.http.post('/api/auth/reset-password').send({ token: second, password: 'password-2' });
      expect(stale.status).toBe(400);
      expect(stale.body.message).toBe(INVALID_LINK);
      await testApp.http.post('/api/auth/login').send({ email: trader.email, password: 'password-1' }).expect(200);
    });

    it('answers a double click on the reset form with the first success, not "invalid link"', async () => {
      const trader = await signUp(testApp.http);
      await testApp.http.post('/api/auth/forgot-password').send({ email: trader.email }).expect(200);
      const token = tokenOf((await inbox.next(trader.email, RESET_SUBJECT)).links[0]);
      const reset = () =>
        testApp.http
          .post('/api/auth/reset-password')
          .set('Idempotency-Key', `reset-${trader.user.id}`)
          .send({ token, password: 'password-3' });
      const [first, second] = await Promise.all([reset(), reset()]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body).toEqual({ message: 'Your password has been changed. Please sign in with it.' });
    });

    it('lets one of two resets sent at once with one link, without an idempotency key, set the password', async () => {
      // No key: the idempotency layer stays out, so the token's conditional claim is what decides.
      const trader = await signUp(testApp.http);
      await testApp.http.post('/api/auth/forgot-password').send({ email: trader.email }).expect(200);
      const token = tokenOf((await inbox.next(trader.email, RESET_SUBJECT)).links[0]);
      const passwords = ['racing-password-1', 'racing-password-2'];
      const answers = await Promise.all(
        passwords.map((password) => testApp.http.post('/api/auth/reset-password').send({ token, password })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const winner = answers.findIndex((answer) => answer.status === 200);
      expect(answers[1 - winner].body.message).toBe(INVALID_LINK);
      const login = (password: string) => testApp.http.post('/api/auth/login').send({ email: trader.email, password });
      await login(passwords[winner]).expect(200);
      await login(passwords[1 - winner]).expect(401);
    });

    it('kills a link sent to the old address once a new address is confirmed', async () => {
      const trader = await signUp(testApp.http);
      await testApp.http.post('/api/auth/forgot-password').send({ email: trader.email }).expect(200);
      const token = tokenOf((await inbox.next(trader.email, RESET_SUBJECT)).links[0]);
      const newEmail = `moved-${Date.now()}@example.com`;
      await testApp.http
        .post('/api/user/email')
        .set(bearer(trader.accessToken))
        .send({ newEmail, password: trader.password })
        .expect(200);
      const confirmation = await inbox.next(newEmail, 'Confirm your new SignalDesk e-mail address');
      await testApp.http
        .post('/api/auth/confirm-email')
        .send({ token: tokenOf(confirmation.links[0]) })
        .expect(200);

      const stale = await testApp.http.post('/api/auth/reset-password').send({ token, password: 'taken-over' });
      expect(stale.status).toBe(400);
      expect(stale.body.message).toBe(INVALID_LINK);
      await testApp.http.post('/api/auth/login').send({ email: newEmail, password: trader.password }).expect(200);
    });
  });
});
