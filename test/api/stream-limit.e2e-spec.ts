import type { AddressInfo } from 'node:net';
import { openStream, type OpenStream } from '../support/event-stream.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

const within = (stream: OpenStream, ms: number) =>
  Promise.race([
    stream.ended.then(() => 'ended'),
    new Promise((done) => setTimeout(() => done(`still open after ${ms} ms`), ms)),
  ]);

describe('open signal streams per user (SIGNALS_STREAMS_PER_USER, 5 by default)', () => {
  let testApp: TestApp;
  let baseUrl: string;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SIGNAL_SYMBOLS: 'US30' });
    await testApp.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
  afterAll(() => testApp.close());

  const open = async (token: string) => {
    const stream = await openStream(baseUrl, bearer(token));
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };

  it('the sixth stream of one token ends the oldest, which is told why; the others and other users stay', async () => {
    const trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'PRO');
    const bystander = await signUp(testApp.http);
    await activateSubscription(testApp, bystander.user.id, 'PRO');
    const theirs = await open(bystander.accessToken);
    const five: OpenStream[] = [];
    for (let i = 0; i < 5; i += 1) five.push(await open(trader.accessToken));
    const sixth = await open(trader.accessToken);

    expect(await within(five[0], 3000)).toBe('ended');
    const ended = await five[0].next((event) => event.type === 'ended');
    expect(JSON.parse(ended.data)).toEqual({
      reason: 'replaced',
      message: "A newer stream of this account took this one's place: at most 5 are open at once.",
    });
    for (const stream of [...five.slice(1), sixth, theirs]) expect(await within(stream, 200)).toMatch(/still open/);

    // A seventh ends the next oldest, and so on: never more than five.
    await open(trader.accessToken);
    expect(await within(five[1], 3000)).toBe('ended');
    expect(await within(five[2], 200)).toMatch(/still open/);
  });
});
