import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

/** Bodies whose shape alone is hostile are refused before validation walks them. */
describe('hostile body shapes', () => {
  let testApp: TestApp;
  let token: string;
  let adminToken: string;

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    token = (await signUp(testApp.http)).accessToken;
    adminToken = (
      await testApp.http
        .post('/api/auth/login')
        .send({ email: 'admin@example.com', password: 'admin-password-for-tests' })
        .expect(200)
    ).body.accessToken;
  });
  afterAll(() => testApp.close());

  const nestedObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
  const nestedArray = (levels: number) => '{"email":' + '['.repeat(levels) + ']'.repeat(levels) + '}';

  const routes: Array<{ method: 'post' | 'patch' | 'put'; path: string; auth?: 'trader' | 'admin' }> = [
    { method: 'post', path: '/api/auth/login' },
    { method: 'post', path: '/api/auth/signup' },
    { method: 'post', path: '/api/auth/google-login' },
    { method: 'patch', path: '/api/user/profile', auth: 'trader' },
    { method: 'post', path: '/api/accounts', auth: 'trader' },
    { method: 'post', path: '/api/signals/generate', auth: 'trader' },
    { method: 'put', path: '/api/admin/users/1', auth: 'admin' },
  ];

  it.each(routes)('$method $path: 5,000 levels of objects or arrays are a 400 with a sentence', async (route) => {
    for (const body of [nestedObject(5000), nestedArray(5000), nestedObject(33)]) {
      let call = testApp.http[route.method](route.path).set('Content-Type', 'application/json');
      if (route.auth) call = call.set(bearer(route.auth === 'admin' ? adminToken : token));
      const answer = await call.send(body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('The request body is nested too deeply (at most 32 levels).');
    }
  });

  it('still accepts ordinary bodies', async () => {
    await testApp.http
      .post('/api/auth/login')
      .send({ email: 'admin@example.com', password: 'admin-password-for-tests' })
      .expect(200);
  });
});
