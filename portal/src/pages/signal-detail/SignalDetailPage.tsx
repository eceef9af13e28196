import { Alert, Box, Card, CardContent, Chip, Container, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { api } from '../../api/endpoints';
import { CandleChart } from '../../features/charts/CandleChart';
import { TraderHeader } from '../../features/layout/TraderHeader';
import { NewsInfluenceBadge } from '../../features/signals/NewsInfluenceBadge';
import { PositionSizeCalculator } from '../../features/signals/PositionSizeCalculator';
import { SendSignalButton } from '../../features/signals/SendSignalButton';
import { SignalExpectationCard } from '../../features/signals/SignalExpectationCard';
import { useSignalStream } from '../../features/signals/use-signal-stream';
import { useReaderTimeZone } from '../../features/time-zone/useReaderTimeZone';
import { formatDateTime, zoneAbbreviation } from '../../lib/dates';
import { confidenceMeaning, toSignalView } from '../../lib/signals';
import { OUTCOME_LABEL, outcomeColor } from '../../lib/track-record';
import { SignalLevels } from './SignalLevels';
import { SignalNewsEvents } from './SignalNewsEvents';
import { useNow } from '../../features/time-zone/useNow';

const CANDLE_REFRESH_MS = 60_000;
/** Without the signals stream, the signal's state is polled as the list is (spec section 9). */
const SIGNAL_POLL_MS = 60_000;

/** /app/signals/:id: one signal on its chart, with everything behind it. */
export function SignalDetailPage() {
  const id = Number(useParams().id);
  const { timeZone } = useReaderTimeZone();
  const now = useNow();
  const valid = Number.isInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['signal', id], exact: true });
  // A close or an expiry of this signal reloads it at once.
  const streaming = useSignalStream((event) => event.signalId === id && event.type !== 'signal' && reload(), reload);
  const detail = useQuery({
    queryKey: ['signal', id],
    queryFn: ({ signal }) => api.signals.get(id, signal),
    enabled: valid,
    refetchInterval: (query) => (!streaming && query.state.data?.outcome === 'OPEN' ? SIGNAL_POLL_MS : false),
  });
  const open = detail.data?.outcome === 'OPEN';
  const candles = useQuery({
    queryKey: ['signal', id, 'candles'],
    queryFn: ({ signal }) => api.signals.candles(id, signal),
    enabled: valid && Boolean(detail.data),
    refetchInterval: open ? CANDLE_REFRESH_MS : false,
  });
  const signal = detail.data;

  return (
    <Box>
      <TraderHeader />
      <Container maxWidth="lg" component="main" sx={{ py: { xs: 2, md: 4 } }}>
        {!valid && <Alert severity="error">There is no signal at this address.</Alert>}
        {detail.error && <Alert severity="error">{detail.error.message}</Alert>}
        {detail.isPending && valid && <Skeleton variant="rounded" height={480} />}
        {signal && (
          <Stack spacing={2.5}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
                {signal.symbol}
              </Typography>
              <Chip label={signal.signalType} color={signal.signalType === 'BUY' ? 'success' : 'error'} />
              <Chip
                label={OUTCOME_LABEL[signal.outcome]}
                color={outcomeColor(signal.outcome)}
                variant="outlined"
                data-testid="signal-status"
              />
              <Typography color="textSecondary">
                {confidenceMeaning(toSignalView(signal))} · {signal.category}
              </Typography>
            </Stack>
            <Typography variant="body2" color="textSecondary">
              Issued {formatDateTime(signal.createdAt, { timeZone })} · expires{' '}
              {formatDateTime(signal.expiresAt, { timeZone })} ({zoneAbbreviation(timeZone)}) ·{' '}
              <Link component={RouterLink} to="/app?tab=history">
                Signal history
              </Link>
            </Typography>
            <SignalLevels signal={signal} lastPrice={candles.data?.lastPrice ?? null} now={now} timeZone={timeZone} />
            <SignalExpectationCard expectation={signal.expectation} />
            <Card component="section" aria-labelledby="position-size-title">
              <CardContent>
                <Typography variant="h6" component="h2" id="position-size-title" gutterBottom>
                  Position size
                </Typography>
                <PositionSizeCalculator
                  signalId={signal.id}
                  symbol={signal.symbol}
                  side={signal.signalType}
                  entry={signal.entryPrice}
                  stopLoss={signal.stopLoss}
                />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  Chart (15-minute candles)
                </Typography>
                {candles.error && <Alert severity="warning">{candles.error.message}</Alert>}
                {candles.isPending && <Skeleton variant="rounded" height={360} />}
                {candles.data && (
                  <CandleChart
                    symbol={signal.symbol}
                    candles={candles.data.candles}
                    timeZone={timeZone}
                    levels={{
                      entry: signal.entryPrice,
                      stopLoss: signal.stopLoss,
                      takeProfit: signal.takeProfit,
                      exit: signal.exitPrice,
                    }}
                  />
                )}
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  Why this signal
                </Typography>
                <Typography data-testid="signal-reasoning" sx={{ mb: 1.5 }}>
                  {signal.reasoning ?? 'No reasoning was recorded.'}
                </Typography>
                <NewsInfluenceBadge text={signal.newsInfluence} releaseAt={signal.newsReleaseAt} full />
                {open && (
                  <Box sx={{ mt: 2, maxWidth: 320 }}>
                    <SendSignalButton signal={toSignalView(signal)} label="Send Signal" fullWidth />
                  </Box>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  News around it
                </Typography>
                <SignalNewsEvents events={signal.newsEvents} timeZone={timeZone} />
              </CardContent>
            </Card>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
