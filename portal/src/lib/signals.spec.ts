import {
  byCategory,
  confidenceMeaning,
  confidenceTone,
  formatConfidence,
  signalClipboardText,
  summarise,
  toSignalView,
  type SignalInput,
} from './signals';

const measured = {
  event: 'ended in profit after costs' as const,
  band: 'upper third',
  trades: 480,
  measuredFrom: '2016-01-04T01:00:00.000Z',
  measuredTo: '2020-12-29T10:00:00.000Z',
  profitRate: 0.43,
  chanceProfitRate: 0.41,
  averageR: 0.04,
  chanceAverageR: -0.05,
  beatsChance: true,
  ordersSignals: true,
};

const signal = (overrides: Partial<SignalInput> = {}): SignalInput => ({
  id: 1,
  symbol: 'EURUSD',
  category: 'Major',
  signalType: 'BUY',
  entryPrice: 1.0845,
  stopLoss: 1.083,
  takeProfit: 1.0875,
  stopLossPips: 15,
  takeProfitPips: 30,
  riskReward: 2,
  confidence: 87,
  reasoning: 'EMA 21 is above EMA 55.',
  newsInfluence: null,
  createdAt: '2026-11-20T14:05:00.000Z',
  expiresAt: '2026-11-21T14:05:00.000Z',
  ...overrides,
});

describe('signal view', () => {
  it('divides confidence by 100 and keeps the card fields', () => {
    expect(toSignalView(signal())).toMatchObject({
      id: 1,
      symbol: 'EURUSD',
      category: 'Major',
      type: 'BUY',
      price: 1.0845,
      confidence: 0.87,
      riskReward: 2,
      timestamp: '2026-11-20T14:05:00.000Z',
    });
  });

  it('computes risk/reward and pips when the server leaves them out', () => {
    const view = toSignalView(
      signal({
        symbol: 'USDJPY',
        category: undefined,
        riskReward: 'n/a',
        stopLossPips: undefined,
        takeProfitPips: undefined,
        entryPrice: 151.5,
        stopLoss: 151.8,
        takeProfit: 150.9,
      }),
    );
    expect(view.category).toBe('Major');
    expect(view.riskReward).toBeCloseTo(2, 10);
    expect([view.stopLossPips, view.takeProfitPips]).toEqual([30, 60]);
  });

  it('highlights only a band that beat chance, and mutes confidence where the model cannot order signals', () => {
    const view = (expectation: SignalInput['expectation']) => toSignalView(signal({ confidence: 43, expectation }));
    expect(view(measured)).toMatchObject({ highlighted: true, confidence: 0.43 });
    expect(confidenceTone(view(measured))).toBe('success');
    expect(confidenceTone(view({ ...measured, beatsChance: false }))).toBe('primary');
    expect(view({ ...measured, ordersSignals: false }).highlighted).toBe(false);
    expect(confidenceTone(view({ ...measured, ordersSignals: false }))).toBe('muted');
    // A signal from before the measurement: no highlight whatever its old confidence.
    expect(toSignalView(signal({ confidence: 90 })).highlighted).toBe(false);
    expect(confidenceTone(toSignalView(signal({ confidence: 90 })))).toBe('muted');
    expect(formatConfidence(0.874)).toBe('87%');
  });

  it('says what confidence measures', () => {
    expect(confidenceMeaning(toSignalView(signal({ confidence: 43, expectation: measured })))).toBe(
      '43% of signals like this ended in profit after costs (a random side: 41%)',
    );
    expect(confidenceMeaning(toSignalView(signal({ confidence: 90 })))).toBe(
      'Confidence 90%, from before it was measured out of sample',
    );
  });

  it('copies symbol and type, entry, stop, target, ratio and the reason', () => {
    expect(signalClipboardText(toSignalView(signal()))).toBe(
      'EURUSD BUY\nEntry: 1.08450\nSL: 1.08300\nTP: 1.08750\nRR: 1:2.0\nReason: EMA 21 is above EMA 55.',
    );
    expect(
      signalClipboardText(
        toSignalView(
          signal({
            symbol: 'XAUUSD',
            signalType: 'SELL',
            entryPrice: 2350,
            stopLoss: 2360,
            takeProfit: 2335,
            riskReward: 1.5,
            reasoning: null,
          }),
        ),
      ),
    ).toBe('XAUUSD SELL\nEntry: 2350.00\nSL: 2360.00\nTP: 2335.00\nRR: 1:1.5');
  });

  it('summarises the five cards', () => {
    const views = [
      signal(),
      signal({ id: 2, signalType: 'SELL', confidence: 60, newsInfluence: 'News: x' }),
      signal({ id: 3, confidence: 70 }),
    ].map(toSignalView);
    expect(summarise(views)).toEqual({ total: 3, buys: 2, sells: 1, averageConfidence: 72, newsInfluenced: 1 });
    expect(summarise([])).toEqual({ total: 0, buys: 0, sells: 0, averageConfidence: null, newsInfluenced: 0 });
  });

  it('groups signals into every tab', () => {
    const groups = byCategory([signal(), signal({ id: 2, symbol: 'BTCUSD', category: 'Crypto' })].map(toSignalView));
    expect(Object.keys(groups)).toEqual(['Major', 'Minor', 'Metals', 'Indices', 'Crypto', 'Exotic', 'Other']);
    expect(groups.Crypto.map((view) => view.id)).toEqual([2]);
    expect(groups.Other).toEqual([]);
  });
});
