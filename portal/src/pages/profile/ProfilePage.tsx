import { Box, Container, Stack, Typography } from '@mui/material';
import { TraderHeader } from '../../features/layout/TraderHeader';
import { OpenInvoiceCard } from '../../features/payment/OpenInvoiceCard';
import { usePlans, useSubscriptionStatus } from '../../features/subscription/queries';
import { BillingHistoryCard } from './BillingHistoryCard';
import { ExpiryBanner } from './ExpiryBanner';
import { PersonalInformationCard } from './PersonalInformationCard';
import { ReadingSettingsCard } from './ReadingSettingsCard';
import { SignInSecurityCard } from './SignInSecurityCard';
import { SubscriptionDetailsCard } from './SubscriptionDetailsCard';
import { YourDataCard } from './YourDataCard';

export function ProfilePage() {
  const status = useSubscriptionStatus();
  const plans = usePlans();
  return (
    <Box>
      <TraderHeader />
      <Container maxWidth="md" component="main" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          Account Settings
        </Typography>
        <ExpiryBanner status={status.data} />
        <OpenInvoiceCard />
        <Stack spacing={3}>
          <SubscriptionDetailsCard
            status={status.data}
            plans={plans.data}
            loading={status.isPending}
            error={status.isError}
          />
          <PersonalInformationCard />
          <ReadingSettingsCard />
          <SignInSecurityCard />
          <BillingHistoryCard />
          <YourDataCard />
        </Stack>
      </Container>
    </Box>
  );
}
