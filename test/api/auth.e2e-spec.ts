import { RefreshToken } from '../../server/src/auth/refresh-token.entity.js';
import { User } from '../../server/src/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const COMMON = 'This password is one of the most common, so it is easy to guess: please choose another.';
import { bearer, signUp } from '../support/users.js';
import { metricMoves } from '../support/metrics.js';

describe('auth: sign-up, login, tokens, roles and profile', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'admin-password-for-tests',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
  });
  afterAll(() => testApp.close());

  describe('POST /api/auth/signup', () => {
    it('creates the account, answers tokens and the user, and stores the email lower-cased', async () => {
      const response = await testApp.http
        .post('/api/auth/signup')
        .send({ email: '  New.Trader@Example.COM ', password: 'trade-secret-1', phone: '+1 202-555-0143' })
        .expect(201);
      expect(response.body).toEqual({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        user: expect.objectContaining({ email: 'new.trader@example.com', phone: '+12025550143', role: 'user' }),
      });
      expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|argon2/);
      const stored = await testApp.dataSource.getRepository(User).findOneByOrFail({ email: 'new.trader@example.com' });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('refuses a second account for the same email, whatever its case', async () => {
      await signUp(testApp.http, { email: 'twice@example.com' });
      const response = await testApp.http
        .post('/api/auth/signup')
        .send({ email: 'TWICE@example.com', password: 'another-pass-1' })
        .expect(409);
      expect(response.body.error).toBe('An account with this email already exists.');
    });

    it('lets exactly one of several simultaneous sign-ups with one email through', async () => {
      const attempts = await Promise.all(
        Array.from({ length: 5 }, () =>
          testApp.http.post('/api/auth/signup').send({ email: 'race@example.com', password: 'trade-secret-1' }),
        ),
      );
      expect(attempts.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(await testApp.dataSource.getRepository(User).countBy({ email: 'race@example.com' })).toBe(1);
    });

    it.each([
      [{ password: 'trade-secret-1' }, 'Please fill in all fields.'],
      [{ email: 'a@example.com' }, 'Please fill in all fields.'],
      [{ email: 'not-an-email', password: 'trade-secret-1' }, 'Please enter a valid email address.'],
      [{ email: 'short@example.com', password: '12345' }, 'Password must be at least 6 characters long.'],
      [
        { email: 'phone@example.com', password: 'trade-secret-1', phone: '12025550143' },
        'Please enter a valid phone number.',
      ],
      [{ email: 'phone2@example.com', password: 'trade-secret-1', phone: '+12' }, 'Please enter a valid phone number.'],
      [{ email: `${'x'.repeat(250)}@example.com`, password: 'trade-secret-1' }, 'Please enter a valid email address.'],
      [{ email: 'long@example.com', password: 'p'.repeat(129) }, 'Password must be at most 128 characters.'],
      // NIST SP 800-63B: the commonest passwords, and repetitive or sequential ones, are refused.
      [{ email: 'common@example.com', password: 'password' }, COMMON],
      [{ email: 'common2@example.com', password: 'abcdefg' }, COMMON],
      [{ email: 'common3@example.com', password: 'Secret1' }, COMMON],
      // A '+1' number of 14 digits is no number at all: the country's own plan decides.
      [
        { email: 'phone3@example.com', password: 'trade-secret-1', phone: '+199999999999999' },
        'Please enter a valid phone number.',
      ],
      [{ email: 'extra@example.com', password: 'trade-secret-1', role: 'admin' }, "Unknown field 'role'."],
    ])('rejects %j with a sentence', async (body, message) => {
      const response = await testApp.http.post('/api/auth/signup').send(body).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message, error: message });
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password, ignoring the email case', async () => {
      const trader = await signUp(testApp.http);
      const response = await testApp.http
        .post('/api/auth/login')
        .send({ email: trader.email.toUpperCase(), password: trader.password })
        .expect(200);
      expect(response.body.user.email).toBe(trader.email);
      await testApp.http.get('/api/user/profile').set(bearer(response.body.accessToken)).expect(200);
    });

    it('gives one message for a wrong password and an unknown email', async () => {
      const trader = await signUp(testApp.http);
      const wrong = await testApp.http
        .post('/api/auth/login')
        .send({ email: trader.email, password: 'wrong-password' })
        .expect(401);
      const unknown = await testApp.http
        .post('/api/auth/login')
        .send({ email: 'nobody@example.com', password: 'whatever' })
        .expect(401);
      expect(wrong.body.error).toBe('Invalid email or password.');
      expect(unknown.body).toEqual(wrong.body);
    });

    it('refuses a disabled account', async () => {
      const trader = await signUp(testApp.http);
      await testApp.dataSource.getRepository(User).update({ id: trader.user.id }, { disabledAt: new Date() });
      const response = await testApp.http
        .post('/api/auth/login')
        .send({ email: trader.email, password: trader.password })
        .expect(403);
      expect(response.body.error).toBe('This account has been disabled. Please contact support.');
      await testApp.http.get('/api/user/profile').set(bearer(trader.accessToken)).expect(401);
      await testApp.http.post('/api/auth/refresh').send({ refreshToken: trader.refreshToken }).expect(401);
    });
  });

  describe('refresh tokens', () => {
    it('rotates on every refresh: the new pair works, the old refresh token does not', async () => {
      const trader = await signUp(testApp.http);
      const first = await testApp.http
        .post('/api/auth/refresh')
        .send({ refreshToken: trader.refreshToken })
        .expect(200);
      expect(first.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
      expect(first.body.refreshToken).not.toBe(trader.refreshToken);
      await testApp.http.get('/api/user/profile').set(bearer(first.body.accessToken)).expect(200);
      const second = await testApp.http
        .post('/api/auth/refresh')
        .send({ refreshToken: first.body.refreshToken })
        .expect(200);
      expect(second.body.refreshToken).not.toBe(first.body.refreshToken);
    });

    it('revokes the whole family when a rotated token is used again', async () => {
      const trader = await signUp(testApp.http);
      const rotated = await testApp.http
        .post('/api/auth/refresh')
        .send({ refreshToken: trader.refreshToken })
        .expect(200);
      const reuse = await testApp.http
        .post('/api/auth/refresh')
        .send({ refreshToken: trader.refreshToken })
        .expect(401);
      expect(reuse.body.error).toBe('Refresh failed.');
      // The thief's copy and the owner's newer token are both dead now.
      await testApp.http.post('/api/auth/refresh').send({ refreshToken: rotated.body.refreshToken }).expect(401);
      const live = await testApp.dataSource
        .getRepository(RefreshToken)
        .createQueryBuilder('token')
        .where('token.userId = :id AND token.revokedAt IS NULL', { id: trader.user.id })
        .getCount();
      expect(live).toBe(0);
    });

    it('lets only one of two simultaneous refreshes with one token succeed', async () => {
      const trader = await signUp(testApp.http);
      const results = await Promise.all(
        [1, 2].map(() => testApp.http.post('/api/auth/refresh').send({ refreshToken: trader.refreshToken })),
      );
      expect(results.filter((response) => response.status === 200).length).toBeLessThanOrEqual(1);
      expect(results.some((response) => response.status === 401)).toBe(true);
    });

    it('rejects an unknown or missing refresh token', async () => {
      expect(
        (await testApp.http.post('/api/auth/refresh').send({ refreshToken: 'made-up' }).expect(401)).body.error,
      ).toBe('Refresh failed.');
      expect((await testApp.http.post('/api/auth/refresh').send({}).expect(400)).body.error).toBe('No refresh token.');
    });

    it('logs out: the refresh token stops working, and logout always answers success', async () => {
      const trader = await signUp(testApp.http);
      expect(
        (await testApp.http.post('/api/auth/logout').send({ refreshToken: trader.refreshToken }).expect(200)).body,
      ).toEqual({ success: true });
      await testApp.http.post('/api/auth/refresh').send({ refreshToken: trader.refreshToken }).expect(401);
      await testApp.http.post('/api/auth/logout').send({ refreshToken: trader.refreshToken }).expect(200);
      await testApp.http.post('/api/auth/logout').send({}).expect(200);
    });
  });

  describe('protected routes and roles', () => {
    it('answers 401 with a sentence for a missing, malformed or forged token', async () => {
      const missing = await testApp.http.get('/api/user/profile').expect(401);
      expect(missing.body.error).toBe('Please sign in to continue.');
      await testApp.http.get('/api/user/profile').set('Authorization', 'Token abc').expect(401);
      const forged = await testApp.http
        .get('/api/user/profile')
        .set(bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'))
        .expect(401);
      expect(forged.body.error).toBe('Your session has expired. Please sign in again.');
    });

    it('creates the admin account from ADMIN_EMAIL at start, lower-cased, with the admin role', async () => {
      const response = await testApp.http
        .post('/api/auth/login')
        .send({ email: 'boss@example.com', password: 'admin-password-for-tests' })
        .expect(200);
      expect(response.body.user.role).toBe('admin');
    });
  });

  describe('GET and PATCH /api/user/profile', () => {
    it('shows and edits only the first and last name, trimmed', async () => {
      const trader = await signUp(testApp.http);
      const before = await testApp.http.get('/api/user/profile').set(bearer(trader.accessToken)).expect(200);
      expect(before.body).toEqual({
        firstName: null,
        lastName: null,
        email: trader.email,
        createdAt: expect.any(String),
      });

      const updated = await testApp.http
        .patch('/api/user/profile')
        .set(bearer(trader.accessToken))
        .send({ firstName: '  Ada ', lastName: 'Lovelace' })
        .expect(200);
      expect(updated.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: trader.email });

      const cleared = await testApp.http
        .patch('/api/user/profile')
        .set(bearer(trader.accessToken))
        .send({ lastName: '  ' })
        .expect(200);
      expect(cleared.body).toMatchObject({ firstName: 'Ada', lastName: null });
    });

    it('refuses other fields and over-long names', async () => {
      const trader = await signUp(testApp.http);
      const role = await testApp.http
        .patch('/api/user/profile')
        .set(bearer(trader.accessToken))
        .send({ role: 'admin' })
        .expect(400);
      expect(role.body.message).toBe("Unknown field 'role'.");
      await testApp.http
        .patch('/api/user/profile')
        .set(bearer(trader.accessToken))
        .send({ email: 'x@example.com' })
        .expect(400);
      const long = await testApp.http
        .patch('/api/user/profile')
        .set(bearer(trader.accessToken))
        .send({ firstName: 'a'.repeat(81) })
        .expect(400);
      expect(long.body.message).toBe('First name must be at most 80 characters.');
      const stored = await testApp.dataSource.getRepository(User).findOneByOrFail({ id: trader.user.id });
      expect(stored.role).toBe('user');
    });
  });

  describe('Google sign-in when not configured', () => {
    it('says it is not enabled', async () => {
      expect((await testApp.http.get('/api/auth/config').expect(200)).body).toEqual({
        googleLoginEnabled: false,
        googleClientId: null,
      });
      const response = await testApp.http.post('/api/auth/google-login').send({ googleToken: 'anything' }).expect(404);
      expect(response.body.error).toBe('Google sign-in is not enabled on this server.');
    });
  });
});

describe('auth rate limiting', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => testApp.close());

  it('answers 429 with a sentence once the limit per minute is used up', async () => {
    const statuses: number[] = [];
    let last;
    const [refused] = await metricMoves(
      testApp,
      [['signaldesk_auth_rate_limited_total', { limit: 'address' }]],
      async () => {
        for (let attempt = 0; attempt < 4; attempt += 1) {
          last = await testApp.http
            .post('/api/auth/login')
            .send({ email: 'someone@example.com', password: 'wrong-password' });
          statuses.push(last.status);
        }
      },
    );
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last!.body.error).toBe('Too many attempts. Please wait a minute and try again.');
    expect(refused).toBe(1);
  });
});
