import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import type { CreatedPayment } from '../../api/client';
import { currencyLabel } from '../../lib/crypto-currencies';

interface Props {
  payment: CreatedPayment;
  plan: string;
  billingCycle: string;
  onDashboard(): void;
}

export function CompletedStep({ payment, plan, billingCycle, onDashboard }: Props) {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h2">
        Payment Successful!
      </Typography>
      <Grid container spacing={2} sx={{ maxWidth: 520, textAlign: 'left' }}>
        <Grid size={6}>
          <Typography variant="caption" color="text.secondary">
            Plan
          </Typography>
          <Typography>{plan}</Typography>
        </Grid>
        <Grid size={6}>
          <Typography variant="caption" color="text.secondary">
            Billing
          </Typography>
          <Typography sx={{ textTransform: 'capitalize' }}>{billingCycle}</Typography>
        </Grid>
        <Grid size={6}>
          <Typography variant="caption" color="text.secondary">
            Amount paid
          </Typography>
          <Typography>
            {payment.pay_amount} {currencyLabel(payment.pay_currency)}
          </Typography>
        </Grid>
        <Grid size={6}>
          <Typography variant="caption" color="text.secondary">
            Subscription ID
          </Typography>
          <Typography>{payment.subscription_id}</Typography>
        </Grid>
      </Grid>
      <Box sx={{ textAlign: 'left', maxWidth: 520 }}>
        <Typography variant="subtitle1" component="h3">
          What's Next?
        </Typography>
        <Box component="ul" sx={{ pl: 2, color: 'text.secondary' }}>
          <li>Your AI trading signals are unlocked now.</li>
          <li>Link your MetaTrader accounts from the dashboard.</li>
          <li>
            Renewal is {billingCycle === 'yearly' ? 'yearly' : 'monthly'}: we remind you before your plan ends, and you
            renew with one payment.
          </li>
        </Box>
      </Box>
      <Button variant="contained" size="large" onClick={onDashboard}>
        Go to Dashboard Now
      </Button>
    </Stack>
  );
}
