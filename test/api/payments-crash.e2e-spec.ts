import request from 'supertest';
import { addPeriod } from '../../server/src/subscriptions/subscription-rules.js';
import { FAKE_API_KEY, FAKE_IPN_SECRET, FakeNowPayments } from '../fakes/fake-nowpayments.js';
import { openRawSql, type RawSql } from '../support/raw-sql.js';
import { ensureServerBuild, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { serverEnv } from '../support/server-env.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { bearer, signUp, type SignedUpUser } from '../support/users.js';

const LEASE_SECONDS = 6;
const TICK_SECONDS = 1;
const ROUNDS = 4;
const IPNS_PER_REPLICA = 8;
const DAY_MS = 86_400_000;

interface Replica {
  name: string;
  /** Each replica reaches MariaDB through its own proxy, so the server's connections tell whose they are. */
  proxy: TcpProxy;
  server: ServerProcess;
}

/**
 * Two built replicas on one MariaDB database, paid through NOWPayments (a fake on 127.0.0.1),
 * with the scheduler on. A replica is killed with SIGKILL in the middle of confirming a payment:
 * while it runs its payment re-check, and, round after round, while many signed callbacks reach
 * both replicas at once and one of them has already extended the subscription but not committed
 * (the test holds the payment's row, so the window stays open until the kill). Every payment
 * activates exactly once: one period added per payment, none twice, none lost.
 */
(process.env.DATABASE_URL ? describe : describe.skip)('payments when a replica is killed mid-confirmation', () => {
  const nowPayments = new FakeNowPayments();
  let database: TestDatabase;
  let sql: RawSql;
  const replicas: Replica[] = [];

  let lostCallback: { trader: SignedUpUser; payment: { id: number; providerPaymentId: string } };

  const start = async (name: string, proxy: TcpProxy, scheduler = true): Promise<Replica> => {
    const url = new URL(database.databaseUrl!.replace(/^mariadb:/, 'mysql:'));
    url.host = proxy.address;
    const databaseUrl = url.toString().replace(/^mysql:/, database.databaseUrl!.split(':')[0] + ':');
    const server = await startServerProcess(
      serverEnv(databaseUrl, database.dataDir, {
        LOG_LEVEL: 'info',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        SCHEDULER_ENABLED: String(scheduler),
        JOB_LEASE_SECONDS: String(LEASE_SECONDS),
        JOB_LEASE_HEARTBEAT_SECONDS: '2',
        JOB_TICK_SECONDS: String(TICK_SECONDS),
        PAYMENTS_PROVIDER: 'nowpayments',
        NOWPAYMENTS_API_KEY: FAKE_API_KEY,
        NOWPAYMENTS_IPN_SECRET: FAKE_IPN_SECRET,
        NOWPAYMENTS_BASE_URL: nowPayments.baseUrl,
        NOWPAYMENTS_TIMEOUT_MS: '60000',
      }),
      database.dataDir,
    );
    return { name, proxy, server };
  };
  const restart = async (replica: Replica) => {
    const fresh = await start(replica.name, replica.proxy);
    replica.server = fresh.server;
  };
  const count = (server: ServerProcess, text: string) => server.output().split(text).length - 1;
  /** Polls every 200 ms: InnoDB refreshes its transaction tables only after 100 ms without a read. */
  const waitUntil = async (check: () => Promise<boolean>, what: string, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
      await new Promise((done) => setTimeout(done, 200));
    }
  };

  async function checkout(on: Replica, trader: SignedUpUser) {
    const created = await request(on.server.url)
      .post('/api/payments/create')
      .set(bearer(trader.accessToken))
      .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency: 'btc' })
      .expect(201);
    const [{ id }] = await sql.query<{ id: number }>('SELECT id FROM payments WHERE providerPaymentId = ?', [
      created.body.payment_id,
    ]);
    return { id, providerPaymentId: created.body.payment_id as string };
  }
  const activatedPayments = async (userId: number) =>
    Number(
      (
        await sql.query<{ n: number }>(
          'SELECT COUNT(*) AS n FROM payments WHERE userId = ? AND activatedAt IS NOT NULL',
          [userId],
        )
      )[0].n,
    );
  const subscriptionOf = async (on: Replica, trader: SignedUpUser) =>
    (await request(on.server.url).get('/api/subscription/status').set(bearer(trader.accessToken)).expect(200)).body as {
      status: string;
      expiresAt: string;
    };

  beforeAll(async () => {
    await ensureServerBuild();
    await nowPayments.start();
    database = await createTestDatabase();
    sql = await openRawSql(database);
    const target = new URL(database.databaseUrl!.replace(/^mariadb:/, 'mysql:'));
    const proxies = await Promise.all(
      ['A', 'B'].map(() => new TcpProxy(target.hostname, Number(target.port || 3306)).start()),
    );
    // A checkout whose callback never comes, made before any re-check runs: only the re-check can
    // find it paid, and the first one the replicas run does.
    const setup = await start('setup', proxies[0], false);
    const trader = await signUp(request(setup.server.url));
    lostCallback = { trader, payment: await checkout(setup, trader) };
    nowPayments.setStatus(lostCallback.payment.providerPaymentId, 'finished');
    setup.server.kill('SIGKILL');
    await setup.server.exited;
    // Status requests wait at the fake until the first test lets them through.
    nowPayments.statusGate.close();
    replicas.push(...(await Promise.all([start('A', proxies[0]), start('B', proxies[1])])));
  }, 240_000);
  afterAll(async () => {
    nowPayments.statusGate.open();
    replicas.forEach((replica) => replica.server.kill('SIGKILL'));
    await Promise.all(replicas.map((replica) => replica.server.exited));
    await Promise.all(replicas.map((replica) => replica.proxy.stop()));
    await sql?.close();
    await database?.drop();
    await nowPayments.stop();
  });

  it('kill -9 of the replica running the payment re-check: the survivor takes it over within the lease and activates once', async () => {
    const { trader, payment } = lostCallback;
    // The first re-check asks the provider and waits for the answer.
    await nowPayments.statusGate.whenWaiting(1, 30_000);
    const waitingBefore = nowPayments.statusGate.waiting;
    const [{ holder }] = await sql.query<{ holder: string }>(
      "SELECT holder FROM job_leases WHERE name LIKE 'payment-recheck@%' ORDER BY name DESC LIMIT 1",
    );
    const pid = Number(holder.split(':').at(-2));
    const victim = replicas.find((replica) => replica.server.child.pid === pid)!;
    const survivor = replicas.find((replica) => replica !== victim)!;

    const killedAt = performance.now();
    victim.server.kill('SIGKILL');
    await victim.server.exited;
    // The survivor's own re-check reaches the provider once the dead replica's lease has lapsed.
    await nowPayments.statusGate.whenWaiting(waitingBefore + 1, 60_000);
    const takeover = (performance.now() - killedAt) / 1000;
    nowPayments.statusGate.open();
    await waitUntil(async () => (await activatedPayments(trader.user.id)) === 1, 'the survivor activated the payment');
    const activatedLine = `Payment ${payment.id} activated`;
    await survivor.server.waitForOutput(activatedLine, 10_000);

    const subscription = await subscriptionOf(survivor, trader);
    const days = (new Date(subscription.expiresAt).getTime() - Date.now()) / DAY_MS;
    console.log(
      `Payment re-check: replica ${victim.name} killed mid-run, replica ${survivor.name} took the job over ` +
        `${takeover.toFixed(1)} s later (lease ${LEASE_SECONDS} s, tick ${TICK_SECONDS} s) and activated the payment once`,
    );
    expect(takeover).toBeLessThan(LEASE_SECONDS + TICK_SECONDS + 5);
    expect(count(victim.server, activatedLine)).toBe(0);
    expect(count(survivor.server, activatedLine)).toBe(1);
    expect(subscription.status).toBe('ACTIVE');
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);
    await restart(victim);
  }, 180_000);

  it(`kill -9 mid-activation while ${IPNS_PER_REPLICA} signed callbacks reach each replica at once, ${ROUNDS} rounds: each payment activates exactly once`, async () => {
    const trader = await signUp(request(replicas[0].server.url));
    const figures: string[] = [];
    let expiresAt: Date | null = null;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const payment = await checkout(replicas[round % 2], trader);
      const ipn = nowPayments.ipn(payment.providerPaymentId, 'finished');
      const send = (replica: Replica) =>
        fetch(`${replica.server.url}/api/payments/ipn`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-nowpayments-sig': ipn.signature },
          body: ipn.body,
        }).then(
          async (response) => `${response.status} ${(await response.json()).status}`,
          () => 'no answer',
        );

      // The test holds the payment's row: whoever activates first has extended the subscription
      // and waits, uncommitted, to mark the payment.
      await sql.query('START TRANSACTION');
      await sql.query('SELECT id FROM payments WHERE id = ? FOR UPDATE', [payment.id]);
      const answers = replicas.map((replica) =>
        Promise.all(Array.from({ length: IPNS_PER_REPLICA }, () => send(replica))),
      );
      let waiting: Array<{ host: string; modified: number }> = [];
      await waitUntil(async () => {
        waiting = await sql.query<{ host: string; modified: number }>(
          `SELECT p.HOST AS host, t.trx_rows_modified AS modified FROM information_schema.INNODB_TRX t
           JOIN information_schema.PROCESSLIST p ON p.ID = t.trx_mysql_thread_id
           WHERE p.DB = DATABASE() AND t.trx_state = 'LOCK WAIT' AND t.trx_query LIKE 'UPDATE \`payments\`%'`,
        );
        return waiting.length > 0;
      }, 'a replica waiting to mark the payment activated');
      expect(waiting).toHaveLength(1);
      const port = Number(waiting[0].host.split(':').at(-1));
      const victim = replicas.find((replica) => replica.proxy.upstreamPorts.includes(port))!;
      const survivor = replicas.find((replica) => replica !== victim)!;
      // Its transaction has already extended the subscription.
      expect(Number(waiting[0].modified)).toBeGreaterThan(0);

      victim.server.kill('SIGKILL');
      await victim.server.exited;
      await sql.query('COMMIT');
      const [victimAnswers, survivorAnswers] = await Promise.all([
        answers[replicas.indexOf(victim)],
        answers[replicas.indexOf(survivor)],
      ]);

      const subscription = await subscriptionOf(survivor, trader);
      const [row] = await sql.query<{ status: string; confirmed: number }>(
        'SELECT status, confirmedAt IS NOT NULL AS confirmed FROM payments WHERE id = ?',
        [payment.id],
      );
      const activations = await activatedPayments(trader.user.id);
      const activatedLine = `Payment ${payment.id} activated`;
      const lines = count(survivor.server, activatedLine) + count(victim.server, activatedLine);
      figures.push(
        `round ${round}: replica ${victim.name} killed with the activation written, uncommitted ` +
          `(${Number(waiting[0].modified)} row(s) modified); its ${victimAnswers.length} callbacks: ` +
          `${victimAnswers.filter((answer) => answer === 'no answer').length} unanswered; replica ${survivor.name}: ` +
          `${survivorAnswers.filter((answer) => answer === '200 finished').length}/${survivorAnswers.length} answered 200 finished; ` +
          `${activations} payment(s) activated so far, expiry ${subscription.expiresAt}`,
      );

      expect(survivorAnswers).toEqual(Array(IPNS_PER_REPLICA).fill('200 finished'));
      expect(victimAnswers).toEqual(Array(IPNS_PER_REPLICA).fill('no answer'));
      expect(row).toEqual({ status: 'finished', confirmed: 1 });
      expect(activations).toBe(round);
      expect(lines).toBe(1);
      expect(subscription.status).toBe('ACTIVE');
      // One month more per payment: from the activation the first time, from the previous expiry after.
      const expiry = new Date(subscription.expiresAt);
      if (expiresAt) expect(expiry.toISOString()).toBe(addPeriod(expiresAt, 'monthly').toISOString());
      else expect((expiry.getTime() - Date.now()) / DAY_MS).toBeGreaterThan(27);
      expiresAt = expiry;
      const [{ n: subscriptions }] = await sql.query<{ n: number }>(
        'SELECT COUNT(*) AS n FROM subscriptions WHERE userId = ?',
        [trader.user.id],
      );
      expect(Number(subscriptions)).toBe(1);
      await restart(victim);
    }
    console.log(`Payments under kill -9, ${ROUNDS} rounds:\n  ${figures.join('\n  ')}`);
  }, 240_000);
});
