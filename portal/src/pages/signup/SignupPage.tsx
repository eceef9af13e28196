import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { api } from '../../api/endpoints';
import { GoogleSignInButton } from '../../features/auth/GoogleSignInButton';
import { PasswordField } from '../../features/auth/PasswordField';
import { AuthCard } from '../../features/layout/AuthCard';
import { recordCheckoutChoice } from '../../features/subscription/recordPlanChoice';
import { PhoneNumberField } from '../../features/phone/PhoneNumberField';
import { signupError, signupFieldErrors, type SignupField, type SignupForm } from '../../lib/signup-validation';

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

/** The field a refusal of the server names, so that the field is marked too (the server is the authority). */
function fieldOfServerMessage(message: string): { field: SignupField; message: string } | null {
  if (/password/i.test(message)) return { field: 'password', message: message.replace(/\.$/, '') };
  if (/phone/i.test(message)) return { field: 'phone', message: message.replace(/\.$/, '') };
  if (/e-?mail/i.test(message)) return { field: 'email', message: message.replace(/\.$/, '') };
  return null;
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
  // Fields are marked once the form has been sent, then kept up to date as they are corrected.
  const [submitted, setSubmitted] = useState(false);
  // What the server refused a field for (a common password, say): shown on that field until it changes.
  const [serverField, setServerField] = useState<{ field: SignupField; message: string } | null>(null);
  const update = (changes: Partial<SignupForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    if (serverField && serverField.field in changes) setServerField(null);
  };
  const fieldErrors = submitted ? signupFieldErrors(form) : {};
  if (serverField && !fieldErrors[serverField.field]) fieldErrors[serverField.field] = serverField.message;
  const fieldProps = (field: SignupField) => ({
    error: Boolean(fieldErrors[field]),
    helperText: fieldErrors[field],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = signupError(form);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await api.auth.signup({ email: form.email.trim(), password: form.password, phone: form.phone });
      const next = await destinationAfterSignup(from, queryClient);
      void navigate(next.to, { replace: true, state: next.state });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Signup failed';
      setError(message);
      setServerField(fieldOfServerMessage(message));
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
          {...fieldProps('email')}
        />
        <PhoneNumberField
          id="signup-phone"
          value={form.phone}
          onChange={(phone) => update({ phone })}
          onRefusedInput={(phoneRefusedInput) => update({ phoneRefusedInput })}
          label="Phone"
          {...fieldProps('phone')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          value={form.password}
          onChange={(event) => update({ password: event.target.value })}
          fullWidth
          {...fieldProps('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={(event) => update({ confirmPassword: event.target.value })}
          fullWidth
          {...fieldProps('confirmPassword')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={form.acceptedTerms}
              onChange={(event) => update({ acceptedTerms: event.target.checked })}
              slotProps={{
                input: {
                  'aria-invalid': Boolean(fieldErrors.acceptedTerms),
                  'aria-describedby': fieldErrors.acceptedTerms ? 'signup-terms-helper' : undefined,
                },
              }}
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
        {fieldErrors.acceptedTerms && (
          <FormHelperText id="signup-terms-helper" error sx={{ mt: '0 !important', mx: 1.75 }}>
            {fieldErrors.acceptedTerms}
          </FormHelperText>
        )}
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
