import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EaClient } from '../../integrations/reference-client/ea-client.js';
import { FakeBroker } from '../../integrations/reference-client/fake-broker.js';
import { ACCOUNT_DISABLED_MESSAGE, PLAN_ENDED_MESSAGE } from '../../server/src/ea/ea-access.js';
import { EaTrade } from '../../server/src/ea/ea-trade.entity.js';
import { MtAccount } from '../../server/src/accounts/mt-account.entity.js';
import { Subscription } from '../../server/src/subscriptions/subscription.entity.js';
import { User } from '../../server/src/users/user.entity.js';
import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { CandleFiles } from '../support/candle-files.js';
import { seedSignal } from '../support/signals.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUpWithPlan, type SignedUpUser } from '../support/users.js';

const MINUTE = 60_000;

interface Linked {
  trader: SignedUpUser;
  accountId: number;
  key: string;
}

async function link(testApp: TestApp, plan: 'BASIC' | 'PRO' = 'PRO', mtId = '51234567'): Promise<Linked> {
  const trader = await signUpWithPlan(testApp.http, plan);
  await activateSubscription(testApp, trader.user.id, plan);
  const account = await testApp.http.post('/api/accounts').set(bearer(trader.accessToken)).send({ mtId }).expect(201);
  const issued = await testApp.http
    .post(`/api/accounts/${account.body.id}/key`)
    .set(bearer(trader.accessToken))
    .send({})
    .expect(201);
  return { trader, accountId: account.body.id, key: issued.body.key };
}

const heartbeat = (extra: object = {}) => ({
  type: 'heartbeat',
  terminalBuild: 4755,
  broker: 'Fake Markets Ltd',
  currency: 'USD',
  balance: 10_000,
  equity: 10_000,
  ...extra,
});

/**
 * Issue 36, item 1: a key reads and writes only what its owner may see. A report answers with the
 * signal's symbol, side, slippage and result, so without these checks the key of a disabled
 * trader or a lapsed plan could work out every new signal's entry and stop by trying ids.
 */
