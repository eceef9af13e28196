import { Alert, Box, Grid, Skeleton, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { useSession } from '../../api/session';
import { PlanCard } from '../../features/plans/PlanCard';
import { usePlans } from '../../features/subscription/queries';

/** The two self-serve plans, rendered from plan data so their account limits are always right. */
export function LandingPlans() {
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const plans = usePlans();
  const shown = plans.data?.filter((plan) => plan.planType === 'BASIC' || plan.planType === 'PRO') ?? [];

  // Guests sign up; traders go to the signals if their plan is active, else to pricing.
  const choose = async () => {
    if (!signedIn) return navigate('/signup');
    const active = await api.subscription.status().then(
      (status) => status.isActive,
      () => false,
    );
    navigate(active ? '/app' : '/pricing');
  };

  return (
    <Box component="section" sx={{ mt: 10 }} aria-labelledby="plans-heading">
      <Typography id="plans-heading" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
        Plans
      </Typography>
      {plans.isError && <Alert severity="error">Failed to load pricing plans</Alert>}
      <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
        {plans.isPending &&
          [0, 1].map((index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={400} />
            </Grid>
          ))}
        {shown.map((plan) => (
          <Grid key={plan.planType} size={{ xs: 12, sm: 6, md: 4 }}>
            <PlanCard plan={plan} cycle="monthly" actionLabel="Get Started" onChoose={() => void choose()} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
