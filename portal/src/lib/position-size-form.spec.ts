import { DEFAULT_CHOICES, parseAmount, prefillFrom, readChoices, sizedOnText } from './position-size-form';

describe('position size form', () => {
  it('reads numbers as traders type them', () => {
    expect(parseAmount('10000')).toBe(10000);
    expect(parseAmount('10,000')).toBe(10000);
    expect(parseAmount(' 10 000.50 ')).toBe(10000.5);
    expect(parseAmount('1,250,000')).toBe(1250000);
    expect(parseAmount('0.5')).toBe(0.5);
    expect(parseAmount('0,5')).toBe(0.5);
    expect(parseAmount('.75')).toBe(0.75);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('   ')).toBeNull();
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('-100')).toBeNaN();
    expect(parseAmount('1.2.3')).toBeNaN();
    expect(parseAmount('1e5')).toBeNaN();
  });

  it('restores the saved choices, and the defaults for anything damaged', () => {
    expect(readChoices(null)).toEqual(DEFAULT_CHOICES);
    expect(readChoices('not json')).toEqual(DEFAULT_CHOICES);
    expect(readChoices('{"balance":"5000","riskPercent":"2","accountCurrency":"JPY"}')).toEqual({
      balance: '5000',
      riskPercent: '2',
      accountCurrency: 'JPY',
    });
    expect(readChoices('{"balance":5000,"accountCurrency":"XYZ"}')).toEqual(DEFAULT_CHOICES);
  });

  it("starts from a linked account's settings, the terminal's balance and the symbol's lot step when it reports them", () => {
    const settings = {
      accountCurrency: 'EUR',
      balance: 25000,
      riskPercent: 0.5,
      symbolPrefix: '',
      symbolSuffix: '.r',
      symbolMap: {},
    };
    const terminal = { balance: 10250.5, lotStep: null, lotSteps: { 'EURUSD.r': 0.1 } };
    expect(prefillFrom({ settings, terminal: null }, 'EURUSD')).toEqual({
      choices: { accountCurrency: 'EUR', balance: '25000', riskPercent: '0.5' },
      lotStep: 0.01,
      balanceFromTerminal: false,
    });
    expect(prefillFrom({ settings: { ...settings, balance: null }, terminal }, 'EURUSD')).toEqual({
      choices: { accountCurrency: 'EUR', balance: '10250.5', riskPercent: '0.5' },
      lotStep: 0.1,
      balanceFromTerminal: true,
    });
    // A symbol the terminal gave no step for: the chart's step of an older EA, else 0.01.
    expect(prefillFrom({ settings, terminal }, 'GBPUSD').lotStep).toBe(0.01);
    expect(prefillFrom({ settings, terminal: { ...terminal, lotStep: 1 } }, 'GBPUSD').lotStep).toBe(1);
    // Read from a terminal that has not reported: the balance is left as the trader had it.
    expect(prefillFrom({ settings: { ...settings, balance: null }, terminal: null }, 'EURUSD').choices).toEqual({
      accountCurrency: 'EUR',
      riskPercent: '0.5',
    });
  });

  it('says what it sized on: the current price against the entry, or the entry when there is none', () => {
    expect(sizedOnText('USDCAD', 1.39, 1.39114)).toBe(
      'Sized on the current price 1.39114, not the published entry 1.39000.',
    );
    expect(sizedOnText('EURUSD', 1.085, 1.085)).toBe('Sized on the current price 1.08500, the published entry.');
    expect(sizedOnText('USDJPY', 151.5, null)).toBe('No current price: sized on the published entry 151.500.');
  });
});
