import { execFile } from 'node:child_process';
import { createHash, createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DataSource, type MigrationInterface } from 'typeorm';
import { AppConfig } from '../../server/src/config/app-config.js';
import { dataSourceOptions } from '../../server/src/database/data-source-options.js';
import { AppendOnlyError } from '../../server/src/ledger/append-only.subscriber.js';
import type { LogEntry } from '../../server/src/ledger/entries.js';
import { LedgerEntry } from '../../server/src/ledger/ledger-entry.entity.js';
import { LedgerStore } from '../../server/src/ledger/ledger-store.js';
import { LedgerService } from '../../server/src/ledger/ledger.service.js';
import { parseSigner } from '../../server/src/ledger/note-key.js';
import { verifyLedger } from '../../server/src/ledger/verify-ledger.js';
import { Signal } from '../../server/src/signals/signal.entity.js';
import { SignalPublisher } from '../../server/src/signals/signal-publisher.js';
import { PublishedSignalError } from '../../server/src/signals/signal-seal.subscriber.js';
import { FakeClock } from '../support/fake-clock.js';
import { listen, readLog, resignLog } from '../support/ledger.js';
import { ensureServerBuild } from '../support/server-process.js';
import { ledgerSigner, seedSignals } from '../support/signals.js';
import { startTestApp, startTestAppOn, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const VERIFY_COMMAND = resolve(import.meta.dirname, '../../dist/server/ledger/verify-ledger-command.js');
/**
 * "Now" for every log of this suite: 30 s past the last hourly close, a little behind the real
 * clock, so that the verifier as built (which reads the real clock) finds nothing overdue.
 */
const NOW = new Date(Math.floor((Date.now() - 60_000) / HOUR) * HOUR + 30_000);

/** Runs a Node script with arguments: its exit code and everything it wrote. */
async function runNode(script: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

/** A settled signal of the history: published, closed `hours` later with `resultR`, the coin's side beside it. */
function settled(publishedAt: Date, outcome: 'WIN' | 'LOSS' | 'EXPIRED', resultR: number, hours = 6) {
  const closedAt = new Date(publishedAt.getTime() + hours * HOUR);
  return {
    createdAt: publishedAt,
    expiresAt: new Date(publishedAt.getTime() + 48 * HOUR),
    outcome,
    closedAt,
    fillPrice: 1.0853,
    filledAt: new Date(publishedAt.getTime() + 15 * 60_000),
    exitPrice: outcome === 'WIN' ? 1.0912 : outcome === 'LOSS' ? 1.0822 : 1.086,
    resultPips: Math.round(resultR * 30),
    resultR,
    resultRGross: resultR + 0.03,
    costPrice: 0.0001,
    oppositeResultR: -resultR - 0.06,
    oppositeOutcome:
      outcome === 'WIN' ? ('LOSS' as const) : outcome === 'LOSS' ? ('WIN' as const) : ('EXPIRED' as const),
    oppositeResultRGross: -resultR - 0.03,
    delayedViewMinutes: 0,
  };
}

interface HonestLog {
  testApp: TestApp;
  origin: string;
  /** The checkpoint a reader kept before the last two publications. */
  kept: string;
}

/**
 * An app whose log holds a few days of history (three reveals, one void signal, one correction)
 * and, published now through the engine's publisher, two open signals.
 */
async function honestLog(): Promise<HonestLog> {
  const testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, { clock: new FakeClock(NOW) });
  const origin = await listen(testApp);
  const day = (days: number, hours = 0) => new Date(NOW.getTime() - days * DAY + hours * HOUR);
  await seedSignals(testApp, [
    { symbol: 'EURUSD', ...settled(day(4), 'WIN', 1.97) },
    {
      symbol: 'GBPUSD',
      signalType: 'SELL',
      entryPrice: 1.27,
      stopLoss: 1.273,
      takeProfit: 1.264,
      ...settled(day(4, 1), 'LOSS', -1.03),
    },
    { symbol: 'USDCAD', ...settled(day(3), 'EXPIRED', 0.12, 48) },
    {
      symbol: 'AUDUSD',
      entryPrice: 0.6512,
      stopLoss: 0.6482,
      takeProfit: 0.6572,
      createdAt: day(3, 2),
      expiresAt: day(1, 2),
      outcome: 'VOID',
      closedAt: day(1, 2),
    },
  ]);
  const ledger = testApp.app.get(LedgerService);
  const [usdcad] = await testApp.dataSource.getRepository(Signal).findBy({ symbol: 'USDCAD' });
  testApp.clock.moveTo(new Date(NOW.getTime() - 5 * 60_000));
  await ledger.correct(usdcad.id, 'The price feed repeated a stale quote at expiry; settled again on the next quote.', {
    rule: 'tradable',
    outcome: 'EXPIRED',
    fillPrice: 1.0853,
    filledAt: day(3, 0.25).toISOString(),
    exitPrice: 1.0858,
    closedAt: day(1).toISOString(),
    resultPips: 2,
    resultR: 0.03,
    resultRGross: 0.07,
    costPrice: 0.0001,
    chance: { outcome: 'EXPIRED', resultR: -0.1, resultRGross: -0.07 },
    delayed: null,
  });
  const kept = (await testApp.http.get('/api/ledger/checkpoint').expect(200)).text;
  testApp.clock.moveTo(NOW);
  const draft = (symbol: string, entryPrice: number) => ({
    symbol,
    category: 'Major' as const,
    signalType: 'BUY' as const,
    entryPrice,
    stopLoss: entryPrice - 0.003,
    takeProfit: entryPrice + 0.006,
    stopLossPips: 30,
    takeProfitPips: 60,
    riskReward: 2,
    confidence: 44,
    reasoning: `BUY ${symbol}: published for the log's tests.`,
    newsInfluence: null,
    outcome: 'OPEN' as const,
    expiresAt: new Date(NOW.getTime() + 48 * HOUR),
    priceAt: new Date(NOW.getTime() - 30_000),
  });
  await testApp.app.get(SignalPublisher).publish([draft('EURUSD', 1.08437), draft('USDCHF', 0.88219)]);
  return { testApp, origin, kept };
}

/** RFC 9162, section 2.1, written here from the RFC's text with node:crypto: nothing of the code under test. */
const rfc9162 = {
  hash: (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest(),
  /** MTH(D[n]) */
  mth(entries: Buffer[]): Buffer {
    if (entries.length === 0) return rfc9162.hash();
    if (entries.length === 1) return rfc9162.hash(Buffer.from([0]), entries[0]);
    let k = 1;
    while (k * 2 < entries.length) k *= 2;
    return rfc9162.hash(Buffer.from([1]), rfc9162.mth(entries.slice(0, k)), rfc9162.mth(entries.slice(k)));
  },
  /** 2.1.3.2: verifying an inclusion proof. */
  verifyInclusion(leafIndex: number, treeSize: number, hash: Buffer, path: Buffer[], rootHash: Buffer): boolean {
    if (leafIndex >= treeSize) return false;
    let fn = leafIndex;
    let sn = treeSize - 1;
    let r = hash;
    for (const p of path) {
      if (sn === 0) return false;
      if (fn % 2 === 1 || fn === sn) {
        r = rfc9162.hash(Buffer.from([1]), p, r);
        while (fn % 2 === 0 && fn !== 0) [fn, sn] = [fn >> 1, sn >> 1];
      } else r = rfc9162.hash(Buffer.from([1]), r, p);
      [fn, sn] = [fn >> 1, sn >> 1];
    }
    return sn === 0 && r.equals(rootHash);
  },
  /** 2.1.4.2: verifying consistency between two tree heads (first < second). */
  verifyConsistency(first: number, second: number, firstHash: Buffer, secondHash: Buffer, path: Buffer[]): boolean {
    if (path.length === 0) return false;
    const consistencyPath = (first & (first - 1)) === 0 ? [firstHash, ...path] : [...path];
    let fn = first - 1;
    let sn = second - 1;
    while (fn % 2 === 1) [fn, sn] = [fn >> 1, sn >> 1];
    let fr = consistencyPath[0];
    let sr = consistencyPath[0];
    for (const c of consistencyPath.slice(1)) {
      if (sn === 0) return false;
      if (fn % 2 === 1 || fn === sn) {
        fr = rfc9162.hash(Buffer.from([1]), c, fr);
        sr = rfc9162.hash(Buffer.from([1]), c, sr);
        while (fn % 2 === 0 && fn !== 0) [fn, sn] = [fn >> 1, sn >> 1];
      } else sr = rfc9162.hash(Buffer.from([1]), sr, c);
      [fn, sn] = [fn >> 1, sn >> 1];
    }
    return fr.equals(firstHash) && sr.equals(secondHash) && sn === 0;
  },
};

/** A checkpoint's size and root, read as the C2SP format lays them out. */
function checkpointOf(note: string): { size: number; root: Buffer; text: string; signature: Buffer; keyName: string } {
  const [text, signatureLine] = note.split('\n\n');
  const [origin, size, root] = text.split('\n');
  const [, keyName, signature] = /^\u2014 (\S+) (\S+)\n$/u.exec(signatureLine)!;
  expect(keyName).toBe(origin);
  return {
    size: Number(size),
    root: Buffer.from(root, 'base64'),
    text: `${text}\n`,
    signature: Buffer.from(signature, 'base64'),
    keyName,
  };
}

describe('the transparency log of signals', () => {
  let log: HonestLog;
  const http = () => log.testApp.http;

  beforeAll(async () => {
    await ensureServerBuild();
    log = await honestLog();
  }, 240_000);
  afterAll(() => log.testApp.close());

  it('commits a signal at publication and reveals it once it ends: a guest learns no level of an open signal', async () => {
    const entries = await readLog(http());
    // The history, each signal committed at its publication and revealed as it ended, in time order;
    // a correction; then two signals published now.
    expect(entries.map(({ entry }) => entry.kind)).toEqual([
      'commitment',
      'commitment',
      'reveal',
      'reveal',
      'commitment',
      'commitment',
      'reveal',
      'void',
      'correction',
      'commitment',
      'commitment',
    ]);
    const open = await log.testApp.dataSource.getRepository(Signal).findBy({ outcome: 'OPEN' });
    expect(open).toHaveLength(2);
    const salts: { signalId: number; salt: string }[] = await log.testApp.dataSource.query(
      'SELECT signalId, salt FROM ledger_salts',
    );
    // Everything public a guest can read, without signing in.
    const publicText = [
      ...entries.map(({ text }) => text),
      (await http().get('/api/ledger/checkpoint').expect(200)).text,
      JSON.stringify((await http().get('/api/signals/performance').expect(200)).body),
      JSON.stringify((await http().get('/api/signals/history?pageSize=100').expect(200)).body),
    ].join('\n');
    for (const signal of open) {
      for (const level of [signal.entryPrice, signal.stopLoss, signal.takeProfit])
        expect(publicText).not.toContain(String(level));
      expect(publicText).not.toContain(salts.find((row) => Number(row.signalId) === signal.id)!.salt);
      const commitment = entries.find(
        ({ entry }) => entry.kind === 'commitment' && entry.signalId === signal.id,
      )!.entry;
      expect(Object.keys(commitment).sort()).toEqual([
        'commitment',
        'expiresAt',
        'index',
        'integratedAt',
        'kind',
        'publishedAt',
        'signalId',
      ]);
      await http().get(`/api/ai-signals/${signal.id}`).expect(401);
    }
    await http().get('/api/ai-signals').expect(401);
    // A revealed signal shows its levels, its salt and its settlement.
    const reveal = entries.find(({ entry }) => entry.kind === 'reveal')!.entry as Extract<LogEntry, { kind: 'reveal' }>;
    expect(reveal.signal).toMatchObject({ symbol: 'EURUSD', signalType: 'BUY', entryPrice: 1.0852 });
    expect(reveal.salt).toMatch(/^[0-9a-f]{64}$/);
    expect(reveal.settlement).toMatchObject({ rule: 'tradable', outcome: 'WIN', resultR: 1.97, resultRGross: 2 });
  });

  it('signs each checkpoint with the published key, which node:crypto verifies on its own', async () => {
    const vkey = (await http().get('/api/ledger/key').expect(200)).text.trim();
    // name+keyID+base64: the base64 may hold plus signs of its own.
    const [name, keyId, ...encoded] = vkey.split('+');
    const raw = Buffer.from(encoded.join('+'), 'base64');
    expect(raw[0]).toBe(0x01);
    const publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: raw.subarray(1).toString('base64url') },
      format: 'jwk',
    });
    // The key ID is the first four bytes of SHA-256(name || 0x0A || 0x01 || key), as the signed-note spec says.
    const id = createHash('sha256')
      .update(Buffer.concat([Buffer.from(`${name}\n`), raw]))
      .digest()
      .subarray(0, 4);
    expect(id.toString('hex')).toBe(keyId);
    const note = (await http().get('/api/ledger/checkpoint').expect(200)).text;
    const checkpoint = checkpointOf(note);
    expect(checkpoint.keyName).toBe(name);
    expect(checkpoint.signature.subarray(0, 4)).toEqual(id);
    expect(verify(null, Buffer.from(checkpoint.text), publicKey, checkpoint.signature.subarray(4))).toBe(true);
    expect(
      verify(
        null,
        Buffer.from(checkpoint.text.replace('\n11\n', '\n12\n')),
        publicKey,
        checkpoint.signature.subarray(4),
      ),
    ).toBe(false);
    const signed = (await http().get(`/api/ledger/checkpoints?from=0&to=${checkpoint.size}`).expect(200)).body as {
      note: string;
    }[];
    for (const { note: older } of signed) {
      const { text, signature } = checkpointOf(older);
      expect(verify(null, Buffer.from(text), publicKey, signature.subarray(4))).toBe(true);
    }
  });

  it('serves proofs that an implementation of RFC 9162 written from its text accepts, and whose root its entries give', async () => {
    const entries = (await readLog(http())).map(({ text }) => Buffer.from(text, 'utf8'));
    const signed = (await http().get(`/api/ledger/checkpoints?from=1&to=${entries.length}`).expect(200)).body as {
      note: string;
    }[];
    const checkpoints = signed.map(({ note }) => checkpointOf(note));
    expect(checkpoints.map((checkpoint) => checkpoint.size)).toEqual(
      Array.from({ length: entries.length }, (_, index) => index + 1),
    );
    const leaf = (entry: Buffer) => rfc9162.hash(Buffer.from([0]), entry);
    for (const { size, root } of checkpoints) {
      expect(rfc9162.mth(entries.slice(0, size))).toEqual(root);
      for (let index = 0; index < size; index += 1) {
        const { body } = await http().get(`/api/ledger/proof/inclusion?index=${index}&treeSize=${size}`).expect(200);
        const path = (body.proof as string[]).map((hash) => Buffer.from(hash, 'hex'));
        expect(rfc9162.verifyInclusion(index, size, leaf(entries[index]), path, root)).toBe(true);
        expect(rfc9162.verifyInclusion(index, size, leaf(Buffer.from('another entry')), path, root)).toBe(false);
      }
      for (const older of checkpoints.filter((other) => other.size < size)) {
        const { body } = await http().get(`/api/ledger/proof/consistency?from=${older.size}&to=${size}`).expect(200);
        const path = (body.proof as string[]).map((hash) => Buffer.from(hash, 'hex'));
        expect(rfc9162.verifyConsistency(older.size, size, older.root, root, path)).toBe(true);
      }
    }
  });

  it('answers a proof it cannot give with a sentence', async () => {
    const cases: [string, string][] = [
      ['proof/inclusion?index=11&treeSize=11', 'index must be below treeSize (11)'],
      ['proof/inclusion?index=0&treeSize=12', 'The log holds 11 entries; treeSize 12 is beyond it'],
      ['proof/consistency?from=5&to=4', 'from must be from 1 to 4'],
      [
        'proof/consistency?from=0&to=4',
        'from must be a whole number from 0 to 9007199254740991: the size of the older checkpoint',
      ],
      ['entries?start=-1', 'start must be a whole number from 0 to 9007199254740991: the first entry wanted'],
    ];
    for (const [query, message] of cases) {
      const response = await http().get(`/api/ledger/${query}`).expect(400);
      expect(JSON.stringify(response.body.message).toLowerCase()).toContain(message.toLowerCase());
    }
  });

  it('verifies: every check passes, and --recompute rebuilds /api/signals/performance from the revealed entries alone', async () => {
    const report = await verifyLedger({ baseUrl: log.origin, keptCheckpoint: log.kept, recompute: true, now: NOW });
    expect(report.problems).toEqual([]);
    expect(report.treeSize).toBe(11);
    expect(report.recompute!.differences).toEqual([]);
    expect(report.recompute!.rebuilt).toEqual(report.recompute!.served);
    expect(report.recompute!.rebuilt).toMatchObject({
      publishedSignals: 6,
      closedSignals: 3,
      voidSignals: 1,
      pendingSignals: 2,
      corrections: 1,
      // 1.97 and −1.03 as revealed, and 0.03 as corrected.
      figures: { trades: 3, wins: 1, losses: 1, expired: 1, averageR: 0.32 },
      rates: { hitTarget: 0.3333, inProfit: 0.6667 },
      verdict: {
        kind: 'too-few',
        sentence: expect.stringMatching(
          /^Too few to say: 3 signals closed, over (1 month|2 months) \(100 over 3 months needed\)$/,
        ),
      },
      interval: { low: null, high: null, probabilityAtMostZero: null },
    });
    // The CLI, as built: each check on a line, exit 0.
    const cli = await runNode(VERIFY_COMMAND, [log.origin, '--recompute']);
    expect(cli.code).toBe(0);
    expect(cli.output).toMatch(/^Log \S+\/signal-log: 11 entries\n/);
    expect(cli.output).toContain('ok    every entry hashes into the signed root');
    expect(cli.output).toContain('ok    /api/signals/performance equals the figures rebuilt from the revealed entries');
    expect(cli.output).toMatch(/average R \(net\)\s+0\.32\s+0\.32/);
    expect(cli.output).toMatch(/\nLedger verified\.\n$/);
  });

  it('is verified by the copy-paste verifier of docs/verify.md on plain Node', async () => {
    const docs = readFileSync(resolve(import.meta.dirname, '../../docs/verify.md'), 'utf8');
    const code = /```js\n([\s\S]*?)```/.exec(docs.slice(docs.indexOf('## Verify it yourself')))![1];
    const dir = mkdtempSync(join(tmpdir(), 'verify-log-'));
    try {
      const script = join(dir, 'verify-log.mjs');
      writeFileSync(script, code);
      const vkey = (await http().get('/api/ledger/key').expect(200)).text.trim();
      const honest = await runNode(script, [log.origin, vkey]);
      expect(honest.output).toMatch(
        /^Log verified: 11 entries, root [A-Za-z0-9+/=]{44}, 6 signals published, 4 revealed\n$/,
      );
      expect(honest.code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never edits or deletes what it appended, through any door TypeORM offers, and never commits a backdated signal', async () => {
    const entries = log.testApp.dataSource.getRepository(LedgerEntry);
    const first = await entries.findOneByOrFail({ entryIndex: 0 });
    await expect(entries.save({ ...first, body: '{}' })).rejects.toThrow(AppendOnlyError);
    await expect(entries.update({ entryIndex: 0 }, { body: '{}' })).rejects.toThrow(
      'The log is append-only: its entries are never edited.',
    );
    await expect(entries.remove(first)).rejects.toThrow('The log is append-only: its entries are never deleted.');
    const signals = log.testApp.dataSource.getRepository(Signal);
    const signal = await signals.findOneByOrFail({ symbol: 'EURUSD', outcome: 'WIN' });
    await expect(signals.remove(signal)).rejects.toThrow(PublishedSignalError);
    await expect(signals.update({ id: signal.id }, { entryPrice: 1.09 })).rejects.toThrow(
      'A published signal is never edited (entryPrice)',
    );
    // Past TypeORM, the database itself refuses to delete a signal the log names.
    await expect(log.testApp.dataSource.query('DELETE FROM signals WHERE id = ?', [signal.id])).rejects.toThrow(
      /foreign key/i,
    );
    // A signal backdated five days is refused at the door.
    const backdated = new Date(NOW.getTime() - 5 * DAY);
    await expect(
      signals.save(
        signals.create({ ...signal, id: undefined, createdAt: backdated, updatedAt: backdated, outcome: 'OPEN' }),
      ),
    ).rejects.toThrow(/a signal is committed within a minute of its publication, never before it and never backdated/);
  });
});

/**
 * Each way of bending the record, done to an honest log as its operator could (plain SQL on the
 * database, and the signing key to sign again), and the sentence verification answers with.
 */
describe('verification catches every way of bending the record', () => {
  let log: HonestLog;
  const verdict = (options: { kept?: boolean; now?: Date } = {}) =>
    verifyLedger({ baseUrl: log.origin, keptCheckpoint: options.kept ? log.kept : undefined, now: options.now ?? NOW });
  const signer = () => parseSigner(log.testApp.app.get(AppConfig).ledgerSigningKey);
  const entryAt = async (index: number) => (await readLog(log.testApp.http))[index];
  const setBody = (index: number, body: string) =>
    log.testApp.dataSource.query('UPDATE ledger_entries SET body = ? WHERE entryIndex = ?', [body, index]);

  beforeEach(async () => {
    log = await honestLog();
  }, 120_000);
  afterEach(() => log.testApp.close());

  it('a backdated commitment', async () => {
    // Appended past the service's rule, by an operator with the key: published five days before it was integrated.
    const now = log.testApp.clock.now();
    await log.testApp.dataSource.transaction(async (manager) => {
      const store = new LedgerStore(manager);
      await store.append(
        {
          kind: 'commitment',
          signalId: 1,
          publishedAt: new Date(now.getTime() - 5 * DAY).toISOString(),
          expiresAt: new Date(now.getTime() - 3 * DAY).toISOString(),
          commitment: 'ab'.repeat(32),
        },
        now,
        { signalId: null, claim: null },
      );
      await store.checkpoint(ledgerSigner(log.testApp), now);
    });
    const report = await verdict();
    expect(report.problems).toContain(
      `Entry 11 (commitment of signal 1) says its signal was published at ${new Date(now.getTime() - 5 * DAY).toISOString()}, ` +
        `5 days before it was integrated at ${now.toISOString()}: a commitment is integrated within 60 s after publication, so it was backdated or held back`,
    );
  });

  it('an edited settlement: named by the checkpoints the log signed, and, signed again, by the checkpoint a reader kept', async () => {
    const { text } = await entryAt(3);
    expect(text).toContain('"resultR":-1.03');
    await setBody(3, text.replace('"resultR":-1.03', '"resultR":1.03'));
    expect((await verdict()).problems).toContain(
      'The 11 entries served do not hash to the root the newest checkpoint signs: ' +
        'Entry 3 (reveal of signal 2) is not the entry the log signed at 4 entries: its text was changed',
    );
    await resignLog(log.testApp.dataSource, signer());
    const resigned = await verdict({ kept: true });
    expect(resigned.problems).toEqual([
      "The log's first 9 entries no longer hash to the root of the checkpoint you kept: the log was rewritten at or before Entry 8 (correction of signal 3)",
    ]);
  });

  it('a dropped tail, against the checkpoint a reader kept', async () => {
    await log.testApp.dataSource.query('DELETE FROM ledger_entries WHERE entryIndex >= 7');
    await resignLog(log.testApp.dataSource, signer());
    const report = await verdict({ kept: true });
    expect(report.problems).toContain(
      'The log now holds 7 entries, fewer than the 9 of the checkpoint you kept: entries 7 to 8 were dropped',
    );
  });

  it('a reordered entry', async () => {
    const [three, four] = [await entryAt(3), await entryAt(4)];
    await setBody(3, four.text);
    await setBody(4, three.text);
    await resignLog(log.testApp.dataSource, signer());
    expect((await verdict()).problems).toContain(
      "Entry 3 (commitment of signal 3) says it is entry 4: the log's order was changed",
    );
  });

  it('a reveal with a wrong salt', async () => {
    const { text, entry } = await entryAt(2);
    const salt = (entry as Extract<LogEntry, { kind: 'reveal' }>).salt!;
    await setBody(2, text.replace(salt, 'f'.repeat(64)));
    await resignLog(log.testApp.dataSource, signer());
    const [problem] = (await verdict()).problems;
    expect(problem).toMatch(
      /^Entry 2 \(reveal of signal 1\): its fields and salt hash to [0-9a-f]{64}, not to the commitment [0-9a-f]{64} of Entry 0 \(commitment of signal 1\): the revealed signal is not the one published$/,
    );
  });

  it('a result withheld: a commitment never revealed long after its signal expired', async () => {
    const later = new Date(NOW.getTime() + 5 * DAY);
    const problems = (await verdict({ now: later })).problems;
    expect(problems).toHaveLength(2);
    expect(problems[0]).toBe(
      `Entry 9 (commitment of signal 5): the signal expired at ${new Date(NOW.getTime() + 48 * HOUR).toISOString()} ` +
        'and is still not revealed, 48 hours later: its result is kept out of the record',
    );
  });
});

describe('the log across the migration that created it, and restarts', () => {
  let database: TestDatabase;
  let testApp: TestApp | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await testApp?.close();
    await database.drop();
  });

  it('takes the old hash chain in as its first entries, hashes kept, and reveals what had ended', async () => {
    const options = dataSourceOptions(
      database.databaseUrl
        ? { type: database.databaseUrl.startsWith('mariadb:') ? 'mariadb' : 'mysql', url: database.databaseUrl }
        : { type: 'better-sqlite3', file: join(database.dataDir, 'app.sqlite') },
    );
    const migrations = options.migrations as (new () => MigrationInterface)[];
    const logMigration = migrations.findIndex((migration) => migration.name.startsWith('TransparencyLog'));
    // The database as it was just before the log: signals, chained by the previous migration.
    const before = new DataSource({
      ...options,
      subscribers: [],
      migrations: migrations.slice(0, logMigration),
    } as typeof options);
    await before.initialize();
    const stamp = (iso: string) => iso.replace('T', ' ').replace('Z', '');
    const signals: [string, number, string, string | null][] = [
      ['EURUSD', 1.085, '2026-10-01T08:00:00.000Z', 'WIN'],
      ['XAUUSD', 2350.25, '2026-10-01T09:00:00.250Z', null],
      ['BTCUSD', 65000.5, '2026-10-01T10:00:00.999Z', 'LOSS'],
    ];
    for (const [symbol, entry, createdAt, outcome] of signals) {
      await before.query(
        'INSERT INTO signals (createdAt, updatedAt, symbol, category, signalType, entryPrice, stopLoss, takeProfit, ' +
          'stopLossPips, takeProfitPips, riskReward, confidence, expiresAt, outcome, closedAt, resultR, resultRGross, ' +
          'oppositeResultR, settlementRule) ' +
          "VALUES (?, ?, ?, 'Major', 'BUY', ?, ?, ?, 30, 60, 2, 70, ?, ?, ?, ?, ?, ?, 'tradable')",
        [
          stamp(createdAt),
          stamp(createdAt),
          symbol,
          entry,
          entry * 0.99,
          entry * 1.02,
          stamp(new Date(Date.parse(createdAt) + 48 * HOUR).toISOString()),
          outcome ?? 'OPEN',
          outcome ? stamp(new Date(Date.parse(createdAt) + 5 * HOUR).toISOString()) : null,
          outcome === 'WIN' ? 1.95 : outcome === 'LOSS' ? -1.05 : null,
          outcome === 'WIN' ? 2 : outcome === 'LOSS' ? -1 : null,
          outcome ? -1 : null,
        ],
      );
      // As the old chain's migration chained signals published before it (ledger-hash, sequence by id).
    }
    const { chainExistingSignals } = await import('../../server/src/ledger/chain-existing-signals.js');
    const runner = before.createQueryRunner();
    await runner.query('DELETE FROM signal_ledger');
    await chainExistingSignals(runner);
    const chain: { sequence: number; hash: string }[] = await before.query(
      'SELECT sequence, hash FROM signal_ledger ORDER BY sequence',
    );
    await runner.release();
    await before.destroy();

    testApp = await startTestAppOn(database);
    const log = await readLog(testApp.http);
    expect(log.map(({ entry }) => entry.kind)).toEqual(['chain', 'chain', 'chain', 'reveal', 'reveal']);
    expect(log.slice(0, 3).map(({ entry }) => (entry as Extract<LogEntry, { kind: 'chain' }>).hash)).toEqual(
      chain.map((link) => link.hash),
    );
    const origin = await listen(testApp);
    const report = await verifyLedger({ baseUrl: origin, now: testApp.clock.now(), recompute: true });
    expect(report.problems).toEqual([]);
    expect(report.recompute!.rebuilt).toMatchObject({ publishedSignals: 3, closedSignals: 2, pendingSignals: 1 });
  });

  it('keeps one log across restarts, under one key: each start appends after the last entry', async () => {
    const kept = (await testApp!.http.get('/api/ledger/checkpoint').expect(200)).text;
    for (let start = 1; start <= 2; start += 1) {
      const now = testApp!.clock.now();
      await testApp!.app.get(SignalPublisher).publish([
        {
          symbol: 'GBPUSD',
          category: 'Major',
          signalType: 'SELL',
          entryPrice: 1.27,
          stopLoss: 1.273,
          takeProfit: 1.264,
          stopLossPips: 30,
          takeProfitPips: 60,
          riskReward: 2,
          confidence: 40,
          reasoning: 'SELL GBPUSD: across restarts.',
          outcome: 'OPEN',
          expiresAt: new Date(now.getTime() + 48 * HOUR),
        },
      ]);
      await testApp!.close();
      testApp = await startTestAppOn(database, {}, { clock: new FakeClock(new Date(now.getTime() + HOUR)) });
    }
    const origin = await listen(testApp!);
    const report = await verifyLedger({ baseUrl: origin, keptCheckpoint: kept, now: testApp!.clock.now() });
    expect(report.problems).toEqual([]);
    expect(report.treeSize).toBe(7);
  });
});
