import { Stack, Typography } from '@mui/material';
import type { SignalPerformance } from '../../api/client';
import { formatInterval, formatR, formatShare } from '../../lib/track-record';
import { FigureTable } from './FigureTable';
import { plural } from '#domain/plural';

/**
 * The live record beside chance measured on the same signals: a coin choosing the side at the same
 * fills, with the same exits and costs. The delayed plan's reader is shown as the record they
 * could have traded.
 */
export function AgainstChance({ performance }: { performance: SignalPerformance }) {
  const { figures, chance, interval, delayedView, rates, stressed, evidence, verdict } = performance;
  const rows = [
    {
      name: 'Live signals',
      note: 'filled at the first price after publication',
      cells: [
        String(figures.trades),
        formatR(figures.averageR),
        formatR(figures.averageRGross),
        formatShare(rates.hitTarget),
        formatShare(rates.inProfit),
      ],
      strong: true,
    },
    {
      name: 'A coin at the same fills',
      note: `mean of ${chance.seeds} runs; 1 run in 20 reaches ${formatR(chance.p95)}`,
      cells: [
        String(chance.trades),
        formatR(chance.averageR),
        formatR(chance.averageRGross),
        formatShare(rates.chanceHitTarget),
        formatShare(rates.chanceInProfit),
      ],
    },
    ...(delayedView.delayMinutes > 0
      ? [
          {
            name: `Seen ${plural(delayedView.delayMinutes, 'minute')} later`,
            note: 'the Professional plan’s record: filled after its delay',
            cells: [String(delayedView.figures.trades), formatR(delayedView.figures.averageR), '—', '—', '—'],
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
          { heading: 'Hit the target' },
          { heading: 'In profit after costs', essential: true },
        ]}
        rows={rows}
      />
      <Typography variant="body2" color="textSecondary">
        Hitting the target and ending in profit after costs are different events: an expired signal can end in profit,
        and a target hit pays the cost too.
      </Typography>
      <Typography variant="body2" color="textSecondary" data-testid="live-interval">
        {evidence.enough
          ? `95% interval of the live average after costs: ${formatInterval(interval.low, interval.high)} (calendar months resampled); the chance that the true average is zero or less: ${formatShare(interval.probabilityAtMostZero)}.`
          : `95% interval and the chance that the true average is zero or less: ${verdict.sentence.replace(/^Too few to say/, 'too few to say')}.`}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        At {stressed.costMultiple}× the costs charged: {formatR(stressed.averageR)} a signal; a coin reaches{' '}
        {formatR(stressed.chanceP95)} one run in twenty. “Better than chance” needs both this and the line above to beat
        the coin.
      </Typography>
    </Stack>
  );
}
