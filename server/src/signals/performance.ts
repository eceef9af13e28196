import { INSTRUMENT_CATEGORIES, type InstrumentCategory } from '#domain/instruments';
import type { OutcomeCountsDto, SignalPerformanceDto } from './signal.dto.js';
import type { SignalOutcome } from './tracker.js';

/** Signals counted per category and outcome, with the sum of their results in R. */
export interface OutcomeTally {
  category: InstrumentCategory;
  outcome: SignalOutcome;
  count: number;
  sumR: number;
}

/**
 * The track record from tallies: win rate = wins over every closed signal (expired ones count
 * as not won), average R over the same. Used by the API and by the back-test alike.
 */
export function performanceFrom(tallies: OutcomeTally[]): SignalPerformanceDto {
  const counts = (rows: OutcomeTally[]): OutcomeCountsDto => {
    const by = { WIN: 0, LOSS: 0, EXPIRED: 0, OPEN: 0 };
    let sumR = 0;
    for (const row of rows) {
      by[row.outcome] += row.count;
      if (row.outcome !== 'OPEN') sumR += row.sumR;
    }
    const closed = by.WIN + by.LOSS + by.EXPIRED;
    return {
      closedSignals: closed,
      wins: by.WIN,
      losses: by.LOSS,
      expired: by.EXPIRED,
      winRate: closed ? Math.round((by.WIN / closed) * 10_000) / 10_000 : null,
      averageR: closed ? Math.round((sumR / closed) * 100) / 100 : null,
    };
  };
  return {
    ...counts(tallies),
    openSignals: tallies.filter((row) => row.outcome === 'OPEN').reduce((sum, row) => sum + row.count, 0),
    byCategory: INSTRUMENT_CATEGORIES.map((category) => ({
      category,
      ...counts(tallies.filter((row) => row.category === category)),
    })).filter((entry) => entry.closedSignals > 0),
  };
}
