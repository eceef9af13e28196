import fc from 'fast-check';
import {
  accountCurrencyOf,
  conversionFor,
  entryDrift,
  entryDriftNote,
  explainPositionSize,
  MAX_RISK_PERCENT,
  positionSize,
  type PositionSize,
  type PositionSizeInput,
} from './position-size.js';

/** The sized position, or a failed test saying why there was none. */
function size(input: PositionSizeInput): PositionSize {
  const result = positionSize(input);
  if (!result.ok) throw new Error(`no size: ${result.message}`);
  return result.size;
}

/*
 * Every row worked by hand. Balances: 10,000 USD or EUR, 1,000,000 JPY; risk 1 %, so 100 USD or
 * EUR, 10,000 JPY allowed. Lot step 0.01. A pip is 0.0001 on pairs quoted to 5 decimals, 0.01 on
 * JPY pairs (3 decimals), 0.1 on gold (2 decimals). A lot is 100,000 base units; gold 100 oz.
 * pip value per lot = contract × pip (in the quote currency) × conversion to the account currency
 * lots = allowed / (stop pips × pip value), rounded DOWN to 0.01; at risk = lots × stop × pip value.
 */
type Row = [
  symbol: string,
  entry: number,
  stop: number,
  account: 'USD' | 'EUR' | 'JPY',
  crossRate: number | null,
  stopPips: number,
  pipValue: number,
  lots: number,
  atRisk: number,
];
const TABLE: Row[] = [
  // EURUSD 1.08500 → 1.08050 = 45 pips; 100,000 × 0.0001 = 10 USD a pip.
  // USD: 100 / (45 × 10 = 450) = 0.2222 → 0.22; 0.22 × 450 = 99.00.
  ['EURUSD', 1.085, 1.0805, 'USD', null, 45, 10, 0.22, 99],
  // EUR is the base: 10 / 1.085 = 9.21659 EUR a pip; 45 × 9.21659 = 414.747; 100 / 414.747 = 0.2411 → 0.24;
  // 0.24 × 414.747 = 99.539.
  ['EURUSD', 1.085, 1.0805, 'EUR', null, 45, 9.21659, 0.24, 99.539],
  // JPY needs USDJPY 150: 10 × 150 = 1,500 JPY a pip; 45 × 1,500 = 67,500; 10,000 / 67,500 = 0.1481 → 0.14;
  // 0.14 × 67,500 = 9,450.
  ['EURUSD', 1.085, 1.0805, 'JPY', 150, 45, 1500, 0.14, 9450],

  // GBPUSD 1.27000 → 1.27600 (a SELL) = 60 pips; 10 USD a pip.
  // USD: 100 / 600 = 0.1667 → 0.16; 0.16 × 600 = 96.
  ['GBPUSD', 1.27, 1.276, 'USD', null, 60, 10, 0.16, 96],
  // EUR needs EURUSD 1.08: 10 / 1.08 = 9.259259 EUR; 60 × 9.259259 = 555.556; 100 / 555.556 = 0.18 exactly
  // (the limit itself is allowed); 0.18 × 555.556 = 100.00.
  ['GBPUSD', 1.27, 1.276, 'EUR', 1.08, 60, 9.259259, 0.18, 100],
  // JPY needs USDJPY 150: 1,500 JPY a pip; 60 × 1,500 = 90,000; 10,000 / 90,000 = 0.1111 → 0.11; 9,900.
  ['GBPUSD', 1.27, 1.276, 'JPY', 150, 60, 1500, 0.11, 9900],

  // USDJPY 151.500 → 151.050 = 45 pips; 100,000 × 0.01 = 1,000 JPY a pip.
  // USD is the base: 1,000 / 151.5 = 6.60066 USD; 45 × 6.60066 = 297.030; 100 / 297.030 = 0.3367 → 0.33;
  // 0.33 × 297.030 = 98.020.
  ['USDJPY', 151.5, 151.05, 'USD', null, 45, 6.60066, 0.33, 98.02],
  // EUR needs EURJPY 163.50: 1,000 / 163.5 = 6.11621 EUR; 45 × 6.11621 = 275.229; 100 / 275.229 = 0.3633 → 0.36;
  // 0.36 × 275.229 = 99.083.
  ['USDJPY', 151.5, 151.05, 'EUR', 163.5, 45, 6.11621, 0.36, 99.083],
  // JPY is the quote: 1,000 JPY; 45 × 1,000 = 45,000; 10,000 / 45,000 = 0.2222 → 0.22; 9,900.
  ['USDJPY', 151.5, 151.05, 'JPY', null, 45, 1000, 0.22, 9900],

  // EURJPY 163.500 → 162.900 = 60 pips; 1,000 JPY a pip.
  // USD needs USDJPY 150: 1,000 / 150 = 6.66667 USD; 60 × 6.66667 = 400; 100 / 400 = 0.25 exactly → 0.25
  // (in binary 0.2499999…, which must not become 0.24); 0.25 × 400 = 100.
  ['EURJPY', 163.5, 162.9, 'USD', 150, 60, 6.66667, 0.25, 100],
  // EUR is the base: 1,000 / 163.5 = 6.11621 EUR; 60 × 6.11621 = 366.972; 100 / 366.972 = 0.2725 → 0.27;
  // 0.27 × 366.972 = 99.083.
  ['EURJPY', 163.5, 162.9, 'EUR', null, 60, 6.11621, 0.27, 99.083],
  // JPY is the quote: 60 × 1,000 = 60,000; 10,000 / 60,000 = 0.1667 → 0.16; 9,600.
  ['EURJPY', 163.5, 162.9, 'JPY', null, 60, 1000, 0.16, 9600],

  // USDCHF 0.88500 → 0.88200 = 30 pips; 10 CHF a pip.
  // USD is the base: 10 / 0.885 = 11.29944 USD; 30 × 11.29944 = 338.983; 100 / 338.983 = 0.2950 → 0.29;
  // 0.29 × 338.983 = 98.305.
  ['USDCHF', 0.885, 0.882, 'USD', null, 30, 11.29944, 0.29, 98.305],
  // EUR needs EURCHF 0.955: 10 / 0.955 = 10.47120 EUR; 30 × 10.47120 = 314.136; 100 / 314.136 = 0.3183 → 0.31;
  // 0.31 × 314.136 = 97.382.
  ['USDCHF', 0.885, 0.882, 'EUR', 0.955, 30, 10.4712, 0.31, 97.382],
  // JPY needs CHFJPY 171: 10 × 171 = 1,710 JPY; 30 × 1,710 = 51,300; 10,000 / 51,300 = 0.1949 → 0.19;
  // 0.19 × 51,300 = 9,747.
  ['USDCHF', 0.885, 0.882, 'JPY', 171, 30, 1710, 0.19, 9747],

  // XAUUSD 2350.00 → 2338.00 = 12.00 = 120 pips of 0.1; 100 oz × 0.1 = 10 USD a pip.
  // USD: 120 × 10 = 1,200; 100 / 1,200 = 0.0833 → 0.08; 0.08 × 1,200 = 96.
  ['XAUUSD', 2350, 2338, 'USD', null, 120, 10, 0.08, 96],
  // EUR needs EURUSD 1.085: 10 / 1.085 = 9.21659 EUR; 120 × 9.21659 = 1,105.991; 100 / 1,105.991 = 0.0904 → 0.09;
  // 0.09 × 1,105.991 = 99.539.
  ['XAUUSD', 2350, 2338, 'EUR', 1.085, 120, 9.21659, 0.09, 99.539],
  // JPY needs USDJPY 150: 1,500 JPY; 120 × 1,500 = 180,000; 10,000 / 180,000 = 0.0556 → 0.05; 9,000.
  ['XAUUSD', 2350, 2338, 'JPY', 150, 120, 1500, 0.05, 9000],
];

