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
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../app/toasts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { yearlySaving } from '#domain/yearly-saving';
import type { BillingCycle, PlanType, PublicPlan } from '../../api/client';
import { useSession } from '../../api/session';
import { ColorModeToggle } from '../../features/layout/ColorModeToggle';
import { SiteFooter, SUPPORT_EMAIL } from '../../features/layout/SiteFooter';
import { BackButton } from '../../features/navigation/BackButton';
import { PlanCard } from '../../features/plans/PlanCard';
import { usePlans, useSubscriptionStatus } from '../../features/subscription/queries';
import { recordCheckoutChoice } from '../../features/subscription/recordPlanChoice';
import { isContactSales } from '../../lib/plans';
import { plansApi } from '../../api/plans';

/** Why the trader is here: a renewal, a plan already picked, or signals that need a subscription. */
interface PricingState {
  renewal?: boolean;
  currentPlan?: PlanType | null;
  chosenPlan?: PlanType | null;
  reason?: 'signals';
}

/** The sentence above the plans saying why the trader is on this page. */
function whyHere(state: PricingState, chosenName: string | undefined, currentName: string | undefined): string | null {
  if (state.reason === 'signals')
    return chosenName
      ? `Trading signals need an active subscription. Pay for your ${chosenName} plan, monthly or yearly, to start.`
      : 'Trading signals need an active subscription. Choose a plan and pay to start.';
  if (chosenName) return `You chose ${chosenName}. Pick monthly or yearly, then pay to start your signals.`;
  if (state.renewal && currentName) return 'Renew your plan or pick another one. Your current plan is marked.';
  if (currentName)
    return `You are on the ${currentName} plan, marked below. A higher plan starts at once, with your unused time credited; a cheaper plan or the other cycle starts when your period ends. The checkout shows the price first.`;
  return null;
}

export function PricingPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession() !== null;
  const { enqueueSnackbar } = useSnackbar();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const plans = usePlans();
  const queryClient = useQueryClient();
  const arrival = (location.state as PricingState | null) ?? {};
  const status = useSubscriptionStatus();
  // The plan the trader holds now (paid and running), marked wherever they arrive from.
  const currentPlan = arrival.currentPlan ?? (status.data?.isActive ? status.data.plan : null) ?? null;
  const chosenPlan = arrival.chosenPlan ?? (status.data?.status === 'PENDING' ? status.data.plan : null) ?? null;
  const nameOf = (planType: PlanType | null) => plans.data?.find((plan) => plan.planType === planType)?.name;
  // The toggle's badge follows the plans' own savings (the cards show each plan's).
  const percents = (plans.data ?? [])
    .filter((plan) => !isContactSales(plan))
    .map((plan) => yearlySaving(plan)?.percent ?? 0)
    .filter((percent) => percent > 0);
  const best = percents.length ? Math.max(...percents) : 0;
  const yearlyBadge = best
    ? percents.every((percent) => percent === best)
      ? `Save ${best}%`
      : `Save up to ${best}%`
    : null;
  const why = whyHere(arrival, nameOf(chosenPlan), nameOf(currentPlan));

  useEffect(() => {
    if (plans.isError) enqueueSnackbar('Failed to load pricing plans', { variant: 'error' });
  }, [plans.isError, enqueueSnackbar]);

  const choose = async (plan: PublicPlan) => {
    if (isContactSales(plan)) {
      // The sales address is the operator's setting; support answers if it cannot be read.
      const salesEmail = await queryClient
        .fetchQuery({ queryKey: ['plans', 'contact'], queryFn: plansApi.contact, staleTime: Infinity })
        .then((contact) => contact.salesEmail)
        .catch(() => SUPPORT_EMAIL);
      window.location.href = `mailto:${salesEmail}?subject=${encodeURIComponent(`${plan.name} plan`)}`;
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
    if (!signedIn) {
      void navigate('/login', { state: { from: checkout } });
      return;
    }
    // Choosing here is a plan choice too: the checkout's guard must not ask for it again.
    void recordCheckoutChoice(checkout.state, queryClient).then(() =>
      navigate(checkout.pathname, { state: checkout.state }),
    );
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
          {why && (
            <Alert severity="info" sx={{ textAlign: 'left' }}>
              {why}
            </Alert>
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
              Yearly {yearlyBadge && <Chip label={yearlyBadge} size="small" color="success" />}
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
              <PlanCard
                plan={plan}
                cycle={cycle}
                onChoose={(plan) => void choose(plan)}
                current={currentPlan === plan.planType}
                chosen={chosenPlan ? chosenPlan === plan.planType : undefined}
                headingLevel="h2"
              />
            </Grid>
          ))}
        </Grid>
        <Typography color="textSecondary" sx={{ textAlign: 'center', mt: 5 }}>
          All plans include SSL security and regular updates.
        </Typography>
      </Container>
      <SiteFooter />
    </Box>
  );
}
