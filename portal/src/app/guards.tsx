import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../api/session';

/**
 * No access token: to the login, remembering where the visitor wanted to go, so signing in
 * leads back there (the spec sends guests to /; a person expects the login).
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/**
 * Login and sign-up are for guests; a visitor already signed in when the page opens goes back
 * where they came from. A sign-in made on the page itself is followed by the page, which knows
 * where to go next (so the landing page never flashes between sign-up and the plan choice).
 */
export function RedirectIfSignedIn({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const [signedInOnArrival] = useState(session !== null);
  const from = (useLocation().state as { from?: { pathname: string; search?: string } } | null)?.from;
  if (session && signedInOnArrival)
    return <Navigate to={from ? `${from.pathname}${from.search ?? ''}` : '/'} replace />;
  return children;
}
