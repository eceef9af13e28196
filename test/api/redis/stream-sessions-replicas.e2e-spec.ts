import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SmtpInbox } from '../../fakes/smtp-inbox.js';
import { openStream, type OpenStream } from '../../support/event-stream.js';
import { sessionEndings } from '../../support/session-endings.js';
import { activateSubscription } from '../../support/subscriptions.js';
import { startTestAppOn, type TestApp } from '../../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { bearer, signUp } from '../../support/users.js';

// Runs when TEST_REDIS_URL names a Redis server (CI's second API pass); see jest.config.js.
const REDIS_URL = process.env.TEST_REDIS_URL!;

const within = (stream: OpenStream, ms: number) =>
  Promise.race([
    stream.ended.then(() => 'ended'),
    new Promise((done) => setTimeout(() => done(`still open after ${ms} ms`), ms)),
  ]);

/**
 * Two replicas sharing one database and Redis: a session ended through one ends its streams on the
 * other, and the limit of streams per user counts both.
 */
describe('signal streams of one user on two replicas', () => {
  const inbox = new SmtpInbox();
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let firstUrl: string;
  let secondUrl: string;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    await inbox.start();
    database = await createTestDatabase();
    const env = {
      REDIS_URL,
      REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      SIGNAL_SYMBOLS: 'US30',
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://signals.example.com',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    };
    // One after the other: the first runs the migrations.
    first = await startTestAppOn(database, env);
    second = await startTestAppOn(database, env);
    await first.app.listen(0, '127.0.0.1');
    await second.app.listen(0, '127.0.0.1');
    const urlOf = (testApp: TestApp) =>
      `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
    [firstUrl, secondUrl] = [urlOf(first), urlOf(second)];
  }, 60_000);
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
    await inbox.stop();
  });

  it.each(sessionEndings(inbox))('%s on one replica ends the streams open on the other', async (_, end) => {
    const trader = await signUp(first.http);
    await activateSubscription(first, trader.user.id, 'PRO');
    const stream = await openStream(firstUrl, bearer(trader.accessToken));
    streams.push(stream);
    expect(stream.status).toBe(200);
    await end(second, trader);
    expect(await within(stream, 3000)).toBe('ended');
  });

  it('counts the streams of both replicas: the sixth, on one, ends the oldest, on the other', async () => {
    const trader = await signUp(first.http);
    await activateSubscription(first, trader.user.id, 'PRO');
    const open = async (url: string) => {
      const stream = await openStream(url, bearer(trader.accessToken));
      streams.push(stream);
      expect(stream.status).toBe(200);
      // Seats are taken in the order the streams opened.
      await new Promise((done) => setTimeout(done, 50));
      return stream;
    };
    const onFirst = [await open(firstUrl), await open(firstUrl), await open(firstUrl)];
    const onSecond = [await open(secondUrl), await open(secondUrl)];
    for (const stream of [...onFirst, ...onSecond]) expect(await within(stream, 100)).toMatch(/still open/);

    const sixth = await open(secondUrl);
    expect(await within(onFirst[0], 3000)).toBe('ended');
    expect((await onFirst[0].next((event) => event.type === 'ended')).data).toContain('at most 5 are open at once');
    for (const stream of [...onFirst.slice(1), ...onSecond, sixth])
      expect(await within(stream, 200)).toMatch(/still open/);
  });
});
