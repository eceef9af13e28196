import { Alert, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
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

export function AdminDashboard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const stats = useQuery({ queryKey: ['admin-stats'], queryFn: () => dataProvider.stats() });
  return (
    <>
      <Title title="Dashboard" />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        Dashboard
      </Typography>
      {stats.error && <Alert severity="error">Failed to load the figures</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Stat label="Users" value={stats.data?.users.toString()} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Stat label="Active subscriptions" value={stats.data?.activeSubscriptions.toString()} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Stat
            label="Revenue this month"
            value={stats.data && `${stats.data.revenueThisMonth.toFixed(2)} ${stats.data.revenueCurrency}`}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Stat label="Payments waiting" value={stats.data?.paymentsWaiting.toString()} />
        </Grid>
      </Grid>
    </>
  );
}
