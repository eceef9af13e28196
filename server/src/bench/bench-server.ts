/**
 * One replica of the application for `npm run bench`, in its own process (forked by bench.ts, which
 * passes the environment). With BENCH_SEED=1 it also creates the bench trader with a paid month and
 * runs the engine once, or with BENCH_SIGNALS=n seeds exactly n open signals instead; every replica
 * then signs that trader in (and signs up BENCH_STREAM_TRADERS paying readers of the stream) and
 * reports its port and tokens. BENCH_HOT_PATH=off builds the
 * application without the hot path in front of it (a bench-only switch, read here alone). Asked by
 * IPC, it publishes a signal (as the engine stores one) and says when, or reports its memory and
 * how many signal streams it holds.
 */
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { Signal } from '../signals/signal.entity.js';
import { SignalRunsService } from '../signals/signal-runs.service.js';
import { SignalStream } from '../signals/signal-stream.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';

const BENCH_TRADER = { email: 'bench@example.com', password: 'bench-password' };
/** A busy hour's worth of active signals: the answer a poll carries is then about 8 kB. */
const ACTIVE_SIGNALS = 15;
const SYMBOLS = ['EURUSD', 'GBPUSD', 'USDJPY', 'USDCHF', 'AUDUSD', 'USDCAD', 'NZDUSD', 'EURGBP', 'EURJPY', 'GBPJPY'];

/** Tops the open signals up to `wanted`, shaped as the engine writes them. */
async function seedActiveSignals(dataSource: DataSource, wanted: number): Promise<void> {
  const signals = dataSource.getRepository(Signal);
  const missing = wanted - (await signals.countBy({ outcome: 'OPEN' }));
  await signals.save(Array.from({ length: Math.max(0, missing) }, (_, index) => benchSignal(dataSource, index)));
}

/** One signal as the engine writes it; `index` varies the symbol and the side. */
function benchSignal(dataSource: DataSource, index: number): Signal {
  const signals = dataSource.getRepository(Signal);
  const now = new Date();
  const symbol = SYMBOLS[index % SYMBOLS.length];
  const jpy = symbol.endsWith('JPY');
  const entry = jpy ? 150.125 : 1.08512;
  const risk = jpy ? 0.45 : 0.0045;
  const side = index % 2 ? -1 : 1;
  return signals.create({
    symbol,
    category: symbol.startsWith('EUR') && symbol !== 'EURUSD' ? 'Minor' : 'Major',
    signalType: side > 0 ? 'BUY' : 'SELL',
    entryPrice: entry,
    stopLoss: entry - side * risk,
    takeProfit: entry + side * 2 * risk,
    stopLossPips: 45,
    takeProfitPips: 90,
    riskReward: 2,
    confidence: 43,
    expectation: {
      event: 'ended in profit after costs',
      band: 'lower third',
      trades: 966,
      measuredFrom: '2016-01-04T01:00:00.000Z',
      measuredTo: '2020-12-29T10:00:00.000Z',
      profitRate: 0.4317,
      chanceProfitRate: 0.4062,
      averageR: 0.0441,
      chanceAverageR: -0.0472,
      beatsChance: true,
      ordersSignals: false,
    },
    reasoning:
      `${side > 0 ? 'BUY' : 'SELL'} ${symbol}: price rose over the last day; price is above its 5-day average; ` +
      'price sits low in its 5-day range. Signals like this ended in profit after costs 43% of the time ' +
      '(a random side: 41%); average result +0.04 R. Stop 3 × ATR away, target 2 × the risk, valid 48 h.',
    newsInfluence: index % 3 ? null : 'News: high-impact release USD CPI m/m in 2.0 h',
    outcome: 'OPEN',
    // Published now: the transparency log takes no signal backdated.
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + 48 * 3_600_000),
  });
}

export type BenchServerRequest = 'publish' | 'memory';
export type BenchServerAnswer =
  { publishedAt: number } | { rssBytes: number; heapUsedBytes: number; externalBytes: number; streams: number };

export interface BenchServerReady {
  port: number;
  accessToken: string;
  /** The access tokens of the BENCH_STREAM_TRADERS traders, each with a running plan. */
  streamTokens: string[];
}

const app = await createApp(loadConfig(process.env), { hotPath: process.env.BENCH_HOT_PATH !== 'off' });
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
const post = (path: string, body: object) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.json() as Promise<{ accessToken: string; user: { id: number } }>);

/** Gives a trader a running Enterprise month, which sees every signal at once (a delayed plan would see none of the fresh ones). */
const payMonth = (userId: number) =>
  app.get(DataSource).transaction((manager) =>
    app.get(SubscriptionsService).activate(manager, {
      userId,
      planType: 'PRO',
      cycle: 'monthly',
      amount: '79.00',
      currency: 'USD',
    }),
  );

if (process.env.BENCH_SEED === '1') {
  const signup = await post('/api/auth/signup', BENCH_TRADER);
  await payMonth(signup.user.id);
  const exactly = process.env.BENCH_SIGNALS;
  if (exactly === undefined) await app.get(SignalRunsService).generate();
  await seedActiveSignals(app.get(DataSource), exactly === undefined ? ACTIVE_SIGNALS : Number(exactly));
}
const login = await post('/api/auth/login', BENCH_TRADER);
// BENCH_STREAM_TRADERS more paying traders, for stream readers beyond one user's cap.
const streamTokens: string[] = [];
for (let index = 0; index < Number(process.env.BENCH_STREAM_TRADERS ?? 0); index += 1) {
  const trader = await post('/api/auth/signup', {
    email: `reader-${index}@example.com`,
    password: BENCH_TRADER.password,
  });
  await payMonth(trader.user.id);
  streamTokens.push(trader.accessToken);
}
process.send!({
  port: Number(new URL(base).port),
  accessToken: login.accessToken,
  streamTokens,
} satisfies BenchServerReady);
let published = 0;
process.on('message', (request: BenchServerRequest) => {
  if (request === 'memory') {
    (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();
    process.send!({
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      externalBytes: memory.external + memory.arrayBuffers,
      streams: app.get(SignalStream).streamCount(),
    } satisfies BenchServerAnswer);
  } else if (request === 'publish') {
    const dataSource = app.get(DataSource);
    const signal = benchSignal(dataSource, published++);
    signal.createdAt = new Date();
    // Publication: the moment the write starts (the stream hears of it once it is committed).
    const publishedAt = performance.timeOrigin + performance.now();
    void dataSource
      .getRepository(Signal)
      .save(signal)
      .then(() => process.send!({ publishedAt } satisfies BenchServerAnswer));
  }
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
