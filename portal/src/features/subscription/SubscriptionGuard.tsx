import LockIcon from '@mui/icons-material/Lock';
import { Alert, Backdrop, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isSupportPlan } from '../../lib/plans';
import { expiryWarning } from '../../lib/subscription';
import { usePlans, useSubscriptionStatus } from './queries';
import { usePlanNavigation } from './usePlanNavigation';

/**
 * Wraps a page with the subscription warning banner (inactive, or 7 or fewer days left). With
 * `requireActive`, an inactive subscription also gets the blocking overlay.
 */
export function SubscriptionGuard({
  children,
  requireActive = false,
}: {
  children: ReactNode;
  requireActive?: boolean;
}) {
  const status = useSubscriptionStatus();
  const navigate = useNavigate();
  const { renew } = usePlanNavigation();
  const warning = expiryWarning(status.data);
  const plans = usePlans();
  const pending = status.data?.status === 'PENDING' && !isSupportPlan(status.data.plan) ? status.data.plan : null;
  const pendingName = plans.data?.find((plan) => plan.planType === pending)?.name ?? 'chosen';
  const blocked = requireActive && status.data !== undefined && !status.data.isActive;

  return (
    <>
      {warning && (
        <Alert
          severity={status.data?.status === 'EXPIRED' ? 'error' : 'warning'}
          sx={{ borderRadius: 0 }}
          action={
            <Button color="inherit" size="small" variant="outlined" onClick={() => renew(status.data?.plan ?? null)}>
              {status.data?.status === 'EXPIRED' ? 'Reactivate' : 'Renew Now'}
            </Button>
          }
        >
          {warning}
        </Alert>
      )}
      {pending && (
        <Alert
          severity="info"
          sx={{ borderRadius: 0 }}
          action={
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              onClick={() => navigate('/pricing', { state: { chosenPlan: pending } })}
            >
              Complete Payment
            </Button>
          }
        >
          Your {pendingName} plan is waiting for payment. Trading signals start once it is paid.
        </Alert>
      )}
      {children}
      <Backdrop open={blocked} sx={{ zIndex: (theme) => theme.zIndex.modal, backdropFilter: 'blur(4px)' }}>
        <Card sx={{ maxWidth: 420, mx: 2 }} role="alertdialog" aria-labelledby="subscription-required-title">
          <CardContent sx={{ textAlign: 'center', p: 4 }}>
            <LockIcon color="warning" sx={{ fontSize: 40, mb: 1 }} />
            <Typography id="subscription-required-title" variant="h6" gutterBottom>
              Subscription Required
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 3 }}>
              You need an active subscription to access this feature.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
              <Button variant="contained" onClick={() => navigate('/pricing')}>
                View Plans
              </Button>
              <Button onClick={() => navigate(-1)}>Go Back</Button>
            </Stack>
          </CardContent>
        </Card>
      </Backdrop>
    </>
  );
}
