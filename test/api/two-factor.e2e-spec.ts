import { AuditEntry } from '../../server/src/audit/audit-entry.entity.js';
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

  it('sets up with a QR secret confirmed by a code, shows ten recovery codes once, and stores both safely', async () => {
    const trader = await signUp(testApp.http);
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
    expect((await login(trader.email, trader.password).expect(200)).body.accessToken).toEqual(expect.any(String));

    const wrong = await testApp.http
      .post('/api/user/two-factor/enable')
      .set(bearer(trader.accessToken))
      .send({ code: await wrongCodeFor(secret, testApp) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WRONG_CODE);
    const malformed = await testApp.http
      .post('/api/user/two-factor/enable')
      .set(bearer(trader.accessToken))
      .send({ code: '12 34' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The code is the 6 digits your authenticator app shows.');

    const enabled = await testApp.http
      .post('/api/user/two-factor/enable')
      .set(bearer(trader.accessToken))
      .send({ code: await codeAt(secret, testApp.clock) })
      .expect(200);
    const codes: string[] = enabled.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const now = await status(trader.accessToken);
    expect(now).toEqual({
      enabled: true,
      enabledAt: expect.any(String),
      recoveryCodesLeft: 10,
      requiredForRole: false,
    });
    // Never shown again: no answer carries the secret.
    expect(JSON.stringify(now)).not.toContain(secret);
    const again = await testApp.http.post('/api/user/two-factor/setup').set(bearer(trader.accessToken));
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
    const { secret } = await turnOnTwoFactor(testApp.http, testApp.clock, trader.accessToken);

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
    const { secret } = await turnOnTwoFactor(testApp.http, testApp.clock, trader.accessToken);

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
    const { recoveryCodes } = await turnOnTwoFactor(testApp.http, testApp.clock, trader.accessToken);
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
    const { secret, recoveryCodes } = await turnOnTwoFactor(testApp.http, testApp.clock, trader.accessToken);

    const noCode = await testApp.http
      .post('/api/user/two-factor/recovery-codes')
      .set(bearer(trader.accessToken))
      .send({});
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe('Please enter the 6-digit code from your authenticator app.');
    const recoveryInstead = await testApp.http
      .post('/api/user/two-factor/recovery-codes')
      .set(bearer(trader.accessToken))
      .send({ code: recoveryCodes[0] });
    expect(recoveryInstead.status).toBe(400);

    const fresh = await testApp.http
      .post('/api/user/two-factor/recovery-codes')
      .set(bearer(trader.accessToken))
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
    const { secret } = await turnOnTwoFactor(testApp.http, testApp.clock, trader.accessToken);
    await inbox.next(trader.email, 'Two-factor sign-in is on for your SignalDesk account');
    const off = (body: object) =>
      testApp.http.delete('/api/user/two-factor').set(bearer(trader.accessToken)).send(body);

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
    const { secret } = await turnOnTwoFactor(testApp.http, testApp.clock, trader.accessToken);
    const first = await login(trader.email, trader.password).expect(200);
    await testApp.dataSource.getRepository(User).update({ id: trader.user.id }, { disabledAt: testApp.clock.now() });
    const refused = await secondStep(first.body.challenge, await codeAt(secret, testApp.clock));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account has been disabled. Please contact support.');
  });

  it('asks a Google sign-in for the code too, and a Google-only account needs a password to turn it off', async () => {
    const googleToken = google.idToken({
      aud: GOOGLE_CLIENT_ID,
      sub: 'google-2fa-sub',
      email: 'two.factor@example.com',
      email_verified: true,
    });
    const created = await testApp.http.post('/api/auth/google-login').send({ googleToken }).expect(200);
    const { secret } = await turnOnTwoFactor(testApp.http, testApp.clock, created.body.accessToken);

    const first = await testApp.http.post('/api/auth/google-login').send({ googleToken }).expect(200);
    expect(first.body).toEqual({
      twoFactorRequired: true,
      challenge: expect.any(String),
      expiresAt: expect.any(String),
    });
    const signedIn = await secondStep(first.body.challenge, await codeAt(secret, testApp.clock)).expect(200);
    expect(signedIn.body.user).toMatchObject({ id: created.body.user.id, email: 'two.factor@example.com' });

    // A password account with two-factor sign-in is not linked to a Google identity by the first step.
    const trader = await signUp(testApp.http);
    const { secret: traderSecret } = await turnOnTwoFactor(testApp.http, testApp.clock, trader.accessToken);
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

    testApp.clock.advanceMinutes(0.5);
    const off = await testApp.http
      .delete('/api/user/two-factor')
      .set(bearer(signedIn.body.accessToken))
      .send({ password: 'anything', code: await codeAt(secret, testApp.clock) });
    expect(off.status).toBe(400);
    expect(off.body.message).toBe(
      'This account signs in with Google and has no password yet. Use "Forgot password?" on the sign-in page to set one, then turn two-factor sign-in off.',
    );
  });

  it('erases two-factor sign-in with the account', async () => {
    const trader = await signUp(testApp.http);
    await turnOnTwoFactor(testApp.http, testApp.clock, trader.accessToken);
    await login(trader.email, trader.password).expect(200);
    await testApp.http
      .delete('/api/user/account')
      .set(bearer(trader.accessToken))
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
    const { secret } = await turnOnTwoFactor(testApp.http, testApp.clock, admin.accessToken);
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

    // Set up, the same session gets in at once; and may not turn it off while it is required.
    const { secret: supportSecret } = await turnOnTwoFactor(testApp.http, testApp.clock, support.accessToken);
    await testApp.http.get('/api/admin/users').set(bearer(support.accessToken)).expect(200);
    const keep = await testApp.http
      .delete('/api/user/two-factor')
      .set(bearer(support.accessToken))
      .send({ password: support.password, code: await codeAt(supportSecret, testApp.clock) });
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
});

describe('two-factor sign-in: wrong codes are rate-limited like the login', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => testApp.close());

  it('answers 429 with Retry-After once an address has made too many attempts in a minute', async () => {
    const trader = await signUp(testApp.http);
    const { secret } = await turnOnTwoFactor(testApp.http, testApp.clock, trader.accessToken);
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
