import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { api } from '../../api/client';
import { PasswordField } from '../../features/auth/PasswordField';
import { GoogleSignInButton } from '../../features/auth/GoogleSignInButton';
import { AuthCard } from '../../features/layout/AuthCard';
import { loginError } from '../../lib/signup-validation';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A guest sent here from a protected page or a plan goes back there afterwards.
  const from = (location.state as { from?: { pathname: string; state?: unknown } } | null)?.from;
  const afterSignIn = () => navigate(from?.pathname ?? '/', { replace: true, state: from?.state });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = loginError(email, password);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await api.auth.login(email.trim(), password);
      afterSignIn();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Login failed');
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to your trading signals">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
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
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
        <GoogleSignInButton onSignedIn={afterSignIn} onError={setError} />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          No account yet?{' '}
          <Link component={RouterLink} to="/signup" state={location.state}>
            Sign up
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
