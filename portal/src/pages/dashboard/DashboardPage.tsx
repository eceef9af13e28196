import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import { Box, Button, Card, CardContent, CardHeader, Container, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../api/session';
import { AccountHeader } from '../../features/layout/AccountHeader';

export function DashboardPage() {
  const user = useSession()?.user;
  return (
    <Box>
      <AccountHeader />
      <Container maxWidth="lg" component="main" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Trading Dashboard
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Signed in as {user?.email}
        </Typography>
        <Card>
          <CardHeader title="Quick Actions" />
          <CardContent>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <Button component={RouterLink} to="/profile" variant="outlined" startIcon={<PersonIcon />} fullWidth>
                  Profile
                </Button>
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <Button variant="outlined" startIcon={<NotificationsIcon />} disabled fullWidth>
                  Notifications (Coming soon)
                </Button>
              </Grid>
            </Grid>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
