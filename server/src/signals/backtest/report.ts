import { beatsChance, type BaselineSet, type WalkForwardResult } from '../backtest.js';
import type { Calibration, CalibrationCheckRow } from '../model/calibration.js';
import type { Horizon } from '../model/horizon.js';
import { atrName } from '../model/readings.js';
import type { ExitRules } from '../model/trade-outcome.js';
import { clearsBar, verdictOf, type Verdict } from '../research/choice.js';
import type { DeflatedSharpe } from '../research/deflated-sharpe.js';
import { evaluate, figuresAt, type Evaluation } from '../research/evaluation.js';
import type { ResearchQuestion } from '../research/summary.js';
import { randomSameEntries, type SameEntryChance } from './chance.js';
import { recharged } from './charges.js';
import { equityCurve, type EquityPoint } from './equity.js';
import { monthlyInterval, type AverageInterval } from './interval.js';
import { figuresOf, type Figures } from './figures.js';
import type { NewsRulesReport } from './news-rules.js';
import type { ChargedFigures } from '../research/evaluation.js';

/** The back-test as GET /api/signals/backtest serves it (BacktestReportDto documents it). */
export interface BacktestReport {
  label: 'Back-test';
  source: string;
  period: { from: string; to: string };
  generatedAt: string;
  costs: string;
  /** Round-trip cost floor by symbol, price units: what every result was charged at least. */
  costFloors: Record<string, number>;
  exits: ExitRules;
  /** How often the engine decides, and on what bars. */
  horizon: Horizon;
  engine: Figures;
  interval: AverageInterval;
  /** The engine's net average above a coin's 95th percentile at its own entries. */
  beatsChance: boolean;
  baselines: BaselineSet;
  byCategory: Record<string, Figures>;
  byYear: Record<string, Figures>;
  bySymbol: Record<string, Figures>;
  baselinesByCategory: Record<string, BaselineSet>;
  baselinesByYear: Record<string, BaselineSet>;
  calibration: Calibration;
  calibrationCheck: CalibrationCheckRow[];
  signalsPerSymbolWeek: number;
  /** What the live news rules did to the engine's signals, where the recorded calendar covers them. */
  news: NewsRulesReport | null;
  design: Design;
  /** Financing assumed for every night held, a year's rate of the notional (charges.ts). */
  financingRate: number;
  /** The whole period at 1×, 1.5× and 2× the floors, without and with financing. */
  charged: ChargedFigures[];
  /** Cumulative net R month by month at the floors with financing (the verdict's basis), with the coin's band. */
  equity: EquityPoint[];
  /** Every pre-registered question of the research log, as docs/research.md shows it. */
  research: ResearchQuestion[];
  method: string;
}

/** How the design was chosen, and what it did on the years after the choice (its final window). */
export interface Design {
  chosenOn: { from: string; to: string };
  confirmedOn: { from: string; to: string };
  /** Variants ever tried on data overlapping those windows, earlier rounds included (a lower bound). */
  variantsTried: number;
  chosen: string;
  /** The engine on the confirmation years, where this run covers them (at the floors, no financing). */
  confirmation: { engine: Figures; chance: SameEntryChance; interval: AverageInterval } | null;
  /** The pre-registration whose chosen variant this engine is. */
  preregistration: string;
  /** Which look at the final window the protocol read (later looks are in `research`). */
  look: number | null;
  deflatedSharpe: DeflatedSharpe | null;
  /** Whether any design choice, of an earlier round or of this one, used the final window. */
  windowUsedByDesign: boolean;
  /** The confirmation years on every basis, per symbol at the floors with financing, and what follows from them. */
  confirmationCharged: ChargedFigures[] | null;
  confirmationBySymbol: Evaluation['bySymbol'];
  /** Symbols whose net result on the confirmation years was not below zero: the ones that get signals. */
  publishedSymbols: string[];
  passesShipRule: boolean;
  verdict: Verdict | null;
}

export interface ReportContext {
  source: string;
  costSource: string;
  costFloors: Record<string, number>;
  exits: ExitRules;
  seeds: number;
  horizon: Horizon;
  news?: NewsRulesReport | null;
  financingRate: number;
  research: ResearchQuestion[];
  /** The question whose choice the engine is (research/shipped.ts). */
  shipped: ResearchQuestion;
  /** The run's trades on every charging basis (research/evaluation.ts). */
  charged: ChargedFigures[];
}

