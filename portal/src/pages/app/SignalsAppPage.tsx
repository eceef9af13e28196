import { Alert, Box, Container, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useSnackbar } from '../../app/toasts';
import { MarketNewsPanel } from '../../features/news/MarketNewsPanel';
import { ActiveSignalsSection } from '../../features/signals/ActiveSignalsSection';
import { SignalDelayNotice } from '../../features/signals/SignalDelayNotice';
import { SignalSummaryCards } from '../../features/signals/SignalSummaryCards';
import { EdgeSummary } from '../../features/track-record/EdgeSummary';
import { AI_SIGNALS_KEY, useAiSignals } from '../../features/signals/use-ai-signals';
import { useSignalStream, type SignalStreamEvent } from '../../features/signals/use-signal-stream';
import { useQueryClient } from '@tanstack/react-query';
import type { AiSignal } from '../../api/client';
import { applyToActiveList } from '../../lib/live-signals';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { TraderHeader } from '../../features/layout/TraderHeader';
import { useReaderTimeZone } from '../../features/time-zone/useReaderTimeZone';
import { formatDateTime, formatTime } from '../../lib/dates';
import { summarise } from '../../lib/signals';
import { SignalHistoryTab } from './SignalHistoryTab';
import { GenerateSignalsButton } from './GenerateSignalsButton';

/** /app: the signals app of spec section 2. */
export function SignalsAppPage() {
  const queryClient = useQueryClient();
  // Each change the stream brings is applied to the list in place: no reload per event, which
  // every open page would otherwise make at the same moment.
  const applyChange = (event: SignalStreamEvent) => {
    const list = queryClient.getQueryData<AiSignal[]>(AI_SIGNALS_KEY);
    const fetching = queryClient.isFetching({ queryKey: AI_SIGNALS_KEY }) > 0;
    if (list) queryClient.setQueryData(AI_SIGNALS_KEY, applyToActiveList(list, event));
    // A read under way may have left before the change: it would put the old list back.
    if (!list || fetching) void queryClient.invalidateQueries({ queryKey: AI_SIGNALS_KEY });
  };
  const streaming = useSignalStream(
    applyChange,
    () => void queryClient.invalidateQueries({ queryKey: AI_SIGNALS_KEY }),
  );
  const { query, signals, generate } = useAiSignals({ streaming });
  const { enqueueSnackbar } = useSnackbar();
  const { timeZone } = useReaderTimeZone();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'live';
  const runGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: (result) => {
        if (result.status === 'skipped' && result.nextRunAvailableAt) {
          const at = formatTime(result.nextRunAvailableAt, { timeZone });
          enqueueSnackbar(`Signals were generated moments ago. The next run can start at ${at}.`, { variant: 'info' });
        } else if (result.status === 'completed' && result.waitingFor && result.nextDecisionAt) {
          // Nothing decided: say what the engine waits for, in the reader's time.
          const at = formatDateTime(result.nextDecisionAt, { timeZone });
          enqueueSnackbar(
            result.waitingFor === 'market-open'
              ? `AI analysis complete: 0 new signals. Markets are closed; the first decision after they open is at ${at}.`
              : `AI analysis complete: 0 new signals. The engine decides when its bar closes (a daily bar closes at 17:00 in New York); the next decision is at ${at}.`,
            { variant: 'info' },
          );
        } else if (result.status === 'completed') {
          enqueueSnackbar(`AI analysis complete: ${result.generated} new signals`, { variant: 'success' });
        }
      },
    });
  const loading = query.isPending || query.isFetching;

  return (
    <Box>
      <TraderHeader action={<GenerateSignalsButton onGenerate={runGenerate} generating={generate.isPending} />} />
      <Container maxWidth="xl" component="main" sx={{ py: { xs: 3, md: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 28, md: 34 } }}>
          AI Trading Signals
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
          Entries, stops and targets from the engine&apos;s walk-forward-tested model. New signals appear here as your
          plan shows them, without reloading.{' '}
          <Link component={RouterLink} to="/performance">
            Track record
          </Link>
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, next: string) => setParams(next === 'history' ? { tab: 'history' } : {})}
          aria-label="Signals views"
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="live" label="Live signals" />
          <Tab value="history" label="History" />
        </Tabs>
        {tab === 'history' ? (
          <SignalHistoryTab timeZone={timeZone} />
        ) : (
          <Stack spacing={3}>
            {query.isError && <Alert severity="error">{query.error.message || 'Failed to load AI signals'}</Alert>}
            {generate.isError && <Alert severity="error">Failed to generate AI signals</Alert>}
            <SignalDelayNotice />
            <SignalSummaryCards summary={summarise(signals)} />
            <ActiveSignalsSection signals={signals} loading={loading} onRefresh={() => void query.refetch()} />
            <EdgeSummary linkToRecord />
            <MarketNewsPanel />
          </Stack>
        )}
      </Container>
    </Box>
  );
}
