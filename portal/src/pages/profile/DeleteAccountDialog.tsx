import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../api/endpoints';
import { clearSession } from '../../api/session';
import { PasswordField } from '../../features/auth/PasswordField';

/** Deletion is final: the password confirms it, then every trace of the session goes. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => api.user.deleteAccount(password),
    onSuccess: () => {
      clearSession();
      localStorage.clear();
      sessionStorage.clear();
      // A fresh page load, so that nothing of the account stays in memory; the login says why.
      window.location.replace('/login?account-deleted=1');
    },
  });

  function close() {
    setPassword('');
    setProblem(null);
    remove.reset();
    onClose();
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = password ? null : 'Please enter your current password';
    setProblem(error);
    if (!error) remove.mutate();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="delete-account-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="delete-account-title">Delete Account</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              This erases your profile, linked MetaTrader accounts and subscription, and signs out every device. A paid
              period still running is lost. Payment records are kept for accounting, without your name or address. This
              cannot be undone.
            </DialogContentText>
            {(problem || remove.isError) && <Alert severity="error">{problem ?? remove.error?.message}</Alert>}
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoFocus
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Keep Account</Button>
          <Button type="submit" color="error" variant="contained" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete My Account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
