import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '../../app/toasts';
import { useState, type FormEvent } from 'react';
import { api } from '../../api/endpoints';
import { PasswordField } from '../../features/auth/PasswordField';
import { newPasswordError } from '../../lib/password-validation';

/** Current password, new password twice; every other device is signed out. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState({ current: '', next: '', confirmation: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: () => api.user.changePassword(form.current, form.next),
    onSuccess: () => {
      enqueueSnackbar('Password changed. Every other device has been signed out.', { variant: 'success' });
      close();
    },
  });

  function close() {
    setForm({ current: '', next: '', confirmation: '' });
    setProblem(null);
    change.reset();
    onClose();
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = form.current ? newPasswordError(form.next, form.confirmation) : 'Please fill in all fields';
    setProblem(error);
    if (!error) change.mutate();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="change-password-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-password-title">Change Password</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {(problem || change.isError) && <Alert severity="error">{problem ?? change.error?.message}</Alert>}
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              value={form.current}
              onChange={(event) => setForm({ ...form, current: event.target.value })}
              autoFocus
              fullWidth
            />
            <PasswordField
              label="New password"
              autoComplete="new-password"
              value={form.next}
              onChange={(event) => setForm({ ...form, next: event.target.value })}
              fullWidth
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              value={form.confirmation}
              onChange={(event) => setForm({ ...form, confirmation: event.target.value })}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Change Password'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
