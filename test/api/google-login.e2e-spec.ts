import { User } from '../../server/src/users/user.entity.js';
import { FakeGoogle } from '../fakes/fake-google.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp } from '../support/users.js';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';

describe('POST /api/auth/google-login against a fake Google on 127.0.0.1', () => {
  const google = new FakeGoogle();
  let testApp: TestApp;

  beforeAll(async () => {
    await google.start();
    testApp = await startTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CERTS_URL: google.certsUrl,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await testApp.close();
    await google.stop();
  });

  const token = (claims: Record<string, unknown> = {}) =>
    google.idToken({
      aud: CLIENT_ID,
      sub: 'google-sub-1',
      email: 'Google.User@Example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
      ...claims,
    });

  it('tells the portal that Google sign-in is on', async () => {
    expect((await testApp.http.get('/api/auth/config').expect(200)).body).toEqual({
      googleLoginEnabled: true,
      googleClientId: CLIENT_ID,
    });
  });

  it('creates an account from a verified Google identity, then signs the same account in again', async () => {
    const first = await testApp.http.post('/api/auth/google-login').send({ googleToken: token() }).expect(200);
    expect(first.body.user).toMatchObject({
      email: 'google.user@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'user',
    });
    const second = await testApp.http.post('/api/auth/google-login').send({ googleToken: token() }).expect(200);
    expect(second.body.user.id).toBe(first.body.user.id);
    const stored = await testApp.dataSource.getRepository(User).findOneByOrFail({ id: first.body.user.id });
    expect(stored.passwordHash).toBeNull();
    expect(stored.googleSub).toBe('google-sub-1');
  });

  it('links to an existing account with the same email', async () => {
    const trader = await signUp(testApp.http, { email: 'linked@example.com' });
    const response = await testApp.http
      .post('/api/auth/google-login')
      .send({ googleToken: token({ sub: 'google-sub-2', email: 'LINKED@example.com' }) })
      .expect(200);
    expect(response.body.user.id).toBe(trader.user.id);
    // The password keeps working beside Google.
    await testApp.http.post('/api/auth/login').send({ email: trader.email, password: trader.password }).expect(200);
  });

  it.each([
    [
      'an unverified email',
      { email_verified: false, sub: 'google-sub-3', email: 'unverified@example.com' },
      'Your Google email address is not verified.',
    ],
    ['another app as audience', { aud: 'someone-else.apps.googleusercontent.com' }, 'Google login failed.'],
    ['an expired token', { iat: 1_600_000_000, exp: 1_600_003_600 }, 'Google login failed.'],
    ['a foreign issuer', { iss: 'https://evil.example.com' }, 'Google login failed.'],
  ])('refuses %s', async (_, claims, message) => {
    const response = await testApp.http
      .post('/api/auth/google-login')
      .send({ googleToken: token(claims) })
      .expect(401);
    expect(response.body.error).toBe(message);
  });

  it('refuses a token signed by a key Google does not publish', async () => {
    const forged = google.idToken(
      { aud: CLIENT_ID, sub: 'x', email: 'x@example.com', email_verified: true },
      { signWith: 'stranger' },
    );
    const response = await testApp.http.post('/api/auth/google-login').send({ googleToken: forged }).expect(401);
    expect(response.body.error).toBe('Google login failed.');
  });

  it('refuses garbage and an empty body with a sentence', async () => {
    expect(
      (await testApp.http.post('/api/auth/google-login').send({ googleToken: 'not-a-jwt' }).expect(401)).body.error,
    ).toBe('Google login failed.');
    expect((await testApp.http.post('/api/auth/google-login').send({}).expect(400)).body.error).toBe(
      'Google login failed.',
    );
  });
});
