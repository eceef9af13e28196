/**
 * npm run soak: the production topology on this machine for a bounded time — two built replicas
 * on MariaDB and Redis behind Caddy running docker/Caddyfile's proxy rules — under mixed traffic
 * (sign-ups and sign-ins, signal polling with If-None-Match, the calendar, checkouts paid by
 * signed IPNs, admin edits), one replica killed with SIGKILL and restarted every interval. It
 * ends with a report (requests, 5xx, p99 latency, each replica process's memory) and consistency
 * checks in the database; it exits 1 when a check fails or a 5xx (or a request left unanswered)
 * came from anything but a request sent to a replica as it was killed. Not part of npm test or CI.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { signerFromSeed } from '../ledger/note-key.js';
import { consistencyChecks, planCacheCheck, settle, type CheckResult } from './soak-checks.js';
import { SoakNowPayments } from './soak-nowpayments.js';
import { parseSoakOptions, SOAK_USAGE, type SoakOptions } from './soak-options.js';
import { SoakProxy } from './soak-proxy.js';
import { Replica } from './soak-replicas.js';
import { printReport, summarise, type Kill } from './soak-report.js';
import { checkRedis, deleteRedisKeys, openDatabase, recreateDatabase } from './soak-stores.js';
import {
  adminWorker,
  journeyWorker,
  newTrader,
  pollerWorker,
  SoakHttp,
  TrafficStats,
  type Session,
  type TrafficContext,
} from './soak-traffic.js';
import { SoakWebhookReceiver } from './soak-webhook-receiver.js';

/** How long the replicas get after the traffic to finish what it left them (re-checks, alerts). */
const SETTLE_MS = 180_000;

function freePorts(count: number): Promise<number[]> {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<number>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => {
            const { port } = server.address() as { port: number };
            server.close(() => resolve(port));
          });
        }),
    ),
  );
}

/** Runs `task` `count` times, at most `parallel` at once. */
async function inBatches<T>(count: number, parallel: number, task: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let done = 0; done < count; done += parallel)
    results.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - done) }, task))));
  return results;
}

