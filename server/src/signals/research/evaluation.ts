import { mean, sampleKurtosis, sampleSkewness, sampleStandardDeviation } from 'simple-statistics';
import { randomSameEntries } from '../backtest/chance.js';
import { recharged, type ChargeBasis } from '../backtest/charges.js';
import { figuresOf, type TradeRecord } from '../backtest/figures.js';
import { monthlyInterval } from '../backtest/interval.js';

/** The multiples of the cost floors every evaluation is charged at: the floors, the verdict's 1.5×, and 2×. */
export const COST_MULTIPLES = [1, 1.5, 2] as const;

/** One evaluation's figures on one charging basis, R per trade. */
export interface ChargedFigures {
  costMultiple: number;
  /** Whether financing was charged for every night held (at the pre-registration's rate). */
  financing: boolean;
  trades: number;
  netR: number | null;
  grossR: number | null;
  /** A coin choosing the side at the same entries, same exits and charges: its mean and 95th percentile. */
  coinR: number | null;
  coinP95: number | null;
  /** 95% interval of the net average by resampling calendar months, and the share of resamples ≤ 0. */
  low: number | null;
  high: number | null;
  probabilityAtMostZero: number | null;
  /** Mean over standard deviation of the trades' net results, with their skewness and kurtosis (not excess). */
  sharpe: number | null;
  skewness: number | null;
  kurtosis: number | null;
}

export interface Evaluation {
  trades: number;
  /** Every cost multiple, without and with financing. */
  charged: ChargedFigures[];
  /** Net R at the floors, with financing where the pre-registration charges it. */
  byYear: Record<string, { trades: number; netR: number | null }>;
  bySymbol: Record<string, { trades: number; netR: number | null }>;
}

const round = (value: number | null) => (value === null || !Number.isFinite(value) ? null : Number(value.toFixed(4)));

/** The figures of a set of trades on every basis the protocol reports. */
export function evaluate(trades: readonly TradeRecord[], seeds: number, financingRate: number): Evaluation {
  const charged = COST_MULTIPLES.flatMap((costMultiple) =>
    [false, true].map((financing) =>
      chargedFigures(trades, { costMultiple, financingRate: financing ? financingRate : 0 }, seeds, financing),
    ),
  );
  const net = recharged(trades, { costMultiple: 1, financingRate });
  const group = (key: (trade: TradeRecord) => string) => {
    const groups = new Map<string, number[]>();
    for (const trade of net) groups.set(key(trade), [...(groups.get(key(trade)) ?? []), trade.resultR]);
    return Object.fromEntries(
      [...groups]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, results]) => [name, { trades: results.length, netR: round(mean(results)) }]),
    );
  };
  return {
    trades: trades.length,
    charged,
    byYear: group((trade) => String(new Date(trade.at).getUTCFullYear())),
    bySymbol: group((trade) => trade.symbol),
  };
}

export function chargedFigures(
  trades: readonly TradeRecord[],
  basis: ChargeBasis,
  seeds: number,
  financing = basis.financingRate > 0,
): ChargedFigures {
  const charged = recharged(trades, basis);
  const figures = figuresOf(charged);
  const chance = randomSameEntries(charged, seeds);
  const interval = monthlyInterval(charged);
  const results = charged.map((trade) => trade.resultR);
  const deviation = results.length > 1 ? sampleStandardDeviation(results) : Number.NaN;
  return {
    costMultiple: basis.costMultiple,
    financing,
    trades: figures.trades,
    netR: figures.averageR,
    grossR: figures.averageRGross,
    coinR: chance.averageR,
    coinP95: chance.p95,
    low: interval.low,
    high: interval.high,
    probabilityAtMostZero: interval.probabilityAtMostZero,
    sharpe: deviation > 0 ? round(mean(results) / deviation) : null,
    skewness: results.length > 2 ? round(sampleSkewness(results)) : null,
    kurtosis: results.length > 3 ? round(sampleKurtosis(results) + 3) : null,
  };
}

/** The figures on one basis. */
export function figuresAt(evaluation: Evaluation, costMultiple: number, financing: boolean): ChargedFigures {
  const found = evaluation.charged.find(
    (figures) => figures.costMultiple === costMultiple && figures.financing === financing,
  );
  if (!found) throw new Error(`No figures at ${costMultiple}× the floors${financing ? ' with financing' : ''}`);
  return found;
}
