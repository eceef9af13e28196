import { Alert, Button, Checkbox, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { api } from '../../api/endpoints';
import { GoogleSignInButton } from '../../features/auth/GoogleSignInButton';
import { PasswordField } from '../../features/auth/PasswordField';
import { AuthCard } from '../../features/layout/AuthCard';
import { recordCheckoutChoice } from '../../features/subscription/recordPlanChoice';
import { PhoneNumberField } from '../../features/phone/PhoneNumberField';
import { signupError, type SignupForm } from '../../lib/signup-validation';

interface Origin {
  pathname: string;
  search?: string;
  state?: unknown;
}

/**
 * After sign-up: a guest who picked a plan on /pricing goes on to its checkout (the choice is
 * recorded on the way); otherwise home when a plan was already chosen, else the plan choice.
 */
async function destinationAfterSignup(
  from: Origin | undefined,
  queryClient: QueryClient,
): Promise<{ to: string; state?: unknown }> {
  if (from && (await recordCheckoutChoice(from.state, queryClient))) return { to: from.pathname, state: from.state };
  try {
    const subscription = await api.subscription.get();
    return { to: subscription.hasChosenPlan ? '/' : '/subscription' };
  } catch {
    return { to: '/subscription' };
  }
}

export function SignupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const from = (location.state as { from?: Origin } | null)?.from;
  const [form, setForm] = useState<SignupForm>({
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    acceptedTerms: false,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = (changes: Partial<SignupForm>) => setForm((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = signupError(form);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await api.auth.signup({ email: form.email.trim(), password: form.password, phone: form.phone });
      const next = await destinationAfterSignup(from, queryClient);
      navigate(next.to, { replace: true, state: next.state });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Signup failed');
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Create your account" subtitle="Start receiving AI trading signals">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(event) => update({ email: event.target.value })}
          autoFocus
          fullWidth
        />
        <PhoneNumberField
          id="signup-phone"
          value={form.phone}
          onChange={(phone) => update({ phone })}
          onRefusedInput={(phoneRefusedInput) => update({ phoneRefusedInput })}
          label="Phone"
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          value={form.password}
          onChange={(event) => update({ password: event.target.value })}
          fullWidth
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={(event) => update({ confirmPassword: event.target.value })}
          fullWidth
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={form.acceptedTerms}
              onChange={(event) => update({ acceptedTerms: event.target.checked })}
            />
          }
          label={
            <Typography variant="body2">
              I accept the{' '}
              <Link href="/terms" target="_blank" rel="noopener">
                Terms of Service and Risk Disclaimer
              </Link>
            </Typography>
          }
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
        <GoogleSignInButton
          onSignedIn={(outcome) =>
            // An existing account with two-factor sign-in: the login page asks for the code.
            'twoFactor' in outcome
              ? navigate('/login', { state: { twoFactor: outcome.twoFactor, from } })
              : destinationAfterSignup(from, queryClient).then((next) =>
                  navigate(next.to, { replace: true, state: next.state }),
                )
          }
          onError={setError}
        />
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login" state={location.state}>
            Sign in
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
