import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export function CancelSubscriptionDialog({
  open,
  busy,
  onKeep,
  onConfirm,
}: {
  open: boolean;
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
          period.
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
