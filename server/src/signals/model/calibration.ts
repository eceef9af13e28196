import { randomSameEntries } from '../backtest/chance.js';
import type { TradeRecord } from '../backtest/figures.js';

/** The event a signal's confidence is the measured probability of. */
export const CALIBRATED_EVENT = 'ended in profit after costs';

/** The three bands of predicted result, by the thirds of each training window's signals. */
export const BAND_NAMES = ['lower third', 'middle third', 'upper third'] as const;

/** Signals of one band, and what they and a coin did out of sample. */
export interface CalibrationBand {
  name: (typeof BAND_NAMES)[number];
  trades: number;
  /** Share that ended in profit after costs: the confidence a signal of this band carries. */
  profitRate: number | null;
  averageR: number | null;
  /** A random side at the same entries, with the same exits and costs. */
  chance: { profitRate: number | null; averageR: number | null; p95: number | null };
  /** The band's net average is above chance's 95th percentile at its number of trades. */
  beatsChance: boolean;
}

export interface Calibration {
  event: typeof CALIBRATED_EVENT;
  /** The out-of-sample decisions the bands were measured on. */
  measuredOn: { from: string; to: string };
  trades: number;
  /** Rank correlation of the predicted result with the net result; null below 3 trades. */
  rankCorrelation: number | null;
  /** Whether the prediction orders signals at all (rank correlation above zero at the 5% level). */
  ordersSignals: boolean;
  bands: CalibrationBand[];
}

const round = (value: number) => Number(value.toFixed(4));
const profitRateOf = (trades: readonly TradeRecord[]) =>
  trades.length ? round(trades.filter((trade) => trade.resultR > 0).length / trades.length) : null;

/** What each band's out-of-sample signals did, and whether the prediction orders them at all. */
export function calibrate(trades: readonly TradeRecord[], seeds = 200): Calibration {
  const scored = trades.filter((trade) => trade.band !== undefined);
  const bands = BAND_NAMES.map((name, band) => {
    const inside = scored.filter((trade) => trade.band === band);
    const chance = randomSameEntries(inside, seeds);
    const averageR = inside.length
      ? round(inside.reduce((sum, trade) => sum + trade.resultR, 0) / inside.length)
      : null;
    return {
      name,
      trades: inside.length,
      profitRate: profitRateOf(inside),
      averageR,
      chance: { profitRate: chance.profitRate, averageR: chance.averageR, p95: chance.p95 },
      beatsChance: averageR !== null && chance.p95 !== null && averageR > chance.p95,
    };
  });
  const rank = rankCorrelation(
    scored.map((trade) => trade.band!),
    scored.map((trade) => trade.resultR),
  );
  const times = scored.map((trade) => trade.at);
  return {
    event: CALIBRATED_EVENT,
    measuredOn: {
      from: times.length ? new Date(Math.min(...times)).toISOString() : '',
      to: times.length ? new Date(Math.max(...times)).toISOString() : '',
    },
    trades: scored.length,
    rankCorrelation: rank === null ? null : round(rank),
    // One-sided test of a positive rank correlation: z = ρ √(n − 1) above 1.645.
    ordersSignals: rank !== null && rank * Math.sqrt(scored.length - 1) > 1.645,
    bands,
  };
}

/** Spearman's rank correlation (average ranks for ties); null below 3 pairs or without spread. */
export function rankCorrelation(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length < 3) return null;
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const mx = mean(rx);
  const my = mean(ry);
  let covariance = 0;
  let vx = 0;
  let vy = 0;
  for (let index = 0; index < rx.length; index += 1) {
    covariance += (rx[index] - mx) * (ry[index] - my);
    vx += (rx[index] - mx) ** 2;
    vy += (ry[index] - my) ** 2;
  }
  return vx > 0 && vy > 0 ? covariance / Math.sqrt(vx * vy) : null;
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].value === order[start].value) end += 1;
    for (let position = start; position <= end; position += 1) result[order[position].index] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return result;
}

/** One row of the out-of-sample check: what a band promised before a year, and what that year gave. */
export interface CalibrationCheckRow {
  band: string;
  trades: number;
  /** Mean of the probabilities the earlier years gave these signals. */
  predicted: number | null;
  /** Share of these signals that ended in profit after costs. */
  observed: number | null;
  /** Share a random side at the same entries would have seen in profit. */
  chance: number | null;
  averageR: number | null;
}

/**
 * Calibration checked out of sample: each fold's signals get the probability their band had on
 * the folds before it (the first fold has none and is left out), then what they did is counted.
 * A model that ranks its signals shows predicted and observed rising together from band to band.
 */
export function calibrationCheck(folds: readonly TradeRecord[][]): CalibrationCheckRow[] {
  return BAND_NAMES.map((name, band) => {
    let trades = 0;
    let predicted = 0;
    let observed = 0;
    let chance = 0;
    let sumR = 0;
    for (let fold = 1; fold < folds.length; fold += 1) {
      const rate = profitRateOf(
        folds
          .slice(0, fold)
          .flat()
          .filter((trade) => trade.band === band),
      );
      if (rate === null) continue;
      for (const trade of folds[fold].filter((entry) => entry.band === band)) {
        trades += 1;
        predicted += rate;
        observed += trade.resultR > 0 ? 1 : 0;
        chance += ((trade.resultR > 0 ? 1 : 0) + (trade.opposite.resultR > 0 ? 1 : 0)) / 2;
        sumR += trade.resultR;
      }
    }
    const share = (total: number) => (trades ? round(total / trades) : null);
    return {
      band: name,
      trades,
      predicted: share(predicted),
      observed: share(observed),
      chance: share(chance),
      averageR: share(sumR),
    };
  });
}