async function soak(options: SoakOptions, runDir: string): Promise<boolean> {
  const caddy = SoakProxy.version();
  if (!caddy)
    throw new Error(
      'The soak runs the production proxy, Caddy, and there is no caddy on PATH (Debian: apt-get install caddy)',
    );
  await recreateDatabase(options.databaseUrl);
  await checkRedis(options.redisUrl);
  const redisPrefix = `soak-${randomBytes(4).toString('hex')}:`;
  const processor = new SoakNowPayments();
  const receiver = new SoakWebhookReceiver();
  await Promise.all([processor.start(), receiver.start()]);
  const [portA, portB, proxyPort] = await freePorts(3);
  const proxy = new SoakProxy(proxyPort, runDir);
  const admin = { email: 'admin@example.com', password: randomBytes(12).toString('base64url'), userId: 0 };
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    JWT_REFRESH_SECRET: randomBytes(48).toString('base64url'),
    TOTP_ENCRYPTION_KEY: randomBytes(48).toString('base64url'),
    // Production requires the log's signer key: one made for the run.
    LEDGER_SIGNING_KEY: signerFromSeed('soak.example.com/log', randomBytes(32)).skey,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: proxy.url,
    PAYMENTS_PROVIDER: 'nowpayments',
    NOWPAYMENTS_API_KEY: processor.apiKey,
    NOWPAYMENTS_IPN_SECRET: processor.ipnSecret,
    NOWPAYMENTS_BASE_URL: processor.baseUrl,
    ALERTS_WEBHOOK_ALLOW_PRIVATE: 'true',
    // Every client comes from 127.0.0.1 through the proxy: one address's sign-in limit would stop the traffic.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // Hours of the engine's and the scheduler's work in minutes.
    SIGNALS_GENERATE_INTERVAL_MINUTES: '1',
    SIGNALS_TRACK_INTERVAL_MINUTES: '1',
    JOB_TICK_SECONDS: '5',
  };
  const replicas = [portA, portB].map((port, index) => {
    const name = `app-${index + 1}`;
    mkdirSync(join(runDir, name));
    return new Replica(name, port, { ...env, DATA_DIR: join(runDir, name) }, runDir);
  });
  const stats = new TrafficStats();
  const kills: Kill[] = [];
  const checks: CheckResult[] = [];
  const loadBefore = loadavg()[0];
  const startedAt = Date.now();
  let sampler: NodeJS.Timeout | undefined;
  const db = await openDatabase(options.databaseUrl);
  try {
    // Both at once on the empty database, as a deployment starts them.
    await Promise.all(replicas.map((replica) => replica.start()));
    const leftOut = await proxy.start(replicas.map((replica) => `127.0.0.1:${replica.port}`));
    console.log(`Caddy ${caddy} on ${proxy.url} in front of ${replicas.map((replica) => replica.url).join(' and ')}`);
    for (const line of leftOut)
      console.log(`  left out of docker/Caddyfile, which this Caddy is too old to read: ${line}`);

    const ctx: TrafficContext = {
      http: new SoakHttp(proxy.url, stats),
      processor,
      webhookUrl: receiver.url,
      admin,
      pollPauseMs: options.pollPauseMs,
      stopping: false,
      confirmed: new Map(),
      abandonedCheckouts: 0,
      pollerUserIds: [],
      journeyTraders: [],
      traderIds: new Set(),
    };
    const pollers = (await inBatches(options.pollers, 4, () => newTrader(ctx, 'PRO'))).filter(
      (session): session is Session => session !== null,
    );
    if (pollers.length < options.pollers)
      throw new Error(`Only ${pollers.length} of ${options.pollers} subscribers could be set up`);
    ctx.pollerUserIds = pollers.map((session) => session.account.userId).filter((userId) => ctx.traderIds.has(userId));
    const [[newest]] = (await db.query('SELECT COALESCE(MAX(id), 0) AS id FROM signals')) as unknown as [
      [{ id: number }],
    ];
    const lastSignalBeforeTraffic = Number(newest.id);

    const trafficStart = Date.now();
    const trafficEnd = trafficStart + options.minutes * 60_000;
    console.log(
      `Traffic for ${options.minutes} min: ${options.pollers} polling subscribers, ${options.journeys} trader journeys, ` +
        `${options.admins} admin(s); ${options.killEveryMinutes ? `a replica killed every ${options.killEveryMinutes} min` : 'no kills'}`,
    );
    sampler = setInterval(() => replicas.forEach((replica) => replica.sample()), 5000);
    const restartFailures: string[] = [];
    const killer = async () => {
      const every = options.killEveryMinutes * 60_000;
      if (!every) return;
      for (let round = 1; trafficStart + round * every < trafficEnd; round += 1) {
        await sleep(Math.max(0, trafficStart + round * every - Date.now()));
        const victim = replicas[(round - 1) % 2];
        const survivor = replicas[round % 2];
        // Never both down at once: the survivor may still be starting from the kill before.
        while (!survivor.up && Date.now() < trafficEnd) await sleep(500);
        if (!victim.up) continue;
        kills.push({ at: Date.now(), replica: victim.name });
        await victim.kill();
        console.log(`  ${((Date.now() - trafficStart) / 1000).toFixed(0)} s: killed ${victim.name}; restarting it`);
        await victim.start().catch((error: Error) => restartFailures.push(error.message));
      }
    };
    const workers = [
      ...pollers.map((session) => pollerWorker(ctx, session)),
      ...Array.from({ length: options.journeys }, () => journeyWorker(ctx)),
      ...Array.from({ length: options.admins }, (_, index) => adminWorker(ctx, index + 1)),
    ];
    const killing = killer();
    await sleep(trafficEnd - Date.now());
    ctx.stopping = true;
    await Promise.all([killing, ...workers]);
    console.log(
      `Traffic stopped after ${((Date.now() - trafficStart) / 1000).toFixed(0)} s; letting the replicas finish`,
    );

    const record = {
      confirmed: ctx.confirmed,
      pollerUserIds: ctx.pollerUserIds,
      lastSignalBeforeTraffic,
      traderIds: ctx.traderIds,
      arrivals: receiver.arrivals,
      kills: kills.length,
    };
    const outstanding = await settle(db, record, SETTLE_MS);
    if (outstanding) console.log(`Still outstanding after ${SETTLE_MS / 1000} s: ${outstanding}`);
    checks.push(...(await consistencyChecks(db, record, proxy.url)));
    checks.push(
      await planCacheCheck(
        db,
        replicas.map((replica) => replica.url),
      ),
    );
    clearInterval(sampler);
    for (const replica of replicas) await replica.stop();
    const lives = replicas.flatMap((replica) => replica.lives);
    const died = lives.filter((life) => life.end === 'died');
    const unclean = lives.filter((life) => life.end === 'stopped' && life.exit !== 0);
    checks.push({
      check: 'No replica died on its own or failed to restart; each stopped cleanly on SIGTERM',
      ok: !died.length && !unclean.length && !restartFailures.length,
      detail:
        [
          ...died.map((life) => `${life.replica} (pid ${life.pid}) died with ${life.exit}; see ${life.log}`),
          ...unclean.map((life) => `${life.replica} exited ${life.exit} on SIGTERM`),
          ...restartFailures,
        ].join('; ') || `${lives.length} processes, ${kills.length} killed and restarted, the last two exited 0`,
    });
    if (ctx.abandonedCheckouts)
      console.log(`${ctx.abandonedCheckouts} checkout(s) got no invoice after 20 tries and were left unpaid`);

    const summary = summarise(stats, kills);
    checks.unshift({
      check: 'No 5xx and no unanswered request except those sent to a replica as it was killed',
      ok: summary.elsewhere.length === 0,
      detail:
        `${summary.elsewhere.length} elsewhere; ${summary.inFlight.length} in flight at a kill, ` +
        `${summary.afterKill.length} sent just after one (502)`,
    });
    console.log(
      `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, Caddy ${caddy}; ` +
        `load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (the machine may be shared).`,
    );
    printReport({
      stats,
      summary,
      kills,
      lives,
      checks,
      startedAt: trafficStart,
      proxyAnswers: proxy.counts.answers,
      proxyErrors: proxy.errors(),
    });
    return checks.every((check) => check.ok);
  } finally {
    clearInterval(sampler);
    await Promise.all(replicas.map((replica) => replica.stop()));
    await proxy.stop();
    await Promise.all([processor.stop(), receiver.stop(), db.end()]);
    await deleteRedisKeys(options.redisUrl, redisPrefix).catch(() => 0);
    console.log(`Run took ${((Date.now() - startedAt) / 60_000).toFixed(1)} min in all.`);
  }
}

let options: SoakOptions;
try {
  options = parseSoakOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${(error as Error).message}\n${SOAK_USAGE}`);
  process.exit(2);
}
const runDir = mkdtempSync(join(tmpdir(), 'signals-soak-'));
let passed = false;
try {
  passed = await soak(options, runDir);
} catch (error) {
  console.error(`The soak stopped: ${(error as Error).message}`);
}
if (passed && !options.keep) rmSync(runDir, { recursive: true, force: true });
else console.log(`Logs of the replicas and the proxy: ${runDir}`);
console.log(passed ? 'Soak passed.' : 'Soak FAILED.');
process.exit(passed ? 0 : 1);
