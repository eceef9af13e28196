import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link } from '@mui/material';

/** The spec's question, with the day access ends and the terms' no-refund rule (section 11) said before the choice. */
export function CancelSubscriptionDialog({
  open,
  endsOn,
  busy,
  onKeep,
  onConfirm,
}: {
  open: boolean;
  /** The last day of the paid period, as the reader reads dates; null when unknown. */
  endsOn: string | null;
  busy: boolean;
  onKeep(): void;
  onConfirm(): void;
}) {
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="cancel-subscription-title">
      <DialogTitle id="cancel-subscription-title">Cancel Subscription</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Are you sure you want to cancel your subscription? You'll retain access until the end of your current billing
          period{endsOn ? `, ${endsOn}` : ''}.
        </DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>
          The time already paid for is not refunded (
          <Link href="/terms" target="_blank" rel="noopener">
            Terms, section 11
          </Link>
          ), and nothing more is charged.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          Keep Subscription
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          Cancel Subscription
        </Button>
      </DialogActions>
    </Dialog>
  );
}
