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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../api/endpoints';
import { AppCodeField } from '../../features/two-factor/AppCodeField';
import { TWO_FACTOR_STATUS_KEY } from '../../features/two-factor/queries';
import { codeError, normaliseCode } from '../../lib/two-factor';
import { RecoveryCodesList } from './RecoveryCodesList';

/** A current code from the app buys a new set of recovery codes; the old set stops working. */
export function NewRecoveryCodesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const regenerate = useMutation({
    mutationFn: () => api.twoFactor.regenerateRecoveryCodes(normaliseCode(code, 'app')),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY }),
  });

  function close() {
    setCode('');
    setProblem(null);
    regenerate.reset();
    onClose();
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = codeError(code, 'app');
    setProblem(error);
    if (!error) regenerate.mutate();
  };

  const codes = regenerate.data?.recoveryCodes;
  return (
    <Dialog
      open={open}
      onClose={codes ? undefined : close}
      aria-labelledby="new-recovery-codes-title"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="new-recovery-codes-title">New Recovery Codes</DialogTitle>
        <DialogContent>
          {codes ? (
            <Stack spacing={2}>
              <DialogContentText>
                Your earlier recovery codes no longer work. This is the only time these are shown: download or copy them
                now.
              </DialogContentText>
              <RecoveryCodesList codes={codes} />
            </Stack>
          ) : (
            <Stack spacing={2}>
              <DialogContentText>
                A new set of ten codes replaces the one you have. Enter the 6-digit code from your authenticator app to
                confirm.
              </DialogContentText>
              {(problem || regenerate.isError) && (
                <Alert severity="error">{problem ?? regenerate.error?.message}</Alert>
              )}
              <AppCodeField value={code} onChange={setCode} autoFocus fullWidth />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {codes ? (
            <Button variant="contained" onClick={close}>
              I Have Saved My Codes
            </Button>
          ) : (
            <>
              <Button onClick={close}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={regenerate.isPending}>
                {regenerate.isPending ? 'Checking...' : 'Make New Codes'}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
