import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DataSource, type MigrationInterface } from 'typeorm';
import { dataSourceOptions } from '../../server/src/database/data-source-options.js';
import type { LedgerEntryDto, LedgerPageDto } from '../../server/src/signals/dto/ledger.dto.js';
import { GENESIS_HASH, ledgerHash } from '../../server/src/signals/ledger/ledger-hash.js';
import { SignalLedgerEntry } from '../../server/src/signals/ledger/signal-ledger-entry.entity.js';
import { SignalLedgerService } from '../../server/src/signals/ledger/signal-ledger.service.js';
import { Signal } from '../../server/src/signals/signal.entity.js';
import { firstBreak, readLedger, signalDraft } from '../support/ledger.js';
import { ensureServerBuild } from '../support/server-process.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, startTestAppOn, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { bearer, signUp } from '../support/users.js';

const HOUR = 3600_000;
const VERIFY_COMMAND = resolve(import.meta.dirname, '../../dist/server/signals/ledger/verify-ledger-command.js');

/** Runs a Node script with the deployment's address: its exit code and everything it wrote. */
async function runVerifier(script: string, url: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, url]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

/** `npm run verify-ledger -- <url>`, as built. */
const verifyLedgerCommand = (url: string) => runVerifier(VERIFY_COMMAND, url);

/** The stand-alone verifier that docs/signals.md gives readers to paste. */
function documentedVerifier(): string {
  const docs = readFileSync(resolve(import.meta.dirname, '../../docs/signals.md'), 'utf8');
  const section = docs.slice(docs.indexOf('## Verifying the ledger'));
  return /```js\n([\s\S]*?)```/.exec(section)![1];
}

/**
 * The app's ledger, each page passed through `tamper` on the way (a copy someone altered), and
 * in pages of `pageSize` whatever the caller asks for (many pages from a short chain).
 */
async function serveTampered(
  origin: string,
  tamper: (entries: LedgerEntryDto[]) => LedgerEntryDto[],
  pageSize?: number,
) {
  const server: Server = createServer((request, response) => {
    const path = pageSize ? request.url!.replace(/limit=\d+/, `limit=${pageSize}`) : request.url;
    void fetch(`${origin}${path}`)
      .then((answer) => answer.json() as Promise<LedgerPageDto>)
      .then((page) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ ...page, entries: tamper(page.entries) }));
      })
      .catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

