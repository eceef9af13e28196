import {
  Alert,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/endpoints';
import type { Schemas } from '../../api/contract';
import { formatDate } from '../../lib/dates';
import { useReaderDates } from '../time-zone/useReaderDates';
import { formatProfitFactor, formatR, formatWinRate } from '../../lib/track-record';

type Figures = Schemas['BacktestFiguresDto'];

/** Narrow cells on a phone, and figures that never break across lines. */
const COMPACT_CELLS = {
  '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } },
  '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap' },
} as const;

function FiguresTable({ label, rows }: { label: string; rows: [string, Figures][] }) {
  // On a phone the four columns that decide the comparison; the rest on wider screens.
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'));
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>{label}</TableCell>
            <TableCell align="right">Trades</TableCell>
            <TableCell align="right">Win rate</TableCell>
            <TableCell align="right">Average R</TableCell>
            {wide && <TableCell align="right">Profit factor</TableCell>}
            {wide && <TableCell align="right">Max drawdown</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([name, figures]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              <TableCell align="right">{figures.trades}</TableCell>
              <TableCell align="right">{formatWinRate(figures.winRate)}</TableCell>
              <TableCell align="right">{formatR(figures.averageR, 3)}</TableCell>
              {wide && <TableCell align="right">{formatProfitFactor(figures.profitFactor)}</TableCell>}
              {wide && (
                <TableCell align="right">{formatR(figures.maxDrawdownR ? -figures.maxDrawdownR : 0, 1)}</TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// The measured period is whole UTC days of candles: shown in the reader's zone it would start a day early west of Greenwich.
const DATA_DAYS = { timeZone: 'UTC' };

/** The engine replayed over history against naive baselines: labelled, and never mixed with live figures. */
export function BacktestReportView() {
  const report = useQuery({ queryKey: ['signals', 'backtest'], queryFn: ({ signal }) => api.signals.backtest(signal) });
  const dates = useReaderDates();
  if (report.error) return <Alert severity="warning">{report.error.message}</Alert>;
  if (!report.data) return <Skeleton variant="rounded" height={320} />;
  const data = report.data;
  const baselines = data.baselines;
  return (
    <Stack spacing={2} data-testid="backtest-report">
      <Alert severity="info">
        {data.label}: not live results. {data.method} Data: {data.source}. Period{' '}
        {formatDate(data.period.from, DATA_DAYS)} to {formatDate(data.period.to, DATA_DAYS)}; made{' '}
        {dates.date(data.generatedAt)}. Costs: {data.costs}
      </Alert>
      <FiguresTable
        label="Strategy"
        rows={[
          ['The engine', data.engine],
          ['Random entries (median)', baselines.randomMedian],
          ['Random entries (95th percentile)', baselines.random95],
          ['Always long', baselines.alwaysLong],
          ['Always short', baselines.alwaysShort],
          ['EMA trend', baselines.emaTrend],
        ]}
      />
      <Typography variant="subtitle1" component="h3">
        The engine by category
      </Typography>
      <FiguresTable label="Category" rows={Object.entries(data.byCategory)} />
      <Typography variant="subtitle1" component="h3">
        Calibration: does a higher confidence win more?
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Calibration" sx={COMPACT_CELLS}>
          <TableHead>
            <TableRow>
              <TableCell>Confidence</TableCell>
              <TableCell align="right">Trades</TableCell>
              <TableCell align="right">Win rate</TableCell>
              <TableCell align="right">Average R</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.calibration.map((bucket) => (
              <TableRow key={bucket.bucket}>
                <TableCell>{bucket.bucket}</TableCell>
                <TableCell align="right">{bucket.trades}</TableCell>
                <TableCell align="right">{formatWinRate(bucket.winRate)}</TableCell>
                <TableCell align="right">{formatR(bucket.averageR, 3)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
