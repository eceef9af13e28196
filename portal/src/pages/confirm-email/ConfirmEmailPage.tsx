import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { api } from '../../api/endpoints';
import { clearSession, readSession, saveSession } from '../../api/session';
import { AuthCard } from '../../features/layout/AuthCard';

/** The page the confirmation e-mail links to: it confirms once, on opening. */
export function ConfirmEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => api.auth.confirmEmail(token, readSession()?.refreshToken || undefined),
    onSuccess: async (answer) => {
      // Every other session has ended; this device goes on with the new tokens and shows the new address.
      const session = readSession();
      if (session && answer.session)
        saveSession({ ...session, ...answer.session, user: { ...session.user, email: answer.email } });
      else if (session) clearSession();
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
  const { mutate } = confirm;
  // The link works once: never send it twice, even when an effect runs twice in development.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate();
  }, [token, mutate]);

  const signedIn = readSession() !== null;
  return (
    <AuthCard title="Confirm your email address" subtitle="The address your account uses for sign-in and e-mail">
      <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
        {!token && <Alert severity="error">This link is incomplete. Please ask for the change again.</Alert>}
        {confirm.isPending && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }} aria-live="polite">
            <CircularProgress size={20} />
            <span>Confirming...</span>
          </Stack>
        )}
        {confirm.isSuccess && <Alert severity="success">{confirm.data.message}</Alert>}
        {confirm.isError && <Alert severity="error">{confirm.error.message}</Alert>}
        {(confirm.isSuccess || confirm.isError || !token) && (
          <Button component={RouterLink} to={signedIn ? '/profile' : '/login'} variant="contained" fullWidth>
            {signedIn ? 'Back to Account Settings' : 'Sign In'}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
