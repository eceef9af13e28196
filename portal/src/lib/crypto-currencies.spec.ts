import {
  currencyLabel,
  formatCountdown,
  paymentUri,
  searchCurrencies,
  secondsLeft,
  truncateAddress,
} from './crypto-currencies';

const codes = [
  'btc',
  'eth',
  'sol',
  'usdterc20',
  'usdttrc20',
  'usdtbsc',
  'ltc',
  'ada',
  'dot',
  'doge',
  ...Array.from({ length: 40 }, (_, i) => `coin${i}`),
];

describe('crypto currencies', () => {
  it('labels coins, with the network for USDT', () => {
    expect(currencyLabel('btc')).toBe('BTC');
    expect(currencyLabel('usdttrc20')).toBe('USDT (TRC20)');
    expect(currencyLabel('usdtbsc')).toBe('USDT (BEP20)');
    expect(currencyLabel('xmr')).toBe('XMR');
  });

  it('searches case-insensitively by code, symbol, name and network', () => {
    expect(searchCurrencies(codes, 'BiTcOiN')).toEqual(['btc']);
    expect(searchCurrencies(codes, 'usdt')).toEqual(['usdterc20', 'usdttrc20', 'usdtbsc']);
    expect(searchCurrencies(codes, 'trc20')).toEqual(['usdttrc20']);
    expect(searchCurrencies(codes, 'SOL')).toEqual(['sol']);
    expect(searchCurrencies(codes, '   ')).toEqual([]);
    expect(searchCurrencies(codes, 'nothing-like-this')).toEqual([]);
  });

  it('shows at most 20 results', () => {
    expect(searchCurrencies(codes, 'coin')).toHaveLength(20);
  });

  it('builds wallet URIs where the coin has a scheme', () => {
    expect(paymentUri('btc', 'bc1qxyz', '0.001')).toBe('bitcoin:bc1qxyz?amount=0.001');
    expect(paymentUri('usdttrc20', 'TXYZ', '29')).toBe('TXYZ');
  });

  it('formats the countdown and truncates addresses to 20 characters', () => {
    expect(formatCountdown(1800)).toBe('30:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(truncateAddress('3EZ2uTdVDAMFXTfc6uLDDKR6o8qKBZXVkj')).toBe('3EZ2uTdVDAMFXTfc6uLD...');
    expect(truncateAddress('short')).toBe('short');
  });

  it('starts the payment window at its full length even when the clock was read before it opened', () => {
    const opened = 1_000_000;
    // The page read its clock 5 s before the payment was created: 30:00, not 30:05 or 30:01.
    expect(secondsLeft(opened, opened - 5000, 1800)).toBe(1800);
    expect(secondsLeft(opened, opened - 1, 1800)).toBe(1800);
    expect(formatCountdown(secondsLeft(opened, opened - 1, 1800))).toBe('30:00');
    expect(secondsLeft(opened, opened + 999, 1800)).toBe(1800);
    expect(secondsLeft(opened, opened + 1000, 1800)).toBe(1799);
    expect(secondsLeft(opened, opened + 1_800_000, 1800)).toBe(0);
    expect(secondsLeft(opened, opened + 5_000_000, 1800)).toBe(0);
  });
});
