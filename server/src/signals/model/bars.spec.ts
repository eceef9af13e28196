import { costModelFrom } from '../costs/cost-model.js';
import { aggregateBars } from './bars.js';
import { computeFeatures, HOURLY_WINDOWS } from './features.js';
import { prepareSymbol } from './fit.js';
import { horizonFeatures, hourlyCandlesNeeded, type Horizon } from './horizon.js';
import { MODEL_DEFAULTS } from './signal-model.js';
import { firstLookahead, sampleIndices } from './lookahead.js';
import { seriesUpTo, type PriceSeries } from './price-series.js';
import { barKey, closesBar, nightsHeld } from './trading-day.js';

const HOUR = 3_600_000;
const COSTS = costModelFrom({ EURUSD: 0.0001 }, 'test floors');

/** Hourly candles from `start` (UTC), a seeded random walk; `skip` leaves hours out, as the data's gaps do. */
function hourly(start: number, hours: number, seed = 3, skip: (time: number) => boolean = () => false): PriceSeries {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const rows: number[][] = [];
  let price = 1.1;
  for (let index = 0; index < hours; index += 1) {
    const time = start + index * HOUR;
    const next = price * (1 + (random() - 0.5) * 0.004);
    if (!skip(time)) {
      rows.push([
        time,
        price,
        Math.max(price, next) * (1 + random() * 0.001),
        Math.min(price, next) * (1 - random() * 0.001),
        next,
      ]);
    }
    price = next;
  }
  const column = (position: number) => Float64Array.from(rows.map((row) => row[position]));
  return {
    symbol: 'EURUSD',
    time: column(0),
    open: column(1),
    high: column(2),
    low: column(3),
    close: column(4),
    spread: new Float64Array(rows.length).fill(Number.NaN),
  };
}

/** The same candles with every candle from `from` on (epoch ms) replaced by another walk's. */
function rewrittenFrom(series: PriceSeries, from: number): PriceSeries {
  const other = hourly(series.time[0], series.time.length, 99);
  const copy = (values: Float64Array, replacement: Float64Array) =>
    values.map((value, index) => (series.time[index] >= from ? replacement[index] : value));
  return {
    ...series,
    open: copy(series.open, other.open),
    high: copy(series.high, other.high),
    low: copy(series.low, other.low),
    close: copy(series.close, other.close),
  };
}

describe('the trading day', () => {
  it('ends at 17:00 New York: 22:00 UTC in winter, 21:00 UTC in summer', () => {
    expect(closesBar(Date.UTC(2019, 0, 15, 21), 24)).toBe(true);
    expect(closesBar(Date.UTC(2019, 0, 15, 20), 24)).toBe(false);
    expect(closesBar(Date.UTC(2019, 6, 15, 20), 24)).toBe(true);
    // Four-hour bars end at 17:00, 21:00, 01:00, 05:00, 09:00 and 13:00 New York.
    expect(barKey(Date.UTC(2019, 0, 15, 22), 4)).toBe(barKey(Date.UTC(2019, 0, 16, 1), 4));
    expect(barKey(Date.UTC(2019, 0, 16, 2), 4)).toBe(barKey(Date.UTC(2019, 0, 16, 1), 4) + 1);
  });

  it('charges a night per rollover, three for Wednesday’s, none at the weekend', () => {
    // 2019-01-14 is a Monday; the rollover is 22:00 UTC in January.
    const monday = Date.UTC(2019, 0, 14, 10);
    expect(nightsHeld(monday, Date.UTC(2019, 0, 14, 21))).toBe(0);
    expect(nightsHeld(monday, Date.UTC(2019, 0, 14, 22))).toBe(1);
    expect(nightsHeld(monday, Date.UTC(2019, 0, 15, 23))).toBe(2);
    expect(nightsHeld(monday, Date.UTC(2019, 0, 16, 23))).toBe(5);
    // Friday morning to Monday morning: Friday's rollover only.
    expect(nightsHeld(Date.UTC(2019, 0, 18, 10), Date.UTC(2019, 0, 21, 10))).toBe(1);
  });
});

