import { Alert, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, usePermissions } from 'react-admin';
import type { AdminDataProvider } from './dataProvider';

function Stat({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle2" color="textSecondary">
          {label}
        </Typography>
        {value === undefined ? <Skeleton width={80} height={44} /> : <Typography variant="h4">{value}</Typography>}
      </CardContent>
    </Card>
  );
}

/** The counts for admins and support; the month's revenue for admins only (the API refuses it to support). */
export function AdminDashboard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { permissions } = usePermissions();
  const isAdmin = permissions === 'admin';
  const stats = useQuery({ queryKey: ['admin-stats'], queryFn: () => dataProvider.stats() });
  const revenue = useQuery({
    queryKey: ['admin-revenue'],
    queryFn: () => dataProvider.revenue(),
    enabled: isAdmin,
  });
  const column = { xs: 12, sm: 6, lg: isAdmin ? 3 : 4 };
  return (
    <>
      <Title title="Dashboard" />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        Dashboard
      </Typography>
      {(stats.error || revenue.error) && <Alert severity="error">Failed to load the figures</Alert>}
      <Grid container spacing={2}>
        <Grid size={column}>
          <Stat label="Users" value={stats.data?.users.toString()} />
        </Grid>
        <Grid size={column}>
          <Stat label="Active subscriptions" value={stats.data?.activeSubscriptions.toString()} />
        </Grid>
        {isAdmin && (
          <Grid size={column}>
            <Stat
              label="Revenue this month"
              value={revenue.data && `${revenue.data.revenueThisMonth.toFixed(2)} ${revenue.data.revenueCurrency}`}
            />
          </Grid>
        )}
        <Grid size={column}>
          <Stat label="Payments waiting" value={stats.data?.paymentsWaiting.toString()} />
        </Grid>
      </Grid>
    </>
  );
}
