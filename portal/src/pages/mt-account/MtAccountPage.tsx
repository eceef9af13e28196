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
import { Link as RouterLink, useParams } from 'react-router';
import { api } from '../../api/endpoints';
import { EaKeyControls } from '../../features/accounts/EaKeyControls';
import { EaStatus } from '../../features/accounts/EaStatus';
import { MtSettingsForm } from '../../features/accounts/MtSettingsForm';
import { MtTradesSection } from '../../features/accounts/MtTradesSection';
import { ExpertAdvisorSetup } from '../../features/accounts/ExpertAdvisorSetup';
import { accountsKey, HEARTBEAT_MS } from '../../features/accounts/queries';
import { TraderHeader } from '../../features/layout/TraderHeader';
import { SubscriptionGuard } from '../../features/subscription/SubscriptionGuard';
import { useReaderDates } from '../../features/time-zone/useReaderDates';
import { keyStateText } from '../../lib/metatrader';

/**
 * /dashboard/accounts/:id: one linked MetaTrader account, its Expert Advisor's key and status, the
 * settings the EA follows and what it did with each signal. Its own page, so the dashboard stays light.
 */
export function MtAccountPage() {
  const { id } = useParams();
  const dates = useReaderDates();
  const accounts = useQuery({
    queryKey: accountsKey,
    queryFn: api.accounts.list,
    refetchInterval: (query) => (query.state.data?.some((account) => account.key) ? HEARTBEAT_MS : false),
  });
  const account = accounts.data?.find((each) => String(each.id) === id);

  return (
    <Box>
      <TraderHeader />
      <SubscriptionGuard>
        <Container maxWidth="lg" component="main" sx={{ py: 4 }}>
          {accounts.isPending ? (
            <>
              <Skeleton width={320} height={48} />
              <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
            </>
          ) : accounts.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void accounts.refetch()}>
                  Retry
                </Button>
              }
            >
              {accounts.error.message}
            </Alert>
          ) : !account ? (
            <Alert
              severity="info"
              action={
                <Button component={RouterLink} to="/dashboard" color="inherit" size="small">
                  Dashboard
                </Button>
              }
            >
              This MetaTrader account is not linked to your login (any more).
            </Alert>
          ) : (
            <>
              <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
                MT account {account.mtId}
              </Typography>
              <Typography color="textSecondary" sx={{ mb: 3 }}>
                Linked {dates.date(account.createdAt)}
              </Typography>
              <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
                <Grid size={{ xs: 12, md: 5 }}>
                  <Card sx={{ mb: 3 }} component="section" aria-labelledby="ea-heading">
                    <CardHeader title="Expert Advisor" slotProps={{ title: { id: 'ea-heading', component: 'h2' } }} />
                    <CardContent sx={{ pt: 0 }}>
                      <Typography data-testid="ea-key-state" sx={{ mb: 0.5 }}>
                        {keyStateText(account, dates.date)}
                      </Typography>
                      <Box sx={{ mb: 2 }}>
                        <EaStatus terminal={account.terminal} />
                      </Box>
                      {account.sharedLogin && (
                        <Alert severity="warning" sx={{ mb: 2 }} data-testid="shared-login">
                          Another SignalDesk account&apos;s Expert Advisor runs on this MetaTrader login
                          {account.terminal?.server ? ` at ${account.terminal.server}` : ''}: each signal may be traded
                          twice. If you share the login knowingly, stop one of the two. If not, change your MetaTrader
                          password with your broker and revoke this key.
                        </Alert>
                      )}
                      <EaKeyControls account={account} />
                      <ExpertAdvisorSetup />
                    </CardContent>
                  </Card>
                  <Card component="section" aria-labelledby="settings-heading">
                    <CardHeader
                      title="Settings"
                      subheader="What the Expert Advisor follows on this account"
                      slotProps={{ title: { id: 'settings-heading', component: 'h2' } }}
                    />
                    <CardContent sx={{ pt: 0 }}>
                      <MtSettingsForm account={account} />
                    </CardContent>
                  </Card>
                </Grid>
                <Grid size={{ xs: 12, md: 7 }}>
                  <Card component="section" aria-labelledby="trades-heading" data-testid="mt-trades">
                    <CardHeader
                      title="Trades"
                      subheader="What the Expert Advisor did with each signal"
                      slotProps={{ title: { id: 'trades-heading', component: 'h2' } }}
                    />
                    <CardContent sx={{ pt: 0 }}>
                      <MtTradesSection accountId={account.id} />
                    </CardContent>
                  </Card>
                </Grid>
              </Grid>
            </>
          )}
        </Container>
      </SubscriptionGuard>
    </Box>
  );
}
