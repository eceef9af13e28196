import { Box, Skeleton, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { subscriptionApi } from '../../api/subscription';
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
    const active = await subscriptionApi.status().then(
      (status) => status.isActive,
      () => false,
    );
    void navigate(active ? '/app' : '/pricing');
  };

  return (
    <Box component="section" sx={{ mt: 10 }} aria-labelledby="plans-heading">
      <Typography id="plans-heading" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
        Plans
      </Typography>
      {/* Plain text, not an Alert: MUI's Alert would weigh on every first visit for a rare failure. */}
      {plans.isError && (
        <Typography role="alert" color="error" sx={{ textAlign: 'center', fontWeight: 500 }}>
          Failed to load pricing plans
        </Typography>
      )}
      {/* Two cards, each a third of the page wide on a desktop, centred. */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          justifyContent: 'center',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(2, calc((100% - 48px) / 3))' },
        }}
      >
        {plans.isPending && [0, 1].map((index) => <Skeleton key={index} variant="rounded" height={400} />)}
        {shown.map((plan) => (
          <PlanCard
            key={plan.planType}
            plan={plan}
            cycle="monthly"
            actionLabel="Get Started"
            onChoose={() => void choose()}
          />
        ))}
      </Box>
    </Box>
  );
}
