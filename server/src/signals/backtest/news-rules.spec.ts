import { HOLDING_RULES } from '../news-reading.js';
import { findInstrument } from '#domain/universe';
import type { TradeRecord } from './figures.js';
import { measureNewsRules, type RecordedNews } from './news-rules.js';

const HOUR = 3_600_000;
const start = Date.UTC(2017, 2, 6, 12);

const trade = (at: number, side: 1 | -1, resultR: number): TradeRecord => ({
  symbol: 'EURUSD',
  category: 'Major',
  at,
  closedAt: at + 10 * HOUR,
  side,
  outcome: resultR > 0 ? 'WIN' : 'LOSS',
  resultR,
  resultRGross: resultR + 0.05,
  opposite: { outcome: 'LOSS', resultR: -resultR - 0.1, resultRGross: -resultR - 0.05 },
});

const release = (at: number, overrides: Partial<RecordedNews> = {}): RecordedNews => ({
  at: new Date(at),
  currency: 'USD',
  impact: 'high',
  event: 'Non-Farm Employment Change',
  actual: null,
  forecast: null,
  ...overrides,
});

describe('news rules on a recorded calendar', () => {
  const exposure = (symbol: string) => findInstrument(symbol)!.newsCurrencies;
  // The calendar spans the whole test: a release well before and well after every trade.
  const bounds = [
    release(start - 10 * 24 * HOUR, { impact: 'low' }),
    release(start + 60 * 24 * HOUR, { impact: 'low' }),
  ];

  it('sorts each signal by the rules the live engine would have fired, and compares them with the rest', () => {
    const days = Array.from({ length: 40 }, (_, index) => start + index * 24 * HOUR);
    // Every other day a payrolls release comes 30 minutes after the decision: those signals mostly lose.
    const results = (index: number) => (index % 2 === 0 ? (index % 8 === 0 ? 0.5 : -1) : index % 7 === 0 ? -1 : 2);
    const trades = days.map((at, index) => trade(at, 1, results(index)));
    const releases = [...bounds, ...days.filter((_, index) => index % 2 === 0).map((at) => release(at + 30 * 60_000))];
    const report = measureNewsRules(trades, releases, exposure)!;
    expect(report.signals).toBe(40);
    const hold = report.rules.find((rule) => rule.rule === 'releaseWithinHour')!;
    expect(hold.holds).toBe(HOLDING_RULES.includes('releaseWithinHour'));
    expect(hold.affected.trades).toBe(20);
    expect(hold.affected.averageR!).toBeLessThan(0);
    expect(hold.rest.averageR!).toBeGreaterThan(1);
    expect(hold.z!).toBeGreaterThan(1.645);
    expect(hold.helps).toBe(true);
    expect(report.untouched.trades).toBe(20);
  });

  it('uses a release’s actual only from the first hour that opens after it', () => {
    // Better than expected for USD: bearish for EURUSD, so against a buy.
    const surprise = { actual: '250K', forecast: '180K' };
    const inDecisionHour = measureNewsRules(
      [trade(start, 1, -1), trade(start + 24 * HOUR, 1, 2)],
      [...bounds, release(start - 20 * 60_000, surprise)],
      exposure,
    )!;
    expect(inDecisionHour.rules.find((rule) => rule.rule === 'surpriseAgainst')!.affected.trades).toBe(0);
    const before = measureNewsRules(
      [trade(start, 1, -1), trade(start + 24 * HOUR, 1, 2)],
      [...bounds, release(start - 2 * HOUR, surprise)],
      exposure,
    )!;
    expect(before.rules.find((rule) => rule.rule === 'surpriseAgainst')!.affected.trades).toBe(1);
  });

  it('counts only the signals the calendar covers, and nothing without a calendar', () => {
    const outside = trade(start + 400 * 24 * HOUR, 1, 2);
    expect(measureNewsRules([outside, trade(start, 1, 2)], bounds, exposure)!.signals).toBe(1);
    expect(measureNewsRules([outside], [], exposure)).toBeNull();
  });
});
