import {
  edgeVerdict,
  formatInterval,
  formatMonth,
  formatPips,
  formatProfitFactor,
  formatR,
  formatShare,
  formatWinRate,
  outcomeColor,
  yearsOf,
} from './track-record';

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

  it('claims an edge only where chance and the interval allow it', () => {
    expect(edgeVerdict({ averageR: 0.025, chanceP95: 0.004, intervalLow: -0.06 })).toEqual({
      tone: 'warning',
      headline: 'Better than chance, but no proven edge after costs',
    });
    expect(edgeVerdict({ averageR: 0.05, chanceP95: 0.01, intervalLow: 0.01 })?.tone).toBe('success');
    expect(edgeVerdict({ averageR: -0.027, chanceP95: 0.033, intervalLow: -0.1 })).toEqual({
      tone: 'error',
      headline: 'No edge over chance after costs',
    });
    // Equal to chance's 95th percentile is not better than chance.
    expect(edgeVerdict({ averageR: 0.01, chanceP95: 0.01, intervalLow: 0.005 })?.tone).toBe('error');
    expect(edgeVerdict({ averageR: null, chanceP95: 0.01, intervalLow: null })).toBeNull();
  });
});
