import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { ClosedSignalsList } from '../../features/track-record/ClosedSignalsList';

const DAYS = 30;

/** The trader's last 30 days of closed signals, each linking to its chart. */
export function SignalHistoryTab({ timeZone }: { timeZone: string }) {
  // Fixed when the tab opens, so paging does not shift under the reader.
  const [fixed] = useState(() => ({ from: new Date(Date.now() - DAYS * 86_400_000).toISOString() }));
  return (
    <Card component="section" aria-labelledby="history-heading">
      <CardContent>
        <Typography id="history-heading" variant="h6" component="h2">
          Closed in the last {DAYS} days
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          How each signal ended and its result in R (units of the risk taken). Tap a symbol for its chart.
        </Typography>
        <ClosedSignalsList
          timeZone={timeZone}
          fixed={fixed}
          showDateFilters={false}
          detailPath={(id) => `/app/signals/${id}`}
        />
      </CardContent>
    </Card>
  );
}
