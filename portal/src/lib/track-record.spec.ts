import {
  formatInterval,
  formatMonth,
  formatPips,
  formatProfitFactor,
  formatR,
  formatShare,
  formatWinRate,
  outcomeColor,
  recordSummary,
  yearsOf,
} from './track-record';
import type { BacktestReport, SignalPerformance } from '../api/client';

describe('track record figures as a trader reads them', () => {
  it('signs R with a true minus', () => {
    expect(formatR(1.5)).toBe('+1.50 R');
    expect(formatR(-1)).toBe('−1.00 R');
    expect(formatR(0)).toBe('0.00 R');
    expect(formatR(null)).toBe('—');
    expect(formatR(3, 1)).toBe('+3.0 R');
  });

  it('writes the win rate to a tenth of a percent', () => {
    expect(formatWinRate(0.42857)).toBe('42.9%');
    expect(formatWinRate(null)).toBe('—');
  });

  it('leaves the profit factor blank while nothing was lost', () => {
    expect(formatProfitFactor(1.375)).toBe('1.38');
    expect(formatProfitFactor(null)).toBe('—');
  });

  it('signs pips', () => {
    expect(formatPips(30)).toBe('+30');
    expect(formatPips(-15)).toBe('−15');
    expect(formatPips(0)).toBe('0');
  });

  it('names the month of a UTC month key', () => {
    expect(formatMonth('2026-11', 'en-US')).toBe('Nov 2026');
    expect(formatMonth('2027-01', 'en-GB')).toBe('Jan 2027');
  });

  it('colours outcomes', () => {
    expect(outcomeColor('WIN')).toBe('success');
    expect(outcomeColor('LOSS')).toBe('error');
    expect(outcomeColor('EXPIRED')).toBe('default');
  });

  it('writes shares and intervals for readers', () => {
    expect(formatShare(0.431)).toBe('43%');
    expect(formatShare(null)).toBe('—');
    expect(formatInterval(-0.0632, 0.1151)).toBe('−0.06 to +0.12 R');
    expect(formatInterval(null, 0.1)).toBe('—');
  });

  it('names the whole UTC years of a period', () => {
    expect(yearsOf({ from: '2016-01-01T00:00:00.000Z', to: '2021-01-01T00:00:00.000Z' })).toBe('2016–2020');
    expect(yearsOf({ from: '2019-01-01T00:00:00.000Z', to: '2020-01-01T00:00:00.000Z' })).toBe('2019');
  });
});

describe('the record summary every page words its claim with', () => {
  const backtest = {
    period: { from: '2016-01-01T00:00:00.000Z', to: '2021-01-01T00:00:00.000Z' },
    engine: { trades: 1517, averageR: 0.0255 },
    baselines: { randomSameEntries: { averageR: -0.0491, p95: 0.0039 } },
    verdict: { kind: 'no-edge', sentence: 'No edge over chance shown after costs' },
    windowNote: 'No year here is a fresh test.',
  } as unknown as BacktestReport;
  const live = (enough: boolean) =>
    ({
      closedSignals: enough ? 140 : 1,
      publishedSignals: enough ? 150 : 3,
      evidence: { enough },
      figures: { averageR: -0.04 },
      chance: { averageR: -0.06, p95: 0.01 },
      verdict: enough
        ? { kind: 'loses', sentence: 'Loses after costs' }
        : { kind: 'too-few', sentence: 'Too few to say: 1 signal closed, over 1 month (100 over 3 months needed)' },
    }) as unknown as SignalPerformance;

  it('leads with the back-test’s verdict while the live record is too young, and says so with its count', () => {
    const summary = recordSummary(backtest, live(false));
    expect(summary.headline).toBe('No edge over chance shown after costs');
    expect(summary.tone).toBe('warning');
    expect(summary.backtest).toBe(
      'Back-test, 2016–2020 (1,517 signals): +0.025 R a signal after costs; a coin choosing the side at the same entries −0.049 R, reaching +0.004 R one run in twenty. No year here is a fresh test.',
    );
    expect(summary.live).toBe(
      'Live record: 1 closed of 3 published signals. Too few to say: 1 signal closed, over 1 month (100 over 3 months needed).',
    );
  });

  it('leads with the live verdict once the live record holds enough', () => {
    const summary = recordSummary(backtest, live(true));
    expect(summary).toMatchObject({ headline: 'Loses after costs', tone: 'error' });
    expect(summary.live).toBe(
      'Live record, 140 closed of 150 published signals: −0.04 R a signal after costs; a coin at the same fills −0.06 R, reaching +0.01 R one run in twenty. Loses after costs.',
    );
  });
});
