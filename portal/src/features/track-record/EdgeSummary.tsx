import { Alert, AlertTitle, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/endpoints';
import { edgeVerdict, formatInterval, formatR, MIN_CLOSED_FOR_CLAIM, yearsOf } from '../../lib/track-record';
import { TextLink } from '../layout/TextLink';

/**
 * What the measurements say about the engine, in plain words: the out-of-sample back-test after
 * costs beside a coin at the same entries, and the live record once it holds enough signals.
 */
export function EdgeSummary({ linkToRecord = false }: { linkToRecord?: boolean }) {
  const backtest = useQuery({
    queryKey: ['signals', 'backtest'],
    queryFn: ({ signal }) => api.signals.backtest(signal),
  });
  const live = useQuery({
    queryKey: ['signals', 'performance'],
    queryFn: ({ signal }) => api.signals.performance(signal),
  });
  if (backtest.isPending) return <Skeleton variant="rounded" height={96} />;
  if (!backtest.data) return null;
  const { engine, baselines, interval, period } = backtest.data;
  const chance = baselines.randomSameEntries;
  const verdict = edgeVerdict({ averageR: engine.averageR, chanceP95: chance.p95, intervalLow: interval.low });
  if (!verdict) return null;
  const years = yearsOf(period);
  const record = live.data;
  return (
    <Alert severity={verdict.tone} data-testid="edge-summary">
      <AlertTitle>{verdict.headline}</AlertTitle>
      Back-test on years the model never saw ({years}, {engine.trades.toLocaleString()} signals):{' '}
      {formatR(engine.averageR)} a signal after costs (95% interval {formatInterval(interval.low, interval.high)}); a
      random side at the same entries: {formatR(chance.averageR)}.{' '}
      {record &&
        (record.closedSignals >= MIN_CLOSED_FOR_CLAIM
          ? `Live, ${record.closedSignals} signals: ${formatR(record.figures.averageR)} a signal after costs; a random side at the same fills: ${formatR(record.chance.averageR)}. `
          : `Live record: ${record.closedSignals} of ${MIN_CLOSED_FOR_CLAIM} signals closed so far. `)}
      Treat each signal as an idea to check, not a promise.
      {linkToRecord && (
        <>
          {' '}
          <TextLink to="/performance">See every signal and how it was measured</TextLink>
        </>
      )}
    </Alert>
  );
}
