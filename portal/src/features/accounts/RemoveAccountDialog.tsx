import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** Asks before unlinking a MetaTrader login: one stray tap on the bin must not remove it. */
export function RemoveAccountDialog({
  open,
  mtId,
  busy,
  onKeep,
  onRemove,
}: {
  open: boolean;
  mtId: string;
  busy: boolean;
  onKeep(): void;
  onRemove(): void;
}) {
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="remove-account-title">
      <DialogTitle id="remove-account-title">Remove MT account {mtId}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Signals are no longer linked to this MetaTrader login. You can add it again later while your plan has a free
          slot.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The safe choice has the focus, so Enter does not remove by accident. */}
        <Button onClick={onKeep} autoFocus>
          Keep Account
        </Button>
        <Button color="error" variant="contained" onClick={onRemove} disabled={busy}>
          {busy ? 'Removing...' : 'Remove Account'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
