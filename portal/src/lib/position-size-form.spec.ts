import { DEFAULT_CHOICES, parseAmount, prefillFrom, readChoices } from './position-size-form';

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

  it("starts from a linked account's settings, the terminal's balance and lot step when it reports them", () => {
    const settings = { accountCurrency: 'EUR', balance: 25000, riskPercent: 0.5 };
    const terminal = { balance: 10250.5, lotStep: 0.1 };
    expect(prefillFrom({ settings, terminal: null })).toEqual({
      choices: { accountCurrency: 'EUR', balance: '25000', riskPercent: '0.5' },
      lotStep: 0.01,
      balanceFromTerminal: false,
    });
    expect(prefillFrom({ settings: { ...settings, balance: null }, terminal })).toEqual({
      choices: { accountCurrency: 'EUR', balance: '10250.5', riskPercent: '0.5' },
      lotStep: 0.1,
      balanceFromTerminal: true,
    });
    // Read from a terminal that has not reported: the balance is left as the trader had it.
    expect(prefillFrom({ settings: { ...settings, balance: null }, terminal: null }).choices).toEqual({
      accountCurrency: 'EUR',
      riskPercent: '0.5',
    });
  });
});
