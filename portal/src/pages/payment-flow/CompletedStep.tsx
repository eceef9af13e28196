import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Chip, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Checkout } from '../../api/client';
import { useReaderDates } from '../../features/time-zone/useReaderDates';
import { formatUsd } from '../../lib/billing';
import { currencyLabel } from '../../lib/crypto-currencies';

interface Props {
  /** The paid checkout, as the server recorded it: what it bought and for which time. */
  payment: Checkout;
  plan: string;
  onDashboard(): void;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{value}</Typography>
    </Grid>
  );
}

export function CompletedStep({ payment, plan, onDashboard }: Props) {
  const dates = useReaderDates();
  const period =
    payment.period_start && payment.period_end
      ? `${dates.date(payment.period_start)} to ${dates.date(payment.period_end)}`
      : null;
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h2">
        Payment Successful!
      </Typography>
      <Chip color="success" label="Payment received" />
      <Grid container spacing={2} sx={{ maxWidth: 520, textAlign: 'left' }}>
        <Detail label="Plan" value={plan} />
        <Detail label="Billing" value={payment.billing_cycle === 'yearly' ? 'Yearly' : 'Monthly'} />
        <Detail
          label="Amount paid"
          value={`${payment.pay_amount} ${currencyLabel(payment.pay_currency)} (${formatUsd(payment.price_amount)})`}
        />
        {period && <Detail label="Paid for" value={period} />}
        <Detail label="Payment ID" value={payment.payment_id} />
        <Detail label="Subscription ID" value={String(payment.subscription_id)} />
      </Grid>
      <Box sx={{ textAlign: 'left', maxWidth: 520 }}>
        <Typography variant="subtitle1" component="h3">
          What's Next?
        </Typography>
        <Box component="ul" sx={{ pl: 2, color: 'text.secondary' }}>
          <li>Your AI trading signals are unlocked now.</li>
          <li>Link your MetaTrader accounts from the dashboard.</li>
          <li>
            Renewal is {payment.billing_cycle === 'yearly' ? 'yearly' : 'monthly'}: we remind you before your plan ends,
            and you renew with one payment.
          </li>
        </Box>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {payment.receipt_id !== null && (
          <Button variant="outlined" size="large" component={RouterLink} to={`/receipts/${payment.receipt_id}`}>
            View Receipt
          </Button>
        )}
        <Button variant="contained" size="large" onClick={onDashboard}>
          Go to Dashboard Now
        </Button>
      </Stack>
    </Stack>
  );
}
