import { Alert, Box, Container, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { MarketNewsPanel } from '../../features/news/MarketNewsPanel';
import { ActiveSignalsSection } from '../../features/signals/ActiveSignalsSection';
import { SignalSummaryCards } from '../../features/signals/SignalSummaryCards';
import { useAiSignals } from '../../features/signals/use-ai-signals';
import { summarise } from '../../lib/signals';
import { SignalsAppHeader } from './SignalsAppHeader';

/** /app: the signals app of spec section 2. */
export function SignalsAppPage() {
  const { query, signals, generate } = useAiSignals();
  const { enqueueSnackbar } = useSnackbar();
  const runGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: (result) => {
        if (result.status === 'skipped' && result.nextRunAvailableAt) {
          const at = new Date(result.nextRunAvailableAt).toLocaleTimeString('en-US', {
            hour: '2-digit',
            minute: '2-digit',
          });
          enqueueSnackbar(`Signals were generated moments ago. The next run can start at ${at}.`, { variant: 'info' });
        } else if (result.status === 'completed') {
          enqueueSnackbar(`AI analysis complete: ${result.generated} new signals`, { variant: 'success' });
        }
      },
    });
  const loading = query.isPending || query.isFetching;

  return (
    <Box>
      <SignalsAppHeader onGenerate={runGenerate} generating={generate.isPending} />
      <Container maxWidth="xl" component="main" sx={{ py: { xs: 3, md: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 28, md: 34 } }}>
          AI Trading Signals
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          Entries, stops and targets from the engine&apos;s indicator vote, refreshed every minute.
        </Typography>
        <Stack spacing={3}>
          {query.isError && <Alert severity="error">{query.error.message || 'Failed to load AI signals'}</Alert>}
          {generate.isError && <Alert severity="error">Failed to generate AI signals</Alert>}
          <SignalSummaryCards summary={summarise(signals)} />
          <MarketNewsPanel />
          <ActiveSignalsSection signals={signals} loading={loading} onRefresh={() => void query.refetch()} />
        </Stack>
      </Container>
    </Box>
  );
}
