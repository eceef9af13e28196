import { deservesHighlight, expectationSentence, type SignalExpectation } from './expectation.js';

const measured: SignalExpectation = {
  event: 'ended in profit after costs',
  band: 'upper third',
  trades: 480,
  measuredFrom: '2016-01-04T01:00:00.000Z',
  measuredTo: '2020-12-29T10:00:00.000Z',
  profitRate: 0.4123,
  chanceProfitRate: 0.3987,
  averageR: -0.0172,
  chanceAverageR: -0.05,
  beatsChance: true,
  ordersSignals: true,
};

describe('signal expectation', () => {
  it('says what signals like it did after costs, with a coin beside it', () => {
    expect(expectationSentence(measured)).toBe(
      'Signals like this ended in profit after costs 41% of the time (a random side: 40%); average result −0.02 R.',
    );
    expect(expectationSentence({ ...measured, averageR: 0.034 })).toMatch(/average result \+0\.03 R\.$/);
  });

  it('highlights only a band that beat chance, and only when the model orders its signals', () => {
    expect(deservesHighlight(measured)).toBe(true);
    expect(deservesHighlight({ ...measured, ordersSignals: false })).toBe(false);
    expect(deservesHighlight({ ...measured, beatsChance: false })).toBe(false);
    expect(deservesHighlight(null)).toBe(false);
  });
});
