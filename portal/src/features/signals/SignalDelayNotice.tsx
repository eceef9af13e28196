import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePlans, useSubscriptionStatus } from '../subscription/queries';
import { plural } from '#domain/plural';

/**
 * Says when the trader's plan shows a new signal, where it waits after publication, and which
 * plan shows signals at once: the server holds the signal back; this says why it is not here yet.
 */
export function SignalDelayNotice() {
  const status = useSubscriptionStatus();
  const plans = usePlans();
  const plan = plans.data?.find((entry) => entry.planType === status.data?.plan);
  if (!plan || plan.signalDelayMinutes <= 0) return null;
  const immediate = plans.data
    ?.filter((entry) => entry.signalDelayMinutes === 0 && Number(entry.monthlyPrice) > 0)
    .sort((a, b) => Number(a.monthlyPrice) - Number(b.monthlyPrice))[0];
  return (
    <Alert
      severity="info"
      action={
        immediate && (
          <Button component={RouterLink} to="/pricing" color="inherit" size="small">
            See plans
          </Button>
        )
      }
    >
      Your {plan.name} plan shows new signals {plural(plan.signalDelayMinutes, 'minute')} after they are published.
      {immediate && ` The ${immediate.name} plan shows every signal the moment it is published.`}
    </Alert>
  );
}
