import { AuditEntry } from '../../server/src/audit/audit-entry.entity.js';
import { RefreshToken } from '../../server/src/auth/refresh-token.entity.js';
import { RecoveryCode } from '../../server/src/two-factor/recovery-code.entity.js';
import { SignInChallenge } from '../../server/src/two-factor/sign-in-challenge.entity.js';
import { TwoFactorCredential } from '../../server/src/two-factor/two-factor-credential.entity.js';
import { User } from '../../server/src/users/user.entity.js';
import { FakeGoogle } from '../fakes/fake-google.js';
import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { codeAt, turnOnTwoFactor } from '../support/two-factor.js';
import { bearer, signUp } from '../support/users.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };
const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';
const WRONG_CODE = 'That code is not right. Check that the time on your phone is correct and try again.';
const USED_CODE = 'This code was already used. Please wait for the next one in your authenticator app.';
const TIMED_OUT = 'This sign-in has timed out. Please sign in again.';
const STAFF_REQUIRED =
  'Your role requires two-factor sign-in. Turn it on in Account settings, under Sign-in & Security, to use the admin portal.';
const STAFF_SIGN_IN_AGAIN =
  'Your role requires two-factor sign-in, and this session was signed in without a code. Sign out and sign in again with a code from your authenticator app to use the admin portal.';
const SESSION_ENDED = 'Your session has expired. Please sign in again.';

/** A code that is certainly not the right one at any moment near now. */
async function wrongCodeFor(secret: string, testApp: TestApp): Promise<string> {
  const near = await Promise.all([-1, 0, 1, 2].map((steps) => codeAt(secret, testApp.clock, steps)));
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}

