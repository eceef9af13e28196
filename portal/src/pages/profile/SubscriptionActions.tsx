import { Alert, Button, Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import type { PublicPlan, SubscriptionStatus } from '../../api/client';
import { SUPPORT_EMAIL } from '../../features/layout/SiteFooter';
import { usePlanNavigation } from '../../features/subscription/usePlanNavigation';
import { formatPrice, priceFor, profileActionSet } from '../../lib/plans';

const contactSupport = () => window.location.assign(`mailto:${SUPPORT_EMAIL}`);

/** The buttons of spec section 4, 'Profile actions by state'. Cancel is handled by the caller. */
export function SubscriptionActions({
  status,
  plans,
  onCancel,
}: {
  status: SubscriptionStatus | undefined;
  plans: PublicPlan[] | undefined;
  onCancel(): void;
}) {
  const navigate = useNavigate();
  const { pay } = usePlanNavigation();
  const set = profileActionSet(status, plans);
  const plan = status?.plan ?? 'BASIC';
  const price = (cycle: 'monthly' | 'yearly', planType = plan) =>
    priceFor(planType, cycle, plans, planType === plan ? status?.amountPaid : null);
  const cancelButton = status?.status === 'ACTIVE' && (
    <Button color="error" variant="outlined" onClick={onCancel}>
      Cancel Subscription
    </Button>
  );

  switch (set) {
    case 'expired-support':
      return (
        <Stack spacing={1}>
          <Alert severity="info">Your {plan} plan is managed by our team. Please contact support to renew it.</Alert>
          <Button variant="contained" onClick={contactSupport}>
            Contact Support
          </Button>
        </Stack>
      );
    case 'expired-pay':
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" onClick={() => pay(plan, 'monthly', price('monthly'))}>
            Pay Now · {formatPrice(price('monthly') ?? 0)}/month
          </Button>
          <Button variant="outlined" onClick={() => pay(plan, 'yearly', price('yearly'))}>
            Pay Now · {formatPrice(price('yearly') ?? 0)}/year
          </Button>
        </Stack>
      );
    case 'expired-no-price':
      return (
        <Stack spacing={1}>
          <Alert severity="info">
            We could not find a price for your plan. Please contact support, or choose another plan.
          </Alert>
          <Button variant="outlined" onClick={() => navigate('/pricing')}>
            View Available Plans
          </Button>
        </Stack>
      );
    case 'active-basic':
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="outlined"
            onClick={() => navigate('/pricing', { state: { renewal: false, currentPlan: plan } })}
          >
            Upgrade to Pro
          </Button>
          <Button variant="contained" onClick={() => pay('PRO', 'monthly', price('monthly', 'PRO'))}>
            Upgrade &amp; Pay Now
          </Button>
          {cancelButton}
        </Stack>
      );
    case 'active-support':
      return (
        <Stack spacing={1}>
          <Alert severity="info">Please contact support for changes to your {plan} plan.</Alert>
          {cancelButton && <Stack direction="row">{cancelButton}</Stack>}
        </Stack>
      );
    case 'active':
      return cancelButton ? <Stack direction="row">{cancelButton}</Stack> : null;
    case 'pending-pay':
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" onClick={() => pay(plan, 'monthly', price('monthly'))}>
            Complete Payment
          </Button>
          <Button variant="outlined" onClick={() => pay(plan, 'yearly', price('yearly'))}>
            Pay Yearly
          </Button>
          <Button onClick={() => navigate('/pricing')}>Change Plan</Button>
        </Stack>
      );
    case 'pending-support':
      return <Alert severity="info">Please contact support to complete your {plan} plan.</Alert>;
    case 'none':
      return (
        <Stack spacing={2}>
          <Alert severity="info">No active subscription</Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
            <Button variant="outlined" onClick={() => navigate('/pricing')}>
              View All Plans
            </Button>
            <Button variant="outlined" onClick={() => pay('BASIC', 'monthly', price('monthly', 'BASIC'))}>
              Get Basic · {formatPrice(price('monthly', 'BASIC') ?? 29)}/month
            </Button>
            <Button variant="contained" onClick={() => pay('PRO', 'monthly', price('monthly', 'PRO'))}>
              Get Pro · {formatPrice(price('monthly', 'PRO') ?? 79)}/month
            </Button>
            <Button variant="outlined" onClick={() => pay('PRO', 'yearly', price('yearly', 'PRO'))}>
              Get Pro yearly · {formatPrice(price('yearly', 'PRO') ?? 790)}/year · Save 10%!
            </Button>
          </Stack>
        </Stack>
      );
  }
}
