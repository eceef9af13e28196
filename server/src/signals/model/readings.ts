import { DIRECTIONAL_FEATURES, HOURLY_WINDOWS } from './features.js';
import type { Horizon } from './horizon.js';

/**
 * What each directional feature says in words, above zero (first) and below (second), for the
 * horizon it is computed on: "price rose over the last day" on the hourly engine, "price rose over
 * the last month" for the daily engine's 20-day return.
 */
export function featureReadings(horizon: Horizon): Record<(typeof DIRECTIONAL_FEATURES)[number], [string, string]> {
  const windows = horizon.features === 'bars' ? (horizon.windows ?? HOURLY_WINDOWS) : HOURLY_WINDOWS;
  const bar = horizon.features === 'bars' ? horizon.hours : 1;
  const [first, ...longer] = windows.returns.map((candles) => candles * bar);
  const change = (hours: number): [string, string] => [
    `price rose over ${span(hours)}`,
    `price fell over ${span(hours)}`,
  ];
  const [a, b, c] = windows.averages.map((candles) => adjective(candles * bar));
  const [day, week] = windows.ranges.map((candles) => adjective(candles * bar));
  const above = (length: string): [string, string] => [
    `price is above its ${length} average`,
    `price is below its ${length} average`,
  ];
  const rsi = bar === 1 ? 'RSI 14' : bar === 24 ? 'daily RSI 14' : `${bar}-hour RSI 14`;
  const [r2, r3, r4, r5] = longer.map(change);
  return {
    return1h: [`the last ${unit(first)} closed up`, `the last ${unit(first)} closed down`],
    return4h: r2,
    return24h: r3,
    return5d: r4,
    return20d: r5,
    aboveAverage24h: above(a),
    aboveAverage5d: above(b),
    aboveAverage20d: above(c),
    rangePosition24h: [`price sits high in its ${day} range`, `price sits low in its ${day} range`],
    rangePosition5d: [`price sits high in its ${week} range`, `price sits low in its ${week} range`],
    rsi14: [`${rsi} shows buying momentum`, `${rsi} shows selling momentum`],
  };
}

/** "ATR", "the daily ATR", "the 4-hour ATR": the unit of the stop, as the reasoning names it. */
export const atrName = (horizon: Horizon) =>
  horizon.hours === 1 ? 'ATR' : horizon.hours === 24 ? 'the daily ATR' : `the ${horizon.hours}-hour ATR`;

const NAMED_SPANS: Record<number, string> = { 24: 'the last day', 120: 'the last week', 480: 'the last month' };

const span = (hours: number) =>
  NAMED_SPANS[hours] ??
  (hours < 24 ? `${hours} hours` : hours % 480 === 0 ? `the last ${hours / 480} months` : `${hours / 24} days`);

const adjective = (hours: number) => (hours > 24 && hours % 24 === 0 ? `${hours / 24}-day` : `${hours}-hour`);

const unit = (hours: number) => (hours === 1 ? 'hour' : hours === 24 ? 'day' : `${hours}-hour bar`);
