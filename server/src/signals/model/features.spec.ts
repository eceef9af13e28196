import { computeFeatures, FEATURE_NAMES, LOOKBACK, type FeatureOptions } from './features.js';
import { fitModel, prepareSymbol } from './fit.js';
import { firstLookahead, type FeatureFunction } from './lookahead.js';
import { seriesUpTo, type PriceSeries } from './price-series.js';
import { costModelFrom } from '../costs/cost-model.js';
import { MODEL_DEFAULTS } from './signal-model.js';

const HOUR = 3_600_000;
const START = Date.UTC(2020, 0, 6);
const OPTIONS: FeatureOptions = { costFloor: 0.0001 };
const COSTS = costModelFrom({ EURUSD: 0.0001 }, 'test floors');

/** A seeded random walk of hourly candles with a spread column. */
function randomWalk(length: number, seed = 7): PriceSeries {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const series: PriceSeries = {
    symbol: 'EURUSD',
    time: new Float64Array(length),
    open: new Float64Array(length),
    high: new Float64Array(length),
    low: new Float64Array(length),
    close: new Float64Array(length),
    spread: new Float64Array(length),
  };
  let price = 1.1;
  for (let index = 0; index < length; index += 1) {
    const next = price * (1 + (random() - 0.5) * 0.004);
    series.time[index] = START + index * HOUR;
    series.open[index] = price;
    series.high[index] = Math.max(price, next) * (1 + random() * 0.001);
    series.low[index] = Math.min(price, next) * (1 - random() * 0.001);
    series.close[index] = next;
    series.spread[index] = 0.00002 + random() * 0.00004;
    price = next;
  }
  return series;
}

const window = (series: PriceSeries, end: number, length: number): PriceSeries => {
  const slice = (values: Float64Array) => values.subarray(end - length, end);
  return {
    symbol: series.symbol,
    time: slice(series.time),
    open: slice(series.open),
    high: slice(series.high),
    low: slice(series.low),
    close: slice(series.close),
    spread: slice(series.spread),
  };
};

describe('features', () => {
  const series = randomWalk(2_000);
  const full = computeFeatures(series, OPTIONS);

  it('never read the candles’ spread column: only the symbol’s cost floor', () => {
    const widened = { ...series, spread: series.spread.map((spread) => spread * 50) };
    const table = computeFeatures(widened, OPTIONS);
    full.columns.forEach((column, position) => expect(table.columns[position]).toEqual(column));
    const costly = computeFeatures(series, { costFloor: 0.001 });
    const cost = FEATURE_NAMES.indexOf('costToAtr');
    expect(costly.columns[cost][LOOKBACK]).toBeCloseTo(10 * full.columns[cost][LOOKBACK], 9);
  });

  it('are blank until a full look-back precedes, then all finite', () => {
    expect(full.columns.map((column) => column[LOOKBACK - 2])).toEqual(FEATURE_NAMES.map(() => Number.NaN));
    for (const column of full.columns) expect(Number.isFinite(column[LOOKBACK - 1])).toBe(true);
  });

  it('read nothing after the decision candle', () => {
    expect(firstLookahead(computeFeatures, series, OPTIONS, [500, 777, 1_234, 1_998])).toBeNull();
  });

  it('read nothing before the look-back either, so a live run on the last candles sees the back-tested values', () => {
    for (const end of [LOOKBACK, 900, 1_500, 2_000]) {
      const live = computeFeatures(window(series, end, LOOKBACK), OPTIONS);
      full.columns.forEach((column, position) =>
        expect(live.columns[position][LOOKBACK - 1]).toBeCloseTo(column[end - 1], 9),
      );
    }
  });

  it('is caught, and the back-test refuses to run, when a feature reads the next candle', () => {
    const leaky: FeatureFunction = (input, options) => {
      const table = computeFeatures(input, options);
      // "Will the next hour close higher?": exactly the kind of leak a back-test must refuse.
      table.columns[0] = table.columns[0].map((value, index) =>
        index + 1 < input.close.length ? Math.sign(input.close[index + 1] - input.close[index]) : value,
      );
      return table;
    };
    expect(firstLookahead(leaky, series, OPTIONS, [500, 900])).toBe(500);
    expect(() => prepareSymbol(series, { exits: MODEL_DEFAULTS.exits, costs: COSTS, features: leaky })).toThrow(
      /read candles after it: the back-test refuses to look ahead/,
    );
  });
});

describe('fitting', () => {
  it('cannot see candles at or after its cut-off: scrambling them changes nothing', () => {
    const series = randomWalk(3_000, 11);
    const cut = START + 2_000 * HOUR;
    const scrambled = randomWalk(3_000, 99);
    const known = series.time.findIndex((time) => time + HOUR > cut);
    for (const name of ['open', 'high', 'low', 'close', 'spread'] as const) {
      scrambled[name].set(seriesUpTo(series, known)[name]);
    }
    const settings = { exits: MODEL_DEFAULTS.exits, costs: COSTS };
    const original = fitModel([prepareSymbol(series, settings)], { from: -Infinity, before: cut });
    const tampered = fitModel([prepareSymbol(scrambled, settings)], { from: -Infinity, before: cut });
    expect(tampered.weights).toEqual(original.weights);
    expect(tampered.threshold).toBe(original.threshold);
    expect(tampered.bandCuts).toEqual(original.bandCuts);
    expect(new Date(original.trainedOn.to).getTime()).toBeLessThan(cut);
  });
});
