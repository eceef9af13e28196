import { Box, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import { subscriptionApi } from '../../api/subscription';
import { useSession } from '../../api/session';
import { PlanCard } from '../../features/plans/PlanCard';
import { landingReads } from './landing-reads';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/** A card's room while the plans load: MUI's pulsing rounded Skeleton, drawn without its code on the first load. */
const PLAN_PLACEHOLDER = {
  height: 400,
  borderRadius: 1,
  bgcolor: 'action.hover',
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

/** The two self-serve plans, rendered from plan data so their account limits are always right. */
export function LandingPlans() {
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const plans = landingReads.plans.use();
  const shown =
    plans.status === 'success' ? plans.data.filter((plan) => plan.planType === 'BASIC' || plan.planType === 'PRO') : [];

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
    <Box component="section" sx={{ mt: 10 }} aria-labelledby="plans-heading" aria-busy={plans.status === 'pending'}>
      <Typography id="plans-heading" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
        Plans
      </Typography>
      {/* Plain text, not an Alert: MUI's Alert would weigh on every first visit for a rare failure. */}
      {plans.status === 'error' && (
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
        {plans.status === 'pending' && [0, 1].map((index) => <Box key={index} aria-hidden sx={PLAN_PLACEHOLDER} />)}
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
