import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { signalsApi } from '../../api/signals';
import { edgeVerdict, formatInterval, formatR, MIN_CLOSED_FOR_CLAIM, yearsOf } from '../../lib/track-record';
import { TextLink } from '../../features/layout/TextLink';

const TONE = { success: 'success.main', warning: 'warning.main', error: 'error.main' } as const;

/**
 * The landing page's claim, measured: what the engine did out of sample after costs beside a coin
 * at the same entries, in words that claim no more than that (edgeVerdict), and the live record
 * once it holds enough signals. Nothing here is a hoped-for figure.
 */
export function TrackRecordClaim() {
  const backtest = useQuery({
    queryKey: ['signals', 'backtest'],
    queryFn: ({ signal }) => signalsApi.backtest(signal),
  });
  const live = useQuery({
    queryKey: ['signals', 'performance'],
    queryFn: ({ signal }) => signalsApi.performance(signal),
  });
  // Its room is kept while the figures load, so the page below does not jump when they arrive.
  const room = { mt: 5, minHeight: { xs: 220, sm: 136 } };
  if (backtest.isPending) return <Box sx={room} />;
  if (!backtest.data) return null;
  const { engine, baselines, interval, period } = backtest.data;
  const chance = baselines.randomSameEntries;
  const verdict = edgeVerdict({ averageR: engine.averageR, chanceP95: chance.p95, intervalLow: interval.low });
  if (!verdict) return null;
  const record = live.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Measured track record"
      sx={{
        ...room,
        mx: 'auto',
        maxWidth: 640,
        px: 3,
        py: 2,
        textAlign: 'left',
        borderLeft: 4,
        borderLeftColor: TONE[verdict.tone],
      }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 0.5 }}>
        {verdict.headline}
      </Typography>
      <Typography color="textSecondary">
        On years the model never saw ({yearsOf(period)}): {formatR(engine.averageR)} a signal after costs (95% interval{' '}
        {formatInterval(interval.low, interval.high)}); a random side at the same entries: {formatR(chance.averageR)}.{' '}
        {record &&
          (record.closedSignals >= MIN_CLOSED_FOR_CLAIM
            ? `Live, ${record.closedSignals} signals: ${formatR(record.figures.averageR)} after costs; a random side: ${formatR(record.chance.averageR)}.`
            : `Live record: ${record.closedSignals} of ${MIN_CLOSED_FOR_CLAIM} signals closed so far.`)}
      </Typography>
      <TextLink to="/performance" sx={{ display: 'inline-block', mt: 1 }}>
        See every signal, the back-test and how they are measured
      </TextLink>
    </Paper>
  );
}
