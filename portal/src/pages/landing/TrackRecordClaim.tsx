import { Box, Paper, Typography } from '@mui/material';
import { recordSummary } from '../../lib/track-record';
import { TextLink } from '../../features/layout/TextLink';
import { landingReads } from './landing-reads';

const TONE = { success: 'success.main', warning: 'warning.main', error: 'error.main', info: 'info.main' } as const;

/**
 * The landing page's claim, measured: the one verdict rule's sentence over the back-test after costs
 * beside a coin at the same entries, and the live record, or "too few to say" with its count.
 * Nothing here is a hoped-for figure.
 */
export function TrackRecordClaim() {
  const backtest = landingReads.backtest.use();
  const live = landingReads.performance.use();
  // Its room is kept while the figures load, so the page below does not jump when they arrive.
  const room = { mt: 5, minHeight: { xs: 220, sm: 136 } };
  if (backtest.status === 'pending') return <Box sx={room} />;
  if (backtest.status === 'error') return null;
  const summary = recordSummary(backtest.data, live.status === 'success' ? live.data : undefined);
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
        borderLeftColor: TONE[summary.tone],
      }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 0.5 }}>
        {summary.headline}
      </Typography>
      <Typography color="textSecondary">
        {summary.backtest} {summary.live}
      </Typography>
      <TextLink to="/performance" sx={{ display: 'inline-block', mt: 1 }}>
        See every signal, the back-test and how they are measured
      </TextLink>
    </Paper>
  );
}
