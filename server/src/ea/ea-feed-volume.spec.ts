import { MtAccount } from '../accounts/mt-account.entity.js';
import { FakeClock } from '../clock/fake-clock.js';
import type { Candle, Timeframe } from '../market-data/candles.js';
import { MarketDataProvider } from '../market-data/providers/market-data-provider.js';
import { LatestPrices } from './latest-prices.js';
import { EaFeedService } from './ea-feed.service.js';

/**
 * A market whose last 15-minute close of each symbol is fixed, the candle just closed: the cross
 * rates the hand-worked rows use, and the price a signal is sized on where one is set.
 */
class FixedCloses extends MarketDataProvider {
  readonly name = 'fixed';
  readonly asked: string[] = [];
  constructor(
    private readonly closes: Record<string, number>,
    private readonly clock: FakeClock,
  ) {
    super();
  }
  async candles(symbol: string, _timeframe: Timeframe, count: number): Promise<Candle[]> {
    this.asked.push(symbol);
    const close = this.closes[symbol];
    if (close === undefined) return [];
    const time = new Date(this.clock.now().getTime() - 15 * 60_000);
    return Array.from({ length: count }, () => ({ time, open: close, high: close, low: close, close }));
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
      lotSteps: null,
      server: null,
      login: null,
      notTrading: null,
      ...terminal,
    },
  });
}

