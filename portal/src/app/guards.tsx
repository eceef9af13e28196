import { Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { api } from '../api/client';
import { useSession } from '../api/session';
import { subscriptionKeys } from '../features/subscription/queries';

function Checking() {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/** No access token: back to the landing page, remembering where the visitor wanted to go. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/" replace state={{ from: location }} />;
  return <Outlet />;
}

/**
 * The protected group also needs a chosen plan, else the plan choice (spec section 2); a failed
 * check counts as none (spec section 8). The admin account skips it.
 */
export function RequireSubscriptionRecord() {
  const session = useSession();
  // Staff work in the admin portal; they need no plan of their own.
  const isAdmin = isStaffRole(session?.user.role);
  const choice = useQuery({
    queryKey: subscriptionKeys.choice,
    queryFn: api.subscription.get,
    enabled: !isAdmin,
    retry: 1,
  });
  if (isAdmin) return <Outlet />;
  if (choice.isPending) return <Checking />;
  if (choice.isError || !choice.data.hasChosenPlan) return <Navigate to="/subscription" replace />;
  return <Outlet />;
}

/** /admin for anyone but admins and support: the spec's 'Access Denied' toast, then the dashboard. */
export function RequireStaff() {
  const session = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const isStaff = isStaffRole(session?.user.role);
  useEffect(() => {
    if (!isStaff)
      enqueueSnackbar("Access Denied - You don't have permission to access this page", { variant: 'error' });
  }, [isStaff, enqueueSnackbar]);
  if (!isStaff) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

function isStaffRole(role: string | undefined): boolean {
  return role === 'admin' || role === 'support';
}

/** Login and sign-up are for guests; a signed-in visitor goes back where they came from. */
export function RedirectIfSignedIn({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from?.pathname;
  if (session) return <Navigate to={from ?? '/'} replace />;
  return children;
}

/**
 * /app: an active subscription (isActive) or the admin role, else /pricing. The check is made
 * afresh on every visit, and a failed check counts as inactive (spec section 8).
 */
export function RequireActiveSubscription() {
  const isAdmin = useSession()?.user.role === 'admin';
  const status = useQuery({
    queryKey: ['subscription', 'status'],
    queryFn: api.subscription.status,
    enabled: !isAdmin,
    staleTime: 0,
    retry: false,
  });
  if (isAdmin) return <Outlet />;
  if (status.isError) return <Navigate to="/pricing" replace />;
  if (!status.isFetchedAfterMount) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label="Checking your subscription" />
      </Box>
    );
  }
  if (!status.data?.isActive) return <Navigate to="/pricing" replace />;
  return <Outlet />;
}
