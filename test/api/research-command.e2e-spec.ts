import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ensureServerBuild } from '../support/server-process.js';
import { serverEnv } from '../support/server-env.js';

const run = promisify(execFile);
const COMMAND = resolve(import.meta.dirname, '../../dist/server/signals/research-command.js');
const HOUR = 3_600_000;

/** A random walk of hourly EURUSD candles (UTC), January to March 2016, as the csv provider reads them. */
function candles(): string {
  let state = 11;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const rows = ['time,open,high,low,close,tickvolume,spread_points'];
  let price = 1.1;
  for (let time = Date.UTC(2016, 0, 1); time < Date.UTC(2016, 3, 8); time += HOUR) {
    const next = price * (1 + (random() - 0.5) * 0.003);
    const high = Math.max(price, next) * (1 + random() * 0.0005);
    const low = Math.min(price, next) * (1 - random() * 0.0005);
    const at = new Date(time).toISOString().slice(0, 19).replace('T', ' ');
    rows.push([at, ...[price, high, low, next].map((value) => value.toFixed(5)), 100, 8].join(','));
    price = next;
  }
  return `${rows.join('\n')}\n`;
}

/** US CPI every Wednesday at 13:30 UTC from the start of 2015, with surprises of ±0.1 or ±0.3. */
function calendar(): string {
  const rows = ['time_utc,currency,impact,event,actual,forecast,previous'];
  let week = 0;
  for (let time = Date.UTC(2015, 0, 7, 13, 30); time < Date.UTC(2016, 3, 1); time += 7 * 24 * HOUR, week += 1) {
    const surprise = [0.1, -0.3, -0.1, 0.3, 0.1][week % 5];
    rows.push(
      `${new Date(time).toISOString().slice(0, 16)}Z,USD,High,CPI m/m,${(0.2 + surprise).toFixed(1)}%,0.2%,0.2%`,
    );
  }
  return `${rows.join('\n')}\n`;
}

const PLAN = {
  name: 'events',
  question: 'After a US CPI surprise, does EURUSD keep moving its way?',
  kind: 'events',
  data: { provider: 'csv', csvDir: 'candles', brokerClock: false, symbols: ['EURUSD'], calendarDir: 'calendar' },
  windows: { research: { from: '2016-01-01', to: '2016-03-01' }, final: { from: '2016-03-01', to: '2016-04-01' } },
  seeds: 50,
  financingRate: 0.03,
  rule: {
    statement: 'The highest net average at 1.5× the floors among those that clear the bar.',
    costMultiple: 1.5,
    minTrades: 2,
  },
  variants: [
    {
      name: 'any surprise, 4 h',
      why: 'Every surprise.',
      events: { minSurprise: 0.5, holdHours: 4, stopScale: 1.5, targetR: 2, minHistory: 3, maxFillDelayMinutes: 60 },
    },
    {
      name: 'large surprise, 8 h',
      why: 'Large ones only.',
      events: { minSurprise: 1.2, holdHours: 8, stopScale: 1.5, targetR: 2, minHistory: 3, maxFillDelayMinutes: 60 },
    },
  ],
};

describe('the research command', () => {
  const root = mkdtempSync(join(tmpdir(), 'signals-research-'));
  // The server's data folder (its generated secrets) lives outside the repository under research.
  const dataDir = mkdtempSync(join(tmpdir(), 'signals-research-data-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  const env = { PATH: process.env.PATH ?? '', ...serverEnv(undefined, dataDir) };
  const research = (...args: string[]) =>
    run(process.execPath, [COMMAND, '--preregistration', 'events', ...args], { env, cwd: root }).then(
      (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => failed,
    );
  const log = () =>
    existsSync(join(root, 'research/log.jsonl'))
      ? readFileSync(join(root, 'research/log.jsonl'), 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line))
      : [];

  beforeAll(async () => {
    await ensureServerBuild();
    for (const folder of ['candles', 'calendar', 'research/preregistration'])
      mkdirSync(join(root, folder), { recursive: true });
    writeFileSync(join(root, 'candles/EURUSD.csv'), candles());
    writeFileSync(join(root, 'calendar/cpi.csv'), calendar());
    writeFileSync(join(root, 'research/prior-trials.json'), JSON.stringify({ symbols: ['EURUSD'], rounds: [] }));
    git('init', '--quiet');
    git('config', 'user.email', 'research@example.com');
    git('config', 'user.name', 'Research');
    git('add', '-A');
    git('commit', '--quiet', '-m', 'Data');
  }, 240_000);
  afterAll(() => {
    for (const folder of [root, dataDir]) rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a pre-registration that is not committed, and a variant it does not list', async () => {
    writeFileSync(join(root, 'research/preregistration/events.json'), JSON.stringify(PLAN, null, 2));
    const uncommitted = await research('--stage', 'research');
    expect(uncommitted.code).toBe(1);
    expect(uncommitted.stderr).toContain(
      'research/preregistration/events.json is not committed as it stands: commit the pre-registration before evaluating any of its variants.',
    );
    git('add', '-A');
    git('commit', '--quiet', '-m', 'Pre-register the events question');
    const unlisted = await research('--stage', 'research', '--variant', 'huge surprise, 24 h');
    expect(unlisted.code).toBe(1);
    expect(unlisted.stderr).toContain(
      "'huge surprise, 24 h' is not a variant of research/preregistration/events.json ('any surprise, 4 h', 'large surprise, 8 h')",
    );
    const early = await research('--stage', 'final');
    expect(early.code).toBe(1);
    expect(early.stderr).toContain(
      'Measure every variant of research/preregistration/events.json on its research window',
    );
    expect(log()).toEqual([]);
  }, 60_000);

  it('logs every evaluation, runs only the chosen variant on the final window, and records a second look', async () => {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root }).toString().trim();
    const measured = await research('--stage', 'research');
    expect(measured.stderr).toBe('');
    expect(measured.stdout).toMatch(/The rule chooses '(any surprise, 4 h|large surprise, 8 h)'/);
    const entries = log();
    expect(entries.map((entry: { variant: { name: string } }) => entry.variant.name)).toEqual([
      'any surprise, 4 h',
      'large surprise, 8 h',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        commit: head,
        uncommitted: false,
        stage: 'research',
        preregistration: { name: 'events', file: 'research/preregistration/events.json' },
        window: { from: '2016-01-01T00:00:00.000Z', to: '2016-03-01T00:00:00.000Z' },
        data: { symbols: ['EURUSD'] },
        look: null,
      });
      expect(entry.preregistration.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(entry.figures.trades).toBeGreaterThan(0);
      expect(entry.figures.charged).toHaveLength(6);
    }
    const chosen = /The rule chooses '([^']+)'/.exec(measured.stdout)![1];

    const first = await research('--stage', 'final');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Look 1 at this window in the log; 2 variants ever tried on these data;/m);
    const second = await research('--stage', 'final', '--json');
    expect(JSON.parse(second.stdout).reading).toMatchObject({ chosen, look: 2, variantsTried: 2 });
    const finals = log().slice(2);
    expect(
      finals.map((entry: { stage: string; look: number; variant: { name: string } }) => [
        entry.stage,
        entry.look,
        entry.variant.name,
      ]),
    ).toEqual([
      ['final', 1, chosen],
      ['final', 2, chosen],
    ]);
    expect(finals[0].window).toEqual({ from: '2016-03-01T00:00:00.000Z', to: '2016-04-01T00:00:00.000Z' });
  }, 120_000);
});
