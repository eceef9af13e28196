import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Evaluation } from './evaluation.js';
import { Repository } from './git.js';
import type { LogEntry } from './log.js';
import { loadPreregistration, registeredVariants, PreregistrationError } from './preregistration.js';
import { HOURLY_ENGINE } from '../model/signal-model.js';
import { assertRunnable, choiceOf, engineSettings } from './protocol.js';

/** A pre-registration of two engine variants, as research/preregistration/ holds them. */
const PLAN = {
  name: 'horizon',
  question: 'Does the side-choosing skill survive at a longer horizon?',
  kind: 'engine',
  data: { provider: 'csv', csvDir: 'candles', brokerClock: true, symbols: ['EURUSD'] },
  windows: { research: { from: '2016-01-01', to: '2019-01-01' }, final: { from: '2019-01-01', to: '2021-01-01' } },
  seeds: 200,
  financingRate: 0.03,
  rule: {
    statement: 'The highest net average at 1.5× the floors among those that clear the bar.',
    costMultiple: 1.5,
    minTrades: 10,
  },
  variants: [
    { name: 'hourly', why: 'The shipped engine.', engine: {} },
    { name: 'daily', why: 'Daily decisions.', engine: { horizon: { hours: 24, features: 'hourly' } } },
  ],
};

function repositoryWith(files: Record<string, unknown>): Repository {
  const root = mkdtempSync(join(tmpdir(), 'research-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  git('init', '--quiet');
  git('config', 'user.email', 'research@example.com');
  git('config', 'user.name', 'Research');
  mkdirSync(join(root, 'research/preregistration'), { recursive: true });
  writeFileSync(join(root, 'README.md'), 'research\n');
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(join(root, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  git('add', 'README.md');
  git('commit', '--quiet', '-m', 'Start');
  return new Repository(execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: root }).toString().trim());
}

const commit = (repository: Repository, message = 'Register') => {
  execFileSync('git', ['add', '-A'], { cwd: repository.root });
  execFileSync('git', ['commit', '--quiet', '-m', message], { cwd: repository.root });
};

/** Research-stage figures whose net average is `netR` on every basis, and its coin's 95th percentile `coinP95`. */
function evaluationWith(netR: number, coinP95: number, trades = 100): Evaluation {
  return {
    trades,
    charged: [1, 1.5, 2].flatMap((costMultiple) =>
      [false, true].map((financing) => ({
        costMultiple,
        financing,
        trades,
        netR: netR - (costMultiple - 1) * 0.01,
        grossR: netR + 0.03,
        coinR: -0.03,
        coinP95,
        low: netR - 0.1,
        high: netR + 0.1,
        probabilityAtMostZero: 0.4,
        sharpe: netR,
        skewness: 0,
        kurtosis: 3,
      })),
    ),
    byYear: {},
    bySymbol: {},
  };
}

describe('a pre-registration', () => {
  const file = 'research/preregistration/horizon.json';

  it('is refused until it is committed, and again once edited', () => {
    const repository = repositoryWith({ [file]: PLAN });
    expect(() => loadPreregistration(repository, 'horizon')).toThrow(
      new PreregistrationError(
        `${file} is not committed as it stands: commit the pre-registration before evaluating any of its variants.`,
      ),
    );
    commit(repository);
    const registered = loadPreregistration(repository, 'horizon');
    expect(registered.preregistration.variants.map((variant) => variant.name)).toEqual(['hourly', 'daily']);
    expect(registered.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(registered.commit).toBe(repository.head());

    writeFileSync(
      join(repository.root, file),
      JSON.stringify({ ...PLAN, variants: [...PLAN.variants, { ...PLAN.variants[1], name: 'weekly' }] }),
    );
    expect(() => loadPreregistration(repository, 'horizon')).toThrow(/is not committed as it stands/);
  });

  it('runs only the variants it lists', () => {
    const repository = repositoryWith({ [file]: PLAN });
    commit(repository);
    const registered = loadPreregistration(repository, 'horizon');
    expect(registeredVariants(registered).map((variant) => variant.name)).toEqual(['hourly', 'daily']);
    expect(registeredVariants(registered, 'daily').map((variant) => variant.name)).toEqual(['daily']);
    expect(() => registeredVariants(registered, 'weekly')).toThrow(
      new PreregistrationError(
        `'weekly' is not a variant of ${file} ('hourly', 'daily'): register it in a new pre-registration, committed before it runs.`,
      ),
    );
  });

  it('refuses a malformed plan, naming what is wrong', () => {
    const repository = repositoryWith({
      [file]: {
        ...PLAN,
        rule: { ...PLAN.rule, costMultiple: 0.5 },
        variants: [{ name: 'hourly', why: 'x', engine: { horizon: { hours: 2, features: 'hourly' }, tuned: true } }],
      },
    });
    commit(repository);
    expect(() => loadPreregistration(repository, 'horizon')).toThrow(
      new PreregistrationError(
        `${file}: rule.costMultiple: costMultiple must not be less than 1; ` +
          'variants.0.engine.tuned: property tuned should not exist; ' +
          'variants.0.engine.horizon.hours: hours must be one of the following values: 1, 4, 24',
      ),
    );
  });

  it('refuses an uncommitted tree, and a plan that changed after the log first evaluated it', () => {
    const repository = repositoryWith({ [file]: PLAN });
    commit(repository);
    const registered = loadPreregistration(repository, 'horizon');
    expect(() => assertRunnable(repository, registered, [])).not.toThrow();
    writeFileSync(join(repository.root, 'research/notes.txt'), 'a thought\n');
    expect(() => assertRunnable(repository, registered, [])).toThrow(
      /Uncommitted changes \(research\/notes.txt\): an evaluation runs on committed code only/,
    );
    commit(repository, 'Notes');
    const earlier = {
      at: '2026-01-01T00:00:00.000Z',
      preregistration: { name: 'horizon', file, sha256: 'f'.repeat(64) },
    };
    expect(() => assertRunnable(repository, registered, [earlier as LogEntry])).toThrow(
      `${file} changed after it was first evaluated (2026-01-01T00:00:00.000Z): register the new plan under a new name instead.`,
    );
  });

  it('gives each variant the settings round four started from, changed only where it says', () => {
    const repository = repositoryWith({ [file]: PLAN });
    commit(repository);
    const registered = loadPreregistration(repository, 'horizon');
    const [hourly, daily] = registered.preregistration.variants;
    expect(engineSettings(repository, registered, hourly, [])).toEqual(HOURLY_ENGINE);
    expect(engineSettings(repository, registered, daily, [])).toEqual({
      ...HOURLY_ENGINE,
      horizon: { hours: 24, features: 'hourly' },
    });
  });

  it('has its rule choose from the logged research figures once every variant is measured', () => {
    const repository = repositoryWith({ [file]: PLAN });
    commit(repository);
    const registered = loadPreregistration(repository, 'horizon');
    const entry = (variant: string, evaluation: Evaluation): LogEntry => ({
      at: '2026-01-01T00:00:00.000Z',
      commit: repository.head(),
      uncommitted: false,
      stage: 'research',
      preregistration: { name: 'horizon', file, sha256: registered.sha256 },
      variant: { name: variant, settings: {} },
      window: { from: '2016-01-01T00:00:00.000Z', to: '2019-01-01T00:00:00.000Z' },
      data: { key: 'k', source: 'test', symbols: ['EURUSD'] },
      look: null,
      figures: evaluation,
    });
    const hourly = entry('hourly', evaluationWith(0.02, 0.05));
    expect(choiceOf(registered, [hourly])).toBeNull();
    const daily = entry('daily', evaluationWith(0.03, 0.01));
    expect(choiceOf(registered, [hourly, daily])).toMatchObject({ chosen: 'daily', clearedBar: true });
    // A rerun of a variant replaces its figures in the choice (both stay in the log).
    expect(choiceOf(registered, [hourly, daily, entry('daily', evaluationWith(-0.01, 0.01))])).toMatchObject({
      chosen: 'hourly',
      clearedBar: false,
    });
  });
});
