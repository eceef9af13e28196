import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Signal } from '../../../server/src/signals/signal.entity.js';
import { openStream, type OpenStream } from '../../support/event-stream.js';
import { activateSubscription } from '../../support/subscriptions.js';
import { startTestAppOn, type TestApp } from '../../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { bearer, signUp } from '../../support/users.js';

// Runs when TEST_REDIS_URL names a Redis server (CI's second API pass); see jest.config.js.
const REDIS_URL = process.env.TEST_REDIS_URL!;
const HOUR = 3600_000;

/** Two replicas sharing one database and Redis: a signal stored through one reaches streams on both. */
describe('the signals stream on two replicas sharing Redis', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let token: string;
  const streams: OpenStream[] = [];
  const urls = new Map<TestApp, string>();

  const listen = async (testApp: TestApp) => {
    await testApp.app.listen(0, '127.0.0.1');
    return `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
  };
  const open = async (testApp: TestApp, headers: Record<string, string> = {}) => {
    const stream = await openStream(urls.get(testApp)!, { ...bearer(token), ...headers });
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { REDIS_URL, REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`, SIGNAL_SYMBOLS: 'US30' };
    first = await startTestAppOn(database, env);
    second = await startTestAppOn(database, env);
    for (const testApp of [first, second]) urls.set(testApp, await listen(testApp));
    const trader = await signUp(first.http);
    await activateSubscription(first, trader.user.id, 'PRO');
    token = trader.accessToken;
  }, 60_000);
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
  });

  it('sends a signal stored on one replica, and its close, to a stream on the other', async () => {
    const here = await open(first);
    const there = await open(second);
    // Both subscriptions to Redis are up before the write.
    await new Promise((done) => setTimeout(done, 500));
    const repository = first.dataSource.getRepository(Signal);
    const now = first.clock.now();
    const signal = await repository.save(
      repository.create({
        symbol: 'EURUSD',
        category: 'Major',
        signalType: 'SELL',
        entryPrice: 1.085,
        stopLoss: 1.0865,
        takeProfit: 1.082,
        stopLossPips: 15,
        takeProfitPips: 30,
        riskReward: 2,
        confidence: 70,
        reasoning: null,
        newsInfluence: null,
        outcome: 'OPEN',
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + 24 * HOUR),
      }),
    );
    const about = (type: string) => (event: { type: string; data: string }) =>
      event.type === type && (JSON.parse(event.data) as { id: number }).id === signal.id;
    const [sent, received] = await Promise.all([here.next(about('signal')), there.next(about('signal'))]);
    expect(received.lastEventId).toBe(sent.lastEventId);

    await repository.update(signal.id, { outcome: 'LOSS', closedAt: now, updatedAt: new Date(now.getTime() + 1000) });
    const closed = await there.next(about('outcome'));

    // A client that moves to the other replica picks up after the id the first one gave it.
    first.clock.advanceSeconds(2);
    const moved = await open(first, { 'Last-Event-ID': sent.lastEventId });
    expect((await moved.next(about('outcome'))).lastEventId).toBe(closed.lastEventId);
  });
});
