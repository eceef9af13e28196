import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PublicPlan, SubscriptionStatus } from '../../api/client';
import { useReaderDates } from '../../features/time-zone/useReaderDates';
import { periodEndOptions, upgradeTarget, type PlanOption } from '../../lib/billing';
import { accountLimitText, formatPrice } from '../../lib/plans';
import { planName } from '../../lib/subscription';

const key = (option: Pick<PlanOption, 'planType' | 'billingCycle'>) => `${option.planType}:${option.billingCycle}`;

/** A cheaper plan or the other cycle, from the end of the current period; upgrades are pointed to checkout. */
export function ChangePlanDialog({
  open,
  status,
  plans,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  status: SubscriptionStatus;
  plans: PublicPlan[] | undefined;
  busy: boolean;
  onClose(): void;
  onConfirm(option: PlanOption): void;
}) {
  const dates = useReaderDates();
  const options = periodEndOptions(status, plans);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = options.find((option) => key(option) === chosen) ?? null;
  const limit = plans?.find((plan) => plan.planType === selected?.planType)?.accountLimit;
  const upgrade = upgradeTarget(status, plans);
  const name = (planType: string) => planName(planType, plans);
  const from = status.expiresAt ? dates.date(status.expiresAt) : 'the end of your period';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="change-plan-title" fullWidth maxWidth="sm">
      <DialogTitle id="change-plan-title">Change at Period End</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The change takes effect on {from}. Until then you keep {name(status.plan ?? '')} ({status.billingCycle}), and
          you can take the change back.
        </DialogContentText>
        <RadioGroup
          aria-label="Plan and billing cycle from the end of the period"
          value={chosen ?? ''}
          onChange={(event) => setChosen(event.target.value)}
        >
          {options.map((option) => (
            <FormControlLabel
              key={key(option)}
              value={key(option)}
              control={<Radio />}
              label={`${name(option.planType)} · ${option.billingCycle} · ${formatPrice(option.price)}/${option.billingCycle === 'monthly' ? 'month' : 'year'}`}
            />
          ))}
        </RadioGroup>
        {selected && limit !== undefined && limit < status.connectedAccounts && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {name(selected.planType)} allows {accountLimitText(limit)}. Your {status.connectedAccounts} linked accounts
            stay linked, but you cannot add more until you are under the limit.
          </Alert>
        )}
        {upgrade && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Moving up to {name(upgrade)} takes effect at once: use Upgrade &amp; Pay Now, and the unused time of your
            current plan is credited.
          </Alert>
        )}
        <Button
          component={RouterLink}
          to="/pricing"
          state={{ currentPlan: status.plan }}
          size="small"
          sx={{ mt: 2, ml: -1 }}
        >
          Compare All Plans
        </Button>
      </DialogContent>
      {/* Stacked on a phone, so that neither label wraps. */}
      <DialogActions
        disableSpacing
        sx={{ flexDirection: { xs: 'column-reverse', sm: 'row' }, alignItems: 'stretch', gap: 1, px: 3, pb: 2 }}
      >
        <Button onClick={onClose} autoFocus>
          Keep Current Plan
        </Button>
        <Button variant="contained" disabled={!selected || busy} onClick={() => selected && onConfirm(selected)}>
          Change at Period End
        </Button>
      </DialogActions>
    </Dialog>
  );
}
