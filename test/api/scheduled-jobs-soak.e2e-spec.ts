import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { ensureServerBuild, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { serverEnv } from '../support/server-env.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { bearer, signUp } from '../support/users.js';

const driver = process.env.DATABASE_URL?.split(':')[0] || 'sqlite';
const SOAK_MS = 3 * 60_000;
const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };
/** Every scheduled job of the app; each runs on the first tick of a fresh database. */
const JOBS = [
  'news-refresh',
  'signals.generate',
  'signals.track',
  'payment-recheck',
  'subscription-changes',
  'receipt-mail',
  'renewal-reminders',
  'alerts.fanout',
  'alerts.telegram-updates',
];
/** A trader without a paid subscription is refused the signals and the news. */
const REFUSED_UNTIL_PAID = new Set(['/api/ai-signals', '/api/news/processed']);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lines of the app's log at warning level or above (pino: 40 warn, 50 error, 60 fatal), and any stray error text. */
function problems(output: string): string[] {
  return output.split('\n').filter((line) => {
    if (!line.startsWith('{')) return /error|fail|warn/i.test(line);
    try {
      return (JSON.parse(line) as { level: number }).level >= 40;
    } catch {
      return true;
    }
  });
}

/**
 * The default install as a trader meets it: the built server on a fresh database with the
 * scheduler on and every job at its shortest interval, under light traffic for three minutes
 * (sign-ups, sign-ins, signal and news polls, a checkout each, paid by the simulated provider and
 * picked up by the re-check job). Not one job may fail or warn in that time, nor on shutdown.
 */
describe(`scheduled jobs under light load on a fresh database (${driver})`, () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let http: TestAgent;
  const unexpected: string[] = [];
  let requests = 0;

  beforeAll(async () => {
    await ensureServerBuild();
    database = await createTestDatabase();
    server = await startServerProcess(
      serverEnv(database.databaseUrl, database.dataDir, {
        LOG_LEVEL: 'info',
        SCHEDULER_ENABLED: 'true',
        JOB_TICK_SECONDS: '1',
        SIGNALS_GENERATE_INTERVAL_MINUTES: '1',
        SIGNALS_TRACK_INTERVAL_MINUTES: '1',
        SIGNALS_GENERATE_COOLDOWN_SECONDS: '0',
        ALERTS_DISPATCH_SECONDS: '1',
        NEWS_MIN_FETCH_MINUTES: '1',
        PAYMENTS_SIMULATED_CONFIRM_SECONDS: '5',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      }),
      database.dataDir,
    );
    http = request(server.url);
  }, 240_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await server?.exited;
    await database?.drop();
  });

  /** One call; anything but the answers a trader expects is noted. */
  const call = async (method: 'get' | 'post', path: string, token: string, body?: object, refusable = false) => {
    requests += 1;
    const pending = http[method](path).set(bearer(token));
    const response = await (body ? pending.send(body) : pending);
    const fine = response.status < 300 || (refusable && response.status === 403);
    if (!fine) unexpected.push(`${method.toUpperCase()} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response;
  };

  /** A trader's visit: signs up and in, pays for a plan, then keeps the signals and the calendar open. */
  const trader = async (until: number) => {
    const { email, password } = await signUp(http);
    requests += 1;
    const login = await http.post('/api/auth/login').send({ email, password });
    if (login.status !== 200) unexpected.push(`POST /api/auth/login: ${login.status}`);
    const token = login.body.accessToken as string;
    await call('post', '/api/subscription', token, { plan: 'BASIC' });
    await call('post', '/api/payments/create', token, {
      plan_type: 'BASIC',
      billing_cycle: 'monthly',
      currency: 'btc',
    });
    for (let poll = 0; poll < 20 && Date.now() < until; poll += 1) {
      for (const path of ['/api/subscription/status', '/api/signals/history', ...REFUSED_UNTIL_PAID])
        await call('get', path, token, undefined, REFUSED_UNTIL_PAID.has(path));
      await pause(1000);
    }
  };

  const visitors = async (until: number) => {
    while (Date.now() < until) await trader(until);
  };

  /** The admin's screen, refreshed every two seconds; the calendar it last saw. */
  const adminScreen = async (until: number) => {
    requests += 1;
    const login = await http.post('/api/auth/login').send(ADMIN).expect(200);
    let calendar: { data: unknown[]; lastUpdated: string | null } = { data: [], lastUpdated: null };
    while (Date.now() < until) {
      await call('get', '/api/ai-signals', login.body.accessToken);
      calendar = (await call('get', '/api/news/processed', login.body.accessToken)).body;
      await pause(2000);
    }
    return calendar;
  };

  it(
    'runs every job for three minutes without one error or warning',
    async () => {
      const until = Date.now() + SOAK_MS;
      const [calendar] = await Promise.all([adminScreen(until), visitors(until), visitors(until)]);
      server.kill('SIGTERM');
      await server.exited;

      const output = server.output();
      const finished = (job: string) => output.includes(`"msg":"Job ${job} finished`);
      console.log(
        `Soak (${driver}): ${requests} requests in ${SOAK_MS / 60_000} min, ` +
          `${output.split('"msg":"Job ').length - 1} job log lines, ${calendar.data.length} calendar events`,
      );
      expect(problems(output)).toEqual([]);
      expect(unexpected).toEqual([]);
      expect(JOBS.filter((job) => !finished(job))).toEqual([]);
      expect(calendar.lastUpdated).not.toBeNull();
      expect(calendar.data.length).toBeGreaterThan(0);
      expect(output).toMatch(/Payment \d+ activated BASIC monthly/);
    },
    SOAK_MS + 120_000,
  );
});
