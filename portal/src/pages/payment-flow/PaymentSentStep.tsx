import { Alert, Box, Button, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import type { Checkout } from '../../api/client';
import { currencyLabel, formatCountdown, truncateAddress } from '../../lib/crypto-currencies';

interface Props {
  payment: Checkout;
  plan: string;
  billingCycle: string;
  secondsLeft: number;
  failure: string | null;
  /** Less than the amount arrived: the rest can still be sent to the same address. */
  partiallyPaid: boolean;
  onBack(): void;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography sx={{ wordBreak: 'break-all' }}>{value}</Typography>
    </Grid>
  );
}

/** 'Confirming Payment': the blockchain is being watched. */
export function PaymentSentStep({ payment, plan, billingCycle, secondsLeft, failure, partiallyPaid, onBack }: Props) {
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        Confirming Payment
      </Typography>
      {partiallyPaid && !failure && (
        <Alert severity="warning">
          Only part of the amount has arrived. Send the rest to the same address before the time runs out, or contact
          support.
        </Alert>
      )}
      {failure ? (
        <Alert severity="error">{failure}</Alert>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={28} />
          <Box>
            <Typography>Waiting for blockchain confirmation</Typography>
            <Typography variant="body2" color="textSecondary">
              This usually takes 1-10 minutes depending on network conditions
            </Typography>
          </Box>
        </Stack>
      )}
      <Grid container spacing={2}>
        <Row label="Amount" value={`${payment.pay_amount} ${currencyLabel(payment.pay_currency)}`} />
        <Row label="Payment ID" value={payment.payment_id} />
        <Row label="Address" value={truncateAddress(payment.pay_address)} />
        <Row label="Plan" value={`${plan} · ${billingCycle}`} />
      </Grid>
      <Typography color="textSecondary">Time remaining: {formatCountdown(secondsLeft)}</Typography>
      <Box>
        <Button onClick={onBack}>Back to Payment</Button>
      </Box>
    </Stack>
  );
}
