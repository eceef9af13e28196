import { Alert, AlertTitle, Button } from '@mui/material';
import type { SubscriptionStatus } from '../../api/client';
import { usePlanNavigation } from '../../features/subscription/usePlanNavigation';
import { expiryWarning } from '../../lib/subscription';

export function ExpiryBanner({ status }: { status: SubscriptionStatus | undefined }) {
  const { renew } = usePlanNavigation();
  const warning = expiryWarning(status);
  if (!warning) return null;
  return (
    <Alert
      severity={status?.status === 'EXPIRED' ? 'error' : 'warning'}
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={() => renew(status?.plan ?? null)}>
          Renew Now
        </Button>
      }
    >
      <AlertTitle>{warning}</AlertTitle>
      {/* After expiry the interruption has happened: say how to end it, not how to avoid it. */}
      {status?.status === 'EXPIRED'
        ? 'Your trading signals are paused. Renew now to get them back'
        : 'Renew now to avoid interruption to your trading signals'}
    </Alert>
  );
}
