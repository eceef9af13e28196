import { Box, Paper, Tooltip, Typography } from '@mui/material';
import type { TrackFigures } from '../../api/client';
import { formatProfitFactor, formatR, formatWinRate } from '../../lib/track-record';

interface Figure {
  label: string;
  value: string;
  hint: string;
  tone?: 'success.main' | 'error.main';
}

function figuresToShow(figures: TrackFigures): Figure[] {
  const tone = (value: number | null) =>
    value === null || value === 0 ? undefined : value > 0 ? ('success.main' as const) : ('error.main' as const);
  return [
    {
      label: 'Closed signals',
      value: String(figures.trades),
      hint: `${figures.wins} won, ${figures.losses} lost, ${figures.expired} expired`,
    },
    {
      label: 'Hit the target',
      value: formatWinRate(figures.winRate),
      hint: 'Signals that closed at their target, over all closed signals; expired ones count as not. Ending in profit after costs is another figure (Against chance)',
    },
    {
      label: 'Average R after costs',
      value: formatR(figures.averageR),
      hint: `Mean result per signal, less the round-trip cost, in units of the published risk: share winning × average win (${formatR(figures.averageWinR)}) + share losing × average loss (${formatR(figures.averageLossR)})`,
      tone: tone(figures.averageR),
    },
    {
      label: 'Before costs',
      value: formatR(figures.averageRGross),
      hint: 'The same average before the round-trip cost: the gap between the two is what costs took',
    },
    {
      label: 'Total',
      value: formatR(figures.totalR, 1),
      hint: 'Sum of all results in R, after costs',
      tone: tone(figures.totalR),
    },
    {
      label: 'Profit factor',
      value: formatProfitFactor(figures.profitFactor),
      hint: 'R won over R lost; blank while nothing was lost',
    },
    {
      label: 'Max drawdown',
      value: formatR(figures.maxDrawdownR ? -figures.maxDrawdownR : 0, 1),
      hint: 'Deepest fall of the equity curve from a previous high',
    },
    {
      label: 'Longest losing streak',
      value: String(figures.longestLosingStreak),
      hint: 'Most signals in a row that lost',
    },
  ];
}

/** The headline figures, each with what it means on hover or keyboard focus and spelt out below. */
export function HeadlineFigures({ figures }: { figures: TrackFigures }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}
    >
      {figuresToShow(figures).map((figure) => (
        <Tooltip key={figure.label} title={figure.hint} describeChild>
          <Paper variant="outlined" sx={{ p: 2 }} tabIndex={0} data-figure={figure.label}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 800, color: figure.tone }}>
              {figure.value}
            </Typography>
          </Paper>
        </Tooltip>
      ))}
    </Box>
  );
}
