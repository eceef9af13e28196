import { accountRecord, resultR, slippagePips } from './trade-figures.js';

describe('slippagePips', () => {
  it('is positive when the fill was worse for the trader', () => {
    expect(slippagePips('EURUSD', 'BUY', 1.0852, 1.0854)).toBe(2);
    expect(slippagePips('EURUSD', 'SELL', 1.0852, 1.0854)).toBe(-2);
    expect(slippagePips('EURUSD', 'BUY', 1.0852, 1.08517)).toBe(-0.3);
  });

  it('counts yen pairs and gold in their own pips', () => {
    expect(slippagePips('USDJPY', 'SELL', 151.5, 151.482)).toBe(1.8);
    expect(slippagePips('XAUUSD', 'BUY', 2375.4, 2375.9)).toBe(5);
  });
});

describe('resultR', () => {
  it('measures the close against the fill in units of the published risk', () => {
    // Published 1.0852 with its stop 30 pips away; filled 2 pips worse, closed at the target.
    expect(resultR('BUY', 1.0854, 1.0912, 1.0852, 1.0822)).toBe(1.93);
    expect(resultR('SELL', 1.0852, 1.0882, 1.0852, 1.0882)).toBe(-1);
  });
});

describe('accountRecord', () => {
  it("puts the account's closed trades beside the public record of the same signals", () => {
    const record = accountRecord([
      { status: 'closed', slippagePips: 2, profit: 191.4, resultR: 1.93, publishedResultR: 1.95 },
      { status: 'closed', slippagePips: 0.4, profit: -101.2, resultR: -1.01, publishedResultR: -1.03 },
      { status: 'filled', slippagePips: 0.6, profit: null, resultR: null, publishedResultR: null },
      { status: 'skipped', slippagePips: null, profit: null, resultR: null, publishedResultR: null },
      { status: 'closed', slippagePips: -0.2, profit: 12, resultR: 0.12, publishedResultR: null },
    ]);
    expect(record.account).toEqual({
      closed: 3,
      wins: 2,
      losses: 1,
      totalR: 1.04,
      averageR: 0.35,
      averageSlippagePips: 0.7,
      profit: 102.2,
    });
    expect(record.published).toEqual({ closed: 2, wins: 1, losses: 1, totalR: 0.92, averageR: 0.46 });
  });

  it('says nothing it has not measured', () => {
    const record = accountRecord([]);
    expect(record.account.averageR).toBeNull();
    expect(record.account.averageSlippagePips).toBeNull();
    expect(record.published.averageR).toBeNull();
  });
});
