import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, Grid, Skeleton, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../app/toasts';
import { useState } from 'react';
import { type PublicPlan, type SubscriptionStatus } from '../../api/client';
import { api } from '../../api/endpoints';
import { subscriptionKeys } from '../../features/subscription/queries';
import { useSubscriptionChanges } from '../../features/subscription/useSubscriptionChanges';
import { useReaderDates } from '../../features/time-zone/useReaderDates';
import { scheduledChangeText } from '../../lib/billing';
import { formatPrice } from '../../lib/plans';
import { planName as planNameOf, statusLabel } from '../../lib/subscription';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { SubscriptionActions } from './SubscriptionActions';

const STATUS_COLOURS: Record<string, 'success' | 'warning' | 'error' | 'default'> = {
  Active: 'success',
  Pending: 'warning',
  Cancelled: 'warning',
  Expired: 'error',
};

function Detail({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
      {note && (
        <Typography variant="caption" color="textSecondary" component="p">
          {note}
        </Typography>
      )}
    </Box>
  );
}

export function SubscriptionDetailsCard({
  status,
  plans,
  loading,
  error,
}: {
  status?: SubscriptionStatus;
  plans?: PublicPlan[];
  loading: boolean;
  error: boolean;
}) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const dates = useReaderDates();
  const [confirming, setConfirming] = useState(false);
  const { cancelScheduled } = useSubscriptionChanges();
  const cancel = useMutation({
    mutationFn: api.subscription.cancel,
    onSuccess: async () => {
      setConfirming(false);
      enqueueSnackbar(
        'Subscription Cancelled - Your subscription will remain active until the end of the billing period',
        { variant: 'success' },
      );
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.status });
    },
    onError: () => enqueueSnackbar('Failed to cancel subscription', { variant: 'error' }),
  });

  const planName = plans?.find((plan) => plan.planType === status?.plan)?.name ?? status?.plan ?? 'No plan';
  const label = statusLabel(status);
  return (
    <Card>
      <CardHeader
        title="Subscription Details"
        action={
          status?.status && (
            <Chip label={label} color={STATUS_COLOURS[label] ?? 'default'} size="small" sx={{ mt: 1 }} />
          )
        }
      />
      <CardContent>
        {loading && <Skeleton variant="rounded" height={140} />}
        {error && <Alert severity="error">Error - Failed to load profile data</Alert>}
        {status && (
          <>
            <Grid container spacing={2} sx={{ mb: 3 }}>
              <Grid size={{ xs: 6, sm: 4 }}>
                <Detail label="Plan" value={planName} />
              </Grid>
              <Grid size={{ xs: 6, sm: 4 }}>
                <Detail
                  label="Connected Accounts"
                  value={`${status.connectedAccounts}/${status.maxAccounts >= 999 ? 'Unlimited' : status.maxAccounts}`}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 4 }}>
                <Detail
                  label="Amount Paid"
                  value={
                    status.amountPaid !== null
                      ? `${formatPrice(status.amountPaid)} ${status.currencyPaid ?? ''}`.trim()
                      : '—'
                  }
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 4 }}>
                <Detail
                  label="Next Billing"
                  value={status.nextBillingDate ? dates.date(status.nextBillingDate) : '—'}
                  // Crypto has no card on file: nothing renews unless the trader pays.
                  note={status.nextBillingDate ? 'Pay by then to renew; crypto is never charged by itself' : undefined}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 4 }}>
                <Detail label="Expires" value={status.expiresAt ? dates.date(status.expiresAt) : '—'} />
              </Grid>
            </Grid>
            {status.scheduledChange && (
              <Alert severity="info" icon={<EventRepeatIcon />} sx={{ mb: 2 }}>
                <span>
                  {scheduledChangeText(status.scheduledChange, (code) => planNameOf(code, plans), dates.date)}
                  {status.scheduledChange.paid ? ' (already paid for)' : ''}
                </span>
                {!status.scheduledChange.paid && (
                  <Box>
                    <Button
                      color="inherit"
                      size="small"
                      variant="outlined"
                      sx={{ mt: 1 }}
                      onClick={() => cancelScheduled.mutate()}
                      disabled={cancelScheduled.isPending}
                    >
                      Keep {planName} ({status.billingCycle})
                    </Button>
                  </Box>
                )}
              </Alert>
            )}
            <SubscriptionActions status={status} plans={plans} onCancel={() => setConfirming(true)} />
          </>
        )}
      </CardContent>
      <CancelSubscriptionDialog
        open={confirming}
        endsOn={status?.expiresAt ? dates.date(status.expiresAt) : null}
        busy={cancel.isPending}
        onKeep={() => setConfirming(false)}
        onConfirm={() => cancel.mutate()}
      />
    </Card>
  );
}
