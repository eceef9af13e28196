import type { InstrumentCategory } from '#domain/instruments';
import type { SignalOutcome } from './tracker.js';

/** One closed signal as the track record reads it: nothing but its stored outcome. */
export interface ClosedTrade {
  id: number;
  symbol: string;
  category: InstrumentCategory;
  outcome: Exclude<SignalOutcome, 'OPEN'>;
  /** The result in units of the published risk, net of the round-trip cost. */
  resultR: number;
  /** The same before costs; null where it was not recorded. */
  resultRGross: number | null;
  closedAt: Date;
}

/** The figures a trader compares services by, over one series of closed trades. */
export interface TrackFigures {
  trades: number;
  wins: number;
  losses: number;
  expired: number;
  /** Wins over all closed trades (expired ones count as not won), 0-1; null without trades. */
  winRate: number | null;
  /** Mean R per trade, net of costs; null without trades. */
  averageR: number | null;
  /** Mean R per trade before costs; null without trades or where one was not recorded. */
  averageRGross: number | null;
  totalR: number;
  /** Gross R won over gross R lost; null when nothing was lost. */
  profitFactor: number | null;
  /** Mean R of the trades that made money (R > 0); null without any. */
  averageWinR: number | null;
  /** Mean R of the trades that lost money (R < 0), as a negative number; null without any. */
  averageLossR: number | null;
  /**
   * (share of winning trades × average win) + (share of losing trades × average loss), in R.
   * It equals average R; shown with its parts so a reader sees where the edge comes from.
   */
  expectancyR: number | null;
  /** The deepest fall of cumulative R from a previous high (the curve starts at 0), as a positive number. */
  maxDrawdownR: number;
  /** The most trades in a row with R < 0. */
  longestLosingStreak: number;
}

export interface EquityPoint {
  id: number;
  closedAt: Date;
  /** Cumulative R after this trade. */
  equityR: number;
  /** How far below the previous high the curve stands after this trade (≥ 0). */
  drawdownR: number;
}

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};
const r2 = (value: number) => round(value, 2);
const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

/** Oldest first, ties by id: the order the curve and the streaks are read in. */
export function chronological(trades: ClosedTrade[]): ClosedTrade[] {
  return [...trades].sort((a, b) => a.closedAt.getTime() - b.closedAt.getTime() || a.id - b.id);
}

/** Cumulative R after each trade, with the drawdown from the running high (which starts at 0). */
export function equityCurve(trades: ClosedTrade[]): EquityPoint[] {
  let equity = 0;
  let peak = 0;
  return chronological(trades).map((trade) => {
    equity += trade.resultR;
    peak = Math.max(peak, equity);
    return { id: trade.id, closedAt: trade.closedAt, equityR: r2(equity), drawdownR: r2(peak - equity) };
  });
}

export function maxDrawdownR(trades: ClosedTrade[]): number {
  return equityCurve(trades).reduce((deepest, point) => Math.max(deepest, point.drawdownR), 0);
}

/** Gross R won over gross R lost; null when nothing was lost (an undefined ratio, not infinity). */
export function profitFactor(trades: ClosedTrade[]): number | null {
  const won = trades.filter((trade) => trade.resultR > 0).reduce((sum, trade) => sum + trade.resultR, 0);
  const lost = trades.filter((trade) => trade.resultR < 0).reduce((sum, trade) => sum - trade.resultR, 0);
  return lost > 0 ? r2(won / lost) : null;
}

export function longestLosingStreak(trades: ClosedTrade[]): number {
  let longest = 0;
  let current = 0;
  for (const trade of chronological(trades)) {
    current = trade.resultR < 0 ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return longest;
}

export function figuresOf(trades: ClosedTrade[]): TrackFigures {
  const count = (outcome: ClosedTrade['outcome']) => trades.filter((trade) => trade.outcome === outcome).length;
  const results = trades.map((trade) => trade.resultR);
  const winners = results.filter((value) => value > 0);
  const losers = results.filter((value) => value < 0);
  const averageWin = mean(winners);
  const averageLoss = mean(losers);
  const total = trades.length;
  const wins = count('WIN');
  const expectancy = total
    ? (winners.length / total) * (averageWin ?? 0) + (losers.length / total) * (averageLoss ?? 0)
    : null;
  const averageR = mean(results);
  const grossResults = trades.map((trade) => trade.resultRGross);
  const averageRGross = grossResults.every((value) => value !== null) ? mean(grossResults as number[]) : null;
  return {
    trades: total,
    wins,
    losses: count('LOSS'),
    expired: count('EXPIRED'),
    winRate: total ? round(wins / total, 4) : null,
    averageR: averageR === null ? null : r2(averageR),
    averageRGross: averageRGross === null ? null : r2(averageRGross),
    totalR: r2(results.reduce((sum, value) => sum + value, 0)),
    profitFactor: profitFactor(trades),
    averageWinR: averageWin === null ? null : r2(averageWin),
    averageLossR: averageLoss === null ? null : r2(averageLoss),
    expectancyR: expectancy === null ? null : r2(expectancy),
    maxDrawdownR: maxDrawdownR(trades),
    longestLosingStreak: longestLosingStreak(trades),
  };
}

/** Figures per key, keys in first-seen order of `order` (or sorted when none is given). */
export function figuresBy<K extends string>(
  trades: ClosedTrade[],
  keyOf: (trade: ClosedTrade) => K,
  order?: readonly K[],
): { key: K; figures: TrackFigures }[] {
  const groups = new Map<K, ClosedTrade[]>();
  for (const trade of trades) {
    const key = keyOf(trade);
    groups.set(key, [...(groups.get(key) ?? []), trade]);
  }
  const keys = order ? order.filter((key) => groups.has(key)) : [...groups.keys()].sort();
  return keys.map((key) => ({ key, figures: figuresOf(groups.get(key)!) }));
}

/** "2026-11" for a trade closed in November 2026 (UTC), the month the by-month table files it under. */
export function monthOf(trade: Pick<ClosedTrade, 'closedAt'>): string {
  return trade.closedAt.toISOString().slice(0, 7);
}
