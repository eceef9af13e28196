import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Signal } from '../../server/src/signals/signal.entity.js';
import { Subscription } from '../../server/src/subscriptions/subscription.entity.js';
import { User } from '../../server/src/users/user.entity.js';
import { SignalStream } from '../../server/src/signals/signal-stream.service.js';
import { openStream, type OpenStream } from '../support/event-stream.js';
import { seedSignal } from '../support/signals.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';
import { metricMoves } from '../support/metrics.js';

const HOUR = 3600_000;
const EVENT_ID = /^\d+-\d+-[soe]$/;

describe('GET /api/signals/stream', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let enterprise: string;
  let enterpriseId: number;
  let professional: string;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    // The engine publishes nothing for an index: the only signals are the test's.
    testApp = await startTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SIGNAL_SYMBOLS: 'US30',
      SIGNALS_STREAM_HEARTBEAT_SECONDS: '1',
    });
    await testApp.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
    const pro = await signUp(testApp.http);
    await activateSubscription(testApp, pro.user.id, 'PRO');
    enterprise = pro.accessToken;
    enterpriseId = pro.user.id;
    const basic = await signUp(testApp.http);
    await activateSubscription(testApp, basic.user.id, 'BASIC');
    professional = basic.accessToken;
  });
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
  afterAll(() => testApp.close());

  const open = async (headers: Record<string, string>) => {
    const stream = await openStream(baseUrl, headers);
    streams.push(stream);
    return stream;
  };
  const repository = () => testApp.dataSource.getRepository(Signal);
  const seed = (overrides: Partial<Signal> = {}) => seedSignal(testApp, overrides);
  const about = (id: number, type?: string) => (event: { type: string; data: string }) =>
    (!type || event.type === type) && (JSON.parse(event.data) as { id: number }).id === id;
  /** Lets the server finish what a write set off (the bus, one read, the writes to the sockets). */
  const settle = () => new Promise((done) => setTimeout(done, 300));

  describe('who may listen', () => {
    it('refuses a caller without a token with the sentence of the list, as JSON, before any event', async () => {
      const list = await testApp.http.get('/api/ai-signals').expect(401);
      const response = await fetch(`${baseUrl}/api/signals/stream`);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(list.body);
    });

    it('refuses a trader without an active subscription with a sentence, as JSON', async () => {
      const trader = await signUp(testApp.http);
      const response = await fetch(`${baseUrl}/api/signals/stream`, { headers: bearer(trader.accessToken) });
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await response.json()) as { message: string }).message).toBe(
        'You need an active subscription to access this feature.',
      );
    });

    it('lets a subscriber and the admin in, as an event stream', async () => {
      const login = await testApp.http
        .post('/api/auth/login')
        .send({ email: 'admin@example.com', password: 'admin-password-for-tests' })
        .expect(200);
      for (const token of [enterprise, login.body.accessToken as string]) {
        const stream = await open(bearer(token));
        expect(stream.status).toBe(200);
        expect(stream.contentType).toBe('text/event-stream');
      }
    });
  });

  it('sends a new signal the moment it is stored, with the fields of the list', async () => {
    const stream = await open(bearer(enterprise));
    await settle();
    let signal!: Signal;
    let event!: Awaited<ReturnType<typeof stream.next>>;
    const [delivered] = await metricMoves(testApp, [['signaldesk_stream_deliveries_total']], async () => {
      signal = await seed();
      event = await stream.next(about(signal.id, 'signal'));
    });
    expect(delivered).toBe(1);
    expect(event.lastEventId).toMatch(EVENT_ID);
    const list = await testApp.http.get('/api/ai-signals').set(bearer(enterprise)).expect(200);
    expect(JSON.parse(event.data)).toEqual((list.body as { id: number }[]).find((item) => item.id === signal.id));
  });

  it('sends a delayed plan a new signal only when its plan shows it', async () => {
    const now = await open(bearer(enterprise));
    const later = await open(bearer(professional));
    await settle();
    const signal = await seed({ symbol: 'GBPUSD' });
    await now.next(about(signal.id, 'signal'));
    await settle();
    expect(later.events.filter(about(signal.id))).toEqual([]);

    testApp.clock.advanceMinutes(14);
    await testApp.clock.runDue();
    await settle();
    expect(later.events.filter(about(signal.id))).toEqual([]);

    testApp.clock.advanceMinutes(1);
    await testApp.clock.runDue();
    const event = await later.next(about(signal.id, 'signal'));
    expect(event.lastEventId).toBe(`${signal.createdAt.getTime() + 15 * 60_000}-${signal.id}-s`);
  });

  it('sends a close and an expiry', async () => {
    const stream = await open(bearer(enterprise));
    await settle();
    const won = await seed({ symbol: 'AUDUSD' });
    const lapsing = await seed({ symbol: 'NZDUSD', expiresAt: new Date(testApp.clock.now().getTime() + HOUR) });
    await stream.next(about(lapsing.id, 'signal'));

    testApp.clock.advanceMinutes(5);
    await repository().update(won.id, {
      outcome: 'WIN',
      closedAt: testApp.clock.now(),
      updatedAt: testApp.clock.now(),
    });
    const outcome = await stream.next(about(won.id, 'outcome'));
    expect(JSON.parse(outcome.data)).toEqual({
      id: won.id,
      symbol: 'AUDUSD',
      outcome: 'WIN',
      at: testApp.clock.now().toISOString(),
    });

    testApp.clock.advanceMinutes(60);
    await testApp.clock.runDue();
    const expired = await stream.next(about(lapsing.id, 'expired'));
    expect(expired.lastEventId).toBe(`${lapsing.expiresAt.getTime()}-${lapsing.id}-e`);
  });

  it('sends a reconnecting client what it missed after Last-Event-ID, in order, and nothing before', async () => {
    const first = await open(bearer(enterprise));
    await settle();
    const seen = await seed({ symbol: 'EURJPY' });
    const last = await first.next(about(seen.id, 'signal'));
    first.close();

    testApp.clock.advanceMinutes(1);
    const missed = await seed({ symbol: 'GBPJPY' });
    testApp.clock.advanceMinutes(1);
    await repository().update(seen.id, {
      outcome: 'LOSS',
      closedAt: testApp.clock.now(),
      updatedAt: testApp.clock.now(),
    });
    await settle();

    const again = await open({ ...bearer(enterprise), 'Last-Event-ID': last.lastEventId });
    await again.next(about(seen.id, 'outcome'));
    const fresh = await seed({ symbol: 'CHFJPY' });
    await again.next(about(fresh.id, 'signal'));
    expect(again.events.map((event) => [event.type, (JSON.parse(event.data) as { id: number }).id])).toEqual([
      ['signal', missed.id],
      ['outcome', seen.id],
      ['signal', fresh.id],
    ]);
  });

  it('catches a delayed plan up on what came into its view while it was away, and ignores an id not its own', async () => {
    const signal = await seed({ symbol: 'EURCHF' });
    const away = `${testApp.clock.now().getTime() - 1}-0-s`;
    testApp.clock.advanceMinutes(15);
    await testApp.clock.runDue();
    const again = await open({ ...bearer(professional), 'Last-Event-ID': away });
    const event = await again.next(about(signal.id, 'signal'));
    expect(event.lastEventId).toBe(`${signal.createdAt.getTime() + 15 * 60_000}-${signal.id}-s`);

    const stranger = await open({ ...bearer(professional), 'Last-Event-ID': 'not-an-id' });
    expect(stranger.status).toBe(200);
    await settle();
    expect(stranger.events).toEqual([]);
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const stream = await open(bearer(enterprise));
    await stream.heartbeat();
    expect(stream.events).toEqual([]);
  });

  it("ends a trader's streams at once when their plan lapses, and when it changes to one with another delay", async () => {
    const within = (promise: Promise<void>, ms: number) =>
      Promise.race([
        promise.then(() => 'ended'),
        new Promise((done) => setTimeout(() => done(`still open after ${ms} ms`), ms)),
      ]);
    const trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'PRO');
    const subscriptions = testApp.dataSource.getRepository(Subscription);

    const beforeChange = await open(bearer(trader.accessToken));
    await settle();
    await subscriptions.update({ userId: trader.user.id }, { planType: 'BASIC' });
    expect(await within(beforeChange.ended, 3000)).toBe('ended');
    const onBasic = await open(bearer(trader.accessToken));
    expect(onBasic.status).toBe(200);

    await settle();
    await subscriptions.update({ userId: trader.user.id }, { status: 'EXPIRED' });
    expect(await within(onBasic.ended, 3000)).toBe('ended');
    expect((await open(bearer(trader.accessToken))).status).toBe(403);

    // Another trader's stream is left alone.
    const other = await open(bearer(enterprise));
    await settle();
    await subscriptions.update({ userId: trader.user.id }, { status: 'ACTIVE' });
    expect(await within(other.ended, 1000)).toBe('still open after 1000 ms');
  });

  it('closes the stream of a reader that lets more than a megabyte pile up unread, and counts it', async () => {
    const service = testApp.app.get(SignalStream);
    const user = await testApp.dataSource.getRepository(User).findOneByOrFail({ id: enterpriseId });
    const reader = { ...user, twoFactor: false, secondFactor: false };
    /** A socket whose reader takes nothing: its first write never completes, and this much waits. */
    const unread = (bytes: number) => {
      const socket = new Writable({ write: () => undefined });
      socket.write(Buffer.alloc(bytes));
      return socket;
    };
    const slow = unread(1024 * 1024 + 1);
    const behind = unread(64 * 1024);
    const received = new Map<Writable, unknown[]>([
      [slow, []],
      [behind, []],
    ]);
    const subscriptions = await Promise.all(
      [slow, behind].map(async (socket) =>
        (await service.open(reader, undefined, socket)).subscribe((event) => received.get(socket)!.push(event.type)),
      ),
    );
    await settle();
    try {
      const [closed] = await metricMoves(testApp, [['signaldesk_streams_closed_slow_reader_total']], async () => {
        await seed();
        await settle();
      });
      expect(closed).toBe(1);
      expect(slow.destroyed).toBe(true);
      expect(received.get(slow)).not.toContain('signal');
      // Behind, but under the limit: still served.
      expect(behind.destroyed).toBe(false);
      expect(received.get(behind)).toContain('signal');
    } finally {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
    }
  });

  it('forgets a stream whose client has gone', async () => {
    const service = testApp.app.get(SignalStream);
    await settle();
    const before = service.streamCount();
    const stream = await open(bearer(enterprise));
    await settle();
    expect(service.streamCount()).toBe(before + 1);
    stream.close();
    await settle();
    expect(service.streamCount()).toBe(before);
  });
});
