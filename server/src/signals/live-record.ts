import { categoryOf, INSTRUMENT_CATEGORIES, type InstrumentCategory } from '#domain/instruments';
import { enoughToSay, STRESSED_COST_MULTIPLE, verdictOf } from '#domain/verdict';
import type { RevealedSignal } from '../ledger/ledger.service.js';
import { randomSameEntries } from './backtest/chance.js';
import { monthlyInterval } from './backtest/interval.js';
import type { LiveCalibrationRowDto, TrackRecordDto } from './dto/track-record.dto.js';
import { BAND_NAMES } from './model/calibration.js';
import { equityCurve, figuresBy, figuresOf, monthOf, type ClosedTrade } from './track-record.js';

/** Coin flips behind the live record's chance figures, as in the back-test. */
const CHANCE_SEEDS = 200;

/** How many signals the log holds in each state: commitments and old-chain links are the published ones. */
export interface LogCounts {
  published: number;
  corrections: number;
}

/**
 * The live record from the log's revealed entries alone (with the latest correction of each): the
 * figures /api/signals/performance serves and `verify-ledger --recompute` recomputes from the
 * public entries, with the same code. Only signals settled under the 'tradable' rule count; void
 * signals and those of the first rule are counted apart.
 */
export function liveRecord(
  revealed: RevealedSignal[],
  counts: LogCounts,
  publishedSymbols: readonly string[],
): Omit<TrackRecordDto, 'checkpoint'> {
  const counted = revealed.filter((signal) => signal.settlement?.rule === 'tradable');
  const trades = counted.map(toClosedTrade);
  const figures = figuresOf(trades);
  const twoSided = counted.filter((signal) => signal.settlement!.chance !== null);
  const chance = randomSameEntries(
    twoSided.map(({ settlement }) => ({
      resultR: settlement!.resultR,
      resultRGross: settlement!.resultRGross ?? undefined,
      opposite: { resultR: settlement!.chance!.resultR },
    })),
    CHANCE_SEEDS,
  );
  const stressed = stressedCosts(twoSided);
  const interval = monthlyInterval(
    counted.map(({ signal, settlement }) => ({ at: Date.parse(signal.publishedAt), resultR: settlement!.resultR })),
  );
  const enough = enoughToSay({ trades: figures.trades, months: interval.months });
  const delayed = counted.filter((signal) => signal.settlement!.delayed !== null);
  return {
    publishedSignals: counts.published,
    closedSignals: figures.trades,
    voidSignals: revealed.filter((signal) => signal.settlement === null).length,
    legacySignals: revealed.filter((signal) => signal.settlement?.rule === 'published-close').length,
    pendingSignals: Math.max(0, counts.published - revealed.length),
    corrections: counts.corrections,
    winRate: figures.winRate,
    figures,
    rates: {
      hitTarget: share(counted, (signal) => signal.settlement!.outcome === 'WIN'),
      chanceHitTarget: coinShare(twoSided, (result) => result.outcome === 'WIN'),
      inProfit: share(counted, (signal) => signal.settlement!.resultR > 0),
      chanceInProfit: coinShare(twoSided, (result) => result.resultR > 0),
    },
    chance,
    stressed: { costMultiple: STRESSED_COST_MULTIPLE, ...stressed },
    interval: enough ? interval : { ...interval, low: null, high: null, probabilityAtMostZero: null },
    evidence: { trades: figures.trades, months: interval.months, enough },
    verdict: verdictOf({
      trades: figures.trades,
      months: interval.months,
      averageR: figures.averageR,
      chanceP95: chance.p95,
      stressedAverageR: stressed.averageR,
      stressedChanceP95: stressed.chanceP95,
      // Live signals come after every design choice: no choice was made on them.
      unusedWindow: true,
    }),
    delayedView: {
      delayMinutes: Math.max(0, ...delayed.map((signal) => signal.settlement!.delayed!.minutes)),
      figures: figuresOf(delayed.map(toDelayedTrade)),
    },
    calibration: liveCalibration(counted),
    publishedSymbols: [...publishedSymbols],
    equity: equityCurve(trades).map((point) => ({ ...point, closedAt: point.closedAt.toISOString() })),
    byCategory: figuresBy(trades, (trade) => trade.category, INSTRUMENT_CATEGORIES).map(({ key, figures }) => ({
      category: key,
      ...figures,
    })),
    bySymbol: figuresBy(trades, (trade) => trade.symbol).map(({ key, figures }) => ({ symbol: key, ...figures })),
    byMonth: figuresBy(trades, monthOf).map(({ key, figures }) => ({ month: key, ...figures })),
  };
}

