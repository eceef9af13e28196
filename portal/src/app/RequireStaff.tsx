import { Box, CircularProgress } from '@mui/material';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
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