describe('Expert Advisor reports obey the access the feed does', () => {
  let testApp: TestApp;
  const market = new CandleFiles();

  beforeAll(async () => {
    testApp = await startTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SIGNAL_SYMBOLS: 'US30',
      EA_REQUESTS_PER_MINUTE: '1000',
      ...market.env,
    });
  });
  afterAll(async () => {
    await testApp.close();
    market.remove();
  });

  const feed = (key: string) => testApp.http.get('/api/ea/signals').set(bearer(key));
  const report = (key: string, body: object) => testApp.http.post('/api/ea/reports').set(bearer(key)).send(body);
  const fill = (signalId: number, ticket: string) => ({
    type: 'filled',
    signalId,
    ticket,
    price: 1.0854,
    volume: 0.33,
    time: testApp.clock.now().toISOString(),
  });
  const close = (ticket: string) => ({
    type: 'closed',
    ticket,
    price: 1.0912,
    time: testApp.clock.now().toISOString(),
    profit: 191.4,
  });
  /** A refusal that says nothing of any signal: the app's error shape with the sentence, nothing more. */
  const refusedWith = (answer: { body: object }, status: number, message: string) =>
    expect(answer.body).toEqual({ statusCode: status, message, error: message });

  it("refuses a disabled trader's key everywhere, heartbeats too, with a sentence and no signal's details", async () => {
    const owner = await link(testApp);
    const filled = await seedSignal(testApp);
    await report(owner.key, fill(filled.id, '7001')).expect(200);
    const other = await seedSignal(testApp, { symbol: 'GBPUSD', entryPrice: 1.27, stopLoss: 1.267, takeProfit: 1.276 });
    await testApp.dataSource
      .getRepository(User)
      .update({ id: owner.trader.user.id }, { disabledAt: testApp.clock.now() });

    refusedWith(await feed(owner.key).expect(403), 403, ACCOUNT_DISABLED_MESSAGE);
    for (const body of [
      fill(other.id, '7002'),
      { type: 'skipped', signalId: other.id, reason: 'Paused' },
      close('7001'),
      heartbeat(),
    ])
      refusedWith(await report(owner.key, body).expect(403), 403, ACCOUNT_DISABLED_MESSAGE);
    // Nothing was written for the refused reports.
    const trades = await testApp.dataSource.getRepository(EaTrade).findBy({ accountId: owner.accountId });
    expect(trades.map((trade) => [trade.signalId, trade.status])).toEqual([[filled.id, 'filled']]);
    expect(
      (await testApp.dataSource.getRepository(MtAccount).findOneByOrFail({ id: owner.accountId })).terminal.seenAt,
    ).toBeNull();
  });

  it.each([
    ['the status says it ended', { status: 'EXPIRED' as const }],
    // The real state between two runs of the expiry job: still ACTIVE, its period over.
    ['by time alone (still ACTIVE, expiresAt passed)', {}],
  ])('a plan that ended %s: the feed and trade reports are 403, a heartbeat is taken', async (_, change) => {
    const owner = await link(testApp);
    const signal = await seedSignal(testApp);
    await report(owner.key, fill(signal.id, '7101')).expect(200);
    await testApp.dataSource
      .getRepository(Subscription)
      .update(
        { userId: owner.trader.user.id },
        { ...change, expiresAt: new Date(testApp.clock.now().getTime() - MINUTE) },
      );
    const fresh = await seedSignal(testApp);

    refusedWith(await feed(owner.key).expect(403), 403, PLAN_ENDED_MESSAGE);
    refusedWith(await report(owner.key, fill(fresh.id, '7102')).expect(403), 403, PLAN_ENDED_MESSAGE);
    refusedWith(
      await report(owner.key, { type: 'skipped', signalId: fresh.id, reason: 'Paused' }).expect(403),
      403,
      PLAN_ENDED_MESSAGE,
    );
    refusedWith(await report(owner.key, close('7101')).expect(403), 403, PLAN_ENDED_MESSAGE);
    expect((await report(owner.key, heartbeat()).expect(200)).body).toEqual({ ok: true, paused: false, trade: null });

    // Renewed: the close the EA kept lands.
    await activateSubscription(testApp, owner.trader.user.id, 'PRO');
    expect((await report(owner.key, close('7101')).expect(200)).body.trade).toMatchObject({
      signalId: signal.id,
      status: 'closed',
    });
  });

  it('the EA keeps a close refused while the plan lapsed by time, and sends it once the plan is renewed', async () => {
    // A day on: the earlier tests' signals are out of the feed's window, so a first start finds none.
    testApp.clock.advanceMinutes(25 * 60);
    const owner = await link(testApp, 'PRO', '51230001');
    await testApp.app.listen(0, '127.0.0.1');
    const dir = mkdtempSync(join(tmpdir(), 'ea-access-'));
    try {
      const broker = new FakeBroker({
        login: '51230001',
        now: () => testApp.clock.now(),
        symbols: { EURUSD: { price: 1.0852 } },
      });
      await testApp.http
        .patch(`/api/accounts/${owner.accountId}/settings`)
        .set(bearer(owner.trader.accessToken))
        .send({ balance: 10_000, accountCurrency: 'USD' })
        .expect(200);
      const client = new EaClient({
        baseUrl: `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`,
        key: owner.key,
        broker,
        stateFile: join(dir, 'SignalDesk-51230001.json'),
        now: () => testApp.clock.now(),
      });
      expect((await client.poll()).error).toBeUndefined();
      testApp.clock.advanceMinutes(1);
      const signal = await seedSignal(testApp);
      const filled = await client.poll();
      expect(filled.orders).toHaveLength(1);

      await testApp.dataSource
        .getRepository(Subscription)
        .update({ userId: owner.trader.user.id }, { expiresAt: new Date(testApp.clock.now().getTime() - MINUTE) });
      broker.hitTarget(filled.orders[0].ticket);
      testApp.clock.advanceMinutes(2);
      const lapsed = await client.poll();
      expect(lapsed.error).toEqual({ status: 403, message: PLAN_ENDED_MESSAGE });
      expect(lapsed.reportsQueued).toBe(1);

      await activateSubscription(testApp, owner.trader.user.id, 'PRO');
      testApp.clock.advanceMinutes(1);
      const renewed = await client.poll();
      expect(renewed).toMatchObject({ reportsSent: 1, reportsQueued: 0 });
      expect(
        await testApp.dataSource
          .getRepository(EaTrade)
          .findOneByOrFail({ accountId: owner.accountId, signalId: signal.id }),
      ).toMatchObject({ status: 'closed', closePrice: 1.0912 });
      client.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers a report on a signal the account could not see yet with 404, and nothing of that signal', async () => {
    // The BASIC plan sees a new signal 15 minutes after it is published.
    const owner = await link(testApp, 'BASIC', '51230002');
    const signal = await seedSignal(testApp);
    const never = `Signal ${signal.id} was never sent to this account.`;
    refusedWith(await report(owner.key, fill(signal.id, '7201')).expect(404), 404, never);
    refusedWith(
      await report(owner.key, { type: 'skipped', signalId: signal.id, reason: 'Paused' }).expect(404),
      404,
      never,
    );
    refusedWith(
      await report(owner.key, fill(2_000_000_000, '7202')).expect(404),
      404,
      'Signal 2000000000 was never sent to this account.',
    );
    testApp.clock.advanceMinutes(15);
    expect((await report(owner.key, fill(signal.id, '7201')).expect(200)).body.trade).toMatchObject({
      signalId: signal.id,
      symbol: 'EURUSD',
    });
  });
});