describe('two-factor sign-in (TOTP)', () => {
  const inbox = new SmtpInbox();
  const google = new FakeGoogle();
  let testApp: TestApp;

  beforeAll(async () => {
    await Promise.all([inbox.start(), google.start()]);
    testApp = await startTestApp({
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://signals.example.com',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      GOOGLE_CLIENT_ID,
      GOOGLE_CERTS_URL: google.certsUrl,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await Promise.all([inbox.stop(), google.stop()]);
  });

  const login = (email: string, password: string) => testApp.http.post('/api/auth/login').send({ email, password });
  const secondStep = (challenge: string, code: string) =>
    testApp.http.post('/api/auth/two-factor').send({ challenge, code });
  const status = async (accessToken: string) =>
    (await testApp.http.get('/api/user/two-factor').set(bearer(accessToken)).expect(200)).body;

  /** Password, then the code at the clock's time; the tokens. */
  async function signInWithCode(email: string, password: string, secret: string) {
    const first = await login(email, password).expect(200);
    testApp.clock.advanceMinutes(0.5);
    const second = await secondStep(first.body.challenge, await codeAt(secret, testApp.clock)).expect(200);
    return second.body as { accessToken: string; refreshToken: string; user: { id: number } };
  }

  it('sets up with a QR secret confirmed by the password and a code, shows ten recovery codes once, and stores both safely', async () => {
    const trader = await signUp(testApp.http);
    const otherDevice = (await login(trader.email, trader.password).expect(200)).body;
    expect(await status(trader.accessToken)).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      requiredForRole: false,
    });

    const setup = await testApp.http.post('/api/user/two-factor/setup').set(bearer(trader.accessToken)).expect(200);
    const { secret, otpauthUri } = setup.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/SignalDesk:${encodeURIComponent(trader.email)}?secret=${secret}&issuer=SignalDesk`,
    );
    // Pending until confirmed: signing in still needs only the password.
    const pendingLogin = (await login(trader.email, trader.password).expect(200)).body;
    expect(pendingLogin.accessToken).toEqual(expect.any(String));

    const enable = (body: object) =>
      testApp.http.post('/api/user/two-factor/enable').set(bearer(trader.accessToken)).send(body);
    const right = await codeAt(secret, testApp.clock);
    const cases: [object, string][] = [
      [{ code: right }, 'Please enter your current password.'],
      [{ password: 'not-it', code: right }, 'Current password is incorrect.'],
      [{ password: trader.password, code: await wrongCodeFor(secret, testApp) }, WRONG_CODE],
      [{ password: trader.password, code: '12 34' }, 'The code is the 6 digits your authenticator app shows.'],
    ];
    for (const [body, message] of cases) {
      const refused = await enable(body);
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }

    const enabled = await enable({ password: trader.password, code: right }).expect(200);
    expect(enabled.body).toEqual({
      recoveryCodes: expect.any(Array),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    const codes: string[] = enabled.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    // Every session signed in with the password alone ends, this one's old tokens too; this device
    // carries on with the new ones.
    for (const session of [trader, otherDevice, pendingLogin]) {
      const profile = await testApp.http.get('/api/user/profile').set(bearer(session.accessToken));
      expect([profile.status, profile.body.message]).toEqual([401, SESSION_ENDED]);
      await testApp.http.post('/api/auth/refresh').send({ refreshToken: session.refreshToken }).expect(401);
    }
    await testApp.http.post('/api/auth/refresh').send({ refreshToken: enabled.body.refreshToken }).expect(200);

    const now = await status(enabled.body.accessToken);
    expect(now).toEqual({
      enabled: true,
      enabledAt: expect.any(String),
      recoveryCodesLeft: 10,
      requiredForRole: false,
    });
    // Never shown again: no answer carries the secret.
    expect(JSON.stringify(now)).not.toContain(secret);
    const again = await testApp.http.post('/api/user/two-factor/setup').set(bearer(enabled.body.accessToken));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Two-factor sign-in is already on for this account.');

    // At rest: the secret encrypted, the recovery codes hashed with the user's salt.
    const credential = await testApp.dataSource
      .getRepository(TwoFactorCredential)
      .findOneByOrFail({ userId: trader.user.id });
    expect(credential.secretCiphertext).toMatch(/^v1\.[\w-]+$/);
    expect(credential.secretCiphertext).not.toContain(secret);
    expect(credential.recoverySalt).toMatch(/^[0-9a-f]{32}$/);
    const stored = await testApp.dataSource.getRepository(RecoveryCode).findBy({ userId: trader.user.id });
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      for (const code of codes) expect(row.codeHash).not.toContain(code.replace(/-/g, ''));
    }

    const mail = await inbox.next(trader.email, 'Two-factor sign-in is on for your SignalDesk account');
    expect(mail.links).toEqual(['https://signals.example.com/profile']);
    const audit = await testApp.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ targetType: 'user', targetId: trader.user.id, action: 'two-factor.enable' });
    expect(audit).toMatchObject({ actorId: trader.user.id, details: { twoFactor: [false, true] } });
  });

  it('signs in with the password, then a code; no tokens before the code, and each code works once', async () => {
    const trader = await signUp(testApp.http);
    const { secret } = await turnOnTwoFactor(testApp.http, testApp.clock, trader);

    const first = await login(trader.email, trader.password).expect(200);
    expect(first.body).toEqual({
      twoFactorRequired: true,
      challenge: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(new Date(first.body.expiresAt).getTime() - testApp.clock.now().getTime()).toBe(5 * 60_000);
    const stored = await testApp.dataSource.getRepository(SignInChallenge).findBy({ userId: trader.user.id });
    expect(stored.map((row) => row.tokenHash)).not.toContain(first.body.challenge);

    const wrong = await secondStep(first.body.challenge, await wrongCodeFor(secret, testApp));
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(WRONG_CODE);

    const code = await codeAt(secret, testApp.clock);
    const signedIn = await secondStep(first.body.challenge, code).expect(200);
    expect(signedIn.body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: expect.objectContaining({ id: trader.user.id, email: trader.email }),
    });
    await testApp.http.get('/api/user/profile').set(bearer(signedIn.body.accessToken)).expect(200);

    // The challenge is spent; the code too (replay), even on a new challenge in the same step.
    const reused = await secondStep(first.body.challenge, code);
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(TIMED_OUT);
    const next = await login(trader.email, trader.password).expect(200);
    const replay = await secondStep(next.body.challenge, code);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(USED_CODE);
    // A code of the previous step is spent too; the clock's drift window takes the next one.
    const earlier = await secondStep(next.body.challenge, await codeAt(secret, testApp.clock, -1));
    expect(earlier.body.message).toBe(USED_CODE);
    await secondStep(next.body.challenge, await codeAt(secret, testApp.clock, 1)).expect(200);

    // Two sign-ins racing with one fresh code: exactly one gets in.
    testApp.clock.advanceMinutes(1);
    const [a, b] = await Promise.all([login(trader.email, trader.password), login(trader.email, trader.password)]);
    const racing = await codeAt(secret, testApp.clock);
    const answers = await Promise.all([secondStep(a.body.challenge, racing), secondStep(b.body.challenge, racing)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('lets a challenge lapse after five minutes, and spends it after five wrong codes', async () => {
    const trader = await signUp(testApp.http);
    const { secret } = await turnOnTwoFactor(testApp.http, testApp.clock, trader);

    const late = await login(trader.email, trader.password).expect(200);
    testApp.clock.advanceMinutes(5);
    const lapsed = await secondStep(late.body.challenge, await codeAt(secret, testApp.clock));
    expect(lapsed.status).toBe(401);
    expect(lapsed.body.message).toBe(TIMED_OUT);

    const guessing = await login(trader.email, trader.password).expect(200);
    const wrong = await wrongCodeFor(secret, testApp);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await secondStep(guessing.body.challenge, wrong)).body.message).toBe(WRONG_CODE);
    const fifth = await secondStep(guessing.body.challenge, wrong);
    expect(fifth.status).toBe(401);
    expect(fifth.body.message).toBe('Too many wrong codes. Please sign in again.');
    const afterwards = await secondStep(guessing.body.challenge, await codeAt(secret, testApp.clock));
    expect(afterwards.body.message).toBe(TIMED_OUT);
    expect(await signInWithCode(trader.email, trader.password, secret)).toHaveProperty('accessToken');
  });

  it('signs in with a recovery code, each code once, and mails a notice', async () => {
    const trader = await signUp(testApp.http);
    const { recoveryCodes } = await turnOnTwoFactor(testApp.http, testApp.clock, trader);
    await inbox.next(trader.email, 'Two-factor sign-in is on for your SignalDesk account');

    const first = await login(trader.email, trader.password).expect(200);
    // As a person might type it: lower case, no dashes.
    const typed = recoveryCodes[3].toLowerCase().replace(/-/g, '');
    const signedIn = await secondStep(first.body.challenge, typed).expect(200);
    expect(signedIn.body.user.id).toBe(trader.user.id);
    const notice = await inbox.next(trader.email, 'A recovery code was used to sign in to SignalDesk');
    expect(notice.text).toContain('That code no longer works; 9 codes are left.');
    expect((await status(signedIn.body.accessToken)).recoveryCodesLeft).toBe(9);

    const second = await login(trader.email, trader.password).expect(200);
    const reused = await secondStep(second.body.challenge, recoveryCodes[3]);
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(USED_CODE);
    const unknown = await secondStep(second.body.challenge, 'ZZZZ-ZZZZ-ZZZZ');
    expect(unknown.body.message).toBe(WRONG_CODE);
    await secondStep(second.body.challenge, recoveryCodes[4]).expect(200);
    await inbox.next(trader.email, 'A recovery code was used to sign in to SignalDesk');
  });

  it('makes a new set of recovery codes with a current code; the old set stops working', async () => {
    const trader = await signUp(testApp.http);
    const { secret, recoveryCodes, accessToken } = await turnOnTwoFactor(testApp.http, testApp.clock, trader);

    const noCode = await testApp.http.post('/api/user/two-factor/recovery-codes').set(bearer(accessToken)).send({});
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe('Please enter the 6-digit code from your authenticator app.');
    const recoveryInstead = await testApp.http
      .post('/api/user/two-factor/recovery-codes')
      .set(bearer(accessToken))
      .send({ code: recoveryCodes[0] });
    expect(recoveryInstead.status).toBe(400);

    const fresh = await testApp.http
      .post('/api/user/two-factor/recovery-codes')
      .set(bearer(accessToken))
      .send({ code: await codeAt(secret, testApp.clock) })
      .expect(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    expect(fresh.body.recoveryCodes).not.toContain(recoveryCodes[0]);
    const audit = await testApp.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ targetId: trader.user.id, action: 'two-factor.recovery-codes' });
    expect(audit.details).toEqual({ recoveryCodes: 'replaced' });

    const challenge = (await login(trader.email, trader.password).expect(200)).body.challenge;
    expect((await secondStep(challenge, recoveryCodes[0])).body.message).toBe(WRONG_CODE);
    await secondStep(challenge, fresh.body.recoveryCodes[0]).expect(200);
  });

  it('turns off with the password and a code, erasing the secret and codes and mailing a notice', async () => {
    const trader = await signUp(testApp.http);
    const { secret, accessToken } = await turnOnTwoFactor(testApp.http, testApp.clock, trader);
    await inbox.next(trader.email, 'Two-factor sign-in is on for your SignalDesk account');
    const off = (body: object) => testApp.http.delete('/api/user/two-factor').set(bearer(accessToken)).send(body);

    const noPassword = await off({ code: await codeAt(secret, testApp.clock) });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Please enter your current password.');
    const wrongPassword = await off({ password: 'not-it', code: await codeAt(secret, testApp.clock) });
    expect(wrongPassword.body.message).toBe('Current password is incorrect.');
    const wrongCode = await off({ password: trader.password, code: await wrongCodeFor(secret, testApp) });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.message).toBe(WRONG_CODE);
    const extra = await off({ password: trader.password, code: '123456', secret });
    expect(extra.body.message).toBe("Unknown field 'secret'.");

    const done = await off({ password: trader.password, code: await codeAt(secret, testApp.clock) }).expect(200);
    expect(done.body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, requiredForRole: false });
    await inbox.next(trader.email, 'Two-factor sign-in is off for your SignalDesk account');
    for (const entity of [TwoFactorCredential, RecoveryCode, SignInChallenge])
      expect(await testApp.dataSource.getRepository(entity).countBy({ userId: trader.user.id })).toBe(0);
    expect((await login(trader.email, trader.password).expect(200)).body.accessToken).toEqual(expect.any(String));
    const twice = await off({ password: trader.password, code: '123456' });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Two-factor sign-in is not on for this account.');
  });

  it('validates the code step with sentences', async () => {
    const cases: [object, string][] = [
      [
        {},
        'This sign-in has timed out. Please sign in again. Please enter the 6-digit code from your authenticator app, or a recovery code.',
      ],
      [{ code: '123456' }, 'This sign-in has timed out. Please sign in again.'],
      [{ challenge: 'x' }, 'Please enter the 6-digit code from your authenticator app, or a recovery code.'],
      [
        { challenge: 'x', code: '12-34' },
        'Enter the 6 digits your app shows, or a recovery code such as ABCD-EFGH-JKMN.',
      ],
      [{ challenge: 'x', code: '123456', remember: true }, "Unknown field 'remember'."],
    ];
    for (const [body, message] of cases) {
      const response = await testApp.http.post('/api/auth/two-factor').send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const unknown = await secondStep('not-a-challenge', '123456');
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(TIMED_OUT);
  });

  it('refuses the code step for an account disabled after its password was given', async () => {
    const trader = await signUp(testApp.http);
    const { secret } = await turnOnTwoFactor(testApp.http, testApp.clock, trader);
    const first = await login(trader.email, trader.password).expect(200);
    await testApp.dataSource.getRepository(User).update({ id: trader.user.id }, { disabledAt: testApp.clock.now() });
    const refused = await secondStep(first.body.challenge, await codeAt(secret, testApp.clock));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account has been disabled. Please contact support.');
  });

  it('asks a Google-only account to set a password before turning it on, then asks its Google sign-in for the code', async () => {
    const email = 'two.factor@example.com';
    const googleToken = google.idToken({ aud: GOOGLE_CLIENT_ID, sub: 'google-2fa-sub', email, email_verified: true });
    const created = await testApp.http.post('/api/auth/google-login').send({ googleToken }).expect(200);

    // Turning it on asks for the password, which this account does not have yet: it hears so at once.
    const noPassword = await testApp.http.post('/api/user/two-factor/setup').set(bearer(created.body.accessToken));
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe(
      'This account signs in with Google and has no password yet. Use "Forgot password?" on the sign-in page to set one, then set up two-factor sign-in.',
    );
    await testApp.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    const link = (await inbox.next(email, 'Reset your SignalDesk password')).links[0];
    const password = 'google-user-password';
    await testApp.http
      .post('/api/auth/reset-password')
      .send({ token: new URL(link).searchParams.get('token'), password })
      .expect(200);
    const session = (await login(email, password).expect(200)).body;
    const { secret } = await turnOnTwoFactor(testApp.http, testApp.clock, { ...session, password });

    const first = await testApp.http.post('/api/auth/google-login').send({ googleToken }).expect(200);
    expect(first.body).toEqual({
      twoFactorRequired: true,
      challenge: expect.any(String),
      expiresAt: expect.any(String),
    });
    const signedIn = await secondStep(first.body.challenge, await codeAt(secret, testApp.clock)).expect(200);
    expect(signedIn.body.user).toMatchObject({ id: created.body.user.id, email });

    // A password account with two-factor sign-in is not linked to a Google identity by the first step.
    const trader = await signUp(testApp.http);
    const { secret: traderSecret } = await turnOnTwoFactor(testApp.http, testApp.clock, trader);
    const sameEmail = google.idToken({
      aud: GOOGLE_CLIENT_ID,
      sub: 'google-2fa-other',
      email: trader.email,
      email_verified: true,
    });
    const challenged = await testApp.http.post('/api/auth/google-login').send({ googleToken: sameEmail }).expect(200);
    expect(challenged.body.twoFactorRequired).toBe(true);
    expect((await testApp.dataSource.getRepository(User).findOneByOrFail({ id: trader.user.id })).googleSub).toBeNull();
    const traderIn = await secondStep(challenged.body.challenge, await codeAt(traderSecret, testApp.clock)).expect(200);
    expect(traderIn.body.user.id).toBe(trader.user.id);
  });

  it('erases two-factor sign-in with the account', async () => {
    const trader = await signUp(testApp.http);
    const { accessToken } = await turnOnTwoFactor(testApp.http, testApp.clock, trader);
    await login(trader.email, trader.password).expect(200);
    await testApp.http
      .delete('/api/user/account')
      .set(bearer(accessToken))
      .send({ password: trader.password })
      .expect(200);
    for (const entity of [TwoFactorCredential, RecoveryCode, SignInChallenge])
      expect(await testApp.dataSource.getRepository(entity).countBy({ userId: trader.user.id })).toBe(0);
  });

  it('requires two-factor sign-in of admin and support accounts while the admin setting is on', async () => {
    const settings = '/api/admin/settings/security';
    const support = await signUp(testApp.http);
    const trader = await signUp(testApp.http);
    let admin = (await login(ADMIN.email, ADMIN.password).expect(200)).body;
    await testApp.http
      .put(`/api/admin/users/${support.user.id}`)
      .set(bearer(admin.accessToken))
      .send({ role: 'support' })
      .expect(200);

    // Only an admin who has it can require it: otherwise the rule would lock them out at once.
    const refused = await testApp.http
      .put(settings)
      .set(bearer(admin.accessToken))
      .send({ requireStaffTwoFactor: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Turn on two-factor sign-in for your own account first (Account settings, Sign-in & Security): the requirement would lock you out of the admin portal.',
    );
    const { secret } = await turnOnTwoFactor(testApp.http, testApp.clock, { ...admin, password: ADMIN.password });
    admin = await signInWithCode(ADMIN.email, ADMIN.password, secret);
    expect((await testApp.http.get(settings).set(bearer(admin.accessToken)).expect(200)).body).toEqual({
      id: 'security',
      requireStaffTwoFactor: false,
      staffWithoutTwoFactor: 1,
    });
    const invalid = await testApp.http
      .put(settings)
      .set(bearer(admin.accessToken))
      .send({ requireStaffTwoFactor: 'yes' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('requireStaffTwoFactor must be true or false.');
    const notForSupport = await testApp.http.get(settings).set(bearer(support.accessToken));
    expect(notForSupport.status).toBe(403);

    const on = await testApp.http
      .put(settings)
      .set(bearer(admin.accessToken))
      .send({ requireStaffTwoFactor: true })
      .expect(200);
    expect(on.body).toEqual({ id: 'security', requireStaffTwoFactor: true, staffWithoutTwoFactor: 1 });
    const audit = await testApp.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ targetType: 'setting', action: 'settings.update' });
    expect(audit).toMatchObject({ actorEmail: ADMIN.email, details: { requireStaffTwoFactor: [false, true] } });

    // Support without it: every staff endpoint answers 403 with the way out; its own pages work.
    for (const path of ['/api/admin/users', '/api/admin/payments', '/api/admin/audit', '/api/admin/stats']) {
      const refused = await testApp.http.get(path).set(bearer(support.accessToken));
      expect([path, refused.status, refused.body.message]).toEqual([path, 403, STAFF_REQUIRED]);
    }
    expect(await status(support.accessToken)).toMatchObject({ enabled: false, requiredForRole: true });
    await testApp.http.get('/api/user/profile').set(bearer(support.accessToken)).expect(200);
    // Traders are not staff: nothing changes for them.
    expect(await status(trader.accessToken)).toMatchObject({ requiredForRole: false });
    await testApp.http.get('/api/admin/users').set(bearer(admin.accessToken)).expect(200);

    // Set up, the same device gets in at once with its new tokens; and may not turn it off while it is required.
    const supportOn = await turnOnTwoFactor(testApp.http, testApp.clock, support);
    await testApp.http.get('/api/admin/users').set(bearer(supportOn.accessToken)).expect(200);
    await testApp.http.get('/api/admin/users').set(bearer(support.accessToken)).expect(401);
    const keep = await testApp.http
      .delete('/api/user/two-factor')
      .set(bearer(supportOn.accessToken))
      .send({ password: support.password, code: await codeAt(supportOn.secret, testApp.clock) });
    expect(keep.status).toBe(403);
    expect(keep.body.message).toBe(
      'Two-factor sign-in is required for admin and support accounts. An admin can lift the requirement in the admin Settings.',
    );
    expect((await testApp.http.get(settings).set(bearer(admin.accessToken)).expect(200)).body).toMatchObject({
      staffWithoutTwoFactor: 0,
    });

    // A new support account without it, and the requirement lifted again.
    const another = await signUp(testApp.http);
    await testApp.http
      .put(`/api/admin/users/${another.user.id}`)
      .set(bearer(admin.accessToken))
      .send({ role: 'support' })
      .expect(200);
    expect((await testApp.http.get('/api/admin/users').set(bearer(another.accessToken))).status).toBe(403);
    await testApp.http.put(settings).set(bearer(admin.accessToken)).send({ requireStaffTwoFactor: false }).expect(200);
    await testApp.http.get('/api/admin/users').set(bearer(another.accessToken)).expect(200);
  });

  it('judges the staff session, not only the account: one signed in without a code neither gets in nor lifts the rule', async () => {
    const settings = '/api/admin/settings/security';
    const admin = await signUp(testApp.http);
    await testApp.dataSource.getRepository(User).update({ id: admin.user.id }, { role: 'admin' });
    const adminUsers = (accessToken: string) => testApp.http.get('/api/admin/users').set(bearer(accessToken));
    await adminUsers(admin.accessToken).expect(200);

    // A session signed in with the password alone ends when two-factor sign-in is turned on elsewhere.
    const passwordOnly = (await login(admin.email, admin.password).expect(200)).body;
    const { secret } = await turnOnTwoFactor(testApp.http, testApp.clock, admin);
    const ended = await testApp.http
      .put(settings)
      .set(bearer(passwordOnly.accessToken))
      .send({ requireStaffTwoFactor: false });
    expect([ended.status, ended.body.message]).toEqual([401, SESSION_ENDED]);
    await testApp.http.post('/api/auth/refresh').send({ refreshToken: passwordOnly.refreshToken }).expect(401);

    const withCode = await signInWithCode(admin.email, admin.password, secret);
    await testApp.http
      .put(settings)
      .set(bearer(withCode.accessToken))
      .send({ requireStaffTwoFactor: true })
      .expect(200);
    // A refresh keeps the session's second factor.
    const refreshed = (
      await testApp.http.post('/api/auth/refresh').send({ refreshToken: withCode.refreshToken }).expect(200)
    ).body;
    await adminUsers(refreshed.accessToken).expect(200);

    // A session from before sessions were marked (its refresh token stored without the mark) is not enough.
    const legacy = await signInWithCode(admin.email, admin.password, secret);
    await testApp.dataSource.getRepository(RefreshToken).update({ userId: admin.user.id }, { secondFactor: false });
    const unmarked = (
      await testApp.http.post('/api/auth/refresh').send({ refreshToken: legacy.refreshToken }).expect(200)
    ).body;
    const refused = await adminUsers(unmarked.accessToken);
    expect([refused.status, refused.body.message]).toEqual([403, STAFF_SIGN_IN_AGAIN]);
    const lift = await testApp.http
      .put(settings)
      .set(bearer(unmarked.accessToken))
      .send({ requireStaffTwoFactor: false });
    expect([lift.status, lift.body.message]).toEqual([403, STAFF_SIGN_IN_AGAIN]);
    // Its own pages still work: it can sign out and in again.
    await testApp.http.get('/api/user/profile').set(bearer(unmarked.accessToken)).expect(200);

    const again = await signInWithCode(admin.email, admin.password, secret);
    await testApp.http.put(settings).set(bearer(again.accessToken)).send({ requireStaffTwoFactor: false }).expect(200);
  });
});

describe('two-factor sign-in: wrong codes are rate-limited like the login', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => testApp.close());

  it('answers 429 with Retry-After once an address has made too many attempts in a minute', async () => {
    const trader = await signUp(testApp.http);
    const { secret } = await turnOnTwoFactor(testApp.http, testApp.clock, trader);
    const { challenge } = (
      await testApp.http.post('/api/auth/login').send({ email: trader.email, password: trader.password }).expect(200)
    ).body;
    const right = await codeAt(secret, testApp.clock);
    const wrong = await wrongCodeFor(secret, testApp);
    for (let attempt = 1; attempt <= 3; attempt += 1)
      await testApp.http.post('/api/auth/two-factor').send({ challenge, code: wrong }).expect(401);
    const limited = await testApp.http.post('/api/auth/two-factor').send({ challenge, code: right });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.message).toBe('Too many attempts. Please wait a minute and try again.');
  });
});

describe('two-factor sign-in: wrong codes are limited per account, across challenges and addresses', () => {
  const LIMIT = 6;
  const TOO_MANY_CODES = 'Too many wrong codes for this account. Please try again in 15 minutes.';
  const inbox = new SmtpInbox();
  let testApp: TestApp;
  beforeAll(async () => {
    await inbox.start();
    testApp = await startTestApp({
      SMTP_URL: inbox.url,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ACCOUNT_GUESS_LIMIT: String(LIMIT),
    });
  });
  afterAll(async () => {
    await testApp.close();
    await inbox.stop();
  });

  /** A request from another client address (the app trusts the loopback proxy's X-Forwarded-For). */
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const challengeFor = async (email: string, password: string) =>
    (await testApp.http.post('/api/auth/login').send({ email, password }).expect(200)).body.challenge as string;
  const secondStep = (challenge: string, code: string, address = '192.0.2.1') =>
    testApp.http.post('/api/auth/two-factor').set(from(address)).send({ challenge, code });

  it('checks no more wrong codes than the limit, however many challenges and addresses they come from', async () => {
    const trader = await signUp(testApp.http);
    const { secret, accessToken } = await turnOnTwoFactor(testApp.http, testApp.clock, trader);
    const challenges = await Promise.all(Array.from({ length: 7 }, () => challengeFor(trader.email, trader.password)));
    const wrong = await wrongCodeFor(secret, testApp);

    // 32 guesses at once, from 8 addresses, over 7 challenges.
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, index) => secondStep(challenges[index % 7], wrong, `198.51.100.${index % 8}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(32 - LIMIT);
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(limited.body.message).toBe(TOO_MANY_CODES);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);

    // The right code waits too, on a new challenge from a new address, and on the profile.
    const right = await codeAt(secret, testApp.clock);
    const fresh = await challengeFor(trader.email, trader.password);
    const waiting = await secondStep(fresh, right, '203.0.113.77');
    expect([waiting.status, waiting.body.message]).toEqual([429, TOO_MANY_CODES]);
    const profile = await testApp.http
      .post('/api/user/two-factor/recovery-codes')
      .set(bearer(accessToken))
      .send({ code: right });
    expect([profile.status, profile.body.message]).toEqual([429, TOO_MANY_CODES]);

    const notice = await inbox.next(trader.email, 'Wrong two-factor codes were entered for your SignalDesk account');
    expect(notice.text).toContain('no code for it is accepted for up to 15 minutes');
    expect(notice.links).toEqual(['http://localhost:3000/forgot-password']);
  });

  it('gives a right code back: only wrong ones count, and the owner hears when they reach the limit', async () => {
    const trader = await signUp(testApp.http);
    const { secret } = await turnOnTwoFactor(testApp.http, testApp.clock, trader);
    const wrong = await wrongCodeFor(secret, testApp);
    const first = await challengeFor(trader.email, trader.password);
    for (let attempt = 1; attempt <= 4; attempt += 1) await secondStep(first, wrong).expect(401);
    const second = await challengeFor(trader.email, trader.password);
    await secondStep(second, wrong).expect(401);
    await secondStep(second, await codeAt(secret, testApp.clock)).expect(200);
    expect(inbox.to(trader.email).map((mail) => mail.subject)).not.toContain(
      'Wrong two-factor codes were entered for your SignalDesk account',
    );

    const third = await challengeFor(trader.email, trader.password);
    await secondStep(third, wrong).expect(401);
    await inbox.next(trader.email, 'Wrong two-factor codes were entered for your SignalDesk account');
    const over = await secondStep(third, wrong);
    expect([over.status, over.body.message]).toEqual([429, TOO_MANY_CODES]);
  });
});
