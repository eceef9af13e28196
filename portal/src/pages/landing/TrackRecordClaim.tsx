import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { signalsApi } from '../../api/signals';
import { MIN_CLOSED_FOR_CLAIM } from '../../lib/track-record';
import { TextLink } from '../../features/layout/TextLink';

/**
 * The accuracy claim, measured: the win rate of closed signals once at least 20 have closed, with
 * the count it rests on. Before that, no percentage at all.
 */
export function TrackRecordClaim() {
  const performance = useQuery({
    queryKey: ['signals', 'performance'],
    queryFn: ({ signal }) => signalsApi.performance(signal),
  });
  // Its room is kept while the figures load, so the page below does not jump when they arrive.
  const room = { mt: 5, minHeight: { xs: 180, sm: 112 } };
  if (performance.isPending) return <Box sx={room} />;
  if (!performance.data) return null;
  const { closedSignals, winRate } = performance.data;
  const measured = closedSignals >= MIN_CLOSED_FOR_CLAIM && winRate !== null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Measured track record"
      sx={{ ...room, mx: 'auto', maxWidth: 560, px: 3, py: 2, textAlign: 'center' }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', textAlign: 'left' }}>
        <VerifiedIcon color="success" />
        {measured ? (
          <Typography>
            <Typography component="span" variant="h5" sx={{ fontWeight: 800, mr: 1 }}>
              {(winRate * 100).toFixed(1)}%
            </Typography>
            measured win rate over {closedSignals} closed signals
          </Typography>
        ) : (
          <Typography color="text.secondary">
            Track record in progress: {closedSignals} of {MIN_CLOSED_FOR_CLAIM} signals closed. The measured win rate
            appears here once {MIN_CLOSED_FOR_CLAIM} have closed.
          </Typography>
        )}
      </Box>
      <TextLink to="/performance" sx={{ display: 'inline-block', mt: 1 }}>
        See every closed signal and the equity curve
      </TextLink>
    </Paper>
  );
}