const round4 = (value: number) => Number(value.toFixed(4));

function share(signals: RevealedSignal[], test: (signal: RevealedSignal) => boolean): number | null {
  return signals.length ? round4(signals.filter(test).length / signals.length) : null;
}

/** A coin takes either side with even odds: its expected share is the mean over both sides. */
function coinShare(
  signals: RevealedSignal[],
  test: (result: { outcome: string | null; resultR: number }) => boolean,
): number | null {
  const known = signals.filter(({ settlement }) => settlement!.chance!.outcome !== null);
  if (!known.length) return null;
  const hits = known.reduce(
    (sum, { settlement }) => sum + Number(test(settlement!)) + Number(test(settlement!.chance!)),
    0,
  );
  return round4(hits / (2 * known.length));
}

/**
 * The net average and the coin's 95th percentile with every cost STRESSED_COST_MULTIPLE times
 * the one charged: the cost in R is what separates the gross result from the net one.
 */
function stressedCosts(signals: RevealedSignal[]): { averageR: number | null; chanceP95: number | null } {
  const known = signals.filter(
    ({ settlement }) => settlement!.resultRGross !== null && settlement!.chance!.resultRGross !== null,
  );
  if (!known.length) return { averageR: null, chanceP95: null };
  const extra = STRESSED_COST_MULTIPLE - 1;
  const stressed = known.map(({ settlement }) => {
    const cost = settlement!.resultRGross! - settlement!.resultR;
    const oppositeCost = settlement!.chance!.resultRGross! - settlement!.chance!.resultR;
    return {
      resultR: settlement!.resultR - extra * cost,
      opposite: { resultR: settlement!.chance!.resultR - extra * oppositeCost },
    };
  });
  const coin = randomSameEntries(stressed, CHANCE_SEEDS);
  const average = stressed.reduce((sum, trade) => sum + trade.resultR, 0) / stressed.length;
  return { averageR: round4(average), chanceP95: coin.p95 };
}

/** What each band's live signals were told (their expectation) against what they did. */
function liveCalibration(counted: RevealedSignal[]): LiveCalibrationRowDto[] {
  return BAND_NAMES.map((band) => {
    const inside = counted.filter(({ signal }) => signal.expectation?.band === band);
    const rate = (count: number) => (inside.length ? round4(count / inside.length) : null);
    const inProfit = (value: number) => (value > 0 ? 1 : 0);
    const twoSided = inside.filter(({ settlement }) => settlement!.chance !== null);
    return {
      band,
      trades: inside.length,
      expected: rate(inside.reduce((sum, { signal }) => sum + signal.expectation!.profitRate, 0)),
      observed: rate(inside.reduce((sum, { settlement }) => sum + inProfit(settlement!.resultR), 0)),
      chance: twoSided.length
        ? round4(
            twoSided.reduce(
              (sum, { settlement }) =>
                sum + (inProfit(settlement!.resultR) + inProfit(settlement!.chance!.resultR)) / 2,
              0,
            ) / twoSided.length,
          )
        : null,
    };
  });
}

function toClosedTrade({ signal, settlement }: RevealedSignal): ClosedTrade {
  return {
    id: signal.id,
    symbol: signal.symbol,
    category: (signal.category ?? categoryOf(signal.symbol)) as InstrumentCategory,
    outcome: settlement!.outcome,
    resultR: settlement!.resultR,
    resultRGross: settlement!.resultRGross,
    closedAt: new Date(settlement!.closedAt),
  };
}

/** The same signal as the delayed plan's reader could have traded it. */
function toDelayedTrade(revealed: RevealedSignal): ClosedTrade {
  const delayed = revealed.settlement!.delayed!;
  return {
    ...toClosedTrade(revealed),
    outcome: delayed.outcome,
    resultR: delayed.resultR,
    resultRGross: null,
    closedAt: new Date(delayed.closedAt),
  };
}
