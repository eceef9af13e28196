import request from 'supertest';
import { JobScheduler } from '../../server/src/scheduler/job-scheduler.service.js';
import { openRawSql, type RawSql } from '../support/raw-sql.js';
import { ensureServerBuild, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { serverEnv } from '../support/server-env.js';
import { valueOf } from '../support/metrics.js';
import { activateSubscription } from '../support/subscriptions.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };
const driver = process.env.DATABASE_URL?.split(':')[0] || 'sqlite';

/** The series of the request histogram and the hot path's counter (the sample lines, not comments). */
const requestSeries = (text: string) =>
  text.split('\n').filter((line) => /^signaldesk_(http_request_duration_seconds|hot_path_answers)/.test(line));

describe(`GET /metrics (${driver})`, () => {
  let testApp: TestApp;
  const scrape = async () => (await testApp.http.get('/metrics').set(bearer(TOKEN)).expect(200)).text;

  beforeAll(async () => {
    testApp = await startTestApp({
      METRICS_TOKEN: TOKEN,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // The simulated checkout is paid at once: its first status request activates it.
      PAYMENTS_SIMULATED_CONFIRM_SECONDS: '0',
    });
  });
  afterAll(() => testApp.close());

  it('answers only with the bearer token: 401 without it or with another', async () => {
    const none = await testApp.http.get('/metrics').expect(401);
    expect(none.body.message).toBe('The metrics need the bearer token the server was configured with (METRICS_TOKEN).');
    expect(none.headers['www-authenticate']).toBe('Bearer');
    await testApp.http
      .get('/metrics')
      .set(bearer(`${TOKEN}x`))
      .expect(401);
    const text = await scrape();
    expect(text).toContain('# HELP process_cpu_user_seconds_total');
    expect(text).toContain('# TYPE signaldesk_http_request_duration_seconds histogram');
  });

  it('counts requests by route template and status class, the hot path’s answers with them', async () => {
    const trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'PRO');
    const before = await scrape();
    const poll = { route: '/api/ai-signals', status_class: '2xx' };
    for (let index = 0; index < 3; index += 1)
      await testApp.http.get('/api/ai-signals').set(bearer(trader.accessToken)).expect(200);
    // Through the application (a query string), then an address with a parameter.
    await testApp.http.get('/api/ai-signals?through=application').set(bearer(trader.accessToken)).expect(200);
    await testApp.http.get('/api/ai-signals/999999').set(bearer(trader.accessToken)).expect(404);

    const after = await scrape();
    const count = (text: string, labels: Record<string, string>) =>
      valueOf(text, 'signaldesk_http_request_duration_seconds_count', labels);
    expect(count(after, poll) - count(before, poll)).toBe(4);
    expect(valueOf(after, 'signaldesk_hot_path_answers_total', poll)).toBe(
      valueOf(before, 'signaldesk_hot_path_answers_total', poll) + 3,
    );
    expect(count(after, { route: '/api/ai-signals/:id', status_class: '4xx' })).toBe(1);
    // The histogram's sum moved with its count.
    expect(valueOf(after, 'signaldesk_http_request_duration_seconds_sum', poll)).toBeGreaterThan(
      valueOf(before, 'signaldesk_http_request_duration_seconds_sum', poll),
    );
  });

  it('keeps its label sets bounded: a thousand distinct addresses leave the series count flat', async () => {
    await testApp.http.get('/api/no-such-route-first').expect(404);
    await testApp.http.get('/api/ai-signals/1000001').expect(401);
    const before = requestSeries(await scrape());
    for (let index = 0; index < 1000; index += 1) {
      await testApp.http.get(index % 2 ? `/api/no-such-route-${index}` : `/api/ai-signals/${index}?q=${index}`);
    }
    const after = requestSeries(await scrape());
    expect(after.length).toBe(before.length);
    expect(after.join('\n')).not.toContain('no-such-route');
    const unmatched = { route: 'unmatched', status_class: '4xx' };
    const moved = (name: string) =>
      valueOf(after.join('\n'), name, unmatched) - valueOf(before.join('\n'), name, unmatched);
    expect(moved('signaldesk_http_request_duration_seconds_count')).toBe(500);
  }, 60_000);

  it('counts what the business runs on: sign-ins, payments, jobs, the log, Expert Advisor keys', async () => {
    const before = await scrape();
    const moved = (after: string, name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);

    const trader = await signUp(testApp.http);
    await testApp.http.post('/api/auth/login').send({ email: trader.email, password: trader.password }).expect(200);
    await testApp.http.post('/api/auth/login').send({ email: trader.email, password: 'not-the-password' }).expect(401);
    const checkout = await testApp.http
      .post('/api/payments/create')
      .set(bearer(trader.accessToken))
      .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency: 'btc' })
      .expect(201);
    await testApp.http.get(`/api/payments/status/${checkout.body.payment_id}`).set(bearer(trader.accessToken));
    await testApp.http.post('/api/payments/ipn').send({ payment_id: 1, payment_status: 'finished' }).expect(401);
    await testApp.app.get(JobScheduler).tick(['payment-recheck']);

    const after = await scrape();
    expect(moved(after, 'signaldesk_auth_sign_ins_total', { method: 'sign-up' })).toBe(1);
    expect(moved(after, 'signaldesk_auth_sign_ins_total', { method: 'password' })).toBe(1);
    expect(moved(after, 'signaldesk_auth_sign_in_failures_total', { method: 'password' })).toBe(1);
    expect(moved(after, 'signaldesk_payments_created_total')).toBe(1);
    expect(moved(after, 'signaldesk_payments_settled_total', { outcome: 'confirmed' })).toBe(1);
    expect(moved(after, 'signaldesk_payment_ipn_signature_failures_total')).toBe(1);
    expect(valueOf(after, 'signaldesk_payment_recheck_backlog')).toBe(0);
    const job = { job: 'payment-recheck' };
    expect(moved(after, 'signaldesk_job_runs_total', job)).toBe(1);
    expect(moved(after, 'signaldesk_job_duration_seconds_count', job)).toBe(1);
    expect(valueOf(after, 'signaldesk_job_last_success_timestamp_seconds', job)).toBeGreaterThan(
      Date.now() / 1000 - 60,
    );
    // Before its first run here, a job counts from the replica's start, so that the staleness
    // alert sees a job that never succeeds after a deployment.
    const lastSuccess = (text: string, name: string) =>
      valueOf(text, 'signaldesk_job_last_success_timestamp_seconds', { job: name });
    expect(lastSuccess(before, 'payment-recheck')).toBeGreaterThan(0);
    expect(lastSuccess(after, 'payment-recheck')).toBeGreaterThanOrEqual(lastSuccess(before, 'payment-recheck'));
    expect(lastSuccess(after, 'renewal-reminders')).toBeGreaterThan(0);
    expect(valueOf(after, 'signaldesk_job_period_seconds', job)).toBe(60);
    expect(valueOf(after, 'signaldesk_job_lease_held', job)).toBe(0);
    // Read from the database at the scrape: the log was checkpointed at start.
    expect(after).toMatch(/^signaldesk_ledger_tree_size \d+$/m);
    expect(valueOf(after, 'signaldesk_ledger_checkpoint_timestamp_seconds')).toBeGreaterThan(0);
    expect(after).toMatch(/^signaldesk_ea_active_keys 0$/m);
    expect(after).toMatch(/^signaldesk_streams_open 0$/m);
    for (const line of after.split('\n').filter((text) => text.startsWith('# TYPE signaldesk_'))) {
      const [, , name] = line.split(' ');
      expect(after).toContain(`# HELP ${name} `);
    }
  });

  it('answers a 5xx with its reference, which support looks up', async () => {
    const admin = (await testApp.http.post('/api/auth/login').send(ADMIN).expect(200)).body;
    const trader = await signUp(testApp.http);
    const before = await scrape();
    // The audit table out of the way for one request: reading it fails as a fault of ours would.
    await testApp.dataSource.query('ALTER TABLE audit_entries RENAME TO audit_entries_away');
    let failed;
    try {
      failed = await testApp.http.get('/api/admin/audit').set(bearer(admin.accessToken));
    } finally {
      await testApp.dataSource.query('ALTER TABLE audit_entries_away RENAME TO audit_entries');
    }
    expect(failed.status).toBe(500);
    const reference = failed.headers['x-request-id'];
    expect(failed.body.message).toBe(`Something went wrong on our side. Please try again. Reference: ${reference}`);
    expect(failed.body.error).toBe(failed.body.message);

    // Recorded as the answer goes out: looked for until it is there.
    let found;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      found = await testApp.http.get(`/api/admin/server-errors/${reference}`).set(bearer(admin.accessToken));
      if (found.status === 200) break;
      await new Promise((done) => setTimeout(done, 100));
    }
    expect(found!.status).toBe(200);
    expect(found!.body).toEqual([
      {
        reference,
        at: expect.any(String),
        method: 'GET',
        path: '/api/admin/audit',
        status: 500,
        userId: admin.user.id,
        replica: expect.any(String),
      },
    ]);
    const after = await scrape();
    expect(
      valueOf(after, 'signaldesk_http_server_errors_total') - valueOf(before, 'signaldesk_http_server_errors_total'),
    ).toBe(1);
    expect(
      valueOf(after, 'signaldesk_http_request_duration_seconds_count', {
        route: '/api/admin/audit',
        status_class: '5xx',
      }),
    ).toBe(1);

    await testApp.http.get(`/api/admin/server-errors/${reference}`).set(bearer(trader.accessToken)).expect(403);
    await testApp.http.get(`/api/admin/server-errors/${reference}`).expect(401);
    const unknown = await testApp.http
      .get('/api/admin/server-errors/no-such-reference')
      .set(bearer(admin.accessToken))
      .expect(404);
    expect(unknown.body.message).toMatch(/^No error with the reference no-such-reference was recorded/);
    const refused = await testApp.http.get('/api/admin/server-errors/a%20b').set(bearer(admin.accessToken)).expect(400);
    expect(refused.body.message).toMatch(/\.$/);
  });

  it('gives every answer an X-Request-Id: the one sent when it is a sane token, a new one otherwise', async () => {
    const sent = 'b3c1e0d2-5f4a-4e7b-9c2d-1a2b3c4d5e6f';
    for (const path of ['/api/plans', '/api/health', '/api/plans?through=application', '/api/no-such-route']) {
      const kept = await testApp.http.get(path).set('X-Request-Id', sent);
      expect(kept.headers['x-request-id']).toBe(sent);
      const made = await testApp.http.get(path);
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const refused = await testApp.http.get(path).set('X-Request-Id', 'a b<script>');
      expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const first = await testApp.http.get('/api/plans');
    const second = await testApp.http.get('/api/plans');
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('is not served', async () => {
    const response = await testApp.http.get('/metrics').expect(404);
    expect(response.body.message).toMatch(/\.$/);
    await testApp.http.get('/metrics').set(bearer(TOKEN)).expect(404);
  });
});

/**
 * The built server with its real JSON logs: every line written while a request is handled carries
 * the request's id, the error's own line included, and the 5xx says it as its reference.
 */
describe(`the request id in the log (${driver})`, () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let sql: RawSql;

  beforeAll(async () => {
    await ensureServerBuild();
    database = await createTestDatabase();
    server = await startServerProcess(
      serverEnv(database.databaseUrl, database.dataDir, { LOG_LEVEL: 'info' }),
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

  it('is on every log line of the request', async () => {
    const http = request(server.url);
    const admin = (await http.post('/api/auth/login').send(ADMIN).expect(200)).body.accessToken;
    const reference = 'trace-0f3a9c2e-request';
    await sql.query('ALTER TABLE audit_entries RENAME TO audit_entries_away');
    let failed;
    try {
      failed = await http.get('/api/admin/audit').set(bearer(admin)).set('X-Request-Id', reference);
    } finally {
      await sql.query('ALTER TABLE audit_entries_away RENAME TO audit_entries');
    }
    expect(failed.status).toBe(500);
    expect(failed.body.message).toMatch(new RegExp(` Reference: ${reference}$`));
    await server.waitForOutput('"statusCode":500');
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; req?: { id?: string; url?: string }; msg?: string });
    const ofRequest = lines.filter((line) => line.req?.url === '/api/admin/audit');
    // The error's own line (the stack, logged by the error filter) and the request's summary.
    expect(ofRequest.map((line) => line.level).sort()).toEqual([30, 50]);
    for (const line of ofRequest) expect(line.req?.id).toBe(reference);
  }, 60_000);
});
