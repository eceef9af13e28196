import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import InsightsIcon from '@mui/icons-material/Insights';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Container,
  Grid,
  Skeleton,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api } from '../../api/endpoints';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../api/session';
import { MtAccountManager } from '../../features/accounts/MtAccountManager';
import { OpenInvoiceCard } from '../../features/payment/OpenInvoiceCard';
import { TraderHeader } from '../../features/layout/TraderHeader';
import { AI_SIGNALS_KEY } from '../../features/signals/use-ai-signals';
import { usePlans, useSubscriptionStatus } from '../../features/subscription/queries';
import { usePlanName } from '../../features/subscription/usePlanName';
import { SubscriptionGuard } from '../../features/subscription/SubscriptionGuard';
import { useReaderDates } from '../../features/time-zone/useReaderDates';
import { scheduledChangeText, upgradeTarget } from '../../lib/billing';
import { statusLabel } from '../../lib/subscription';

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
        <Typography variant="body2" color="textSecondary">
          {detail}
        </Typography>
        {note && (
          <Typography variant="body2" color="info" sx={{ mt: 0.5 }}>
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
  const plans = usePlans();
  const dates = useReaderDates();
  // The product sends signals; it does not trade. Say what the plan opens, and until when.
  const accessUntil =
    status.data?.status === 'CANCELLED' && status.data.expiresAt
      ? `Signals and the calendar open until ${dates.date(status.data.expiresAt)} (cancelled, not renewed)`
      : 'Signals and the calendar are open to you';
  const noPlan = status.data !== undefined && status.data.plan === null;
  // Only a paid plan reads signals: nothing is asked of the server for anyone else.
  const signals = useQuery({
    queryKey: AI_SIGNALS_KEY,
    queryFn: ({ signal }) => api.signals.list(signal),
    enabled: active,
  });
  const newest = signals.data?.[0];
  // Nothing to upgrade to on the top plan sold at checkout.
  const canUpgrade = !active || upgradeTarget(status.data, plans.data) !== null;

  return (
    <Box>
      <TraderHeader />
      <SubscriptionGuard>
        <Container maxWidth="lg" component="main" sx={{ py: 4 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Trading Dashboard
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            Signed in as {user?.email}
          </Typography>
          <OpenInvoiceCard />
          {noPlan && (
            <Alert
              severity="info"
              sx={{ mb: 3 }}
              action={
                <Button component={RouterLink} to="/subscription" color="inherit" size="small">
                  Choose a plan
                </Button>
              }
            >
              You have no plan yet. Choose one to receive signals and to link your MetaTrader accounts.
            </Alert>
          )}
          <Grid container spacing={3} sx={{ mb: 3 }}>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatCard
                icon={<VerifiedUserIcon fontSize="small" />}
                title="Account Status"
                value={noPlan ? 'No plan' : status.data ? statusLabel(status.data) : '—'}
                detail={
                  active
                    ? accessUntil
                    : noPlan
                      ? 'Choose a plan to receive signals'
                      : 'Signals open once your plan is paid'
                }
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
                value={
                  noPlan ? '—' : `${status.data?.connectedAccounts ?? 0} / ${maxAccounts >= 999 ? '∞' : maxAccounts}`
                }
                detail={noPlan ? 'Linked under a plan' : `MetaTrader accounts on your ${nameOf(plan)} plan`}
                loading={status.isPending}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatCard
                icon={<InsightsIcon fontSize="small" />}
                title="Active Signals"
                value={active && signals.data ? String(signals.data.length) : '—'}
                detail={
                  !active
                    ? 'Signals open once your plan is paid'
                    : newest
                      ? `Newest: ${newest.symbol} ${newest.signalType}, ${dates.dateTime(newest.createdAt)}`
                      : signals.data
                        ? 'None open right now'
                        : 'Loading the signals…'
                }
                loading={active && signals.isPending}
              />
            </Grid>
          </Grid>

          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Card sx={{ height: '100%' }}>
                <CardHeader title="Account Management" subheader="Link the MetaTrader logins you trade signals on" />
                <CardContent>
                  {noPlan ? (
                    <Typography color="textSecondary">
                      MetaTrader accounts are linked under a plan: choose one first.
                    </Typography>
                  ) : (
                    <MtAccountManager maxAccounts={maxAccounts} plan={nameOf(plan)} />
                  )}
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
                      {canUpgrade ? (
                        <Button
                          component={RouterLink}
                          to="/pricing"
                          variant="outlined"
                          startIcon={<TrendingUpIcon />}
                          fullWidth
                        >
                          Upgrade Plan
                        </Button>
                      ) : (
                        <Button
                          component={RouterLink}
                          to="/subscription"
                          variant="outlined"
                          startIcon={<TrendingUpIcon />}
                          fullWidth
                        >
                          Manage Plan
                        </Button>
                      )}
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
