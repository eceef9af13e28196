/** A trade and the other side at the same entry; gross results where known. */
export interface TwoSided {
  resultR: number;
  resultRGross?: number;
  opposite: { resultR: number; resultRGross?: number };
}
import { mulberry32, percentile } from './random.js';

/**
 * The fair chance baseline for an engine: a coin chooses the side at the engine's own entry
 * times, with the same exits and the same costs. (Random entries at every hour flatter an engine:
 * they pay for the expensive hours it avoids.)
 */
export interface SameEntryChance {
  trades: number;
  seeds: number;
  /** Mean over the seeds of the mean net result; null without trades. */
  averageR: number | null;
  /** Null where the gross results are not known (the live record keeps the other side's net only). */
  averageRGross: number | null;
  /** The 95th percentile of the seeds' mean net result: what chance reaches 1 time in 20 at this many trades. */
  p95: number | null;
  /** Share of the coin's trades that ended in profit after costs, over every seed. */
  profitRate: number | null;
}

const round = (value: number) => Number(value.toFixed(4));

export function randomSameEntries(trades: readonly TwoSided[], seeds: number, seed = 1): SameEntryChance {
  if (!trades.length) {
    return { trades: 0, seeds, averageR: null, averageRGross: null, p95: null, profitRate: null };
  }
  const random = mulberry32(seed);
  const means: number[] = [];
  let sum = 0;
  let sumGross = 0;
  let profitable = 0;
  for (let run = 0; run < seeds; run += 1) {
    let runSum = 0;
    for (const trade of trades) {
      const taken = random() < 0.5 ? trade : trade.opposite;
      runSum += taken.resultR;
      sumGross += taken.resultRGross ?? Number.NaN;
      if (taken.resultR > 0) profitable += 1;
    }
    sum += runSum;
    means.push(runSum / trades.length);
  }
  const draws = seeds * trades.length;
  return {
    trades: trades.length,
    seeds,
    averageR: round(sum / draws),
    averageRGross: Number.isFinite(sumGross) ? round(sumGross / draws) : null,
    p95: round(percentile(means, 0.95)),
    profitRate: round(profitable / draws),
  };
}
