import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ApiError, type TwoFactorChallenge } from '../../api/client';
import { api } from '../../api/endpoints';
import { AppCodeField } from '../../features/two-factor/AppCodeField';
import { codeError, normaliseCode, type CodeKind } from '../../lib/two-factor';

/** The server's sentences that end this sign-in: the password must be given again. */
const isOver = (failure: unknown) =>
  failure instanceof ApiError && failure.status === 401 && failure.message.endsWith('Please sign in again.');

/** The second step of signing in: a code from the authenticator app, or a recovery code. */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: TwoFactorChallenge;
  onSignedIn(): Promise<void>;
  /** Back to the password, with the reason when the server ended the sign-in. */
  onRestart(reason: string | null): void;
}) {
  const [kind, setKind] = useState<CodeKind>('app');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = codeError(code, kind);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await api.auth.twoFactor(challenge.challenge, normaliseCode(code, kind));
      await onSignedIn();
    } catch (failure) {
      if (isOver(failure)) return onRestart((failure as Error).message);
      setError(failure instanceof Error ? failure.message : 'The code could not be checked. Please try again.');
      setBusy(false);
    }
  };

  const switchKind = () => {
    setKind(kind === 'app' ? 'recovery' : 'app');
    setCode('');
    setError(null);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="body2" color="textSecondary">
        {kind === 'app'
          ? 'Open your authenticator app and enter the 6‑digit code it shows for SignalDesk.'
          : 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {kind === 'app' ? (
        <AppCodeField key={kind} value={code} onChange={setCode} autoFocus fullWidth />
      ) : (
        <TextField
          key={kind}
          label="Recovery code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { maxLength: 14, autoCapitalize: 'characters' } }}
          autoFocus
          fullWidth
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component="button" type="button" variant="body2" onClick={switchKind}>
          {kind === 'app' ? 'Use a recovery code' : 'Use the authenticator app'}
        </Link>
        <Link component="button" type="button" variant="body2" onClick={() => onRestart(null)}>
          Back to sign in
        </Link>
      </Stack>
    </Stack>
  );
}
