import { costModelFrom } from '../costs/cost-model.js';
import type { PriceSeries } from '../model/price-series.js';
import { eventTrades, type EventRule } from './event-trades.js';
import { standardizedSurprises } from './surprises.js';

const HOUR = 3_600_000;
const COSTS = costModelFrom({ EURUSD: 0.0001 }, 'test floors');
const EURUSD = [
  { currency: 'EUR', direction: 1 as const },
  { currency: 'USD', direction: -1 as const },
];
const RULE: EventRule = { minSurprise: 1, holdHours: 4, stopScale: 1.5, targetR: 2, maxFillDelayMinutes: 60 };

/** Hourly EURUSD candles from 00:00 UTC on 2017-02-28 to 2017-03-02, flat at 1.1 with a 10-pip range, unless changed. */
function flat(): PriceSeries {
  const hours = 72;
  const make = (value: number) => new Float64Array(hours).fill(value);
  return {
    symbol: 'EURUSD',
    time: Float64Array.from({ length: hours }, (_, index) => Date.UTC(2017, 1, 28) + index * HOUR),
    open: make(1.1),
    high: make(1.1005),
    low: make(1.0995),
    close: make(1.1),
    spread: make(Number.NaN),
  };
}

const at = (hour: number, minute = 0) => Date.UTC(2017, 2, 1, hour, minute);
const index = (series: PriceSeries, hour: number) => series.time.indexOf(at(hour));
const window = { from: at(0), to: at(48) };

describe('the event study', () => {
  it('enters a 13:30 release at the 14:00 open, sized and priced on no candle of the release’s hour', () => {
    const series = flat();
    // The release's own hour jumps; the hours after it drift up.
    series.high[index(series, 13)] = 1.12;
    series.close[index(series, 13)] = 1.11;
    for (let hour = 14; hour < 48; hour += 1) {
      const i = index(series, hour);
      series.open[i] = 1.11 + (hour - 14) * 0.0001;
      series.close[i] = series.open[i] + 0.0001;
      series.high[i] = series.close[i] + 0.0002;
      series.low[i] = series.open[i] - 0.0002;
    }
    const surprise = [{ at: at(13, 30), currency: 'USD', event: 'Non-Farm Employment Change', z: -2 }];
    const [trade] = eventTrades(series, surprise, EURUSD, RULE, COSTS, window);
    // Bad USD news: buy EURUSD, at the first hour that opens after 13:30.
    expect(trade.side).toBe(1);
    expect(trade.at).toBe(at(14));
    // The risk reads the candles closed by 13:30 (a 10-pip range): 1.5 × 0.001 × √4 = 0.003.
    const risk = 1.5 * 0.001 * 2;
    expect(trade.charges!.floorR).toBeCloseTo(0.0001 / risk, 9);
    expect(trade.charges!.notionalR).toBeCloseTo(1.11 / risk, 6);
    // Held four hours, from the 14:00 open to the 17:00 close.
    expect(trade.outcome).toBe('EXPIRED');
    expect(trade.resultRGross).toBeCloseTo((series.close[index(series, 17)] - 1.11) / risk, 9);
    expect(trade.resultR).toBeCloseTo(trade.resultRGross - 0.0001 / risk, 9);

    // Nothing of the 13:00 candle, which holds the release, reaches the trade.
    const calm = flat();
    calm.open.set(series.open);
    calm.close.set(series.close);
    calm.high.set(series.high);
    calm.low.set(series.low);
    calm.open[index(calm, 13)] = 1.05;
    calm.high[index(calm, 13)] = 1.2;
    calm.low[index(calm, 13)] = 1.0;
    calm.close[index(calm, 13)] = 1.15;
    expect(eventTrades(calm, surprise, EURUSD, RULE, COSTS, window)).toEqual([trade]);
  });

  it('enters a release on the hour at the next hour, since that hour’s open is the release itself', () => {
    const [trade] = eventTrades(
      flat(),
      [{ at: at(14), currency: 'EUR', event: 'CPI Flash Estimate y/y', z: 1.5 }],
      EURUSD,
      RULE,
      COSTS,
      window,
    );
    expect(trade.at).toBe(at(15));
    expect(trade.side).toBe(1);
  });

  it('adds surprises of one moment with their directions, trades only those large enough, one at a time', () => {
    const series = flat();
    const trades = eventTrades(
      series,
      [
        // Good EUR news and good USD news at once: a net +0.4, not traded.
        { at: at(9), currency: 'EUR', event: 'German Ifo', z: 1.2 },
        { at: at(9), currency: 'USD', event: 'Durable Goods', z: 0.8 },
        { at: at(10, 30), currency: 'GBP', event: 'CPI y/y', z: 3 },
        { at: at(12, 30), currency: 'USD', event: 'CPI m/m', z: 1.1 },
        // While the 12:30 trade is open (to 17:00): not traded.
        { at: at(15), currency: 'USD', event: 'ISM', z: -2 },
        { at: at(20), currency: 'USD', event: 'ISM', z: -0.5 },
        { at: at(22, 30), currency: 'USD', event: 'FOMC Statement', z: -1 },
      ],
      EURUSD,
      RULE,
      COSTS,
      window,
    );
    expect(trades.map((trade) => [trade.at, trade.side])).toEqual([
      [at(13), -1],
      [at(23), 1],
    ]);
  });

  it('leaves a release alone when no candle opens within the allowed delay', () => {
    const series = flat();
    const gap = { ...series, time: series.time.map((time) => (time >= at(14) ? time + 2 * HOUR : time)) };
    expect(
      eventTrades(gap, [{ at: at(13, 30), currency: 'USD', event: 'GDP', z: 2 }], EURUSD, RULE, COSTS, window),
    ).toEqual([]);
  });
});

describe('surprises in their event’s units', () => {
  const release = (day: number, actual: string, event = 'Unemployment Rate', impact = 'high' as const) => ({
    at: new Date(Date.UTC(2016, 0, day, 13, 30)),
    currency: 'USD',
    impact,
    event,
    actual,
    forecast: '5.0%',
  });

  it('divide by the root mean square of earlier surprises only, signed for the currency', () => {
    const releases = [
      release(1, '5.1%', 'Unemployment Rate', 'medium' as never),
      release(2, '4.9%'),
      release(3, '5.2%'),
      release(4, '4.8%'),
    ];
    const surprises = standardizedSurprises(releases, 2);
    // The 3rd release: +0.2 against earlier ±0.1 (RMS 0.1): 2 units, and higher unemployment is bad for USD.
    expect(surprises.map((entry) => [entry.at, Number(entry.z.toFixed(6))])).toEqual([
      [releases[2].at.getTime(), -2],
      // The 4th: −0.2 against RMS √((0.01 + 0.01 + 0.04) / 3) = 0.1414: good news, +1.414.
      [releases[3].at.getTime(), 1.414214],
    ]);
  });

  it('never reads a later release: appending one changes no earlier surprise', () => {
    const releases = [release(1, '5.1%'), release(2, '4.9%'), release(3, '5.3%')];
    const before = standardizedSurprises(releases, 2);
    const after = standardizedSurprises([...releases, release(4, '9.9%')], 2);
    expect(after.slice(0, before.length)).toEqual(before);
  });
});
