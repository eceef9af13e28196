import { formatMonth, formatPips, formatProfitFactor, formatR, formatWinRate, outcomeColor } from './track-record';

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
});
