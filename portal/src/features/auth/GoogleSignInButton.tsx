import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type SignInOutcome } from '../../api/client';
import { api } from '../../api/endpoints';

interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

function loadGoogleScript(): Promise<GoogleIdentityServices> {
  const existing = (window as unknown as { google?: GoogleIdentityServices }).google;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve((window as unknown as { google: GoogleIdentityServices }).google);
    script.onerror = () => reject(new Error('Google login failed'));
    document.head.appendChild(script);
  });
}

/**
 * 'Sign in with Google', rendered only when the server has Google sign-in configured. An account
 * with two-factor sign-in comes back with a challenge instead of a session.
 */
export function GoogleSignInButton({
  onSignedIn,
  onError,
}: {
  onSignedIn(outcome: SignInOutcome): void;
  onError(message: string): void;
}) {
  const { data: config } = useQuery({ queryKey: ['auth-config'], queryFn: api.auth.config, staleTime: Infinity });
  const container = useRef<HTMLDivElement>(null);
  const clientId = config?.googleLoginEnabled ? config.googleClientId : null;

  useEffect(() => {
    if (!clientId || !container.current) return;
    const element = container.current;
    loadGoogleScript()
      .then((google) => {
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) =>
            api.auth
              .googleLogin(credential)
              .then(onSignedIn, (error: Error) => onError(error.message || 'Google login failed')),
        });
        google.accounts.id.renderButton(element, {
          theme: 'filled_black',
          size: 'large',
          text: 'signin_with',
          width: 320,
        });
      })
      .catch(() => onError('Google login failed'));
  }, [clientId, onSignedIn, onError]);

  if (!clientId) return null;
  return (
    <Box
      ref={container}
      sx={{ display: 'flex', justifyContent: 'center', minHeight: 44 }}
      aria-label="Sign in with Google"
    />
  );
}
