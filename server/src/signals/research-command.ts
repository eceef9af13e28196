/**
 * Runs every research variant (research/variants.ts) through the walk-forward on one period and
 * prints one line each: the research step of docs/signals.md.
 *   npm run research -- --provider csv --csv-dir ../shared/fixtures/market-h1 --broker-clock \
 *     --from 2016-01-01 --to 2019-01-01
 * Takes the options of the back-test that choose data, period, costs and seeds; --json prints the
 * lines as JSON; --variant <name> runs one variant only.
 */
import 'reflect-metadata';
import { fail, readBacktestInputs } from './backtest/inputs.js';
import { beatsChance, walkForward } from './backtest.js';
import { settingsOf, VARIANTS } from './research/variants.js';

const { values, from, to, costs, seeds, series } = await readBacktestInputs({ variant: { type: 'string' } });
const chosen = values.variant ? VARIANTS.filter((variant) => variant.name === values.variant) : VARIANTS;
if (!chosen.length) fail(`No variant is named '${String(values.variant)}'; see research/variants.ts`);

const lines = chosen.map((variant) => {
  const result = walkForward({ series, from, to, costs, seeds, settings: settingsOf(variant) });
  const chance = result.baselines.randomSameEntries;
  return {
    variant: variant.name,
    trades: result.engine.trades,
    netR: result.engine.averageR,
    grossR: result.engine.averageRGross,
    coinR: chance.averageR,
    coinP95: chance.p95,
    beatsChance: beatsChance(result.engine, result.baselines),
    interval: [result.interval.low, result.interval.high],
    probabilityAtMostZero: result.interval.probabilityAtMostZero,
    byYear: Object.fromEntries(Object.entries(result.byYear).map(([year, figures]) => [year, figures.averageR])),
    ordersSignals: result.calibration.ordersSignals,
  };
});
if (values.json) console.log(JSON.stringify(lines, null, 2));
else {
  const r = (value: number | null) => (value === null ? '—' : value.toFixed(3));
  console.log(`Research ${from.toISOString().slice(0, 10)} → ${to.toISOString().slice(0, 10)}, ${seeds} seeds`);
  console.table(
    lines.map((line) => ({
      variant: line.variant,
      trades: line.trades,
      'net R': r(line.netR),
      'gross R': r(line.grossR),
      'coin R (95th)': `${r(line.coinR)} (${r(line.coinP95)})`,
      '95% interval': `${r(line.interval[0])} … ${r(line.interval[1])}`,
      'P(≤0)': line.probabilityAtMostZero?.toFixed(2) ?? '—',
      years: Object.values(line.byYear).map(r).join(' '),
      orders: line.ordersSignals ? 'yes' : 'no',
    })),
  );
}
