import request from 'supertest';
import { openRawSql, type RawSql } from '../support/raw-sql.js';
import { ensureServerBuild, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { serverEnv } from '../support/server-env.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { bearer, signUp } from '../support/users.js';

const driver = process.env.DATABASE_URL?.split(':')[0] || 'sqlite';
const REFUSED = 'activation refused by the test';

/**
 * A state change is logged only once its transaction has committed. The built server runs with
 * its real logs; a trigger the test puts in the database refuses the payment's activation write,
 * which comes after the subscription was extended in the same transaction, so the whole
 * activation rolls back: nothing may claim it happened. Without the trigger it commits, and is
 * logged once.
 */
describe(`state changes logged after commit (${driver})`, () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let sql: RawSql;

  beforeAll(async () => {
    await ensureServerBuild();
    database = await createTestDatabase();
    server = await startServerProcess(
      serverEnv(database.databaseUrl, database.dataDir, {
        LOG_LEVEL: 'info',
        // The simulated checkout is paid at once: its scheduled check and every status request find it paid.
        PAYMENTS_SIMULATED_CONFIRM_SECONDS: '0',
      }),
      database.dataDir,
    );
    sql = await openRawSql(database);
  }, 240_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await server?.exited;
    await sql?.close();
    await database?.drop();
  });

  const refuseActivation = () =>
    sql.query(
      sql.mysql
        ? `CREATE TRIGGER refuse_activation BEFORE UPDATE ON payments FOR EACH ROW
           BEGIN IF NEW.activatedAt IS NOT NULL AND OLD.activatedAt IS NULL THEN
             SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '${REFUSED}'; END IF; END`
        : `CREATE TRIGGER refuse_activation BEFORE UPDATE OF activatedAt ON payments
           WHEN NEW.activatedAt IS NOT NULL AND OLD.activatedAt IS NULL
           BEGIN SELECT RAISE(ABORT, '${REFUSED}'); END`,
    );

  it('a payment whose activation rolls back logs no "activated"; once it commits, one line', async () => {
    const http = request(server.url);
    const trader = await signUp(http);
    // In place before the checkout opens: its check, scheduled for the moment it settles, is refused too.
    await refuseActivation();
    const checkout = await http
      .post('/api/payments/create')
      .set(bearer(trader.accessToken))
      .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency: 'btc' })
      .expect(201);
    const [{ id }] = await sql.query<{ id: number }>('SELECT id FROM payments WHERE providerPaymentId = ?', [
      checkout.body.payment_id,
    ]);
    const state = async () => ({
      payment: (await sql.query('SELECT status, activatedAt FROM payments WHERE id = ?', [id]))[0],
      subscription: (
        await sql.query('SELECT status, expiresAt FROM subscriptions WHERE userId = ?', [trader.user.id])
      )[0],
    });
    const activatedLine = `Payment ${id} activated BASIC monthly for user ${trader.user.id}`;

    const refused = await http.get(`/api/payments/status/${checkout.body.payment_id}`).set(bearer(trader.accessToken));
    expect(refused.status).toBe(500);
    // The error is logged with the database's reason; by then any earlier line has been written.
    await server.waitForOutput(REFUSED);
    expect(server.output()).not.toContain(`Payment ${id} activated`);
    expect(await state()).toEqual({
      payment: { status: 'waiting', activatedAt: null },
      subscription: { status: 'PENDING', expiresAt: null },
    });

    await sql.query('DROP TRIGGER refuse_activation');
    const paid = await http
      .get(`/api/payments/status/${checkout.body.payment_id}`)
      .set(bearer(trader.accessToken))
      .expect(200);
    expect(paid.body.status).toBe('finished');
    await server.waitForOutput(activatedLine);
    expect(server.output().split(activatedLine)).toHaveLength(2);
    expect((await state()).subscription.status).toBe('ACTIVE');
    console.log(
      `Logs after commit (${driver}): refused activation rolled back with no "activated" line; committed one logged once`,
    );
  }, 60_000);
});
