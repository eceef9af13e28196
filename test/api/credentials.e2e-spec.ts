import { AccountToken } from '../../server/src/auth/account-token.entity.js';
import { User } from '../../server/src/users/user.entity.js';
import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

const FORGOT_ANSWER =
  'If an account uses this email address, a link to choose a new password is on its way. It works once, for one hour.';
const INVALID_LINK = 'This link is invalid, already used or expired. Please ask for a new one.';

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('forgotten passwords, password and e-mail changes', () => {
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

  const login = (email: string, password: string) => testApp.http.post('/api/auth/login').send({ email, password });

  async function resetLink(email: string): Promise<string> {
    await testApp.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    const mail = await inbox.next(email, 'Reset your SignalDesk password');
    return mail.links[0];
  }

  it('answers "forgot" the same way for a known and an unknown address, and mails only the known one', async () => {
    const trader = await signUp(testApp.http);
    const known = await testApp.http.post('/api/auth/forgot-password').send({ email: trader.email.toUpperCase() });
    const unknown = await testApp.http.post('/api/auth/forgot-password').send({ email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: FORGOT_ANSWER });
    expect(unknown.body).toEqual(known.body);

    const mail = await inbox.next(trader.email);
    expect(mail.subject).toBe('Reset your SignalDesk password');
    expect(mail.text).toContain('works once, for one hour');
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(/^https:\/\/signals\.example\.com\/reset-password\?token=[\w-]{43}$/);
    expect(mail.html).toContain(mail.links[0]);
    // Stored hashed: the raw token is nowhere in the database.
    const stored = await testApp.dataSource.getRepository(AccountToken).findOneByOrFail({ userId: trader.user.id });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(tokenOf(mail.links[0]));
    expect(inbox.to('nobody@example.com')).toEqual([]);
  });

  it('resets the password once with the link, ending every session', async () => {
    const trader = await signUp(testApp.http);
    const otherDevice = await login(trader.email, trader.password).expect(200);
    const token = tokenOf(await resetLink(trader.email));
    // Its page asks on opening whether the link still works, using nothing up.
    const check = () => testApp.http.post('/api/auth/reset-password/check').send({ token });
    expect((await check().expect(200)).body).toEqual({ message: 'This link works: choose your new password.' });
    await check().expect(200);

    const reset = await testApp.http
      .post('/api/auth/reset-password')
      .send({ token, password: 'brand-new-password' })
      .expect(200);
    expect(reset.body).toEqual({ message: 'Your password has been changed. Please sign in with it.' });
    const notice = await inbox.next(trader.email, 'Your SignalDesk password was changed');
    expect(notice.links).toEqual(['https://signals.example.com/login']);

    // Single use, and its page says so on opening.
    const again = await testApp.http.post('/api/auth/reset-password').send({ token, password: 'another-password' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID_LINK);
    expect((await check().expect(400)).body.message).toBe(INVALID_LINK);

    // Every session ends: access tokens at once, refresh tokens too.
    for (const session of [trader, otherDevice.body]) {
      const profile = await testApp.http.get('/api/user/profile').set(bearer(session.accessToken));
      expect(profile.status).toBe(401);
      expect(profile.body.message).toBe('Your session has expired. Please sign in again.');
      await testApp.http.post('/api/auth/refresh').send({ refreshToken: session.refreshToken }).expect(401);
    }
    await login(trader.email, trader.password).expect(401);
    await login(trader.email, 'brand-new-password').expect(200);
  });

  it('refuses an expired link', async () => {
    const trader = await signUp(testApp.http);
    const token = tokenOf(await resetLink(trader.email));
    testApp.clock.advanceMinutes(61);
    const checked = await testApp.http.post('/api/auth/reset-password/check').send({ token });
    expect([checked.status, checked.body.message]).toEqual([400, INVALID_LINK]);
    const expired = await testApp.http.post('/api/auth/reset-password').send({ token, password: 'password-2' });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(INVALID_LINK);
    await login(trader.email, trader.password).expect(200);
  });

  it.each([
    [{}, 'Please enter your email address.'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address.'],
  ])('validates "forgot" %j', async (body, message) => {
    const response = await testApp.http.post('/api/auth/forgot-password').send(body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('validates the reset', async () => {
    const short = await testApp.http.post('/api/auth/reset-password').send({ token: 'x', password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters long.');
    const common = await testApp.http.post('/api/auth/reset-password').send({ token: 'x', password: 'qwerty123' });
    expect([common.status, common.body.message]).toEqual([
      400,
      'This password is one of the most common, so it is easy to guess: please choose another.',
    ]);
    const unknown = await testApp.http
      .post('/api/auth/reset-password')
      .send({ token: 'x', password: 'a-fine-passphrase' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(INVALID_LINK);
  });

  it('changes the password with the current one, ending the other sessions but not this one', async () => {
    const trader = await signUp(testApp.http);
    const otherDevice = (await login(trader.email, trader.password).expect(200)).body;

    await testApp.http.post('/api/user/password').send({ currentPassword: 'x', newPassword: 'y1234567' }).expect(401);
    const wrong = await testApp.http
      .post('/api/user/password')
      .set(bearer(trader.accessToken))
      .send({ currentPassword: 'not-it', newPassword: 'new-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect.');
    const common = await testApp.http
      .post('/api/user/password')
      .set(bearer(trader.accessToken))
      .send({ currentPassword: trader.password, newPassword: 'iloveyou' });
    expect([common.status, common.body.message]).toEqual([
      400,
      'This password is one of the most common, so it is easy to guess: please choose another.',
    ]);

    const changed = await testApp.http
      .post('/api/user/password')
      .set(bearer(trader.accessToken))
      .send({ currentPassword: trader.password, newPassword: 'new-password-1' })
      .expect(200);
    expect(changed.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    await inbox.next(trader.email, 'Your SignalDesk password was changed');

    await testApp.http.get('/api/user/profile').set(bearer(changed.body.accessToken)).expect(200);
    await testApp.http.post('/api/auth/refresh').send({ refreshToken: changed.body.refreshToken }).expect(200);
    await testApp.http.get('/api/user/profile').set(bearer(otherDevice.accessToken)).expect(401);
    await testApp.http.get('/api/user/profile').set(bearer(trader.accessToken)).expect(401);
    await testApp.http.post('/api/auth/refresh').send({ refreshToken: otherDevice.refreshToken }).expect(401);
    await login(trader.email, 'new-password-1').expect(200);
  });

  it("answers a change to a taken address as any other, and tells that address's owner instead", async () => {
    const trader = await signUp(testApp.http);
    const owner = await signUp(testApp.http);
    const toTaken = await testApp.http
      .post('/api/user/email')
      .set(bearer(trader.accessToken))
      .send({ newEmail: owner.email.toUpperCase(), password: trader.password })
      .expect(200);
    expect(toTaken.body).toEqual({
      message: `We have sent a message to ${owner.email}. If the address can be used, it holds a confirmation link: your email address changes when you open it.`,
    });

    const told = await inbox.next(owner.email, 'Someone tried to move a SignalDesk account to this address');
    expect(told.text).toContain('This address already belongs to a SignalDesk account, so nothing was changed.');
    expect(told.links).toEqual(['https://signals.example.com/login']);
    expect((await inbox.next(trader.email, 'A change of your SignalDesk e-mail address was requested')).text).toContain(
      owner.email,
    );
    // No link was made: nothing could move the account to the taken address.
    expect(
      await testApp.dataSource.getRepository(AccountToken).countBy({ userId: trader.user.id, purpose: 'email-change' }),
    ).toBe(0);
    const mine = await testApp.http
      .post('/api/user/email')
      .set(bearer(trader.accessToken))
      .send({ newEmail: trader.email, password: trader.password });
    expect([mine.status, mine.body.message]).toEqual([400, 'This is already your email address.']);
  });

  it('changes the e-mail only after the new address confirms, telling the old one', async () => {
    const trader = await signUp(testApp.http);
    const newEmail = `moved-${Date.now()}@example.com`;
    const wrong = await testApp.http
      .post('/api/user/email')
      .set(bearer(trader.accessToken))
      .send({ newEmail, password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect.');

    const requested = await testApp.http
      .post('/api/user/email')
      .set(bearer(trader.accessToken))
      .send({ newEmail: `  ${newEmail.toUpperCase()} `, password: trader.password })
      .expect(200);
    expect(requested.body.message).toBe(
      `We have sent a message to ${newEmail}. If the address can be used, it holds a confirmation link: your email address changes when you open it.`,
    );
    const confirmation = await inbox.next(newEmail, 'Confirm your new SignalDesk e-mail address');
    const notice = await inbox.next(trader.email, 'A change of your SignalDesk e-mail address was requested');
    expect(notice.text).toContain(newEmail);
    expect(confirmation.links[0]).toMatch(/^https:\/\/signals\.example\.com\/confirm-email\?token=/);
    // Nothing changes before the confirmation.
    expect((await testApp.dataSource.getRepository(User).findOneByOrFail({ id: trader.user.id })).email).toBe(
      trader.email,
    );

    const confirmed = await testApp.http
      .post('/api/auth/confirm-email')
      .send({ token: tokenOf(confirmation.links[0]) })
      .expect(200);
    expect(confirmed.body).toEqual({ email: newEmail, message: `Your email address is now ${newEmail}.` });
    const changed = await inbox.next(trader.email, 'Your SignalDesk e-mail address was changed');
    expect(changed.text).toContain(newEmail);
    await login(newEmail, trader.password).expect(200);
    await login(trader.email, trader.password).expect(401);
    const reused = await testApp.http.post('/api/auth/confirm-email').send({ token: tokenOf(confirmation.links[0]) });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(INVALID_LINK);
  });
});

describe('the routes that ask for the current password are limited per account and per address', () => {
  const LIMIT = 5;
  const TOO_MANY_PASSWORDS =
    'Too many wrong passwords for this account. Please try again in 15 minutes, or reset your password from the sign-in page.';
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', ACCOUNT_GUESS_LIMIT: String(LIMIT) });
  });
  afterAll(() => testApp.close());

  /** A request from another client address (the app trusts the loopback proxy's X-Forwarded-For). */
  const from = (address: string) => ({ 'X-Forwarded-For': address });

  it('checks no more wrong passwords of one account than the limit, from any number of addresses and routes', async () => {
    const trader = await signUp(testApp.http);
    const auth = bearer(trader.accessToken);
    const guesses = [
      (password: string) =>
        testApp.http.post('/api/user/password').send({ currentPassword: password, newPassword: 'new-password-1' }),
      (password: string) => testApp.http.post('/api/user/email').send({ newEmail: 'elsewhere@example.com', password }),
      (password: string) => testApp.http.delete('/api/user/account').send({ password }),
      (password: string) => testApp.http.post('/api/user/two-factor/enable').send({ password, code: '123456' }),
    ];
    await testApp.http.post('/api/user/two-factor/setup').set(auth).expect(200);

    // 25 wrong passwords at once, each from its own address, over four routes.
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        guesses[index % guesses.length](`wrong-${index}`)
          .set(auth)
          .set(from(`198.51.100.${index}`)),
      ),
    );
    const checked = answers.filter((answer) => answer.status === 400);
    expect(checked).toHaveLength(LIMIT);
    for (const answer of checked) expect(answer.body.message).toBe('Current password is incorrect.');
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(25 - LIMIT);
    for (const answer of limited) expect(answer.body.message).toBe(TOO_MANY_PASSWORDS);
    expect(Number(limited[0].headers['retry-after'])).toBeGreaterThan(800);

    // The right password waits too, and the account is as it was.
    const right = await guesses[0](trader.password).set(auth).set(from('203.0.113.5'));
    expect([right.status, right.body.message]).toEqual([429, TOO_MANY_PASSWORDS]);
    await testApp.http.get('/api/user/profile').set(auth).expect(200);
  });

  it('limits the attempts of one address on each route, as the login is', async () => {
    const trader = await signUp(testApp.http);
    const changeEmail = () =>
      testApp.http
        .post('/api/user/email')
        .set(bearer(trader.accessToken))
        .set(from('192.0.2.44'))
        .send({ newEmail: 'elsewhere@example.com', password: 'not-it' });
    for (let attempt = 1; attempt <= 3; attempt += 1) await changeEmail().expect(400);
    const limited = await changeEmail();
    expect([limited.status, limited.body.message]).toEqual([
      429,
      'Too many attempts. Please wait a minute and try again.',
    ]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
