import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/endpoints';
import type { SignalPerformance } from '../../api/client';
import { formatR, formatShare, yearsOf } from '../../lib/track-record';
import { FigureTable } from './FigureTable';

/**
 * What a signal's confidence means and how well it held: each band's probability of ending in
 * profit after costs as measured before a year, against what that year's signals did, and the same
 * for live signals. When the model cannot order its signals this says so first.
 */
export function CalibrationView({ performance }: { performance: SignalPerformance | undefined }) {
  const report = useQuery({ queryKey: ['signals', 'backtest'], queryFn: ({ signal }) => api.signals.backtest(signal) });
  if (report.error) return <Alert severity="warning">{report.error.message}</Alert>;
  if (!report.data) return <Skeleton variant="rounded" height={240} />;
  const { calibration, calibrationCheck } = report.data;
  return (
    <Stack spacing={2} data-testid="calibration">
      <Typography variant="body2">
        A signal’s confidence is the share of signals like it, out of sample, that {calibration.event}: “like it” means
        in the same third of the model’s predictions. Measured on {calibration.trades.toLocaleString()} signals of{' '}
        {yearsOf(calibration.measuredOn)}.
      </Typography>
      {calibration.ordersSignals ? (
        <Alert severity="info">
          The model orders its signals: higher thirds did better (rank correlation{' '}
          {calibration.rankCorrelation?.toFixed(2).replace('-', '−')}).
        </Alert>
      ) : (
        <Alert severity="warning">
          The model cannot order its signals: its predictions and the results are not related (rank correlation{' '}
          {calibration.rankCorrelation?.toFixed(2).replace('-', '−') ?? '—'}). Every signal’s confidence is therefore
          shown muted, and no signal is highlighted as high confidence.
        </Alert>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Predicted against observed, year by year
      </Typography>
      <Typography variant="body2" color="textSecondary">
        Each year’s signals were given the share their third had on the years before; then counted.
      </Typography>
      <FigureTable
        label="Third of predictions"
        columns={[
          { heading: 'Signals' },
          { heading: 'Predicted', essential: true },
          { heading: 'Observed', essential: true },
          { heading: 'Random side', essential: true },
        ]}
        rows={calibrationCheck.map((row) => ({
          name: row.band,
          cells: [String(row.trades), formatShare(row.predicted), formatShare(row.observed), formatShare(row.chance)],
        }))}
      />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        The thirds live signals are given
      </Typography>
      <FigureTable
        label="Third of predictions"
        columns={[
          { heading: 'Signals' },
          { heading: 'In profit', essential: true },
          { heading: 'Random side', essential: true },
          { heading: 'Average R' },
          { heading: 'Beats chance' },
        ]}
        rows={calibration.bands.map((band) => ({
          name: band.name,
          cells: [
            String(band.trades),
            formatShare(band.profitRate),
            formatShare(band.chance.profitRate),
            formatR(band.averageR, 3),
            band.beatsChance ? 'yes' : 'no',
          ],
        }))}
      />
      {performance && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Live signals: what they were told against what they did
          </Typography>
          <FigureTable
            label="Third of predictions"
            columns={[
              { heading: 'Signals', essential: true },
              { heading: 'Told', essential: true },
              { heading: 'Observed', essential: true },
              { heading: 'Random side' },
            ]}
            rows={performance.calibration.map((row) => ({
              name: row.band,
              cells: [
                String(row.trades),
                formatShare(row.expected),
                formatShare(row.observed),
                formatShare(row.chance),
              ],
            }))}
          />
        </>
      )}
    </Stack>
  );
}
