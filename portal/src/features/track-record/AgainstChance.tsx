import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/endpoints';
import { formatDate } from '../../lib/dates';
import { formatR } from '../../lib/track-record';

/**
 * The live average beside what chance does with the same stops and targets. Chance is measured
 * only in the back-test (the live record has no baseline of its own), so those rows say so.
 */
export function AgainstChance({ liveTotalR, liveTrades }: { liveTotalR: number; liveTrades: number }) {
  const report = useQuery({ queryKey: ['signals', 'backtest'], queryFn: ({ signal }) => api.signals.backtest(signal) });
  if (!report.data) return null;
  const { engine, baselines, period } = report.data;
  // Whole UTC days of candles: in the reader's zone the period would start a day early west of Greenwich.
  const span = `back-test ${formatDate(period.from, { timeZone: 'UTC' })} to ${formatDate(period.to, { timeZone: 'UTC' })}`;
  const rows: [string, string, number, number | null][] = [
    // From the total: the average the API rounds to hundredths would be too coarse beside the baselines.
    ['Live signals', 'this page', liveTrades, liveTrades ? liveTotalR / liveTrades : null],
    ['The engine', span, engine.trades, engine.averageR],
    ['Random entries, median of many runs', span, baselines.randomMedian.trades, baselines.randomMedian.averageR],
    ['Random entries, best 5 % of runs', span, baselines.random95.trades, baselines.random95.averageR],
    ['Always long', span, baselines.alwaysLong.trades, baselines.alwaysLong.averageR],
    ['Always short', span, baselines.alwaysShort.trades, baselines.alwaysShort.averageR],
    ['EMA 21/55 trend', span, baselines.emaTrend.trades, baselines.emaTrend.averageR],
  ];
  return (
    <>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        What chance makes of the same stops, targets and costs. The baselines come from the back-test (the live record
        has none of its own); compare the live average with them as the evidence grows.
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Against chance">
          <TableHead>
            <TableRow>
              <TableCell>Strategy</TableCell>
              <TableCell>Measured on</TableCell>
              <TableCell align="right">Signals</TableCell>
              <TableCell align="right">Average R</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([name, measuredOn, trades, averageR]) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row" sx={{ fontWeight: name === 'Live signals' ? 700 : undefined }}>
                  {name}
                </TableCell>
                <TableCell>{measuredOn}</TableCell>
                <TableCell align="right">{trades.toLocaleString()}</TableCell>
                <TableCell align="right">{formatR(averageR, 3)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
