import type { AddressInfo } from 'node:net';
import { PAID_ACCESS_REFUSAL } from '../../server/src/access/paid-access.guard.js';
import { PLAN_ENDED_MESSAGE } from '../../server/src/ea/ea-access.js';
import { Subscription } from '../../server/src/subscriptions/subscription.entity.js';
import { openStream } from '../support/event-stream.js';
import { seedSignal } from '../support/signals.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUpWithPlan } from '../support/users.js';

/**
 * Every lapse test elsewhere writes status EXPIRED. Between two runs of the expiry job a
 * subscription is still ACTIVE with its period over, and nothing at all is written when the
 * period ends: here only the clock moves, so the access-state cache and the hot path are asked
 * with what they hold.
 */
describe('a plan that lapsed by time alone (still ACTIVE, expiresAt passed, nothing written)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await startTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      EA_REQUESTS_PER_MINUTE: '1000',
      SIGNAL_SYMBOLS: 'US30',
    });
    await testApp.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => testApp.close());

  it('refuses the signals list, the stream, the calendar feed, the EA feed and trade reports; a heartbeat is taken', async () => {
    const trader = await signUpWithPlan(testApp.http, 'PRO');
    await activateSubscription(testApp, trader.user.id, 'PRO');
    const account = await testApp.http
      .post('/api/accounts')
      .set(bearer(trader.accessToken))
      .send({ mtId: '61234567' })
      .expect(201);
    const { key } = (
      await testApp.http
        .post(`/api/accounts/${account.body.id}/key`)
        .set(bearer(trader.accessToken))
        .send({})
        .expect(201)
    ).body;
    const calendar = (await testApp.http.post('/api/user/calendar-feed').set(bearer(trader.accessToken)).expect(201))
      .body.token;

    const list = () => testApp.http.get('/api/ai-signals').set(bearer(trader.accessToken));
    const stream = async () => {
      const opened = await openStream(baseUrl, bearer(trader.accessToken));
      opened.close();
      return opened.status;
    };
    const ics = () => testApp.http.get(`/api/news/calendar.ics?token=${calendar}`);
    const feed = () => testApp.http.get('/api/ea/signals').set(bearer(key));
    const report = (body: object) => testApp.http.post('/api/ea/reports').set(bearer(key)).send(body);
    const skipped = (signalId: number) => ({ type: 'skipped', signalId, reason: 'Paused' });
    const heartbeat = {
      type: 'heartbeat',
      terminalBuild: 4755,
      broker: 'Fake',
      currency: 'USD',
      balance: 1,
      equity: 1,
    };

    // Paid: every surface answers, and each has read (and cached) the trader's access.
    const before = await seedSignal(testApp);
    await list().expect(200);
    expect(await stream()).toBe(200);
    await ics().expect(200);
    await feed().expect(200);
    await report(skipped(before.id)).expect(200);

    const subscription = await testApp.dataSource
      .getRepository(Subscription)
      .findOneByOrFail({ userId: trader.user.id });
    testApp.clock.moveTo(new Date(subscription.expiresAt!.getTime() + 60_000));
    const after = await seedSignal(testApp);

    expect((await list().expect(403)).body.message).toBe(`${PAID_ACCESS_REFUSAL}.`);
    expect(await stream()).toBe(403);
    expect((await ics().expect(403)).body.message).toEqual(expect.any(String));
    expect((await feed().expect(403)).body.message).toBe(PLAN_ENDED_MESSAGE);
    expect((await report(skipped(after.id)).expect(403)).body.message).toBe(PLAN_ENDED_MESSAGE);
    await report(heartbeat).expect(200);
    // Nothing was written: the state is the one between two runs of the expiry job.
    expect(
      (await testApp.dataSource.getRepository(Subscription).findOneByOrFail({ userId: trader.user.id })).status,
    ).toBe('ACTIVE');
  });
});
