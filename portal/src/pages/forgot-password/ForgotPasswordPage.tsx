import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { api } from '../../api/endpoints';
import { AuthCard } from '../../features/layout/AuthCard';

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({ mutationFn: api.auth.forgotPassword });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const error = !trimmed
      ? 'Please enter your email address'
      : !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)
        ? 'Please enter a valid email address'
        : null;
    setProblem(error);
    if (!error) send.mutate(trimmed);
  };

  return (
    <AuthCard title="Forgot your password?" subtitle="We will e-mail you a link to choose a new one">
      {send.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success">{send.data.message}</Alert>
          <Typography variant="body2" color="textSecondary">
            Nothing arrived? Check the spam folder, or ask again in a minute.
          </Typography>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth>
            Back to Sign In
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          {(problem || send.isError) && <Alert severity="error">{problem ?? send.error?.message}</Alert>}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoFocus
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={send.isPending} fullWidth>
            {send.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
          <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
            Remembered it?{' '}
            <Link component={RouterLink} to="/login">
              Sign in
            </Link>
          </Typography>
        </Stack>
      )}
    </AuthCard>
  );
}
