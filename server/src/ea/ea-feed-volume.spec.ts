import { MtAccount } from '../accounts/mt-account.entity.js';
import { FakeClock } from '../clock/fake-clock.js';
import type { Candle, Timeframe } from '../market-data/candles.js';
import { MarketDataProvider } from '../market-data/providers/market-data-provider.js';
import { CrossRates } from './cross-rates.js';
import { EaFeedService } from './ea-feed.service.js';

/** A market whose last hourly close of each pair is fixed: the cross rates the hand-worked rows use. */
class FixedCloses extends MarketDataProvider {
  readonly name = 'fixed';
  readonly asked: string[] = [];
  constructor(private readonly closes: Record<string, number>) {
    super();
  }
  async candles(symbol: string, _timeframe: Timeframe, count: number): Promise<Candle[]> {
    this.asked.push(symbol);
    const close = this.closes[symbol];
    if (close === undefined) return [];
    return Array.from({ length: count }, () => ({ time: new Date(0), open: close, high: close, low: close, close }));
  }
}

function account(settings: Partial<MtAccount['settings']>, terminal: Partial<MtAccount['terminal']> = {}): MtAccount {
  return Object.assign(new MtAccount(), {
    settings: {
      accountCurrency: 'USD',
      balance: 10_000,
      riskPercent: 1,
      maxOpenPositions: 3,
      symbolsOff: null,
      symbolPrefix: '',
      symbolSuffix: '',
      symbolMap: null,
      paused: false,
      ...settings,
    },
    terminal: {
      seenAt: null,
      build: null,
      broker: null,
      currency: null,
      balance: null,
      equity: null,
      lotStep: null,
      ...terminal,
    },
  });
}

/*
 * The feed's suggested volume for the rows of domain/position-size.spec.ts worked by hand: 1 % of
 * 10,000 USD or EUR, or of 1,000,000 JPY, lot step 0.01. The cross rate comes from the market's
 * last close of the pair conversionFor names (USDJPY 150, EURUSD 1.085, EURJPY 163.5).
 */
const TABLE: [symbol: string, entry: number, stop: number, currency: 'USD' | 'EUR' | 'JPY', lots: number][] = [
  ['EURUSD', 1.085, 1.0805, 'USD', 0.22],
  ['EURUSD', 1.085, 1.0805, 'EUR', 0.24],
  ['EURUSD', 1.085, 1.0805, 'JPY', 0.14],
  ['USDJPY', 151.5, 151.05, 'USD', 0.33],
  ['USDJPY', 151.5, 151.05, 'EUR', 0.36],
  ['USDJPY', 151.5, 151.05, 'JPY', 0.22],
  ['XAUUSD', 2350, 2338, 'USD', 0.08],
  ['XAUUSD', 2350, 2338, 'EUR', 0.09],
  ['XAUUSD', 2350, 2338, 'JPY', 0.05],
];

describe("the feed's suggested volume", () => {
  const market = new FixedCloses({ USDJPY: 150, EURUSD: 1.085, EURJPY: 163.5 });
  const clock = new FakeClock();
  const feed = new EaFeedService(
    null as never,
    null as never,
    null as never,
    new CrossRates(market, clock),
    clock,
    null as never,
  );

  it.each(TABLE)('%s %s → %s, %s account: %s lots', async (symbol, entry, stop, currency, lots) => {
    const balance = currency === 'JPY' ? 1_000_000 : 10_000;
    const sized = await feed.volumeFor(account({ accountCurrency: currency, balance }), {
      symbol,
      entryPrice: entry,
      stopLoss: stop,
    });
    expect(sized).toEqual({ volume: lots, volumeNote: null });
  });

  it("reads the terminal's balance, currency and lot step when the trader chose to", async () => {
    const fromTerminal = account(
      { balance: null, accountCurrency: 'EUR' },
      { currency: 'USD', balance: 10_000, lotStep: 0.1 },
    );
    // 0.22 lots on a 0.01 step is 0.2 on a 0.1 step: rounded down, never up.
    expect(await feed.volumeFor(fromTerminal, { symbol: 'EURUSD', entryPrice: 1.085, stopLoss: 1.0805 })).toEqual({
      volume: 0.2,
      volumeNote: null,
    });
  });

  it('says why it cannot size', async () => {
    const noBalance = await feed.volumeFor(account({ balance: null }), {
      symbol: 'EURUSD',
      entryPrice: 1.085,
      stopLoss: 1.0805,
    });
    expect(noBalance.volume).toBeNull();
    expect(noBalance.volumeNote).toMatch(/^No balance to size on/);

    const index = await feed.volumeFor(account({}), { symbol: 'US30', entryPrice: 39000, stopLoss: 38900 });
    expect(index.volume).toBeNull();
    expect(index.volumeNote).toMatch(/^Position size is not calculated for indices/);

    const noRate = await feed.volumeFor(account({ accountCurrency: 'CHF' }), {
      symbol: 'EURUSD',
      entryPrice: 1.085,
      stopLoss: 1.0805,
    });
    expect(noRate).toEqual({ volume: null, volumeNote: 'No USDCHF price to turn the pip value into CHF: not sized.' });

    const tiny = await feed.volumeFor(account({ balance: 100 }), {
      symbol: 'EURUSD',
      entryPrice: 1.085,
      stopLoss: 1.0805,
    });
    expect(tiny.volume).toBeNull();
    expect(tiny.volumeNote).toMatch(/^One 0.01 lot with a 45-pip stop would lose/);
  });

  it('asks the market for a cross rate once in ten minutes', async () => {
    const counting = new FixedCloses({ USDJPY: 150 });
    const sizing = new EaFeedService(
      null as never,
      null as never,
      null as never,
      new CrossRates(counting, clock),
      clock,
      null as never,
    );
    const jpy = account({ accountCurrency: 'JPY', balance: 1_000_000 });
    const signal = { symbol: 'EURUSD', entryPrice: 1.085, stopLoss: 1.0805 };
    await sizing.volumeFor(jpy, signal);
    await sizing.volumeFor(jpy, signal);
    expect(counting.asked).toEqual(['USDJPY']);
    clock.advanceMinutes(11);
    await sizing.volumeFor(jpy, signal);
    expect(counting.asked).toEqual(['USDJPY', 'USDJPY']);
  });
});
