import {
  categoryOf,
  formatPrice,
  formatRiskReward,
  pipMultiplier,
  pipsBetween,
  priceDecimals,
  riskReward,
  roundPrice,
} from './instruments.js';

describe('categoryOf', () => {
  it.each([
    ['EURUSD', 'Major'],
    ['GBPUSD', 'Major'],
    ['USDJPY', 'Major'],
    ['USDCHF', 'Major'],
    ['AUDUSD', 'Major'],
    ['USDCAD', 'Major'],
    ['NZDUSD', 'Major'],
    ['EURGBP', 'Minor'],
    ['GBPJPY', 'Minor'],
    ['AUDNZD', 'Minor'],
    ['CHFJPY', 'Minor'],
    ['USDZAR', 'Exotic'],
    ['USDMXN', 'Exotic'],
    ['USDRUB', 'Exotic'],
    ['USDSGD', 'Exotic'],
    ['USDHKD', 'Exotic'],
    ['AUDSGD', 'Exotic'],
    ['NZDSGD', 'Exotic'],
    ['XAUUSD', 'Metals'],
    ['XAGUSD', 'Metals'],
    ['XPDUSD', 'Metals'],
    ['XPTUSD', 'Metals'],
    ['US30', 'Indices'],
    ['US500', 'Indices'],
    ['NAS100', 'Indices'],
    ['GER30', 'Indices'],
    ['UK100', 'Indices'],
    ['FRA40', 'Indices'],
    ['JPN225', 'Indices'],
    ['AUS200', 'Indices'],
    ['DJIUSD', 'Indices'],
    ['BTCUSD', 'Crypto'],
    ['ETHUSD', 'Crypto'],
    ['SOLUSD', 'Crypto'],
    ['DOGEUSD', 'Crypto'],
    ['USDTRY', 'Other'],
    ['USDNOK', 'Other'],
    ['EUREUR', 'Other'],
    ['SPX', 'Other'],
  ])('puts %s in %s', (symbol, category) => {
    expect(categoryOf(symbol)).toBe(category);
  });

  it('reads symbols written with separators or in lower case', () => {
    expect(categoryOf('eur/usd')).toBe('Major');
    expect(categoryOf('XAU_USD')).toBe('Metals');
  });
});

describe('price decimals and pips (spec section 9)', () => {
  it.each([
    ['EURUSD', 5, 10_000],
    ['USDJPY', 3, 100],
    ['GBPJPY', 3, 100],
    ['USDXPF', 3, 100],
    ['USDCLP', 3, 100],
    ['XAUUSD', 2, 10],
    ['XAGUSD', 2, 10],
    ['XPTUSD', 2, 10],
    ['XPDUSD', 2, 10],
    ['BTCUSD', 2, 10],
    ['ETHUSD', 2, 10],
    ['XRPUSD', 2, 10],
    ['ADAUSD', 2, 10],
    ['SOLUSD', 2, 10],
    ['DOGEUSD', 2, 10],
    ['US30', 1, 1],
    ['US500', 1, 1],
    ['NAS100', 1, 1],
    ['GER30', 1, 1],
    ['UK100', 1, 1],
    ['FRA40', 1, 1],
    ['JPN225', 1, 1],
    ['AUS200', 1, 1],
    ['DJIUSD', 1, 1],
    ['USDZAR', 5, 10_000],
  ])('%s has %i decimals and a pip multiplier of %i', (symbol, decimals, multiplier) => {
    expect(priceDecimals(symbol)).toBe(decimals);
    expect(pipMultiplier(symbol)).toBe(multiplier);
  });

  it('checks JPY before anything else, as the spec orders it', () => {
    expect(priceDecimals('BTCJPY')).toBe(3);
  });

  it('counts pips on a plain pair without binary-fraction drift', () => {
    expect(pipsBetween('EURUSD', 1.0845, 1.083)).toBe(15);
    expect(pipsBetween('EURUSD', 1.0845, 1.0875)).toBe(30);
    expect(pipsBetween('EURUSD', 1.08457, 1.08412)).toBe(5); // 4.5 pips rounds up
    expect(pipsBetween('GBPUSD', 1.27, 1.27)).toBe(0);
  });

  it('counts pips on JPY pairs in hundredths', () => {
    expect(pipsBetween('USDJPY', 151.5, 151.2)).toBe(30);
    expect(pipsBetween('GBPJPY', 192.123, 192.987)).toBe(86);
  });

  it('counts pips on metals, indices and crypto', () => {
    expect(pipsBetween('XAUUSD', 2350.0, 2345.5)).toBe(45);
    expect(pipsBetween('US30', 39100.0, 39040.0)).toBe(60);
    expect(pipsBetween('GER30', 18300.4, 18310.1)).toBe(10);
    expect(pipsBetween('BTCUSD', 66000.0, 65000.0)).toBe(10_000);
    expect(pipsBetween('ETHUSD', 3250.25, 3260.0)).toBe(98);
  });

  it('rounds and writes prices with the symbol decimals', () => {
    expect(roundPrice('EURUSD', 1.0845678)).toBe(1.08457);
    expect(formatPrice('EURUSD', 1.08)).toBe('1.08000');
    expect(formatPrice('USDJPY', 151.5)).toBe('151.500');
    expect(formatPrice('XAUUSD', 2350)).toBe('2350.00');
    expect(formatPrice('US30', 39100.04)).toBe('39100.0');
    expect(formatPrice('BTCUSD', 66000.456)).toBe('66000.46');
  });
});

describe('risk/reward', () => {
  it('divides the target distance by the stop distance, either direction', () => {
    expect(riskReward(1.085, 1.0835, 1.088)).toBeCloseTo(2, 10);
    expect(riskReward(151.5, 151.8, 150.9)).toBeCloseTo(2, 10);
    expect(riskReward(2350, 2340, 2365)).toBeCloseTo(1.5, 10);
    expect(riskReward(39100, 39000, 39250)).toBeCloseTo(1.5, 10);
    expect(riskReward(66000, 65000, 68500)).toBeCloseTo(2.5, 10);
  });

  it('has no ratio when the stop sits on the entry', () => {
    expect(riskReward(1.085, 1.085, 1.09)).toBeNull();
    expect(formatRiskReward(null)).toBe('—');
  });

  it('is written 1:x with one decimal', () => {
    expect(formatRiskReward(2)).toBe('1:2.0');
    expect(formatRiskReward(1.56)).toBe('1:1.6');
    expect(formatRiskReward(riskReward(151.5, 151.8, 150.9))).toBe('1:2.0');
  });
});
