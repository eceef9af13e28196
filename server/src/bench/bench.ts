/**
 * npm run bench: measures, on this machine, in one run
 *   1. one engine pass over every symbol of the universe (simulated market data);
 *   2. GET /api/ai-signals throughput (full answers and 304 revalidations) on the real application,
 *      next to a bare node:http route answering the same JSON, printed as a ratio.
 * All traffic goes to 127.0.0.1; every loop is bounded in requests and in time.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { SimulatedMarketDataProvider } from '../market-data/providers/simulated.provider.js';
import { CANDLES_PER_RUN, evaluate } from '../signals/engine.js';
import { SignalRunsService } from '../signals/signal-runs.service.js';
import { UNIVERSE } from '../signals/universe.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';

const REQUESTS = 6000;
const CONCURRENCY = 32;
const MAX_SECONDS = 15;

interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  statuses: Record<number, number>;
}

function get(
  agent: Agent,
  url: URL,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { agent, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

async function load(url: URL, headers: Record<string, string>): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const statuses: Record<number, number> = {};
  let sent = 0;
  const started = performance.now();
  const deadline = started + MAX_SECONDS * 1000;
  // A short warm-up, not counted.
  await Promise.all(Array.from({ length: CONCURRENCY }, () => get(agent, url, headers)));
  const worker = async () => {
    while (sent < REQUESTS && performance.now() < deadline) {
      sent += 1;
      const { status } = await get(agent, url, headers);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const measured = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - measured) / 1000;
  agent.destroy();
  return { requests: sent, seconds, perSecond: sent / seconds, statuses };
}

async function engineRun(): Promise<{ medianMs: number; signals: number }> {
  const now = new Date();
  const timings: number[] = [];
  let signals = 0;
  for (let round = 0; round < 5; round += 1) {
    // A fresh provider each round: nothing cached from the round before.
    const provider = new SimulatedMarketDataProvider(`bench-${round}`, { now: () => now });
    const started = performance.now();
    signals = 0;
    for (const instrument of UNIVERSE) {
      const candles = await provider.candles(instrument.symbol, '1h', CANDLES_PER_RUN);
      if (evaluate({ symbol: instrument.symbol, candles, now, newsExposure: instrument.newsCurrencies }).signal)
        signals += 1;
    }
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { medianMs: timings[2], signals };
}

const dataDir = mkdtempSync(join(tmpdir(), 'signals-bench-'));
try {
  const engine = await engineRun();

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SCHEDULER_ENABLED: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ADMIN_PASSWORD: 'bench-admin-password',
    SIGNALS_GENERATE_COOLDOWN_SECONDS: '0',
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
  }).then((response) => response.json() as Promise<{ accessToken: string; user: { id: number } }>);
  await app.get(DataSource).transaction((manager) =>
    app.get(SubscriptionsService).activate(manager, {
      userId: signup.user.id,
      planType: 'BASIC',
      cycle: 'monthly',
      amount: '29.00',
      currency: 'USD',
    }),
  );
  await app.get(SignalRunsService).generate();

  const url = new URL(`${base}/api/ai-signals`);
  const auth = { Authorization: `Bearer ${signup.accessToken}` };
  const first = await get(new Agent(), url, auth);
  const payload = first.body;
  const etag = String(first.headers.etag);
  const full = await load(url, auth);
  const revalidated = await load(url, { ...auth, 'If-None-Match': etag });
  await app.close();

  // The same JSON from a bare node:http route: the floor any framework sits on.
  const list = JSON.parse(payload) as unknown;
  const bare = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(list));
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareResult = await load(new URL(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`), {});
  await new Promise((resolve) => bare.close(resolve));

  const row = (name: string, result: LoadResult) => ({
    route: name,
    requests: result.requests,
    'req/s': Math.round(result.perSecond),
    'vs bare': `${(result.perSecond / bareResult.perSecond).toFixed(2)}×`,
    statuses: Object.entries(result.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
  });
  console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
  console.log(
    `\nEngine: one pass over ${UNIVERSE.length} symbols (${CANDLES_PER_RUN} hourly candles each, simulated data): ` +
      `median ${engine.medianMs.toFixed(0)} ms of 5, ${engine.signals} signals in the last pass`,
  );
  console.log(
    `\nGET /api/ai-signals with ${JSON.parse(payload).length} active signals (${Buffer.byteLength(payload)} bytes), ` +
      `${CONCURRENCY} keep-alive connections, up to ${REQUESTS} requests or ${MAX_SECONDS} s each:`,
  );
  console.table([
    row('GET /api/ai-signals (200, full list)', full),
    row('GET /api/ai-signals (304, If-None-Match)', revalidated),
    row('bare node:http, same JSON', bareResult),
  ]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