describe('signal ledger API', () => {
  let testApp: TestApp;
  let origin: string;
  const ledger = () => testApp.app.get(SignalLedgerService);
  const signals = () => testApp.dataSource.getRepository(Signal);

  beforeAll(async () => {
    await ensureServerBuild();
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await testApp.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
    const now = testApp.clock.now();
    // Through the engine's path, and through a plain save (seeds, the bench): both are chained.
    await ledger().publish([
      signalDraft(now),
      signalDraft(now, {
        symbol: 'GBPUSD',
        signalType: 'SELL',
        entryPrice: 1.2701,
        stopLoss: 1.2731,
        takeProfit: 1.2641,
      }),
    ]);
    await ledger().publish([signalDraft(now, { symbol: 'XAUUSD', category: 'Metals', entryPrice: 2350.25 })]);
    // A price with binary noise: the chain holds the value as stored and served.
    await signals().save(signals().create(signalDraft(now, { symbol: 'USDJPY', entryPrice: 150.1 + 0.2 })));
    for (let hour = 1; hour <= 3; hour += 1) {
      await ledger().publish([signalDraft(new Date(now.getTime() + hour * HOUR), { symbol: 'AUDUSD' })]);
    }
  }, 240_000);
  afterAll(() => testApp.close());

  it('chains every published signal in order and serves the chain to anyone, page by page', async () => {
    const first = await testApp.http.get('/api/signals/ledger?limit=4').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.body.entries.map((entry: LedgerEntryDto) => entry.sequence)).toEqual([1, 2, 3, 4]);
    expect(first.body.nextAfter).toBe(4);
    const second = await testApp.http.get('/api/signals/ledger?after=4&limit=4').expect(200);
    expect(second.body.entries.map((entry: LedgerEntryDto) => entry.sequence)).toEqual([5, 6, 7]);
    expect(second.body.nextAfter).toBeNull();
    expect((await testApp.http.get('/api/signals/ledger?after=7').expect(200)).body).toEqual({
      entries: [],
      nextAfter: null,
    });

    const entries = await readLedger(testApp.http);
    expect(firstBreak(entries)).toBeNull();
    const stored = await signals().find({ order: { id: 'ASC' } });
    expect(entries.map((entry) => entry.id)).toEqual(stored.map((signal) => signal.id));
    const [gold] = entries.filter((entry) => entry.symbol === 'XAUUSD');
    const goldSignal = stored.find((signal) => signal.symbol === 'XAUUSD')!;
    expect(Object.keys(gold)).toEqual([
      'sequence',
      'id',
      'symbol',
      'signalType',
      'entryPrice',
      'stopLoss',
      'takeProfit',
      'publishedAt',
      'expiresAt',
      'previousHash',
      'hash',
    ]);
    expect(gold).toMatchObject({
      sequence: 3,
      id: goldSignal.id,
      signalType: 'BUY',
      entryPrice: 2350.25,
      stopLoss: 1.08212,
      takeProfit: 1.09112,
      publishedAt: goldSignal.createdAt.toISOString(),
      expiresAt: goldSignal.expiresAt.toISOString(),
    });
    expect(entries[0].previousHash).toBe(GENESIS_HASH);
    expect(gold.hash).toBe(ledgerHash(entries[1].hash, gold));
  });

  it('refuses a page it cannot serve, with a sentence', async () => {
    const wholeFromZero =
      'After must be a whole number from 0 to 9007199254740991: the last sequence you have (0 for the first page).';
    const cases: [string, string][] = [
      ['after=-1', wholeFromZero],
      ['after=two', wholeFromZero],
      ['after=1e20', wholeFromZero],
      ['after=9007199254740993', wholeFromZero],
      ['limit=1e300', 'Limit must be a whole number from 1 to 1000.'],
      ['limit=0', 'Limit must be a whole number from 1 to 1000.'],
      ['limit=1001', 'Limit must be a whole number from 1 to 1000.'],
      ['limit=2.5', 'Limit must be a whole number from 1 to 1000.'],
      ['page=2', "Unknown field 'page'."],
    ];
    for (const [query, message] of cases) {
      const response = await testApp.http.get(`/api/signals/ledger?${query}`).expect(400);
      expect(response.body.message).toBe(message);
    }
    // The largest sequence a number holds exactly is still a page: an empty one.
    const last = await testApp.http.get('/api/signals/ledger?after=9007199254740991').expect(200);
    expect(last.body).toEqual({ entries: [], nextAfter: null });
  });

  it('shows each closed signal’s hash in the public history, and in the signal’s detail', async () => {
    const entries = await readLedger(testApp.http);
    const closing = entries.filter((entry) => entry.symbol === 'AUDUSD');
    for (const entry of closing) {
      await signals().update(
        { id: entry.id },
        { outcome: 'LOSS', closedAt: testApp.clock.now(), exitPrice: 1.08212, resultPips: -30, resultR: -1 },
      );
    }
    const history = await testApp.http.get('/api/signals/history?symbol=AUDUSD').expect(200);
    expect(history.body.items.map((item: { id: number; ledgerHash: string }) => [item.id, item.ledgerHash])).toEqual(
      closing.map((entry) => [entry.id, entry.hash]).reverse(),
    );

    const trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'PRO');
    const detail = await testApp.http
      .get(`/api/ai-signals/${entries[0].id}`)
      .set(bearer(trader.accessToken))
      .expect(200);
    expect(detail.body.ledgerHash).toBe(entries[0].hash);
  });

  it('refuses to delete a published signal or to edit what the ledger holds of it, through every door', async () => {
    const [entry] = await readLedger(testApp.http);
    const signal = await signals().findOneByOrFail({ id: entry.id });
    const deleted = 'A published signal is never deleted: publish a correction as a new signal.';
    await expect(signals().remove(signal)).rejects.toThrow(deleted);
    await expect(signals().delete({ id: signal.id })).rejects.toThrow(deleted);
    await expect(signals().createQueryBuilder().delete().execute()).rejects.toThrow(deleted);
    // Past TypeORM's events, the ledger's foreign key still says no.
    await expect(signals().clear()).rejects.toThrow(/foreign key/i);
    await expect(testApp.dataSource.query('DELETE FROM signals WHERE id = ?', [signal.id])).rejects.toThrow(
      /foreign key/i,
    );

    await expect(signals().save({ ...signal, entryPrice: 1.09 })).rejects.toThrow(
      'A published signal is never edited (entryPrice): publish a correction as a new signal.',
    );
    await expect(
      signals().update({ id: signal.id }, { stopLoss: 1.07, expiresAt: testApp.clock.now() }),
    ).rejects.toThrow(
      'A published signal is never edited (stopLoss, expiresAt): publish a correction as a new signal.',
    );
    await expect(
      testApp.dataSource.getRepository(SignalLedgerEntry).delete({ sequence: entry.sequence }),
    ).rejects.toThrow('The signal ledger is append-only: its entries are never deleted.');
    await expect(
      testApp.dataSource
        .getRepository(SignalLedgerEntry)
        .update({ sequence: entry.sequence }, { hash: 'f'.repeat(64) }),
    ).rejects.toThrow('The signal ledger is append-only: its entries are never edited.');
    // A signal inserted outside a transaction could be left without its entry.
    await expect(signals().insert(signals().create(signalDraft(testApp.clock.now())))).rejects.toThrow(
      'A signal is published together with its ledger entry: insert it with save() or inside a transaction.',
    );

    // Its outcome is no part of the record: the tracker still closes it.
    await signals().update(
      { id: signal.id },
      { outcome: 'WIN', closedAt: testApp.clock.now(), exitPrice: 1.09112, resultPips: 60, resultR: 2 },
    );
    await signals().save({ ...(await signals().findOneByOrFail({ id: signal.id })), resultPips: 61 });
    const after = await signals().findOneByOrFail({ id: signal.id });
    expect([after.entryPrice, after.outcome, after.resultPips]).toEqual([signal.entryPrice, 'WIN', 61]);
    expect(firstBreak(await readLedger(testApp.http))).toBeNull();
  });

  it('npm run verify-ledger: verifies the chain, and names the first entry of a copy that was altered', async () => {
    const entries = await readLedger(testApp.http);
    const verified = `Ledger verified: ${entries.length} entries, head ${entries[entries.length - 1].hash}\n`;
    expect(await verifyLedgerCommand(origin)).toEqual({ code: 0, output: verified });
    const paged = await serveTampered(origin, (page) => page, 3);
    try {
      expect(await verifyLedgerCommand(paged.url)).toEqual({ code: 0, output: verified });
    } finally {
      await paged.close();
    }

    const target = entries[2];
    const moved = await serveTampered(origin, (page) =>
      page.map((entry) => (entry.sequence === 3 ? { ...entry, stopLoss: entry.stopLoss + 0.001 } : entry)),
    );
    try {
      const result = await verifyLedgerCommand(moved.url);
      expect(result.code).toBe(1);
      expect(result.output).toMatch(
        new RegExp(
          `^Entry 3 \\(signal ${target.id}\\) breaks the chain: its fields hash to [0-9a-f]{64}, not to the ${target.hash} it shows\\n$`,
        ),
      );
    } finally {
      await moved.close();
    }

    const dropped = await serveTampered(origin, (page) => page.filter((entry) => entry.sequence !== 2));
    try {
      expect(await verifyLedgerCommand(dropped.url)).toEqual({
        code: 1,
        output: `Entry 3 (signal ${target.id}) breaks the chain: it comes where entry 2 should be\n`,
      });
    } finally {
      await dropped.close();
    }

    const unreachable = await verifyLedgerCommand('http://127.0.0.1:9');
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toMatch(/^Could not read the ledger of http:\/\/127\.0\.0\.1:9: /);
  });

  it('the ten-line verifier of docs/signals.md agrees, on the chain and on an altered copy', async () => {
    const code = documentedVerifier();
    expect(code.trimEnd().split('\n').length).toBeLessThanOrEqual(10);
    const dir = mkdtempSync(join(tmpdir(), 'verify-ledger-'));
    const script = join(dir, 'verify-ledger.mjs');
    writeFileSync(script, code);
    const entries = await readLedger(testApp.http);
    const altered = await serveTampered(
      origin,
      (page) =>
        page.map((entry) => (entry.sequence === 5 ? { ...entry, publishedAt: '2026-01-01T00:00:00.000Z' } : entry)),
      3,
    );
    const paged = await serveTampered(origin, (page) => page, 3);
    try {
      const verified = `Ledger verified: ${entries.length} entries, head ${entries[entries.length - 1].hash}\n`;
      expect(await runVerifier(script, origin)).toEqual({ code: 0, output: verified });
      expect(await runVerifier(script, paged.url)).toEqual({ code: 0, output: verified });
      const broken = await runVerifier(script, altered.url);
      expect(broken.code).toBe(1);
      expect(broken.output).toContain(`Entry 5 (signal ${entries[4].id}) breaks the chain`);
    } finally {
      await Promise.all([altered.close(), paged.close()]);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('signal ledger across a migration and restarts', () => {
  let database: TestDatabase;
  let testApp: TestApp | undefined;
  const publishedBefore: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await testApp?.close();
    await database.drop();
  });

  it('chains, at the migration that creates the ledger, the signals published before it, in id order', async () => {
    const options = dataSourceOptions(
      database.databaseUrl
        ? { type: database.databaseUrl.startsWith('mariadb:') ? 'mariadb' : 'mysql', url: database.databaseUrl }
        : { type: 'better-sqlite3', file: join(database.dataDir, 'app.sqlite') },
    );
    const migrations = options.migrations as (new () => MigrationInterface)[];
    const ledgerMigration = migrations.findIndex((migration) => migration.name.startsWith('AddSignalLedger'));
    const before = new DataSource({ ...options, migrations: migrations.slice(0, ledgerMigration) } as typeof options);
    await before.initialize();
    const stamp = (iso: string) => iso.replace('T', ' ').replace('Z', '');
    for (const [symbol, entry, createdAt] of [
      ['EURUSD', 1.085, '2026-10-01T08:00:00.000Z'],
      ['XAUUSD', 2350.25, '2026-10-01T09:00:00.250Z'],
      ['BTCUSD', 65000.5, '2026-10-01T10:00:00.999Z'],
    ] as const) {
      await before.query(
        'INSERT INTO signals (createdAt, updatedAt, symbol, category, signalType, entryPrice, stopLoss, takeProfit, ' +
          'stopLossPips, takeProfitPips, riskReward, confidence, expiresAt, outcome) ' +
          "VALUES (?, ?, ?, 'Major', 'BUY', ?, ?, ?, 30, 60, 2, 70, ?, 'OPEN')",
        [
          stamp(createdAt),
          stamp(createdAt),
          symbol,
          entry,
          entry * 0.99,
          entry * 1.02,
          stamp(new Date(Date.parse(createdAt) + 48 * HOUR).toISOString()),
        ],
      );
    }
    await before.destroy();

    testApp = await startTestAppOn(database);
    const entries = await readLedger(testApp.http);
    expect(firstBreak(entries)).toBeNull();
    expect(entries.map((entry) => [entry.sequence, entry.symbol, entry.entryPrice, entry.publishedAt])).toEqual([
      [1, 'EURUSD', 1.085, '2026-10-01T08:00:00.000Z'],
      [2, 'XAUUSD', 2350.25, '2026-10-01T09:00:00.250Z'],
      [3, 'BTCUSD', 65000.5, '2026-10-01T10:00:00.999Z'],
    ]);
    expect(entries.map((entry) => entry.id)).toEqual([...entries.map((entry) => entry.id)].sort((a, b) => a - b));
    publishedBefore.push(...entries.map((entry) => entry.id));
  });

  it('keeps one chain across restarts: each start appends after the last entry', async () => {
    for (let start = 1; start <= 2; start += 1) {
      const now = testApp!.clock.now();
      await testApp!.app
        .get(SignalLedgerService)
        .publish([signalDraft(now, { symbol: 'GBPUSD' }), signalDraft(now, { symbol: 'USDJPY', entryPrice: 150.125 })]);
      await testApp!.close();
      testApp = await startTestAppOn(database);
    }
    const entries = await readLedger(testApp!.http);
    expect(entries.map((entry) => entry.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(entries.slice(0, 3).map((entry) => entry.id)).toEqual(publishedBefore);
    expect(firstBreak(entries)).toBeNull();
    expect(new Set(entries.map((entry) => entry.previousHash)).size).toBe(7);
  });
});
