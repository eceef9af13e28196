import type { Response } from 'supertest';
import { Subscription } from '../../server/src/subscriptions/subscription.entity.js';
import { User } from '../../server/src/users/user.entity.js';
import { seedSignal } from '../support/signals.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

/** Headers that differ between any two answers, whoever sends them. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'x-request-id']);

/**
 * The hot path answers the signals poll, the plans and the health probe before the framework. A
 * query string sends the same request through the application, so the two can be compared.
 */
describe('the hot path', () => {
  let testApp: TestApp;
  let subscriber: string;
  let subscriberId: number;

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    const trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'PRO');
    subscriber = trader.accessToken;
    subscriberId = trader.user.id;
    // Published an hour ago: in view on every plan.
    await seedSignal(testApp, { createdAt: new Date(testApp.clock.now().getTime() - 3_600_000) });
  });
  afterAll(() => testApp.close());

  const headersOf = (response: Response) =>
    Object.fromEntries(Object.entries(response.headers).filter(([name]) => !PER_ANSWER.has(name)));

  /** The hot path's answer and the application's, for the same request. */
  async function both(path: string, headers: Record<string, string> = {}): Promise<[Response, Response]> {
    const hot = await testApp.http.get(path).set(headers);
    const application = await testApp.http.get(`${path}?through=application`).set(headers);
    return [hot, application];
  }

  it.each([
    ['the signals poll', '/api/ai-signals', true],
    ['the plans', '/api/plans', false],
  ])('answers %s with the bytes and headers the application sends, 200 and 304', async (_name, path, signedIn) => {
    const auth = signedIn ? bearer(subscriber) : {};
    const [hot, application] = await both(path, { ...auth, 'Accept-Encoding': 'identity' });
    expect(hot.status).toBe(200);
    expect(hot.text).toBe(application.text);
    expect(headersOf(hot)).toEqual(headersOf(application));
    expect(hot.headers['x-frame-options']).toBe('SAMEORIGIN');

    const [hotBrotli, applicationBrotli] = await both(path, { ...auth, 'Accept-Encoding': 'br, gzip' });
    expect(hotBrotli.headers['content-encoding']).toBe('br');
    expect(headersOf(hotBrotli)).toEqual(headersOf(applicationBrotli));

    const etag = hot.headers.etag;
    const [hot304, application304] = await both(path, { ...auth, 'If-None-Match': etag });
    expect([hot304.status, application304.status]).toEqual([304, 304]);
    expect(headersOf(hot304)).toEqual(headersOf(application304));
  });

  it('answers the health probe as the application does', async () => {
    const [hot, application] = await both('/api/health');
    expect(hot.status).toBe(200);
    expect({ ...hot.body, uptimeSeconds: 0 }).toEqual({ ...application.body, uptimeSeconds: 0 });
    expect(headersOf(hot)).toEqual(headersOf(application));
  });

  it('leaves every request that is not the plain case to the application, which answers it as always', async () => {
    const noToken = await testApp.http.get('/api/ai-signals').expect(401);
    expect(noToken.body.error ?? noToken.body.message).toMatch(/\.$/);
    await testApp.http.get('/api/ai-signals').set(bearer('not-a-token')).expect(401);
    await testApp.http.get('/api/ai-signals').set({ Authorization: 'Basic abc' }).expect(401);

    const withoutPlan = await signUp(testApp.http);
    const refused = await testApp.http.get('/api/ai-signals').set(bearer(withoutPlan.accessToken)).expect(403);
    expect(refused.body.message).toBe('You need an active subscription to access this feature.');

    // Another origin gets the CORS decision of the application.
    const crossOrigin = await testApp.http.get('/api/plans').set('Origin', 'https://elsewhere.example').expect(200);
    expect(crossOrigin.headers['vary']).toMatch(/Origin/);

    await testApp.http.post('/api/plans').expect(404);
  });

  it('checks the account on every poll: a token it has seen stops working once the account changes', async () => {
    await testApp.http.get('/api/ai-signals').set(bearer(subscriber)).expect(200);
    await testApp.dataSource.getRepository(Subscription).update({ userId: subscriberId }, { status: 'EXPIRED' });
    await testApp.http.get('/api/ai-signals').set(bearer(subscriber)).expect(403);
    await testApp.dataSource.getRepository(Subscription).update({ userId: subscriberId }, { status: 'ACTIVE' });
    await testApp.http.get('/api/ai-signals').set(bearer(subscriber)).expect(200);

    await testApp.dataSource.getRepository(User).update({ id: subscriberId }, { disabledAt: testApp.clock.now() });
    await testApp.http.get('/api/ai-signals').set(bearer(subscriber)).expect(401);
  });
});
