import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Chip,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type AlertDeliveryItem } from '../../api/client';
import { api } from '../../api/endpoints';
import { useReaderDates } from '../../features/time-zone/useReaderDates';
import { alertKeys } from './queries';

const STATUS: Record<string, { label: string; color: 'success' | 'warning' | 'error' | 'default' }> = {
  sent: { label: 'Sent', color: 'success' },
  pending: { label: 'Waiting', color: 'warning' },
  dead: { label: 'Failed', color: 'error' },
  dropped: { label: 'Not sent', color: 'default' },
};
const CHANNEL = { email: 'E-mail', telegram: 'Telegram', webhook: 'Webhook' } as Record<string, string>;

function statusDetail(item: AlertDeliveryItem, when: (iso: string) => string): string {
  if (item.status === 'sent' && item.sentAt) return `sent ${when(item.sentAt)}`;
  if (item.status === 'pending')
    return item.attempts
      ? `retrying ${when(item.nextAttemptAt)}: ${item.lastError}`
      : `goes out ${when(item.nextAttemptAt)}`;
  return item.lastError ?? '';
}

/** The last alerts, with what happened to each: what a trader checks when one did not arrive. */
export function RecentAlertsCard() {
  const dates = useReaderDates();
  const deliveries = useQuery({
    queryKey: alertKeys.deliveries,
    queryFn: api.alerts.deliveries,
    refetchInterval: 10_000,
  });
  return (
    <Card component="section" aria-labelledby="recent-alerts">
      <CardHeader id="recent-alerts" title="Recent alerts" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {deliveries.error && <Alert severity="error">{deliveries.error.message}</Alert>}
        {deliveries.isPending && <Skeleton variant="rounded" height={96} />}
        {deliveries.data?.length === 0 && (
          <Typography color="textSecondary">No alerts yet. Send a test alert to see one here.</Typography>
        )}
        {!!deliveries.data?.length && (
          <List dense disablePadding data-testid="recent-alerts">
            {deliveries.data.map((item) => {
              const status = STATUS[item.status];
              return (
                <ListItem key={item.id} disableGutters divider data-status={item.status}>
                  <ListItemText
                    primary={item.subject}
                    secondary={`${CHANNEL[item.channel]} · ${statusDetail(item, dates.dateTime)}`}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                  <Chip size="small" label={status.label} color={status.color} variant="outlined" sx={{ ml: 1 }} />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
