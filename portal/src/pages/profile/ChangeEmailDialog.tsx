import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../api/endpoints';
import { PasswordField } from '../../features/auth/PasswordField';

/**
 * Asks for the new address and the password; the change waits for the new address to confirm. The
 * answer is the same whether or not the address is free, so nobody learns here who has an account.
 */
export function ChangeEmailDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form, setForm] = useState({ newEmail: '', password: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation({ mutationFn: () => api.user.changeEmail(form.newEmail.trim(), form.password) });

  function close() {
    setForm({ newEmail: '', password: '' });
    setProblem(null);
    change.reset();
    onClose();
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error =
      !form.newEmail.trim() || !form.password
        ? 'Please fill in all fields'
        : !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.newEmail.trim())
          ? 'Please enter a valid email address'
          : null;
    setProblem(error);
    if (!error) change.mutate();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="change-email-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-email-title">Change Email</DialogTitle>
        <DialogContent>
          {change.isSuccess ? (
            <Alert severity="success">{change.data.message}</Alert>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <DialogContentText>
                We send a message to the new address. If it can be used, the message holds a confirmation link; your
                current address stays until you open it.
              </DialogContentText>
              {(problem || change.isError) && <Alert severity="error">{problem ?? change.error?.message}</Alert>}
              <TextField
                label="New email"
                type="email"
                autoComplete="email"
                value={form.newEmail}
                onChange={(event) => setForm({ ...form, newEmail: event.target.value })}
                autoFocus
                fullWidth
              />
              <PasswordField
                label="Current password"
                autoComplete="current-password"
                value={form.password}
                onChange={(event) => setForm({ ...form, password: event.target.value })}
                fullWidth
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {change.isSuccess ? (
            <Button variant="contained" onClick={close} autoFocus>
              Done
            </Button>
          ) : (
            <>
              <Button onClick={close}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={change.isPending}>
                {change.isPending ? 'Sending...' : 'Send Confirmation Link'}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
