import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { type SignInOutcome, type TwoFactorChallenge } from '../../api/client';
import { api } from '../../api/endpoints';
import { readSession, sessionEndedBeforeThisLoad } from '../../api/session';
import { PasswordField } from '../../features/auth/PasswordField';
import { GoogleSignInButton } from '../../features/auth/GoogleSignInButton';
import { AuthCard } from '../../features/layout/AuthCard';
import { recordCheckoutChoice } from '../../features/subscription/recordPlanChoice';
import { loginError } from '../../lib/password-validation';
import { TwoFactorStep } from './TwoFactorStep';

interface LoginState {
  from?: { pathname: string; search?: string; state?: unknown };
  /** A sentence from the page that sent the visitor here (a password just reset, say). */
  notice?: string;
  /** Google on the sign-up page named an account with two-factor sign-in: its code is asked for here. */
  twoFactor?: TwoFactorChallenge;
}

/**
 * Where a sign-in without a page to return to lands: staff in the admin portal; a trader who has
 * not chosen a plan on the plan choice (a failed check counts as none, as after sign-up); else home.
 */
async function homeAfterSignIn(): Promise<string> {
  const role = readSession()?.user.role;
  if (role === 'admin' || role === 'support') return '/admin';
  try {
    return (await api.subscription.get()).hasChosenPlan ? '/' : '/subscription';
  } catch {
    return '/subscription';
  }
}

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const state = location.state as LoginState | null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(state?.twoFactor ?? null);
  // A guest sent here from a protected page or a plan goes back there afterwards.
  const from = state?.from;
  const sessionEnded = sessionEndedBeforeThisLoad();
  const notice = new URLSearchParams(location.search).has('account-deleted')
    ? 'Your account has been deleted.'
    : state?.notice;
  const afterSignIn = async () => {
    await recordCheckoutChoice(from?.state, queryClient);
    const target = from ? `${from.pathname}${from.search ?? ''}` : await homeAfterSignIn();
    void navigate(target, { replace: true, state: from?.state });
  };
  /** Signed in: onwards. With two-factor sign-in on: the code step. */
  const afterFirstFactor = async (outcome: SignInOutcome) => {
    if ('twoFactor' in outcome) {
      setChallenge(outcome.twoFactor);
      setBusy(false);
      return;
    }
    await afterSignIn();
  };
  const restart = (reason: string | null) => {
    setChallenge(null);
    setPassword('');
    setError(reason);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = loginError(email, password);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await afterFirstFactor(await api.auth.login(email.trim(), password));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Login failed');
      setBusy(false);
    }
  };

  if (challenge)
    return (
      <AuthCard title="Two-step verification" subtitle="One more step to sign in">
        <TwoFactorStep challenge={challenge} onSignedIn={afterSignIn} onRestart={restart} />
      </AuthCard>
    );

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to your trading signals">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {notice && !error && <Alert severity="success">{notice}</Alert>}
        {sessionEnded && !notice && !error && (
          <Alert severity="info">Your session has ended. Please sign in again.</Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoFocus
          fullWidth
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          fullWidth
        />
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
        <GoogleSignInButton onSignedIn={(outcome) => void afterFirstFactor(outcome)} onError={setError} />
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
          No account yet?{' '}
          <Link component={RouterLink} to="/signup" state={location.state}>
            Sign up
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