describe('position size', () => {
  it.each(TABLE)(
    '%s %d → %d, %s account (rate %p): %d pips, %d a pip, %d lots, %d at risk',
    (symbol, entry, stopLoss, account, crossRate, stopPips, pipValue, lots, atRisk) => {
      const balance = account === 'JPY' ? 1_000_000 : 10_000;
      const sized = size({ symbol, entry, stopLoss, accountCurrency: account, balance, riskPercent: 1, crossRate });
      expect(sized.stopPips).toBe(stopPips);
      expect(sized.pipValuePerLot).toBeCloseTo(pipValue, 4);
      expect(sized.lots).toBe(lots);
      expect(sized.moneyAtRisk).toBeCloseTo(atRisk, 2);
      expect(sized.riskAllowed).toBe(balance / 100);
      expect(sized.moneyAtRisk).toBeLessThanOrEqual(sized.riskAllowed + 1e-9);
      expect(sized.tooSmall).toBeNull();
    },
  );

  it('names the cross rate each account needs, as the market writes the pair', () => {
    expect(conversionFor('EURUSD', 'USD')).toEqual({ kind: 'none' });
    expect(conversionFor('EURUSD', 'EUR')).toEqual({ kind: 'signal-price' });
    expect(conversionFor('EURUSD', 'JPY')).toEqual({ kind: 'cross', pair: 'USDJPY', base: 'USD', quote: 'JPY' });
    expect(conversionFor('GBPUSD', 'EUR')).toMatchObject({ pair: 'EURUSD' });
    expect(conversionFor('USDJPY', 'EUR')).toMatchObject({ pair: 'EURJPY' });
    expect(conversionFor('EURJPY', 'USD')).toMatchObject({ pair: 'USDJPY' });
    expect(conversionFor('USDCHF', 'EUR')).toMatchObject({ pair: 'EURCHF' });
    expect(conversionFor('USDCHF', 'JPY')).toMatchObject({ pair: 'CHFJPY' });
    expect(conversionFor('XAUUSD', 'GBP')).toMatchObject({ pair: 'GBPUSD' });
    expect(conversionFor('AUDCAD', 'CHF')).toMatchObject({ pair: 'CADCHF' });
    expect(conversionFor('XAUUSD', 'USD')).toEqual({ kind: 'none' });
    expect(conversionFor('US30', 'USD')).toMatchObject({ kind: 'unsupported' });
  });

  it('rounds down to the broker lot step, never up', () => {
    // EURUSD, 45 pips, 10 USD a pip, 100 USD allowed: 0.2222 lots.
    const trade = { symbol: 'EURUSD', entry: 1.085, stopLoss: 1.0805, accountCurrency: 'USD', balance: 10_000 };
    expect(size({ ...trade, riskPercent: 1 }).lots).toBe(0.22);
    // Step 0.1: 0.2222 → 0.2; 0.2 × 450 = 90 USD.
    expect(size({ ...trade, riskPercent: 1, lotStep: 0.1 })).toMatchObject({ lots: 0.2, moneyAtRisk: 90 });
    // 1.99 %: 199 / 450 = 0.4422 → 0.44, not 0.45 (which would lose 202.50).
    expect(size({ ...trade, riskPercent: 1.99 }).lots).toBe(0.44);
    // Step 1 (whole lots): one lot would lose 450 USD, more than 100: 0 lots, and why.
    const whole = size({ ...trade, riskPercent: 1, lotStep: 1 });
    expect(whole).toMatchObject({ lots: 0, moneyAtRisk: 0 });
    expect(whole.tooSmall).toBe(
      'One 1 lot with a 45-pip stop would lose 450 USD, more than the 100 USD allowed: raise the balance or risk, or skip this signal.',
    );
  });

  it('sizes silver on 5,000 oz and counts a stop between whole pips', () => {
    // XAGUSD 28.50 → 28.20 = 0.30 = 3 pips of 0.1; 5,000 oz × 0.1 = 500 USD a pip; 1,500 a lot;
    // 100 / 1,500 = 0.0667 → 0.06; 90 USD.
    expect(
      size({ symbol: 'XAGUSD', entry: 28.5, stopLoss: 28.2, accountCurrency: 'USD', balance: 10_000, riskPercent: 1 }),
    ).toMatchObject({ stopPips: 3, pipValuePerLot: 500, lots: 0.06, moneyAtRisk: 90 });
    // EURUSD 1.08500 → 1.08045 = 45.5 pips: 100 / 455 = 0.2198 → 0.21 (45 whole pips would give 0.22,
    // which loses 100.10 at the real stop).
    expect(
      size({
        symbol: 'EURUSD',
        entry: 1.085,
        stopLoss: 1.08045,
        accountCurrency: 'USD',
        balance: 10_000,
        riskPercent: 1,
      }),
    ).toMatchObject({ stopPips: 45.5, lots: 0.21 });
  });

  it(`accepts risk up to ${MAX_RISK_PERCENT} % and refuses more`, () => {
    const trade = { symbol: 'EURUSD', entry: 1.085, stopLoss: 1.0805, accountCurrency: 'USD', balance: 10_000 };
    // 10 % of 10,000 = 1,000; 1,000 / 450 = 2.2222 → 2.22; 999 USD.
    expect(size({ ...trade, riskPercent: 10 })).toMatchObject({ lots: 2.22, riskAllowed: 1000 });
    expect(positionSize({ ...trade, riskPercent: 10.5 })).toEqual({
      ok: false,
      field: 'riskPercent',
      message: 'Enter a risk above 0 and at most 10 % of the balance.',
    });
    expect(positionSize({ ...trade, riskPercent: 0 })).toMatchObject({ ok: false, field: 'riskPercent' });
  });

  it('gives 0 lots with the reason when the balance is too small for one micro lot', () => {
    // 1 % of 100 USD = 1 USD; one 0.01 lot on a 45-pip stop loses 0.01 × 450 = 4.50 USD.
    const small = size({
      symbol: 'EURUSD',
      entry: 1.085,
      stopLoss: 1.0805,
      accountCurrency: 'USD',
      balance: 100,
      riskPercent: 1,
    });
    expect(small).toMatchObject({ lots: 0, moneyAtRisk: 0, riskAllowed: 1 });
    expect(small.tooSmall).toBe(
      'One 0.01 lot with a 45-pip stop would lose 4.50 USD, more than the 1 USD allowed: raise the balance or risk, or skip this signal.',
    );
    // 1 % of 50,000 JPY = 500 JPY; USDJPY 45 pips, one 0.01 lot loses 0.01 × 45,000 = 450 JPY: it fits.
    expect(
      size({
        symbol: 'USDJPY',
        entry: 151.5,
        stopLoss: 151.05,
        accountCurrency: 'JPY',
        balance: 50_000,
        riskPercent: 1,
      }).lots,
    ).toBe(0.01);
  });

  it('says what is missing or wrong instead of computing a wrong figure', () => {
    const trade = { symbol: 'EURUSD', entry: 1.085, stopLoss: 1.0805, balance: 10_000, riskPercent: 1 };
    expect(positionSize({ ...trade, accountCurrency: 'JPY' })).toEqual({
      ok: false,
      field: 'crossRate',
      message: 'Enter the USDJPY rate, a number above 0.',
    });
    expect(positionSize({ ...trade, accountCurrency: 'USD', balance: 0 })).toMatchObject({ field: 'balance' });
    expect(positionSize({ ...trade, accountCurrency: 'USD', balance: Number.NaN })).toMatchObject({ field: 'balance' });
    expect(positionSize({ ...trade, accountCurrency: 'USD', stopLoss: 1.085 })).toMatchObject({ field: 'stop' });
    expect(positionSize({ ...trade, accountCurrency: 'USD', lotStep: 0 })).toMatchObject({ field: 'lotStep' });
    expect(positionSize({ ...trade, symbol: 'US30', accountCurrency: 'USD' })).toEqual({
      ok: false,
      field: 'symbol',
      message:
        "Position size is not calculated for indices: their contract size differs from broker to broker, so check your broker's contract specification.",
    });
    expect(positionSize({ ...trade, symbol: 'BTCUSD', accountCurrency: 'USD' })).toMatchObject({ field: 'symbol' });
  });

  it('explains the figure in one line', () => {
    const input = {
      symbol: 'EURUSD',
      entry: 1.085,
      stopLoss: 1.0805,
      accountCurrency: 'USD',
      balance: 10_000,
      riskPercent: 1,
    };
    expect(explainPositionSize(input, size(input))).toBe(
      '1.00 % of 10,000 USD = 100 USD at risk; stop 45 pips; 10 USD per pip per lot → 0.22 lots',
    );
    const yen = { ...input, accountCurrency: 'JPY', balance: 1_000_000, crossRate: 150 };
    expect(explainPositionSize(yen, size(yen))).toBe(
      '1.00 % of 1,000,000 JPY = 10,000 JPY at risk; stop 45 pips; 1,500 JPY per pip per lot → 0.14 lots',
    );
  });
});

