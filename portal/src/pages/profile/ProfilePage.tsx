import { Box, Container, Typography } from '@mui/material';
import { AccountHeader } from '../../features/layout/AccountHeader';
import { PersonalInformationCard } from './PersonalInformationCard';

export function ProfilePage() {
  return (
    <Box>
      <AccountHeader />
      <Container maxWidth="md" component="main" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          Account Settings
        </Typography>
        <PersonalInformationCard />
      </Container>
    </Box>
  );
}