/**
 * Issue 36, item 6: MetaTrader logins are unique per broker server only, so the same number on two
 * SignalDesk accounts is allowed; but two traders' EAs on the same server and login trade one
 * account twice, or one of them has the other's password.
 */
describe('the same MetaTrader login on two SignalDesk accounts', () => {
  let testApp: TestApp;
  const inbox = new SmtpInbox();
  const market = new CandleFiles();
  const SUBJECT = 'Your MetaTrader login is linked to another SignalDesk account';

  beforeAll(async () => {
    await inbox.start();
    testApp = await startTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SIGNAL_SYMBOLS: 'US30',
      SMTP_URL: inbox.url,
      ...market.env,
    });
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await testApp.close();
    await inbox.stop();
    market.remove();
  });

  const report = (key: string, body: object) => testApp.http.post('/api/ea/reports').set(bearer(key)).send(body);
  const accountOf = async (who: Linked) =>
    (
      (await testApp.http.get('/api/accounts').set(bearer(who.trader.accessToken)).expect(200)).body as {
        id: number;
        sharedLogin: boolean;
      }[]
    ).find((account) => account.id === who.accountId)!;

  it('warns both owners once when their EAs report the same server and login, and shows support who the other is', async () => {
    const first = await link(testApp, 'PRO', '51234567');
    const second = await link(testApp, 'PRO', '51234567');
    // The same number on another broker's server is another account.
    const elsewhere = await link(testApp, 'PRO', '51234567');
    const at = (server: string) => heartbeat({ server, login: '51234567' });

    await report(first.key, at('FakeMarkets-Live')).expect(200);
    expect(await accountOf(first)).toMatchObject({ sharedLogin: false });
    await report(elsewhere.key, at('OtherBroker-Real')).expect(200);
    await report(second.key, at('FakeMarkets-Live')).expect(200);

    const [toFirst, toSecond] = await Promise.all([
      inbox.next(first.trader.email, SUBJECT),
      inbox.next(second.trader.email, SUBJECT),
    ]);
    expect(toFirst.text).toContain(
      'The Expert Advisor of another SignalDesk account runs on MetaTrader login 51234567 at FakeMarkets-Live',
    );
    expect(toFirst.links).toContain(`http://localhost:3000/dashboard/accounts/${first.accountId}`);
    expect(toSecond.links).toContain(`http://localhost:3000/dashboard/accounts/${second.accountId}`);
    expect(await accountOf(first)).toMatchObject({ sharedLogin: true });
    expect(await accountOf(second)).toMatchObject({ sharedLogin: true });
    expect(await accountOf(elsewhere)).toMatchObject({ sharedLogin: false });

    const admin = (
      await testApp.http
        .post('/api/auth/login')
        .send({ email: 'admin@example.com', password: 'admin-password-for-tests' })
        .expect(200)
    ).body.accessToken as string;
    const seen = await testApp.http
      .get(`/api/admin/users/${first.trader.user.id}/mt-accounts`)
      .set(bearer(admin))
      .expect(200);
    expect(seen.body).toEqual([
      expect.objectContaining({
        id: first.accountId,
        terminal: expect.objectContaining({ server: 'FakeMarkets-Live' }),
        sameLogin: [{ userId: second.trader.user.id, email: second.trader.email, accountId: second.accountId }],
      }),
    ]);

    // Heartbeats go on every minute; the owners were told once. The app's shutdown waits for any
    // message still being sent, so what the inbox holds then is all there is.
    for (let minute = 0; minute < 3; minute++) {
      testApp.clock.advanceMinutes(1);
      await report(first.key, at('FakeMarkets-Live')).expect(200);
      await report(second.key, at('FakeMarkets-Live')).expect(200);
    }
    await testApp.close();
    closed = true;
    expect(inbox.received.filter((mail) => mail.subject === SUBJECT)).toEqual([]);
  });
});