describe('4-hour and daily bars', () => {
  const start = Date.UTC(2019, 0, 14, 0);
  const series = hourly(start, 24 * 100);

  it('take each bar’s first open, highest high, lowest low and last close, cut on the trading clock', () => {
    const weeks = hourly(start, 24 * 14);
    for (const hours of [4, 24]) {
      const bars = aggregateBars(weeks, hours);
      bars.lastHour.forEach((last, bar) => {
        const members = [...weeks.time.keys()].filter(
          (index) => barKey(weeks.time[index], hours) === barKey(bars.series.time[bar], hours),
        );
        expect(bars.series.open[bar]).toBe(weeks.open[members[0]]);
        expect(bars.series.high[bar]).toBe(Math.max(...members.map((index) => weeks.high[index])));
        expect(bars.series.low[bar]).toBe(Math.min(...members.map((index) => weeks.low[index])));
        expect(bars.series.close[bar]).toBe(weeks.close[members.at(-1)!]);
        if (last >= 0) expect(last).toBe(members.at(-1));
        expect(closesBar(bars.series.time[bar], hours)).toBe(true);
      });
    }
    // Monday 00:00–21:00 UTC belongs to the trading day that ends at 22:00 UTC on Monday.
    const daily = aggregateBars(weeks, 24);
    expect(daily.series.time[0]).toBe(Date.UTC(2019, 0, 14, 21));
    expect(daily.lastHour[0]).toBe(21);
  });

  it('are never decided on before their last hour has closed, and read no hour after it', () => {
    for (const horizon of [
      { hours: 4, features: 'bars' },
      { hours: 4, features: 'hourly' },
      {
        hours: 24,
        features: 'bars',
        windows: { ...HOURLY_WINDOWS, returns: [1, 2, 5, 10, 20], averages: [5, 10, 20], ranges: [5, 10], longAtr: 20 },
      },
      { hours: 24, features: 'hourly' },
    ] as Horizon[]) {
      const compute = horizonFeatures(horizon);
      const table = compute(series, { costFloor: 0.0001 });
      const decided = [...table.atr.keys()].filter((index) => Number.isFinite(table.columns[0][index]));
      expect(decided.length).toBeGreaterThan(3);
      for (const index of decided) expect(closesBar(series.time[index], horizon.hours)).toBe(true);
      // Every decided row is what the candles up to its hour give, and no later candle changes it.
      expect(firstLookahead(compute, series, { costFloor: 0.0001 }, decided.slice(0, 4))).toBeNull();
      const index = decided[2];
      const rewritten = compute(rewrittenFrom(series, series.time[index + 1]), { costFloor: 0.0001 });
      table.columns.forEach((column, position) => expect(rewritten.columns[position][index]).toBe(column[index]));
      expect(rewritten.atr[index]).toBe(table.atr[index]);
      expect(sampleIndices(table).filter((sample) => !decided.includes(sample))).toEqual([]);
    }
  });

  it('give a live run on the candles it reads the back-tested values of the shipped horizon', () => {
    const horizon = MODEL_DEFAULTS.horizon!;
    const compute = horizonFeatures(horizon);
    const full = compute(series, { costFloor: 0.0001 });
    const needed = hourlyCandlesNeeded(horizon);
    const decided = [...full.atr.keys()].filter((index) => Number.isFinite(full.columns[0][index]) && index >= needed);
    expect(decided.length).toBeGreaterThan(5);
    for (const index of decided.slice(-5)) {
      const live = compute(seriesUpTo(series, index + 1), { costFloor: 0.0001 });
      const window = {
        ...series,
        ...Object.fromEntries(
          (['time', 'open', 'high', 'low', 'close', 'spread'] as const).map((name) => [
            name,
            series[name].subarray(index + 1 - needed, index + 1),
          ]),
        ),
      };
      const read = compute(window, { costFloor: 0.0001 });
      full.columns.forEach((column, position) => {
        expect(live.columns[position][index]).toBeCloseTo(column[index], 9);
        expect(read.columns[position][needed - 1]).toBeCloseTo(column[index], 9);
      });
      expect(read.atr[needed - 1]).toBeCloseTo(full.atr[index], 12);
    }
  });

  it('size the stop on the bar’s ATR and fill at the next hourly open', () => {
    const horizon: Horizon = { hours: 4, features: 'hourly' };
    const exits = { stopAtr: 2, targetR: 2, expiryHours: 24 };
    const prepared = prepareSymbol(series, { exits, costs: COSTS, horizon });
    const bars = aggregateBars(series, 4);
    const barAtr = computeFeatures(bars.series, { costFloor: 0.0001 }).atr;
    const bar = bars.lastHour.findIndex(
      (last, position) => last >= 0 && Number.isFinite(prepared.table.columns[0][last]) && position > 20,
    );
    const index = bars.lastHour[bar];
    expect(prepared.table.atr[index]).toBe(barAtr[bar]);
    const bought = prepared.buy[index]!;
    // Charged on the stop 2 × the bar's ATR, from the open of the first hour after the bar.
    expect(bought.charges.floorR).toBeCloseTo(0.0001 / (2 * barAtr[bar]), 12);
    expect(bought.charges.notionalR).toBeCloseTo(series.open[index + 1] / (2 * barAtr[bar]), 9);
    expect(bought.exitIndex).toBeGreaterThan(index);
    const risk = 2 * barAtr[bar];
    const exit = {
      WIN: series.close[index] + 2 * risk,
      LOSS: series.close[index] - risk,
      EXPIRED: series.close[bought.exitIndex],
    }[bought.outcome];
    expect(bought.resultRGross).toBeCloseTo((exit - series.open[index + 1]) / risk, 9);
    // Between bars nothing is decided.
    expect(prepared.table.columns[0][index - 1]).toBeNaN();
  });

  it('skip a bar whose last hour has no candle, yet count it in later bars', () => {
    const gappy = hourly(start, 24 * 40, 3, (time) => time === Date.UTC(2019, 0, 16, 21));
    const bars = aggregateBars(gappy, 24);
    const missing = [...bars.lastHour.keys()].filter((bar) => bars.lastHour[bar] < 0);
    // Wednesday 16 January, and the last bar, still open when the candles end.
    expect(missing).toEqual([2, bars.lastHour.length - 1]);
    expect(bars.series.close[missing[0]]).toBe(
      gappy.close[gappy.time.findIndex((time) => time === Date.UTC(2019, 0, 16, 20))],
    );
    // The bars up to any later close are what the candles up to it give.
    const later = bars.lastHour[missing[0] + 3];
    const known = aggregateBars(seriesUpTo(gappy, later + 1), 24);
    expect(known.series.close).toEqual(bars.series.close.subarray(0, missing[0] + 4));
  });
});
