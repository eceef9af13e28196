import { beatsBaselines, type BaselineSet, type CalibrationRow, type WalkForwardResult } from '../backtest.js';
import { MODEL_DEFAULTS } from '../model/signal-model.js';
import type { Figures } from './figures.js';

/** The back-test as GET /api/signals/backtest serves it (BacktestReportDto documents it). */
export interface BacktestReport {
  label: 'Back-test';
  source: string;
  period: { from: string; to: string };
  generatedAt: string;
  costs: string;
  engine: Figures;
  baselines: BaselineSet;
  byCategory: Record<string, Figures>;
  byYear: Record<string, Figures>;
  calibration: CalibrationRow[];
  bySymbol: Record<string, Figures>;
  baselinesByCategory: Record<string, BaselineSet>;
  baselinesByYear: Record<string, BaselineSet>;
  signalsPerSymbolWeek: number;
  method: string;
}

export function buildReport(
  result: WalkForwardResult,
  context: { source: string; commissionBps: number; seeds: number; spreads?: 'candle' | 'profile' },
): BacktestReport {
  const { stopAtr, targetR, expiryHours } = MODEL_DEFAULTS.exits;
  return {
    label: 'Back-test',
    source: context.source,
    period: result.period,
    generatedAt: new Date().toISOString(),
    costs:
      `Each candle's own broker spread charged on entry` +
      (context.commissionBps ? `, plus ${context.commissionBps} bp commission` : ', no commission') +
      `; stop ${stopAtr} × ATR(14 h), target ${targetR} R, expiry ${expiryHours} h, one open signal per ` +
      'symbol; a candle touching both stop and target counts as a loss.',
    engine: result.engine,
    baselines: result.baselines,
    byCategory: result.byCategory,
    byYear: result.byYear,
    calibration: result.calibration,
    bySymbol: result.bySymbol,
    baselinesByCategory: result.baselinesByCategory,
    baselinesByYear: result.baselinesByYear,
    signalsPerSymbolWeek: result.signalsPerSymbolWeek,
    method:
      'Walk-forward: each calendar year is measured with a model fitted only on trades closed before it began ' +
      '(or, where the data holds less history than it, the versioned model file, fitted before the year); ' +
      (context.spreads === 'profile'
        ? 'the engine decides on the typical spread by hour learned before each year, as the live engine does; '
        : '') +
      `baselines use the same exits and enter at every hour they are flat; random direction over ${context.seeds} seeds.`,
  };
}

const r = (value: number | null) => (value === null ? '—' : value.toFixed(3));
const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);
const row = (name: string, figures: Figures) => ({
  '': name,
  trades: figures.trades,
  'win rate': percent(figures.winRate),
  'avg R': r(figures.averageR),
  'profit factor': figures.profitFactor?.toFixed(2) ?? '—',
  'max DD (R)': figures.maxDrawdownR.toFixed(1),
});

function compare(title: string, engine: Figures | undefined, baselines: BaselineSet): void {
  console.log(`\n${title}${engine && beatsBaselines(engine, baselines) ? ' (engine beats every baseline)' : ''}`);
  console.table([
    ...(engine ? [row('engine', engine)] : []),
    row('random median', baselines.randomMedian),
    row('random 95th pct', baselines.random95),
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
  for (const [category, baselines] of Object.entries(report.baselinesByCategory)) {
    compare(category, report.byCategory[category], baselines);
  }
  for (const [year, baselines] of Object.entries(report.baselinesByYear)) {
    compare(year, report.byYear[year], baselines);
  }
  console.log('\nEngine by symbol');
  console.table(Object.entries(report.bySymbol).map(([symbol, figures]) => row(symbol, figures)));
  console.log('\nCalibration (out of sample)');
  console.table(
    report.calibration.map((bucket) => ({
      confidence: bucket.bucket,
      trades: bucket.trades,
      'win rate': percent(bucket.winRate),
      'avg R': r(bucket.averageR),
    })),
  );
  console.log(`\nEngine signals per symbol and week: ${report.signalsPerSymbolWeek}`);
}
