import { Stack, Typography } from '@mui/material';
import type { SignalPerformance } from '../../api/client';
import { formatInterval, formatR, formatShare } from '../../lib/track-record';
import { FigureTable } from './FigureTable';

/**
 * The live record beside chance measured on the same signals: a coin choosing the side at the same
 * fills, with the same exits and costs. The delayed plan's reader is shown as the record they
 * could have traded.
 */
export function AgainstChance({ performance }: { performance: SignalPerformance }) {
  const { figures, chance, interval, delayedView } = performance;
  const rows = [
    {
      name: 'Live signals',
      note: 'filled at the first price after publication',
      cells: [String(figures.trades), formatR(figures.averageR), formatR(figures.averageRGross)],
      strong: true,
    },
    {
      name: 'A coin at the same fills',
      note: `mean of ${chance.seeds} runs; 1 run in 20 reaches ${formatR(chance.p95)}`,
      cells: [String(chance.trades), formatR(chance.averageR), formatR(chance.averageRGross)],
    },
    ...(delayedView.delayMinutes > 0
      ? [
          {
            name: `Seen ${delayedView.delayMinutes} minutes later`,
            note: 'the Professional plan’s record: filled after its delay',
            cells: [String(delayedView.figures.trades), formatR(delayedView.figures.averageR), '—'],
          },
        ]
      : []),
  ];
  return (
    <Stack spacing={1}>
      <FigureTable
        label="Against chance"
        nameHeading="Record"
        columns={[
          { heading: 'Signals', essential: true },
          { heading: 'Average R after costs', essential: true },
          { heading: 'Before costs' },
        ]}
        rows={rows}
      />
      <Typography variant="body2" color="textSecondary">
        95% interval of the live average after costs: {formatInterval(interval.low, interval.high)} (calendar months
        resampled); the chance that the true average is zero or less: {formatShare(interval.probabilityAtMostZero)}.
      </Typography>
    </Stack>
  );
}