export function buildReport(result: WalkForwardResult, context: ReportContext): BacktestReport {
  const { stopAtr, targetR, expiryHours } = context.exits;
  const decisions =
    context.horizon.hours === 1 ? 'each hourly close' : `the close of each ${context.horizon.hours}-hour bar`;
  return {
    label: 'Back-test',
    source: context.source,
    period: result.period,
    generatedAt: new Date().toISOString(),
    costs:
      `Each trade is charged max(the candle's recorded spread, a realistic floor for the symbol) per round trip ` +
      `(floors from ${context.costSource}); a buyer pays it on entry, a seller on exit. Filled at the first price ` +
      `after the decision at ${decisions} (the next hourly candle's open); stop ${stopAtr} × ${atrName(context.horizon)} ` +
      `(14 bars), target ${targetR} R, expiry ` +
      `${expiryHours} h, one open signal per symbol; a candle touching both stop and target counts as a loss.`,
    costFloors: context.costFloors,
    exits: context.exits,
    horizon: context.horizon,
    engine: result.engine,
    interval: result.interval,
    beatsChance: beatsChance(result.engine, result.baselines),
    baselines: result.baselines,
    byCategory: result.byCategory,
    byYear: result.byYear,
    bySymbol: result.bySymbol,
    baselinesByCategory: result.baselinesByCategory,
    baselinesByYear: result.baselinesByYear,
    calibration: result.calibration,
    calibrationCheck: result.calibrationCheck,
    signalsPerSymbolWeek: result.signalsPerSymbolWeek,
    news: context.news ?? null,
    design: designOf(result, context),
    financingRate: context.financingRate,
    charged: context.charged,
    equity: equityCurve(
      recharged(result.trades, { costMultiple: 1, financingRate: context.financingRate }),
      context.seeds,
    ),
    research: context.research,
    method:
      'Walk-forward: each calendar year is measured with a model fitted only on trades closed before it began ' +
      '(or, where the data holds less history than it, the versioned model file, fitted before the year). ' +
      `Chance: a random side at the engine's own entries with the same exits and costs, over ${context.seeds} seeds ` +
      '(mean, and the 95th percentile of the mean at the engine’s number of trades). The interval resamples ' +
      'calendar months.',
  };
}

function designOf(result: WalkForwardResult, context: ReportContext): Design {
  const { shipped, seeds, financingRate } = context;
  const confirmedOn = shipped.windows.final;
  const inside = result.trades.filter(
    (trade) => trade.at >= Date.parse(confirmedOn.from) && trade.at < Date.parse(confirmedOn.to),
  );
  const measured = inside.length ? evaluate(inside, seeds, financingRate) : null;
  const financing = financingRate > 0;
  const windowUsedByDesign = shipped.reading?.windowUsedByDesign ?? true;
  const chain = [...context.research.filter((question) => question.name === shipped.base), shipped];
  return {
    chosenOn: shipped.windows.research,
    confirmedOn,
    variantsTried: shipped.reading?.variantsTried ?? 0,
    chosen: chain.map((question) => question.choice?.chosen ?? '—').join(', then '),
    confirmation: inside.length
      ? { engine: figuresOf(inside), chance: randomSameEntries(inside, seeds), interval: monthlyInterval(inside) }
      : null,
    preregistration: shipped.file,
    look: shipped.reading?.look ?? null,
    deflatedSharpe: shipped.reading?.deflatedSharpe ?? null,
    windowUsedByDesign,
    confirmationCharged: measured?.charged ?? null,
    confirmationBySymbol: measured?.bySymbol ?? {},
    publishedSymbols: Object.entries(measured?.bySymbol ?? {})
      .filter(([, figures]) => figures.netR !== null && figures.netR >= 0)
      .map(([symbol]) => symbol),
    passesShipRule: measured !== null && clearsBar(measured, { costMultiple: 1.5, financing, minTrades: 1 }),
    verdict:
      measured &&
      verdictOf(figuresAt(measured, 1, financing), figuresAt(measured, 1.5, financing), !windowUsedByDesign),
  };
}

