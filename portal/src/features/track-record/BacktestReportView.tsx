import { Alert, AlertTitle, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '#domain/instruments';
import { api } from '../../api/endpoints';
import { BacktestEquityChart } from '../charts/BacktestEquityChart';
import type { Schemas } from '../../api/contract';
import { formatInterval, formatR, formatShare, VERDICT_TONE, yearsOf } from '../../lib/track-record';
import { useReaderDates } from '../time-zone/useReaderDates';
import { FigureTable, type FigureRow } from './FigureTable';

type Figures = Schemas['BacktestFiguresDto'];
type Baselines = Schemas['BacktestBaselinesDto'];

const figureCells = (figures: Figures) => [
  figures.trades.toLocaleString(),
  formatR(figures.averageR, 3),
  formatR(figures.averageRGross, 3),
];

function Heading({ children }: { children: React.ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, pt: 1 }}>
      {children}
    </Typography>
  );
}

/** The engine and a coin at its own entries, group by group (years, categories). */
function AgainstChanceBy({
  label,
  figures,
  baselines,
}: {
  label: string;
  figures: Record<string, Figures>;
  baselines: Record<string, Baselines>;
}) {
  const rows: FigureRow[] = Object.entries(figures).map(([name, engine]) => {
    const chance = baselines[name]?.randomSameEntries;
    return {
      name,
      cells: [
        engine.trades.toLocaleString(),
        formatR(engine.averageR, 3),
        formatR(chance?.averageR ?? null, 3),
        formatR(chance?.p95 ?? null, 3),
      ],
    };
  });
  return (
    <FigureTable
      label={label}
      columns={[
        { heading: 'Signals' },
        { heading: 'Engine after costs', essential: true },
        { heading: 'Coin, mean' },
        { heading: 'Coin, 95th pct', essential: true },
      ]}
      rows={rows}
    />
  );
}

/**
 * The engine replayed over history, labelled and never mixed with live figures: out of sample,
 * after realistic costs, against a coin at its own entries, with its interval, its cost model and
 * the years its design was chosen on.
 */
export function BacktestReportView() {
  const report = useQuery({ queryKey: ['signals', 'backtest'], queryFn: ({ signal }) => api.signals.backtest(signal) });
  const dates = useReaderDates();
  if (report.error) return <Alert severity="warning">{report.error.message}</Alert>;
  if (!report.data) return <Skeleton variant="rounded" height={320} />;
  const data = report.data;
  const { baselines, design, interval } = data;
  const chance = baselines.randomSameEntries;
  const confirmation = design.confirmation;
  return (
    <Stack spacing={2} data-testid="backtest-report">
      <Alert severity={VERDICT_TONE[data.verdict.kind]} data-testid="backtest-verdict">
        <AlertTitle>{data.verdict.sentence}</AlertTitle>
        {data.label}: not live results. Years {yearsOf(data.period)}, each measured with a model fitted only on the
        years before it. {data.windowNote} Data: {data.source}. Made {dates.date(data.generatedAt)}.
      </Alert>

      <Heading>How the design was chosen</Heading>
      <Typography variant="body2">
        Every design choice (exits, threshold, features, symbols) was made on {yearsOf(design.chosenOn)} alone, among{' '}
        {design.variantsTried} variants tried on these data; the one chosen (“{design.chosen}”) was then run on{' '}
        {yearsOf(design.confirmedOn)}
        {design.look && design.look > 1 ? `, the protocol's look ${design.look} at those years` : ', once'}.{' '}
        {confirmation &&
          `On those later years: ${formatR(confirmation.engine.averageR, 3)} a signal after costs over ${confirmation.engine.trades} signals (95% interval ${formatInterval(confirmation.interval.low, confirmation.interval.high)}); a random side at the same entries ${formatR(confirmation.chance.averageR, 3)}, reaching ${formatR(confirmation.chance.p95, 3)} one run in twenty.`}
      </Typography>

      {data.equity.length > 0 && (
        <>
          <Heading>Equity curve (R), against chance</Heading>
          <BacktestEquityChart points={data.equity} />
        </>
      )}

      <Heading>Overall, against chance</Heading>
      <FigureTable
        label="Strategy"
        columns={[
          { heading: 'Signals' },
          { heading: 'After costs', essential: true },
          { heading: 'Before costs', essential: true },
        ]}
        rows={[
          { name: 'The engine', cells: figureCells(data.engine), strong: true },
          {
            name: 'A coin at the engine’s entries',
            note: `mean of ${chance.seeds} runs; 1 in 20 reaches ${formatR(chance.p95, 3)}`,
            cells: [chance.trades.toLocaleString(), formatR(chance.averageR, 3), formatR(chance.averageRGross, 3)],
          },
          { name: 'The other side of each signal', cells: figureCells(baselines.oppositeSide) },
          {
            name: data.horizon?.hours === 24 ? 'A coin at every free daily close' : 'A coin at every free hour',
            note: 'median run; pays for hours the engine avoids',
            cells: figureCells(baselines.randomEveryHour.median),
          },
          { name: 'Always long', cells: figureCells(baselines.alwaysLong) },
          { name: 'Always short', cells: figureCells(baselines.alwaysShort) },
          { name: 'EMA 21/55 trend', cells: figureCells(baselines.emaTrend) },
        ]}
      />
      <Typography variant="body2" color="textSecondary">
        95% interval of the engine’s average after costs: {formatInterval(interval.low, interval.high)} (
        {interval.months} calendar months resampled {interval.resamples.toLocaleString()} times); the chance that the
        true average is zero or less: {formatShare(interval.probabilityAtMostZero)}.
      </Typography>

      <Heading>Year by year</Heading>
      <AgainstChanceBy label="Year" figures={data.byYear} baselines={data.baselinesByYear} />

      <Heading>By category</Heading>
      <AgainstChanceBy label="Category" figures={data.byCategory} baselines={data.baselinesByCategory} />

      <Heading>By symbol</Heading>
      <FigureTable
        label="Symbol"
        columns={[
          { heading: 'Signals' },
          { heading: 'After costs', essential: true },
          { heading: 'Before costs', essential: true },
        ]}
        rows={Object.entries(data.bySymbol).map(([symbol, figures]) => ({ name: symbol, cells: figureCells(figures) }))}
      />

      {data.news && (
        <>
          <Heading>What the news rules did</Heading>
          <Typography variant="body2" color="textSecondary">
            The live rules, read on ForexFactory’s recorded calendar ({yearsOf(data.news.covered)}, {data.news.signals}{' '}
            signals), using a release’s figures only from the hour after it came out. A rule holds signals back only if
            the signals it touched did measurably worse than the rest.
          </Typography>
          <FigureTable
            label="Rule"
            columns={[
              { heading: 'Signals it touched', essential: true },
              { heading: 'Their average', essential: true },
              { heading: 'The rest' },
              { heading: 'Live' },
            ]}
            rows={data.news.rules.map((rule) => ({
              name: rule.name,
              cells: [
                String(rule.affected.trades),
                formatR(rule.affected.averageR, 3),
                formatR(rule.rest.averageR, 3),
                rule.holds ? 'holds' : 'note only',
              ],
            }))}
          />
        </>
      )}

      <Heading>Cost model</Heading>
      <Typography variant="body2">{data.costs}</Typography>
      <FigureTable
        label="Symbol"
        columns={[{ heading: 'Least round-trip cost (price)', essential: true }]}
        rows={Object.entries(data.costFloors).map(([symbol, floor]) => ({
          name: symbol,
          cells: [formatPrice(symbol, floor)],
        }))}
      />
    </Stack>
  );
}
