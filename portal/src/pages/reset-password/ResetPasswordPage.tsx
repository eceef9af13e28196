import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { api } from '../../api/endpoints';
import { PasswordField } from '../../features/auth/PasswordField';
import { AuthCard } from '../../features/layout/AuthCard';
import { newPasswordError } from '../../lib/password-validation';

/** The page the reset e-mail links to: a new password, then sign in with it. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Checked on opening, so a used or expired link says so before a password is typed for nothing.
  const link = useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => api.auth.checkResetLink(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const refused = link.error instanceof ApiError && link.error.status === 400 ? link.error.message : null;
  const reset = useMutation({
    mutationFn: () => api.auth.resetPassword(token, password),
    onSuccess: ({ message }) => navigate('/login', { replace: true, state: { notice: message } }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = newPasswordError(password, confirmation);
    setProblem(error);
    if (!error) reset.mutate();
  };

  if (!token || refused)
    return (
      <AuthCard title="Choose a new password" subtitle="This page opens from the link we e-mailed you">
        <Stack spacing={2}>
          <Alert severity="error">{refused ?? 'This link is incomplete. Please ask for a new one.'}</Alert>
          <Button component={RouterLink} to="/forgot-password" variant="contained" fullWidth>
            Ask for a New Link
          </Button>
        </Stack>
      </AuthCard>
    );

  return (
    <AuthCard title="Choose a new password" subtitle="Every device signed in to your account will be signed out">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {(problem || reset.isError) && <Alert severity="error">{problem ?? reset.error?.message}</Alert>}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoFocus
          fullWidth
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={reset.isPending} fullWidth>
          {reset.isPending ? 'Saving...' : 'Set New Password'}
        </Button>
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
          Link expired?{' '}
          <Link component={RouterLink} to="/forgot-password">
            Ask for a new one
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
