import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import InsightsIcon from '@mui/icons-material/Insights';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Box, Button, Card, CardContent, CardHeader, Container, Grid, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../api/session';
import { MtAccountManager } from '../../features/accounts/MtAccountManager';
import { OpenInvoiceCard } from '../../features/payment/OpenInvoiceCard';
import { TraderHeader } from '../../features/layout/TraderHeader';
import { usePlanName, useSubscriptionStatus } from '../../features/subscription/queries';
import { SubscriptionGuard } from '../../features/subscription/SubscriptionGuard';
import { useReaderDates } from '../../features/time-zone/useReaderDates';
import { scheduledChangeText } from '../../lib/billing';
import { statusLabel } from '../../lib/plans';

// Until the server answers (spec section 4).
const DEFAULT_LIMITS = { maxAccounts: 5, plan: 'BASIC' };

function StatCard({
  icon,
  title,
  value,
  detail,
  note,
  loading,
}: {
  icon: ReactNode;
  title: string;
  value: string;
  detail: string;
  /** A second line that stands out (a plan change to come). */
  note?: string | null;
  loading?: boolean;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mb: 1 }}>
          {icon}
          <Typography variant="subtitle2" component="h2">
            {title}
          </Typography>
        </Box>
        {loading ? <Skeleton width={80} height={40} /> : <Typography variant="h4">{value}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
        {note && (
          <Typography variant="body2" color="info.main" sx={{ mt: 0.5 }}>
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export function DashboardPage() {
  const user = useSession()?.user;
  const status = useSubscriptionStatus();
  const maxAccounts = status.data?.maxAccounts ?? DEFAULT_LIMITS.maxAccounts;
  const plan = status.data?.plan ?? DEFAULT_LIMITS.plan;
  const active = status.data?.isActive ?? false;
  const nameOf = usePlanName();
  const dates = useReaderDates();
  const accessUntil =
    status.data?.status === 'CANCELLED' && status.data.expiresAt
      ? `Trading enabled until ${dates.date(status.data.expiresAt)} (cancelled, not renewed)`
      : 'Trading enabled';

  return (
    <Box>
      <TraderHeader />
      <SubscriptionGuard>
        <Container maxWidth="lg" component="main" sx={{ py: 4 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Trading Dashboard
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Signed in as {user?.email}
          </Typography>
          <OpenInvoiceCard />
          <Grid container spacing={3} sx={{ mb: 3 }}>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatCard
                icon={<VerifiedUserIcon fontSize="small" />}
                title="Account Status"
                value={status.data ? statusLabel(status.data) : '—'}
                detail={active ? accessUntil : 'Trading disabled until your plan is active'}
                note={
                  status.data?.scheduledChange && scheduledChangeText(status.data.scheduledChange, nameOf, dates.date)
                }
                loading={status.isPending}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatCard
                icon={<AccountBalanceWalletIcon fontSize="small" />}
                title="Connected Accounts"
                value={`${status.data?.connectedAccounts ?? 0} / ${maxAccounts >= 999 ? '∞' : maxAccounts}`}
                detail={`MetaTrader accounts on your ${nameOf(plan)} plan`}
                loading={status.isPending}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatCard
                icon={<InsightsIcon fontSize="small" />}
                title="Active Signals"
                value="—"
                detail="Open the signals app to see them"
              />
            </Grid>
          </Grid>

          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Card sx={{ height: '100%' }}>
                <CardHeader title="Account Management" subheader="Link the MetaTrader logins you trade signals on" />
                <CardContent>
                  <MtAccountManager maxAccounts={maxAccounts} plan={nameOf(plan)} />
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Card sx={{ height: '100%' }}>
                <CardHeader title="Quick Actions" />
                <CardContent>
                  <Grid container spacing={1.5}>
                    <Grid size={6}>
                      <Button
                        component={RouterLink}
                        to="/profile"
                        variant="outlined"
                        startIcon={<PersonIcon />}
                        fullWidth
                      >
                        Profile
                      </Button>
                    </Grid>
                    <Grid size={6}>
                      <Button
                        component={RouterLink}
                        to="/pricing"
                        variant="outlined"
                        startIcon={<TrendingUpIcon />}
                        fullWidth
                      >
                        Upgrade Plan
                      </Button>
                    </Grid>
                    <Grid size={6}>
                      <Button
                        component={RouterLink}
                        to="/app"
                        variant="contained"
                        startIcon={<InsightsIcon />}
                        fullWidth
                      >
                        Trading Signals
                      </Button>
                    </Grid>
                    <Grid size={6}>
                      <Button
                        component={RouterLink}
                        to="/alerts"
                        variant="outlined"
                        startIcon={<NotificationsIcon />}
                        fullWidth
                      >
                        Notifications
                      </Button>
                    </Grid>
                  </Grid>
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        </Container>
      </SubscriptionGuard>
    </Box>
  );
}
