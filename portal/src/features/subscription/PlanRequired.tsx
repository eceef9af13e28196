import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SubscriptionStatus } from '../../api/client';
import { useSession } from '../../api/session';
import { subscriptionApi } from '../../api/subscription';
import { planNeededSentence, type PaidFeature } from '../../lib/subscription';
import { TraderHeader } from '../layout/TraderHeader';
import { subscriptionKeys } from './queries';
import { usePlanName } from './usePlanName';

const TITLES: Record<PaidFeature, string> = {
  signals: 'Signals need a plan',
  alerts: 'Alerts need a plan',
};

/**
 * What a page behind a plan shows a trader without one: a sentence saying what stands in the way,
 * the way to a plan, and the trader's other pages (the header), which need no plan.
 */
export function PlanRequired({ feature, status }: { feature: PaidFeature; status: SubscriptionStatus | undefined }) {
  const nameOf = usePlanName();
  const pending = status?.status === 'PENDING' && status.plan ? status.plan : null;
  return (
    <Box>
      <TraderHeader />
      <Container maxWidth="sm" component="main" sx={{ py: 6 }}>
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h4" component="h1" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LockIcon color="warning" aria-hidden />
            {TITLES[feature]}
          </Typography>
          <Alert severity="info" sx={{ width: '100%' }}>
            {planNeededSentence(feature, status, nameOf)}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            {pending && (
              <Button component={RouterLink} to="/pricing" state={{ chosenPlan: pending }} variant="contained">
                Complete Payment
              </Button>
            )}
            <Button component={RouterLink} to="/subscription" variant={pending ? 'outlined' : 'contained'}>
              Choose a plan
            </Button>
            <Button component={RouterLink} to="/profile">
              Your account
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * Signals, the calendar (on /app) and alerts: a running paid plan or the admin role. Anyone else
 * stays on the page's address and reads, in place of the page, what stands in the way and where to
 * get a plan; nothing redirects silently. The check is made afresh on every visit, and a failed
 * check counts as no plan (spec section 8). It wraps the page inside the page's own lazy chunk, so
 * the route table (and with it the landing page) does not carry it.
 */
export function RequirePaidPlan({ feature, children }: { feature: PaidFeature; children: ReactNode }) {
  const isAdmin = useSession()?.user.role === 'admin';
  const status = useQuery({
    queryKey: subscriptionKeys.status,
    queryFn: subscriptionApi.status,
    enabled: !isAdmin,
    staleTime: 0,
    retry: false,
  });
  if (isAdmin) return children;
  if (!status.isError && !status.isFetchedAfterMount)
    return (
      <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Checking your subscription" />
      </Box>
    );
  if (status.isError || !status.data?.isActive)
    return <PlanRequired feature={feature} status={status.isError ? undefined : status.data} />;
  return children;
}
