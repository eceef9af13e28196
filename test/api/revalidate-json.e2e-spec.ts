import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp, type SignedUpUser } from '../support/users.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

describe('JSON answers to a GET carry an ETag and cost no body while unchanged', () => {
  let testApp: TestApp;
  let trader: SignedUpUser;

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    trader = await signUp(testApp.http);
  });
  afterAll(() => testApp.close());

  const profile = (etag?: string) => {
    const request = testApp.http.get('/api/user/profile').set(bearer(trader.accessToken));
    return etag ? request.set('If-None-Match', etag) : request;
  };

  it('answers 304 with no body for the ETag it gave, and a new ETag once the answer changes', async () => {
    const first = await profile().expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    // Someone's own data: no shared cache keeps it, and the browser asks before using its copy.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.body.email).toBe(trader.email);

    const unchanged = await profile(etag).expect(304);
    expect(unchanged.text ?? '').toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    // A list of tags, as a browser holding several copies sends, and the strong form of the same tag.
    await profile(`W/"other", ${etag}`).expect(304);
    await profile(etag.slice(2)).expect(304);

    await testApp.http
      .patch('/api/user/profile')
      .set(bearer(trader.accessToken))
      .send({ firstName: 'Ada' })
      .expect(200);
    const changed = await profile(etag).expect(200);
    expect(changed.body.firstName).toBe('Ada');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('digests the JSON, not the encoding: the same tag with and without compression', async () => {
    const admin = (await testApp.http.post('/api/auth/login').send(ADMIN).expect(200)).body.accessToken as string;
    // The demo calendar's week: an answer well above the compression threshold.
    await testApp.http.post('/api/update-forex-news').set(bearer(admin)).expect(200);
    const news = (encoding: string) =>
      testApp.http.get('/api/news/processed').set(bearer(admin)).set('Accept-Encoding', encoding).expect(200);
    const plain = await news('identity');
    expect(plain.text.length).toBeGreaterThan(4096);
    const compressed = await news('gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    await testApp.http
      .get('/api/news/processed')
      .set(bearer(admin))
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', plain.headers.etag)
      .expect(304);
  });

  it('leaves writes, refusals, answers marked no-store and answers with their own ETag alone', async () => {
    const login = await testApp.http.post('/api/auth/login').send({ email: trader.email, password: trader.password });
    expect(login.status).toBe(200);
    expect(login.headers.etag).toBeUndefined();

    const refused = await testApp.http.get('/api/user/profile').expect(401);
    expect(refused.headers.etag).toBeUndefined();

    const exported = await testApp.http.get('/api/user/export').set(bearer(trader.accessToken)).expect(200);
    expect(exported.headers['cache-control']).toBe('no-store');
    expect(exported.headers.etag).toBeUndefined();

    // A health probe answered from a cache would hide an outage.
    const health = await testApp.http.get('/api/health').expect(200);
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.headers.etag).toBeUndefined();

    // The plan list is a ready answer with a strong tag of its own.
    const plans = await testApp.http.get('/api/plans').expect(200);
    expect(plans.headers.etag).toMatch(/^"/);
  });
});