/*
 * The feed's suggested volume for the rows of domain/position-size.spec.ts worked by hand: 1 % of
 * 10,000 USD or EUR, or of 1,000,000 JPY, lot step 0.01. The market's last close sits on each
 * signal's entry (EURUSD 1.085, USDJPY 151.5; no gold price, so gold is sized on its entry), and
 * gives the cross rates (EURJPY 163.5; USDJPY 151.5 leaves the JPY rows at the lots of USDJPY 150).
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
  const clock = new FakeClock();
  const market = new FixedCloses({ USDJPY: 151.5, EURUSD: 1.085, EURJPY: 163.5, USDCAD: 1.39114 }, clock);
  const feedOn = (provider: FixedCloses) =>
    new EaFeedService(
      null as never,
      null as never,
      null as never,
      new LatestPrices(provider, clock),
      clock,
      null as never,
    );
  const feed = feedOn(market);
  const buy = (symbol: string, entryPrice: number, stopLoss: number) => ({
    symbol,
    signalType: 'BUY' as const,
    entryPrice,
    stopLoss,
  });

  it.each(TABLE)('%s %s → %s, %s account: %s lots', async (symbol, entry, stop, currency, lots) => {
    const balance = currency === 'JPY' ? 1_000_000 : 10_000;
    const sized = await feed.volumeFor(account({ accountCurrency: currency, balance }), buy(symbol, entry, stop));
    expect(sized).toEqual({ volume: lots, volumeNote: null, sizedOn: entry });
  });

  it('sizes on the price the EA will get, and says when it has moved more than a quarter of the stop', async () => {
    // USDCAD published at 1.39000 with a 30.9-pip stop, the market at 1.39114: 0.44 lots on the entry,
    // 0.32 on the price now (domain/position-size.spec.ts works both).
    const moved = await feed.volumeFor(account({}), buy('USDCAD', 1.39, 1.38691));
    expect(moved).toEqual({
      volume: 0.32,
      volumeNote: 'The price 1.39114 is 11.4 pips from the entry 1.39000: more than a quarter of the 30.9-pip stop.',
      sizedOn: 1.39114,
    });
    // A market at or past the stop: nothing to size.
    const stopped = await feed.volumeFor(account({}), buy('USDCAD', 1.395, 1.3915));
    expect(stopped).toEqual({
      volume: null,
      volumeNote: 'The price 1.39114 has already reached the stop: this signal is no longer tradable.',
      sizedOn: 1.39114,
    });
  });

  it("reads the terminal's balance, currency and each symbol's lot step when the trader chose to", async () => {
    const fromTerminal = account(
      { balance: null, accountCurrency: 'EUR', symbolSuffix: '.r' },
      { currency: 'USD', balance: 10_000, lotStep: 0.01, lotSteps: { 'EURUSD.r': 0.1 } },
    );
    // 0.22 lots on a 0.01 step is 0.2 on EURUSD.r's 0.1 step: rounded down, never up.
    expect(await feed.volumeFor(fromTerminal, buy('EURUSD', 1.085, 1.0805))).toMatchObject({ volume: 0.2 });
    // A symbol the terminal gave no step for: the chart's step it sent, else 0.01.
    expect(await feed.volumeFor(fromTerminal, buy('USDJPY', 151.5, 151.05))).toMatchObject({ volume: 0.33 });
  });

  it('sizes a cent account in cent lots and a USDT account as US dollars', async () => {
    // 100,000 USc at 1 % over 45 pips: 1,000 cents, 10 cents a pip of a cent lot → 2.22 cent lots.
    const cents = account({ balance: null }, { currency: 'USc', balance: 100_000 });
    expect(await feed.volumeFor(cents, buy('EURUSD', 1.085, 1.0805))).toMatchObject({ volume: 2.22 });
    const tether = account({ balance: null }, { currency: 'USDT', balance: 10_000 });
    expect(await feed.volumeFor(tether, buy('EURUSD', 1.085, 1.0805))).toMatchObject({ volume: 0.22 });
    const gold = account({ balance: null }, { currency: 'GOLDX', balance: 10_000 });
    expect(await feed.volumeFor(gold, buy('EURUSD', 1.085, 1.0805))).toMatchObject({
      volume: null,
      volumeNote: 'Sizing in GOLDX is not supported: set the balance and its currency on the dashboard.',
    });
  });

  it('says why it cannot size', async () => {
    const noBalance = await feed.volumeFor(account({ balance: null }), buy('EURUSD', 1.085, 1.0805));
    expect(noBalance.volume).toBeNull();
    expect(noBalance.volumeNote).toMatch(/^No balance to size on/);

    const index = await feed.volumeFor(account({}), buy('US30', 39000, 38900));
    expect(index.volume).toBeNull();
    expect(index.volumeNote).toMatch(/^Position size is not calculated for indices/);

    const noRate = await feed.volumeFor(account({ accountCurrency: 'CHF' }), buy('EURUSD', 1.085, 1.0805));
    expect(noRate).toEqual({
      volume: null,
      volumeNote: 'No USDCHF price to turn the pip value into CHF: not sized.',
      sizedOn: 1.085,
    });

    const tiny = await feed.volumeFor(account({ balance: 100 }), buy('EURUSD', 1.085, 1.0805));
    expect(tiny.volume).toBeNull();
    expect(tiny.volumeNote).toMatch(/^One 0.01 lot with a 45-pip stop would lose/);
  });

  it('asks the market for a price once a minute, and not at all for an hour-old close', async () => {
    const counting = new FixedCloses({ USDJPY: 150 }, clock);
    const sizing = feedOn(counting);
    const jpy = account({ accountCurrency: 'JPY', balance: 1_000_000 });
    await sizing.volumeFor(jpy, buy('EURUSD', 1.085, 1.0805));
    await sizing.volumeFor(jpy, buy('EURUSD', 1.085, 1.0805));
    expect(counting.asked).toEqual(['EURUSD', 'USDJPY']);
    clock.advanceMinutes(2);
    await sizing.volumeFor(jpy, buy('EURUSD', 1.085, 1.0805));
    expect(counting.asked).toEqual(['EURUSD', 'USDJPY', 'EURUSD', 'USDJPY']);

    const stale = new LatestPrices(
      {
        name: 'stale',
        candles: async () => [
          { time: new Date(clock.now().getTime() - 2 * 3600_000), open: 1, high: 1, low: 1, close: 1.2 },
        ],
      } as MarketDataProvider,
      clock,
    );
    expect(await stale.latest('EURUSD')).toBeNull();
  });
});
