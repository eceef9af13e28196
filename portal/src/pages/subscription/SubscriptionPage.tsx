import { Alert, Box, Button, Container, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../app/toasts';
import { Navigate, useNavigate } from 'react-router';
import { type PublicPlan } from '../../api/client';
import { api } from '../../api/endpoints';
import { useSession } from '../../api/session';
import { TraderHeader } from '../../features/layout/TraderHeader';
import { PlanCard } from '../../features/plans/PlanCard';
import { usePlans, useSubscriptionStatus } from '../../features/subscription/queries';

/**
 * 'Manage Your Subscription': the two self-serve plans. Choosing one records it and goes on to
 * paying for it (/pricing, with the choice marked); a trader with a running subscription sees it
 * marked and reaches the other plan through /pricing.
 */
export function SubscriptionPage() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const plans = usePlans();
  const status = useSubscriptionStatus();
  const currentPlan = status.data?.isActive ? status.data.plan : null;
  const choose = useMutation({
    mutationFn: (plan: PublicPlan) => api.subscription.choose(plan.planType as 'BASIC' | 'PRO'),
    onSuccess: async (choice) => {
      await queryClient.invalidateQueries({ queryKey: ['subscription'] });
      void navigate('/pricing', { state: { chosenPlan: choice.plan } });
    },
    onError: (error: Error) => enqueueSnackbar(error.message, { variant: 'error' }),
  });

  if (!session) return <Navigate to="/login" replace state={{ from: { pathname: '/subscription' } }} />;
  const selfServe = plans.data?.filter((plan) => plan.planType === 'BASIC' || plan.planType === 'PRO') ?? [];

  return (
    <Box sx={{ minHeight: '100vh' }}>
      <TraderHeader />
      <Container maxWidth="md" component="main" sx={{ py: 4 }}>
        <Stack spacing={1} sx={{ textAlign: 'center', mb: 4 }}>
          <Typography variant="h4" component="h1">
            Manage Your Subscription
          </Typography>
          <Typography color="textSecondary">Pick the plan that fits how many MetaTrader accounts you trade.</Typography>
        </Stack>
        {plans.isError && <Alert severity="error">Failed to load pricing plans</Alert>}
        <Grid container spacing={3}>
          {plans.isPending &&
            [0, 1].map((index) => (
              <Grid key={index} size={{ xs: 12, sm: 6 }}>
                <Skeleton variant="rounded" height={380} />
              </Grid>
            ))}
          {selfServe.map((plan) => (
            <Grid key={plan.planType} size={{ xs: 12, sm: 6 }}>
              <PlanCard
                headingLevel="h2"
                plan={plan}
                cycle="monthly"
                current={currentPlan === plan.planType}
                actionLabel={
                  currentPlan === plan.planType
                    ? 'Open the Trading App'
                    : currentPlan
                      ? `Switch to ${plan.name}`
                      : `Choose ${plan.name}`
                }
                busy={choose.isPending}
                onChoose={(chosen) =>
                  currentPlan === chosen.planType
                    ? navigate('/app')
                    : currentPlan
                      ? navigate('/pricing', { state: { currentPlan } })
                      : choose.mutate(chosen)
                }
              />
            </Grid>
          ))}
        </Grid>
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button variant="text" size="large" onClick={() => navigate('/app')}>
            Continue to Trading App
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
