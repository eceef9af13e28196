import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../api/endpoints';
import { AppCodeField } from '../../features/two-factor/AppCodeField';
import { PasswordField } from '../../features/auth/PasswordField';
import { useCopyToClipboard } from '../../features/payment/useCopyToClipboard';
import { QrCode } from '../../features/qr-code/QrCode';
import { TWO_FACTOR_STATUS_KEY } from '../../features/two-factor/queries';
import { codeError, groupSecret, normaliseCode } from '../../lib/two-factor';
import { RecoveryCodesList } from './RecoveryCodesList';

/**
 * Set-up in two steps: scan the QR code (or type the key) and confirm with a code and the
 * password; then the recovery codes, shown once. The dialog does not close by accident while they
 * are on screen. Turning it on signs out every other device; this one carries on.
 */
export function TwoFactorSetupDialog({
  open,
  requiredForRole,
  onClose,
}: {
  open: boolean;
  /** Say why: staff are sent here when their role requires it. */
  requiredForRole: boolean;
  onClose(): void;
}) {
  const queryClient = useQueryClient();
  const { copy, copied } = useCopyToClipboard();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const setup = useMutation({ mutationFn: api.twoFactor.setup });
  const enable = useMutation({
    mutationFn: () => api.twoFactor.enable(password, normaliseCode(code, 'app')),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY }),
  });
  const { mutate: begin, reset: resetSetup } = setup;

  // A new secret each time the dialog opens; nothing is on until a code confirms it.
  useEffect(() => {
    if (open) begin();
  }, [open, begin]);

  function close() {
    setCode('');
    setPassword('');
    setProblem(null);
    resetSetup();
    enable.reset();
    onClose();
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = codeError(code, 'app') ?? (password ? null : 'Please enter your current password');
    setProblem(error);
    if (!error) enable.mutate();
  };

  const recoveryCodes = enable.data?.recoveryCodes;
  if (recoveryCodes)
    return (
      <Dialog open={open} aria-labelledby="two-factor-codes-title" fullWidth maxWidth="sm">
        <DialogTitle id="two-factor-codes-title">Save Your Recovery Codes</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Alert severity="success">Two-factor sign-in is on. Every other device has been signed out.</Alert>
            <DialogContentText>
              If you lose your phone, each of these codes signs you in once instead of a code from the app. This is the
              only time they are shown: download or copy them now and keep them somewhere safe.
            </DialogContentText>
            <RecoveryCodesList codes={recoveryCodes} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={close}>
            I Have Saved My Codes
          </Button>
        </DialogActions>
      </Dialog>
    );

  const secret = setup.data?.secret;
  return (
    <Dialog open={open} onClose={close} aria-labelledby="two-factor-setup-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="two-factor-setup-title">
          {/* A phone breaks the title between words, not at a hyphen. */}
          Set Up{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            Two-Factor Sign-In
          </Box>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {setup.isError && <Alert severity="error">{setup.error.message}</Alert>}
            {requiredForRole && (
              <Alert severity="info">Your role requires two-factor sign-in to use the admin portal.</Alert>
            )}
            <Typography>
              1. Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft Authenticator or
              1Password.
            </Typography>
            {/* Centred by its own row: Stack's spacing resets the children's margins. */}
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              {setup.data ? (
                <QrCode value={setup.data.otpauthUri} label="QR code for your authenticator app" />
              ) : (
                <Skeleton variant="rectangular" width={224} height={224} />
              )}
            </Box>
            <Box>
              <Typography variant="body2" color="textSecondary">
                Cannot scan it? Enter this key in the app instead (time-based):
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography
                  component="code"
                  sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-word', letterSpacing: '0.05em' }}
                >
                  {secret ? groupSecret(secret) : '…'}
                </Typography>
                {secret && (
                  <Tooltip title={copied === 'secret' ? 'Copied!' : 'Copy key'}>
                    <IconButton aria-label="Copy key" onClick={() => void copy('secret', secret, 'Key')}>
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
            </Box>
            <Typography>
              2. Enter the 6‑digit code the app shows for SignalDesk, and your password to confirm. Every other device
              is then signed out.
            </Typography>
            {(problem || enable.isError) && <Alert severity="error">{problem ?? enable.error?.message}</Alert>}
            <AppCodeField value={code} onChange={setCode} disabled={!setup.data} fullWidth />
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={!setup.data}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!setup.data || enable.isPending}>
            {enable.isPending ? 'Checking...' : 'Turn On'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
