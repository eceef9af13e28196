import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import { AppConfig } from '../../server/src/config/app-config.js';
import { openStream } from '../support/event-stream.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp, type SignedUpUser } from '../support/users.js';

const EXPIRED = 'Your session has expired. Please sign in again.';

/** Access tokens: HS256 only, our issuer and audience, and an expiry, on every route that reads one. */
describe('access tokens are ours only when signed, addressed and limited as we make them', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let secret: string;
  let trader: SignedUpUser;

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SIGNAL_SYMBOLS: 'US30' });
    await testApp.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
    secret = testApp.app.get(AppConfig).jwtSecret;
    trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'PRO');
  });
  afterAll(() => testApp.close());

  /** The profile (the guard), the signals list (the hot path) and the stream, with this token. */
  async function statuses(token: string): Promise<number[]> {
    const profile = await testApp.http.get('/api/user/profile').set(bearer(token));
    const signals = await testApp.http.get('/api/ai-signals').set(bearer(token));
    const stream = await openStream(baseUrl, bearer(token));
    stream.close();
    for (const refused of [profile, signals].filter((response) => response.status === 401))
      expect(refused.body.message ?? refused.body.error).toBe(EXPIRED);
    return [profile.status, signals.status, stream.status];
  }

  const claims = () => ({ sub: String(trader.user.id), role: 'user', gen: 0 });
  const sign = (payload: object, options: jwt.SignOptions) =>
    jwt.sign(payload, secret, { algorithm: 'HS256', ...options });

  it('issues HS256 tokens with our issuer, audience and an expiry of 15 minutes', () => {
    const decoded = jwt.decode(trader.accessToken, { complete: true })!;
    expect(decoded.header.alg).toBe('HS256');
    const payload = decoded.payload as jwt.JwtPayload;
    expect(payload).toMatchObject({ iss: 'signaldesk', aud: 'signaldesk-api', sub: String(trader.user.id) });
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
  });

  it('accepts a token made exactly as we make it (the control for the refusals below)', async () => {
    const token = sign(claims(), { expiresIn: '5m', issuer: 'signaldesk', audience: 'signaldesk-api' });
    expect(await statuses(token)).toEqual([200, 200, 200]);
  });

  it.each<[string, () => string]>([
    ['without exp', () => sign(claims(), { issuer: 'signaldesk', audience: 'signaldesk-api' })],
    ['without an issuer', () => sign(claims(), { expiresIn: '5m', audience: 'signaldesk-api' })],
    ['from another issuer', () => sign(claims(), { expiresIn: '5m', issuer: 'other', audience: 'signaldesk-api' })],
    ['without an audience', () => sign(claims(), { expiresIn: '5m', issuer: 'signaldesk' })],
    ['for another audience', () => sign(claims(), { expiresIn: '5m', issuer: 'signaldesk', audience: 'other' })],
    [
      'signed with HS512 by the same key',
      () =>
        jwt.sign(claims(), secret, {
          algorithm: 'HS512',
          expiresIn: '5m',
          issuer: 'signaldesk',
          audience: 'signaldesk-api',
        }),
    ],
  ])('refuses a token %s on the guard, the hot path and the stream', async (_, token) => {
    expect(await statuses(token())).toEqual([401, 401, 401]);
  });
});