const r = (value: number | null) => (value === null ? '—' : value.toFixed(3));
const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);
const row = (name: string, figures: Figures) => ({
  '': name,
  trades: figures.trades,
  'win rate': percent(figures.winRate),
  'avg R net': r(figures.averageR),
  'avg R gross': r(figures.averageRGross),
  'profit factor': figures.profitFactor?.toFixed(2) ?? '—',
  'max DD (R)': figures.maxDrawdownR.toFixed(1),
});

function compare(title: string, engine: Figures | undefined, baselines: BaselineSet): void {
  const chance = baselines.randomSameEntries;
  const verdict = engine && beatsChance(engine, baselines) ? 'beats chance' : 'does not beat chance';
  console.log(`\n${title}: engine ${engine ? verdict : '—'}`);
  console.table([
    ...(engine ? [row('engine', engine)] : []),
    {
      '': 'coin at the same entries',
      trades: chance.trades,
      'avg R net': `${r(chance.averageR)} (95th pct ${r(chance.p95)})`,
      'avg R gross': r(chance.averageRGross),
    },
    row('other side of each signal', baselines.oppositeSide),
    row('coin every hour, median', baselines.randomEveryHour.median),
    row('always long', baselines.alwaysLong),
    row('always short', baselines.alwaysShort),
    row('EMA trend', baselines.emaTrend),
  ]);
}

export function printReport(report: BacktestReport, result: WalkForwardResult, seconds: string): void {
  console.log(`Back-test ${report.period.from.slice(0, 10)} → ${report.period.to.slice(0, 10)} (${seconds} s)`);
  console.log(`${report.source}\n${report.costs}\n${report.method}`);
  console.table(
    result.folds.map((fold) => ({
      fold: `${fold.from.slice(0, 10)} → ${fold.to.slice(0, 10)}`,
      'trained to': fold.trainedTo.slice(0, 10),
      model: fold.model,
      threshold: fold.threshold.toFixed(3),
    })),
  );
  compare('Overall', report.engine, report.baselines);
  const { interval } = report;
  console.log(
    `Net average 95% interval (${interval.months} months resampled): ${r(interval.low)} … ${r(interval.high)} R; ` +
      `P(average ≤ 0) = ${interval.probabilityAtMostZero?.toFixed(2) ?? '—'}`,
  );
  for (const [category, baselines] of Object.entries(report.baselinesByCategory)) {
    compare(category, report.byCategory[category], baselines);
  }
  for (const [year, baselines] of Object.entries(report.baselinesByYear)) {
    compare(year, report.byYear[year], baselines);
  }
  console.log('\nEngine by symbol');
  console.table(Object.entries(report.bySymbol).map(([symbol, figures]) => row(symbol, figures)));
  const { calibration } = report;
  console.log(
    `\nCalibration: rank correlation of prediction and result ${r(calibration.rankCorrelation)} ` +
      `(${calibration.ordersSignals ? 'orders signals' : 'does not order signals'})`,
  );
  console.table(
    calibration.bands.map((band) => ({
      band: band.name,
      trades: band.trades,
      'in profit': percent(band.profitRate),
      'coin in profit': percent(band.chance.profitRate),
      'avg R': r(band.averageR),
      'coin 95th pct': r(band.chance.p95),
      'beats chance': band.beatsChance ? 'yes' : 'no',
    })),
  );
  console.log('Calibration checked year by year (bands measured on the years before)');
  console.table(
    report.calibrationCheck.map((check) => ({
      band: check.band,
      trades: check.trades,
      predicted: percent(check.predicted),
      observed: percent(check.observed),
      coin: percent(check.chance),
      'avg R': r(check.averageR),
    })),
  );
  if (report.news) printNews(report.news);
  console.log(`\nEngine signals per symbol and week: ${report.signalsPerSymbolWeek}`);
}

function printNews(news: NewsRulesReport): void {
  console.log(
    `\nNews rules on the recorded calendar (${news.covered.from.slice(0, 10)} → ${news.covered.to.slice(0, 10)}, ` +
      `${news.signals} signals)`,
  );
  console.table(
    news.rules.map((rule) => ({ rule: rule.name, ...row('', rule.affected), helps: rule.helps ? 'yes' : 'no' })),
  );
  console.table([row('signals no rule touches', news.untouched)]);
}
