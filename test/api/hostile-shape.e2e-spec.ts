import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

/**
 * Bodies whose shape alone is hostile are refused before validation walks them, and text that is
 * not Unicode (half of a surrogate pair) before anything reads it.
 */
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

  it('refuses half of a surrogate pair in a body, a query string or a list parameter with a sentence', async () => {
    const body =
      'The request body contains text that is not valid Unicode (half of a surrogate pair). Please send well-formed text.';
    for (const [path, json] of [
      ['/api/auth/login', '{"email":"trader\\ud800@example.com","password":"secret-password"}'],
      ['/api/auth/signup', '{"email":"\\udc00@example.com","password":"secret-password"}'],
      ['/api/auth/forgot-password', '{"email":"a\\ud83d@example.com"}'],
    ]) {
      const answer = await testApp.http.post(path).set('Content-Type', 'application/json').send(json);
      expect([path, answer.status, answer.body.message]).toEqual([path, 400, body]);
    }
    const profile = await testApp.http
      .patch('/api/user/profile')
      .set(bearer(token))
      .set('Content-Type', 'application/json')
      .send('{"firstName":"Zo\\udc00"}');
    expect([profile.status, profile.body.message]).toEqual([400, body]);

    const query = await testApp.http.get('/api/signals/ledger?after=%ED%A0%80');
    expect([query.status, query.body.message]).toEqual([
      400,
      'The query string is not valid UTF-8 text. Please send well-formed text.',
    ]);
    const filter = await testApp.http
      .get('/api/admin/users')
      .query({ filter: '{"q":"\\ud800"}' })
      .set(bearer(adminToken));
    expect([filter.status, filter.body.message]).toEqual([
      400,
      'Filter contains text that is not valid Unicode (half of a surrogate pair). Please send well-formed text.',
    ]);
  });

  it('still accepts whole characters outside the basic plane, in a body and in a query', async () => {
    await testApp.http.patch('/api/user/profile').set(bearer(token)).send({ firstName: 'Zoë 🚀' }).expect(200);
    await testApp.http
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ q: '🚀' }) })
      .set(bearer(adminToken))
      .expect(200);
  });

  it('still accepts ordinary bodies', async () => {
    await testApp.http
      .post('/api/auth/login')
      .send({ email: 'admin@example.com', password: 'admin-password-for-tests' })
      .expect(200);
  });
});