/*
 * Issue's own case: USDCAD BUY published at 1.39000 with a 30.9-pip stop (1.38691), the market now
 * at 1.39114 (42.3 pips from the stop). 1 % of 10,000 USD; USD is the base, so a pip of one lot is
 * 10 CAD / price.
 */
describe('sizing on the price you get', () => {
  const signal = { symbol: 'USDCAD', entry: 1.39, stopLoss: 1.38691 };
  const account = { accountCurrency: 'USD', balance: 10_000, riskPercent: 1 };

  it('on the published entry risks 1.34 % at market; on the price now, at most the 1 % chosen', () => {
    // 30.9 × 10 / 1.39 = 222.30 USD a lot → 0.4498 → 0.44; 0.44 × 222.30 = 97.81.
    const published = size({ ...signal, ...account });
    expect(published.lots).toBe(0.44);
    expect(published.moneyAtRisk).toBeCloseTo(97.81, 2);
    // The same 0.44 lots filled at 1.39114: 42.3 pips × 10 / 1.39114 × 0.44 = 133.79 USD, 1.34 % of the balance.
    const lossAtMarket = 0.44 * 42.3 * (10 / 1.39114);
    expect(lossAtMarket).toBeCloseTo(133.79, 2);
    // Sized at 1.39114: 42.3 × 10 / 1.39114 = 304.07 USD a lot → 0.3289 → 0.32; 0.32 × 304.07 = 97.30.
    const atMarket = size({ ...signal, ...account, entry: 1.39114 });
    expect(atMarket.stopPips).toBe(42.3);
    expect(atMarket.lots).toBe(0.32);
    expect(atMarket.moneyAtRisk).toBeCloseTo(97.3, 2);
  });

  it('says when the price has moved more than a quarter of the stop from the entry', () => {
    const moved = entryDrift({ ...signal, side: 'BUY', price: 1.39114 });
    expect(moved).toEqual({ pips: 11.4, stopPips: 30.9, share: 11.4 / 30.9, beyondStop: false, tooFar: true });
    expect(entryDriftNote('USDCAD', 1.39, 1.39114, moved)).toBe(
      'The price 1.39114 is 11.4 pips from the entry 1.39000: more than a quarter of the 30.9-pip stop.',
    );
    // 7.7 pips is a quarter of 30.9 to the tenth: not more.
    expect(entryDrift({ ...signal, side: 'BUY', price: 1.39077 }).tooFar).toBe(false);
    expect(entryDrift({ ...signal, side: 'BUY', price: 1.39078 }).tooFar).toBe(true);
    const stopped = entryDrift({ ...signal, side: 'BUY', price: 1.3869 });
    expect(stopped).toMatchObject({ beyondStop: true, tooFar: true });
    expect(entryDriftNote('USDCAD', 1.39, 1.3869, stopped)).toBe(
      'The price 1.38690 has already reached the stop: this signal is no longer tradable.',
    );
    // A SELL moves the other way.
    expect(entryDrift({ symbol: 'GBPUSD', side: 'SELL', entry: 1.27, stopLoss: 1.273, price: 1.2731 }).beyondStop).toBe(
      true,
    );
  });
});

