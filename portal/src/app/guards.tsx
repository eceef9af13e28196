import { Box, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../api/session';
import { useTwoFactorStatus, type TwoFactorSetupState } from '../features/two-factor/queries';
import { useSnackbar } from './toasts';

function Checking() {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

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
 * /admin for anyone but admins and support: the spec's 'Access Denied' toast, then the dashboard.
 * Staff whose role requires two-factor sign-in (the admin's setting) and who have not set it up
 * go to the set-up on their profile, which says why: the admin API refuses them until then.
 */
export function RequireStaff() {
  const session = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const isStaff = isStaffRole(session?.user.role);
  const twoFactor = useTwoFactorStatus({ enabled: isStaff });
  const needsTwoFactor = twoFactor.data?.requiredForRole === true && !twoFactor.data.enabled;
  useEffect(() => {
    if (!isStaff)
      enqueueSnackbar("Access Denied - You don't have permission to access this page", { variant: 'error' });
  }, [isStaff, enqueueSnackbar]);
  if (!isStaff) return <Navigate to="/dashboard" replace />;
  // A failed check lets the portal open: the admin API itself refuses with the reason.
  if (twoFactor.isPending) return <Checking />;
  if (needsTwoFactor)
    return <Navigate to="/profile" replace state={{ twoFactorSetup: true } satisfies TwoFactorSetupState} />;
  return <Outlet />;
}

function isStaffRole(role: string | undefined): boolean {
  return role === 'admin' || role === 'support';
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
