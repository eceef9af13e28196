import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type PublicPlan, type SubscriptionStatus } from '../../api/client';
import { api } from '../../api/endpoints';
import { SUPPORT_EMAIL } from '../../features/layout/SiteFooter';
import { usePlanNavigation } from '../../features/subscription/usePlanNavigation';
import { useSubscriptionChanges } from '../../features/subscription/useSubscriptionChanges';
import { formatUsd, periodEndOptions } from '../../lib/billing';
import { formatPrice } from '../../lib/plans';
import { planName, priceFor, profileActionSet } from '../../lib/subscription';
import { ChangePlanDialog } from './ChangePlanDialog';

const contactSupport = () => window.location.assign(`mailto:${SUPPORT_EMAIL}`);

/** What an upgrade to Enterprise costs today: the server's quote, credit included. */
function UpgradeCredit({ planName: target }: { planName: string }) {
  const quote = useQuery({
    queryKey: ['checkout-quote', 'PRO', 'monthly'],
    queryFn: () => api.payments.quote({ plan_type: 'PRO', billing_cycle: 'monthly' }),
    staleTime: 0,
  });
  if (!quote.data || quote.data.kind !== 'upgrade') return null;
  return (
    <Typography variant="body2" color="textSecondary">
      Upgrade to {target} now: {formatUsd(quote.data.credit)} credit for your unused time,{' '}
      {formatUsd(quote.data.amount_due)} due today (monthly).
    </Typography>
  );
}

/**
 * The buttons of spec section 4, 'Profile actions by state', and the ways forward beyond it:
 * upgrade with the credit shown, change plan or cycle at the period's end, resume. Cancel is
 * handled by the caller.
 */
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
  const { schedule, resume } = useSubscriptionChanges();
  const [changing, setChanging] = useState(false);
  const set = profileActionSet(status, plans);
  const plan = status?.plan ?? 'BASIC';
  const name = (planType: string) => planName(planType, plans);
  const price = (cycle: 'monthly' | 'yearly', planType = plan) =>
    priceFor(planType, cycle, plans, planType === plan ? status?.amountPaid : null);
  const cancelled = status?.status === 'CANCELLED';
  // A cheaper plan or the other cycle from the period's end; a cancelled subscription is resumed first.
  const changePlan = status && !cancelled && periodEndOptions(status, plans).length > 0 && (
    <>
      <Button variant="outlined" onClick={() => setChanging(true)}>
        Change Plan
      </Button>
      <ChangePlanDialog
        key={String(changing)}
        open={changing}
        status={status}
        plans={plans}
        busy={schedule.isPending}
        onClose={() => setChanging(false)}
        onConfirm={(option) =>
          schedule.mutate(
            { plan: option.planType as 'BASIC' | 'PRO', billingCycle: option.billingCycle },
            { onSuccess: () => setChanging(false) },
          )
        }
      />
    </>
  );
  const cancelButton = status?.status === 'ACTIVE' && (
    <Button color="error" variant="outlined" onClick={onCancel}>
      Cancel Subscription
    </Button>
  );
  const resumeButton = cancelled && status?.isActive && (
    <Button variant="contained" onClick={() => resume.mutate()} disabled={resume.isPending}>
      Resume Subscription
    </Button>
  );

  switch (set) {
    case 'expired-support':
      return (
        <Stack spacing={1}>
          <Alert severity="info">
            Your {name(plan)} plan is managed by our team. Please contact support to renew it.
          </Alert>
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
        <Stack spacing={1}>
          <UpgradeCredit planName={name('PRO')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {resumeButton}
            {/* Plans are named for people as sold: PRO is sold as Enterprise. */}
            <Button
              variant="outlined"
              onClick={() => navigate('/pricing', { state: { renewal: false, currentPlan: plan } })}
            >
              Upgrade to {name('PRO')}
            </Button>
            <Button variant="contained" onClick={() => pay('PRO', 'monthly', price('monthly', 'PRO'))}>
              Upgrade &amp; Pay Now
            </Button>
            {changePlan}
            {cancelButton}
          </Stack>
        </Stack>
      );
    case 'active-support':
      return (
        <Stack spacing={1}>
          <Alert severity="info">Please contact support for changes to your {name(plan)} plan.</Alert>
          {(cancelButton || resumeButton) && (
            <Stack direction="row">
              {cancelButton}
              {resumeButton}
            </Stack>
          )}
        </Stack>
      );
    case 'active':
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {resumeButton}
          {changePlan}
          {!changePlan && (
            <Button variant="outlined" onClick={() => navigate('/pricing', { state: { currentPlan: plan } })}>
              View Plans
            </Button>
          )}
          {cancelButton}
        </Stack>
      );
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
      return <Alert severity="info">Please contact support to complete your {name(plan)} plan.</Alert>;
    case 'none':
      return (
        <Stack spacing={2}>
          <Alert severity="info">No active subscription</Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
            <Button variant="outlined" onClick={() => navigate('/pricing')}>
              View All Plans
            </Button>
            <Button variant="outlined" onClick={() => pay('BASIC', 'monthly', price('monthly', 'BASIC'))}>
              Get {name('BASIC')} · {formatPrice(price('monthly', 'BASIC') ?? 29)}/month
            </Button>
            <Button variant="contained" onClick={() => pay('PRO', 'monthly', price('monthly', 'PRO'))}>
              Get {name('PRO')} · {formatPrice(price('monthly', 'PRO') ?? 79)}/month
            </Button>
            <Button variant="outlined" onClick={() => pay('PRO', 'yearly', price('yearly', 'PRO'))}>
              Get {name('PRO')} yearly · {formatPrice(price('yearly', 'PRO') ?? 790)}/year
            </Button>
          </Stack>
        </Stack>
      );
  }
}
