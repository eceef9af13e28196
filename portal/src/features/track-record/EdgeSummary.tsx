import { Alert, AlertTitle, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/endpoints';
import { recordSummary } from '../../lib/track-record';
import { TextLink } from '../layout/TextLink';

/**
 * What the measurements say about the engine, in the one verdict rule's words: the back-test after
 * costs beside a coin at the same entries, and the live record, or "too few to say" with its count.
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
  const summary = recordSummary(backtest.data, live.data);
  return (
    <Alert severity={summary.tone} data-testid="edge-summary" data-verdict={summary.headline}>
      <AlertTitle>{summary.headline}</AlertTitle>
      {summary.backtest} {summary.live} Treat each signal as an idea to check, not a promise.
      {linkToRecord && (
        <>
          {' '}
          <TextLink to="/performance">See every signal and how it was measured</TextLink>
        </>
      )}
    </Alert>
  );
}
