import {
  formatProfit,
  keyStateText,
  formatSlippage,
  parseWholeNumber,
  settingsErrorsOf,
  settingsFieldOf,
  changedSettings,
  draftOf,
  settingsOf,
} from './metatrader';

describe('the settings form', () => {
  it("puts each of the server's sentences under the field it is about", () => {
    expect(settingsFieldOf('Enter a risk above 0 and at most 10 % of the balance')).toBe('riskPercent');
    expect(settingsFieldOf('Enter a whole number of positions from 1 to 50')).toBe('maxOpenPositions');
    expect(settingsFieldOf('Enter the balance, a number above 0')).toBe('balance');
    expect(settingsFieldOf('Choose the account currency: USD, EUR, GBP, JPY, CHF, AUD, CAD.')).toBe('accountCurrency');
    expect(settingsFieldOf('Keep the suffix to 12 characters')).toBe('symbolSuffix');
    expect(settingsFieldOf('Keep the prefix to 12 characters')).toBe('symbolPrefix');
    expect(
      settingsFieldOf(
        'Name at most 50 symbols of our list, each with the name your broker uses (letters, digits and . _ # -, up to 32)',
      ),
    ).toBe('symbolMap');
    expect(settingsFieldOf('symbolsOff may only name symbols the signals cover')).toBe('symbolsOff');
    expect(settingsFieldOf('paused must be true or false')).toBe('paused');
    expect(settingsFieldOf('Something went wrong.')).toBeNull();
    expect(
      settingsErrorsOf(
        'Enter a risk above 0 and at most 10 % of the balance. Enter a whole number of positions from 1 to 50. Something went wrong',
      ),
    ).toEqual({
      fields: {
        riskPercent: 'Enter a risk above 0 and at most 10 % of the balance.',
        maxOpenPositions: 'Enter a whole number of positions from 1 to 50.',
      },
      other: 'Something went wrong.',
    });
    expect(
      settingsErrorsOf(
        'Choose the account currency: USD, EUR, GBP, JPY, CHF, AUD, CAD.. Name at most 50 symbols of our list, each with the name your broker uses (letters, digits and . _ # -, up to 32). symbolsOff may only name symbols the signals cover',
      ),
    ).toEqual({
      fields: {
        accountCurrency: 'Choose the account currency: USD, EUR, GBP, JPY, CHF, AUD, CAD.',
        symbolMap:
          'Name at most 50 symbols of our list, each with the name your broker uses (letters, digits and . _ # -, up to 32).',
        symbolsOff: 'symbolsOff may only name symbols the signals cover.',
      },
      other: null,
    });
  });

  it('reads a whole number as typed', () => {
    expect(parseWholeNumber(' 12 ')).toBe(12);
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('2.5')).toBeNaN();
    expect(parseWholeNumber('x')).toBeNaN();
  });
});

describe('trade figures', () => {
  it('signs profit with a true minus in the account currency', () => {
    expect(formatProfit(191.4, 'USD')).toBe('+191.40 USD');
    expect(formatProfit(-1234.5, 'EUR')).toBe('−1,234.50 EUR');
    expect(formatProfit(-1500, 'JPY')).toBe('−1,500 JPY');
    expect(formatProfit(0, 'USD')).toBe('0.00 USD');
    expect(formatProfit(null, 'USD')).toBe('—');
  });

  it('writes slippage to a tenth of a pip', () => {
    expect(formatSlippage(0.2)).toBe('0.2');
    expect(formatSlippage(-0.3)).toBe('−0.3');
    expect(formatSlippage(null)).toBe('—');
  });
});

describe('the settings draft', () => {
  const settings = {
    accountCurrency: 'EUR' as const,
    balance: null,
    riskPercent: 1,
    maxOpenPositions: 3,
    symbolsOff: ['BTCUSD'],
    symbolPrefix: '',
    symbolSuffix: '.r',
    symbolMap: { XAUUSD: 'GOLD' },
    paused: false,
  };

  it('round-trips the saved settings', () => {
    const draft = draftOf(settings);
    expect(draft.readFromTerminal).toBe(true);
    expect(draft.overrides).toEqual([{ key: 0, symbol: 'XAUUSD', brokerName: 'GOLD' }]);
    expect(settingsOf(draft)).toEqual({ settings });
  });

  it('refuses only what cannot be read, field by field', () => {
    const draft = {
      ...draftOf(settings),
      readFromTerminal: false,
      balance: 'ten',
      riskPercent: '',
      maxOpenPositions: '2.5',
      overrides: [
        { key: 0, symbol: 'XAUUSD', brokerName: 'GOLD' },
        { key: 1, symbol: 'XAUUSD', brokerName: 'XAU' },
      ],
    };
    expect(settingsOf(draft)).toEqual({
      errors: {
        balance: 'Enter the balance as a number, like 10000.',
        riskPercent: 'Enter the risk as a number, like 1.',
        maxOpenPositions: 'Enter a whole number of positions, like 3.',
        symbolMap: 'XAUUSD has two overrides: keep one.',
      },
    });
    expect(
      settingsOf({
        ...draftOf(settings),
        symbolSuffix: '.r!',
        overrides: [{ key: 0, symbol: 'XAUUSD', brokerName: 'GO LD' }],
      }),
    ).toEqual({
      errors: {
        symbolSuffix: 'Use letters, digits and . _ # - only, as your broker writes its symbols.',
        symbolMap: 'XAUUSD: Use letters, digits and . _ # - only, as your broker writes its symbols.',
      },
    });
    // A risk of 12 is the server's to judge: it is sent as typed.
    const typed = settingsOf({ ...draftOf(settings), riskPercent: '12', balance: '10,000', readFromTerminal: false });
    expect(typed).toEqual({ settings: { ...settings, riskPercent: 12, balance: 10000 } });
  });

  it('sends only what differs from the saved settings', () => {
    const draft = { ...draftOf(settings), riskPercent: '0.5', symbolsOff: ['BTCUSD'], paused: true };
    const next = settingsOf(draft);
    if (!('settings' in next)) throw new Error('refused');
    expect(changedSettings(next.settings, settings)).toEqual({ riskPercent: 0.5, paused: true });
    // The same symbols in another order, the same names in another order: no change.
    const reordered = {
      ...settings,
      symbolsOff: ['XRPUSD', 'BTCUSD'],
      symbolMap: { XAUUSD: 'GOLD', XAGUSD: 'SILVER' },
    };
    expect(
      changedSettings(
        { ...reordered, symbolsOff: ['BTCUSD', 'XRPUSD'], symbolMap: { XAGUSD: 'SILVER', XAUUSD: 'GOLD' } },
        reordered,
      ),
    ).toEqual({});
    expect(changedSettings({ ...settings, balance: 5000 }, settings)).toEqual({ balance: 5000 });
  });
});

describe("the account key's state", () => {
  const date = (value: string) => value.slice(0, 10);
  it('names the key in force, or when the last one was revoked, or that there is none yet', () => {
    expect(
      keyStateText({ key: { prefix: 'sdk_AbCd', issuedAt: '2026-11-26T09:00:00Z' }, keyRevokedAt: null }, date),
    ).toBe('Key sdk_AbCd… issued 2026-11-26');
    expect(keyStateText({ key: null, keyRevokedAt: '2026-11-27T10:00:00Z' }, date)).toBe('Key revoked on 2026-11-27');
    expect(keyStateText({ key: null, keyRevokedAt: null }, date)).toBe('No EA key yet');
  });
});
