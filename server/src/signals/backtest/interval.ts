import { mulberry32, percentile } from './random.js';

/** How sure the engine's net average is: a 95% interval and the chance that the truth is ≤ 0. */
export interface AverageInterval {
  /** Calendar months resampled (trades of one month stay together: they share a market). */
  months: number;
  resamples: number;
  low: number | null;
  high: number | null;
  /** Share of resampled histories whose net average is ≤ 0. */
  probabilityAtMostZero: number | null;
}

const round = (value: number) => Number(value.toFixed(4));
const monthOf = (at: number) => new Date(at).toISOString().slice(0, 7);

/**
 * A block bootstrap by calendar month: draw as many months as the record holds, with replacement,
 * and take the net average of their trades; repeat. Resampling months rather than trades keeps the
 * trades of one market regime together, so the interval is not narrower than the record allows.
 */
export function monthlyInterval(
  trades: readonly { at: number; resultR: number }[],
  resamples = 2000,
  seed = 7,
): AverageInterval {
  const months = new Map<string, { sum: number; count: number }>();
  for (const trade of trades) {
    const month = months.get(monthOf(trade.at)) ?? { sum: 0, count: 0 };
    month.sum += trade.resultR;
    month.count += 1;
    months.set(monthOf(trade.at), month);
  }
  const blocks = [...months.values()];
  if (!blocks.length) return { months: 0, resamples, low: null, high: null, probabilityAtMostZero: null };
  const random = mulberry32(seed);
  const averages: number[] = [];
  for (let run = 0; run < resamples; run += 1) {
    let sum = 0;
    let count = 0;
    for (let draw = 0; draw < blocks.length; draw += 1) {
      const block = blocks[Math.floor(random() * blocks.length)];
      sum += block.sum;
      count += block.count;
    }
    averages.push(sum / count);
  }
  return {
    months: blocks.length,
    resamples,
    low: round(percentile(averages, 0.025)),
    high: round(percentile(averages, 0.975)),
    probabilityAtMostZero: round(averages.filter((average) => average <= 0).length / resamples),
  };
}
