import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import TimerIcon from '@mui/icons-material/Timer';
import { Alert, Box, Button, Grid, Stack, Typography } from '@mui/material';
import type { Checkout } from '../../api/client';
import { useCopyToClipboard } from '../../features/payment/useCopyToClipboard';
import { QrCode } from '../../features/qr-code/QrCode';
import { currencyLabel, formatCountdown, paymentUri } from '../../lib/crypto-currencies';

interface Props {
  payment: Checkout;
  secondsLeft: number;
  onChangeCurrency(): void;
  onSent(): void;
}

function CopyField({
  label,
  value,
  onCopy,
  copied,
}: {
  label: string;
  value: string;
  onCopy(): void;
  copied: boolean;
}) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}
      >
        <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flexGrow: 1 }}>{value}</Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ContentCopyIcon fontSize="small" />}
          onClick={onCopy}
          aria-label={`Copy ${label.toLowerCase()}`}
          // As wide for 'Copied!' as for 'Copy': the address beside it keeps its line breaks.
          sx={{ flexShrink: 0, width: 108 }}
        >
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </Stack>
    </Box>
  );
}

/** 'Send Payment': what to send, where, and by when. */
export function PaymentDetailsStep({ payment, secondsLeft, onChangeCurrency, onSent }: Props) {
  const { copy, copied } = useCopyToClipboard();
  const coin = currencyLabel(payment.pay_currency);
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        Send Payment
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <CopyField
              label="Amount to send"
              value={`${payment.pay_amount} ${coin}`}
              copied={copied === 'amount'}
              onCopy={() => copy('amount', payment.pay_amount, 'Amount')}
            />
            <CopyField
              label="Payment address"
              value={payment.pay_address}
              copied={copied === 'address'}
              onCopy={() => copy('address', payment.pay_address, 'Address')}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TimerIcon color={secondsLeft < 300 ? 'warning' : 'action'} />
              <Typography>
                Time remaining: <strong>{formatCountdown(secondsLeft)}</strong>
              </Typography>
            </Stack>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <QrCode
            value={paymentUri(payment.pay_currency, payment.pay_address, payment.pay_amount)}
            label={`QR code of the ${coin} payment address`}
          />
        </Grid>
      </Grid>
      <Alert severity="info" icon={false}>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          <li>Send exactly the amount shown, in one transaction.</li>
          <li>Use only the {coin} network; coins sent on another network are lost.</li>
          <li>The payment must arrive within the time remaining.</li>
          <li>Your subscription activates automatically after confirmation.</li>
        </Box>
      </Alert>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onChangeCurrency}>Change Currency</Button>
        <Button variant="contained" size="large" onClick={onSent}>
          I've Sent the Payment
        </Button>
      </Stack>
    </Stack>
  );
}