describe("a terminal's account currency", () => {
  it('sizes a cent account in its currency, in cent lots, and stablecoins as US dollars', () => {
    expect(accountCurrencyOf('USD')).toEqual({ currency: 'USD', cents: false });
    for (const cents of ['USC', 'USc', 'USDc'])
      expect(accountCurrencyOf(cents)).toEqual({ currency: 'USD', cents: true });
    expect(accountCurrencyOf('EURc')).toEqual({ currency: 'EUR', cents: true });
    expect(accountCurrencyOf('USDT')).toEqual({ currency: 'USD', cents: false });
    expect(accountCurrencyOf('BTC')).toEqual({ currency: 'BTC', cents: false });
    expect(accountCurrencyOf('usd')).toBeNull();
    expect(accountCurrencyOf('GOLDX')).toBeNull();
    // 100,000 USc at 1 % over 30 pips: 1,000 cents at risk, 10 cents a pip of a cent lot → 3.33 cent lots,
    // what 0.0333 standard lots would be on 1,000 USD.
    expect(
      positionSize({
        symbol: 'EURUSD',
        entry: 1.0852,
        stopLoss: 1.0822,
        accountCurrency: 'USD',
        balance: 100_000,
        riskPercent: 1,
      }),
    ).toMatchObject({ ok: true, size: { lots: 3.33 } });
  });
});

