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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../app/toasts';
import { useState, type FormEvent } from 'react';
import { api } from '../../api/endpoints';
import { PasswordField } from '../../features/auth/PasswordField';
import { TWO_FACTOR_STATUS_KEY } from '../../features/two-factor/queries';
import { codeError, normaliseCode, type CodeKind } from '../../lib/two-factor';

/** The password and a code (from the app, or a recovery code) turn two-factor sign-in off. */
export function TurnOffTwoFactorDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState({ password: '', code: '' });
  const [problem, setProblem] = useState<string | null>(null);
  // Six digits are an app code; anything else is read as a recovery code.
  const kind: CodeKind = /^\s*\d[\d\s]*$/.test(form.code) || !form.code ? 'app' : 'recovery';
  const turnOff = useMutation({
    mutationFn: () => api.twoFactor.disable(form.password, normaliseCode(form.code, kind)),
    onSuccess: (status) => {
      queryClient.setQueryData(TWO_FACTOR_STATUS_KEY, status);
      enqueueSnackbar('Two-factor sign-in is off.', { variant: 'success' });
      close();
    },
  });

  function close() {
    setForm({ password: '', code: '' });
    setProblem(null);
    turnOff.reset();
    onClose();
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = form.password ? codeError(form.code, kind) : 'Please enter your current password';
    setProblem(error);
    if (!error) turnOff.mutate();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="turn-off-two-factor-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="turn-off-two-factor-title">Turn Off Two-Factor Sign-In</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Signing in will need only your password, and your recovery codes stop working.
            </DialogContentText>
            {(problem || turnOff.isError) && <Alert severity="error">{problem ?? turnOff.error?.message}</Alert>}
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              value={form.password}
              onChange={(event) => setForm({ ...form, password: event.target.value })}
              autoFocus
              fullWidth
            />
            <TextField
              label="Code from the app, or a recovery code"
              value={form.code}
              onChange={(event) => setForm({ ...form, code: event.target.value })}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { maxLength: 14 } }}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Keep It On</Button>
          <Button type="submit" color="error" variant="contained" disabled={turnOff.isPending}>
            {turnOff.isPending ? 'Turning off...' : 'Turn Off'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
