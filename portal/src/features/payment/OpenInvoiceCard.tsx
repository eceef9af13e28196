import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePlanName } from '../subscription/usePlanName';
import { currencyLabel, formatCountdown } from '../../lib/crypto-currencies';
import { formatUsd } from '../../lib/billing';
import { checkoutWindow, resumeLink, useCancelCheckout, useCurrentCheckout } from './useCurrentCheckout';
import { useCountdown } from './useCountdown';

/**
 * The invoice on offer, wherever the trader is (dashboard, profile): what it asks for, how long
 * it stays open, a way back to it and an explicit cancel. Nothing while no invoice is open.
 */
export function OpenInvoiceCard() {
  const open = useCurrentCheckout().data?.open;
  const nameOf = usePlanName();
  const cancel = useCancelCheckout();
  const [confirming, setConfirming] = useState(false);
  const timing = open ? checkoutWindow(open) : null;
  const secondsLeft = useCountdown(timing?.startedAt ?? null, timing?.totalSeconds ?? 0);
  if (!open || secondsLeft === 0) return null;
  const coin = currencyLabel(open.pay_currency);

  return (
    <Alert
      severity="warning"
      icon={<ReceiptLongIcon />}
      component="section"
      // A standing notice, not an announcement: a region the trader can find, not an alert read out.
      role="region"
      aria-label="Open invoice"
      sx={{ mb: 3, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>Open invoice</AlertTitle>
      <Box sx={{ mb: 1.5 }}>
        {nameOf(open.plan_type)} plan, {open.billing_cycle}: send{' '}
        <strong>
          {open.pay_amount} {coin}
        </strong>{' '}
        ({formatUsd(open.price_amount)}) within {formatCountdown(secondsLeft)}.
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to={resumeLink(open)} variant="contained" size="small">
          Resume Payment
        </Button>
        <Button onClick={() => setConfirming(true)} color="inherit" size="small" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel Invoice'}
        </Button>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>Cancel this invoice?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The address stops being offered. Do not send {coin} to it afterwards; if you already have, keep the invoice
            open until the payment is confirmed.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Keep Invoice</Button>
          <Button
            color="error"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(open.payment_id, { onSettled: () => setConfirming(false) })}
          >
            Cancel Invoice
          </Button>
        </DialogActions>
      </Dialog>
    </Alert>
  );
}