describe('volume rounding, over drawn accounts and signals', () => {
  const SYMBOLS = ['EURUSD', 'GBPJPY', 'USDJPY', 'AUDCAD', 'XAUUSD', 'EURGBP'];
  const ACCOUNTS = ['USD', 'EUR', 'JPY', 'GBP'];

  it('never risks more than allowed and always sizes on whole lot steps', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SYMBOLS),
        fc.constantFrom(...ACCOUNTS),
        fc.double({ min: 10, max: 10_000_000, noNaN: true }),
        fc.double({ min: 0.01, max: MAX_RISK_PERCENT, noNaN: true }),
        fc.constantFrom(0.001, 0.01, 0.1, 1),
        fc.double({ min: 0.5, max: 2000, noNaN: true }),
        fc.double({ min: 0.0005, max: 0.05, noNaN: true }),
        fc.double({ min: 0.5, max: 200, noNaN: true }),
        (symbol, accountCurrency, balance, riskPercent, lotStep, entry, stopShare, crossRate) => {
          const result = positionSize({
            symbol,
            accountCurrency,
            balance,
            riskPercent,
            lotStep,
            entry,
            stopLoss: entry * (1 - stopShare),
            crossRate,
          });
          if (!result.ok) return result.field === 'stop';
          const { lots, moneyAtRisk, riskAllowed } = result.size;
          const steps = lots / lotStep;
          // The rounding's allowance against binary fractions (1e-9 of a step) is all it may exceed by.
          return lots >= 0 && Math.abs(steps - Math.round(steps)) < 1e-6 && moneyAtRisk <= riskAllowed * (1 + 1e-9);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
