import type { Charges } from './charges.js';

/** The figures every line of a back-test report carries. */
export interface Figures {
  trades: number;
  /** Wins over all closed trades (expired ones count as not won); null without trades. */
  winRate: number | null;
  /** Mean result in R, net of costs; null without trades. */
  averageR: number | null;
  /** Mean result in R before costs; null without trades. Beside the net one, it tells skill from cost. */
  averageRGross: number | null;
  /** Sum of winning R over sum of losing R; null when nothing was lost. */
  profitFactor: number | null;
  /** Largest fall from a peak of the cumulative R, trades in time order. */
  maxDrawdownR: number;
}

export interface TradeRecord {
  symbol: string;
  category: string;
  /** Decision time, epoch ms. */
  at: number;
  /** When the candle that closed it closed, epoch ms. */
  closedAt: number;
  side: 1 | -1;
  outcome: 'WIN' | 'LOSS' | 'EXPIRED';
  /** Net of the round-trip cost. */
  resultR: number;
  resultRGross: number;
  /** What it was charged, so that it can be charged again on another basis (charges.ts). */
  charges?: Charges;
  /** The other side at the same entry, with its own exit and cost: what a coin could have chosen. */
  opposite: { outcome: 'WIN' | 'LOSS' | 'EXPIRED'; resultR: number; resultRGross: number; charges?: Charges };
  /** Engine trades only: the model's predicted result, and the third of its training signals it fell in. */
  predictedR?: number;
  band?: number;
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function figuresOf(trades: readonly TradeRecord[]): Figures {
  const ordered = [...trades].sort((a, b) => a.at - b.at);
  let wins = 0;
  let sum = 0;
  let sumGross = 0;
  let gained = 0;
  let lost = 0;
  let equity = 0;
  let peak = 0;
  let drawdown = 0;
  for (const trade of ordered) {
    if (trade.outcome === 'WIN') wins += 1;
    sum += trade.resultR;
    sumGross += trade.resultRGross;
    if (trade.resultR > 0) gained += trade.resultR;
    else lost -= trade.resultR;
    equity += trade.resultR;
    peak = Math.max(peak, equity);
    drawdown = Math.max(drawdown, peak - equity);
  }
  const count = ordered.length;
  return {
    trades: count,
    winRate: count ? round(wins / count, 4) : null,
    averageR: count ? round(sum / count, 4) : null,
    averageRGross: count ? round(sumGross / count, 4) : null,
    profitFactor: lost > 0 ? round(gained / lost, 3) : null,
    maxDrawdownR: round(drawdown, 2),
  };
}

/** The same entries taken on the other side: each trade's opposite, with its own exit and cost. */
export function oppositeOf(trade: TradeRecord): TradeRecord {
  return { ...trade, ...trade.opposite, side: trade.side > 0 ? -1 : 1, opposite: trade };
}

/** Figures per group (category, year, symbol), groups in alphabetical order. */
export function figuresBy(
  trades: readonly TradeRecord[],
  key: (trade: TradeRecord) => string,
): Record<string, Figures> {
  const groups = new Map<string, TradeRecord[]>();
  for (const trade of trades) {
    const name = key(trade);
    groups.set(name, [...(groups.get(name) ?? []), trade]);
  }
  return Object.fromEntries(
    [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([name, group]) => [name, figuresOf(group)]),
  );
}

/** Each figure's value at `share` across runs (0.5 = median), figure by figure. */
export function percentileFigures(runs: readonly Figures[], share: number): Figures {
  const pick = (values: number[]) => {
    if (!values.length) return null;
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.round(share * (sorted.length - 1)))];
  };
  const numbers = (name: keyof Figures) =>
    runs.map((run) => run[name]).filter((value): value is number => typeof value === 'number');
  return {
    trades: pick(numbers('trades')) ?? 0,
    winRate: pick(numbers('winRate')),
    averageR: pick(numbers('averageR')),
    averageRGross: pick(numbers('averageRGross')),
    profitFactor: pick(numbers('profitFactor')),
    maxDrawdownR: pick(numbers('maxDrawdownR')) ?? 0,
  };
}
