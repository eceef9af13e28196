import { brokerSymbol, BROKER_SYMBOL_PART } from './broker-symbol.js';

describe('brokerSymbol', () => {
  const none = { symbolPrefix: '', symbolSuffix: '', symbolMap: null };

  it('is our symbol when the broker renames nothing', () => {
    expect(brokerSymbol('EURUSD', none)).toBe('EURUSD');
  });

  it('puts the prefix and suffix around it', () => {
    expect(brokerSymbol('EURUSD', { ...none, symbolSuffix: '.r' })).toBe('EURUSD.r');
    expect(brokerSymbol('EURUSD', { ...none, symbolSuffix: 'm' })).toBe('EURUSDm');
    expect(brokerSymbol('GBPJPY', { ...none, symbolPrefix: 'pro.', symbolSuffix: '#' })).toBe('pro.GBPJPY#');
  });

  it('takes a per-symbol name over prefix and suffix', () => {
    const naming = { symbolPrefix: '', symbolSuffix: '.r', symbolMap: { XAUUSD: 'GOLD' } };
    expect(brokerSymbol('XAUUSD', naming)).toBe('GOLD');
    expect(brokerSymbol('EURUSD', naming)).toBe('EURUSD.r');
  });

  it('accepts the characters broker symbols use, and nothing else', () => {
    expect(BROKER_SYMBOL_PART.test('EURUSD.r_#-1')).toBe(true);
    expect(BROKER_SYMBOL_PART.test('EUR USD')).toBe(false);
    expect(BROKER_SYMBOL_PART.test('<b>')).toBe(false);
  });
});
