import {
  Alert,
  Box,
  Chip,
  Container,
  Grid,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { BillingCycle, PlanType, PublicPlan } from '../../api/client';
import { useSession } from '../../api/session';
import { ColorModeToggle } from '../../features/layout/ColorModeToggle';
import { SiteFooter, SUPPORT_EMAIL } from '../../features/layout/SiteFooter';
import { BackButton } from '../../features/navigation/BackButton';
import { PlanCard } from '../../features/plans/PlanCard';
import { usePlans } from '../../features/subscription/queries';
import { isContactSales } from '../../lib/plans';

interface RenewalState {
  renewal?: boolean;
  currentPlan?: PlanType | null;
}

export function PricingPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession() !== null;
  const { enqueueSnackbar } = useSnackbar();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const plans = usePlans();
  const renewal = (location.state as RenewalState | null) ?? {};

  useEffect(() => {
    if (plans.isError) enqueueSnackbar('Failed to load pricing plans', { variant: 'error' });
  }, [plans.isError, enqueueSnackbar]);

  const choose = (plan: PublicPlan) => {
    if (isContactSales(plan)) {
      window.location.href = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`${plan.name} plan`)}`;
      return;
    }
    const checkout = {
      pathname: '/payment-flow',
      state: {
        plan: plan.planType.toLowerCase(),
        billingCycle: cycle,
        price: cycle === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice,
      },
    };
    // A guest signs in first and then lands on the checkout of the plan they picked.
    if (!signedIn) navigate('/login', { state: { from: checkout } });
    else navigate(checkout.pathname, { state: checkout.state });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Toolbar sx={{ gap: 1 }}>
        <BackButton />
        <Box sx={{ flexGrow: 1 }} />
        <ColorModeToggle />
      </Toolbar>
      <Container maxWidth="lg" component="main" sx={{ py: 4, flexGrow: 1 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mb: 5 }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, sm: 42 } }}>
            Choose Your Trading Plan
          </Typography>
          {renewal.renewal && renewal.currentPlan && (
            <Typography color="text.secondary">
              Renew your plan or pick another one. Your current plan is marked.
            </Typography>
          )}
          <ToggleButtonGroup
            exclusive
            value={cycle}
            onChange={(_, value: BillingCycle | null) => value && setCycle(value)}
            aria-label="Billing cycle"
            color="primary"
          >
            <ToggleButton value="monthly" sx={{ px: 3 }}>
              Monthly
            </ToggleButton>
            <ToggleButton value="yearly" sx={{ px: 3, gap: 1 }}>
              Yearly <Chip label="Save 10%" size="small" color="success" />
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>

        {plans.isError && (
          <Alert severity="error" sx={{ mb: 3 }}>
            Failed to load pricing plans
          </Alert>
        )}
        <Grid container spacing={3} sx={{ justifyContent: 'center', alignItems: 'stretch' }}>
          {plans.isPending &&
            [0, 1, 2].map((index) => (
              <Grid key={index} size={{ xs: 12, md: 4 }}>
                <Skeleton variant="rounded" height={420} />
              </Grid>
            ))}
          {plans.data?.map((plan) => (
            <Grid key={plan.planType} size={{ xs: 12, sm: 6, md: 4 }}>
              <PlanCard plan={plan} cycle={cycle} onChoose={choose} current={renewal.currentPlan === plan.planType} />
            </Grid>
          ))}
        </Grid>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 5 }}>
          All plans include SSL security, 99.9% uptime, and regular updates.
        </Typography>
      </Container>
      <SiteFooter />
    </Box>
  );
}
