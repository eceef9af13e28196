import { Alert, Box, Container, Typography } from '@mui/material';
import { AccountHeader } from '../../features/layout/AccountHeader';

/** Admins reach this page; plan, user and billing management are not part of this build yet. */
export function AdminPage() {
  return (
    <Box>
      <AccountHeader />
      <Container maxWidth="md" component="main" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Admin Panel
        </Typography>
        <Alert severity="info">
          Plan, user and billing management are not available in this version yet. Your admin account is active and
          skips subscription checks.
        </Alert>
      </Container>
    </Box>
  );
}
