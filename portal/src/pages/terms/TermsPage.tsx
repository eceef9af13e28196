import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, AlertTitle, Box, Card, CardContent, Container, Stack, Toolbar, Typography } from '@mui/material';
import { BackButton } from '../../features/navigation/BackButton';
import { ColorModeToggle } from '../../features/layout/ColorModeToggle';
import { SiteFooter } from '../../features/layout/SiteFooter';
import { TERMS_SECTIONS } from './terms-sections';

export function TermsPage() {
  return (
    <Box>
      <Toolbar sx={{ gap: 1 }}>
        <BackButton />
        <Box sx={{ flexGrow: 1 }} />
        <ColorModeToggle />
      </Toolbar>
      <Container maxWidth="md" component="main" sx={{ py: 4 }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 28, sm: 36 }, mb: 1 }}>
          Risk Disclaimer &amp; Terms of Service
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4 }}>
          Please read these terms carefully before subscribing. By creating an account you agree to them.
        </Typography>

        <Alert severity="warning" icon={<WarningAmberIcon />} sx={{ mb: 4 }}>
          <AlertTitle>Risk warning</AlertTitle>
          Trading on margin carries a high level of risk and may not be suitable for all investors. You could lose some
          or all of your investment, and more than your initial deposit. Only trade with money you can afford to lose.
        </Alert>

        <Stack component="ol" spacing={3} sx={{ pl: 0, listStyle: 'none', m: 0 }}>
          {TERMS_SECTIONS.map((section, index) => (
            <Box component="li" key={section.title}>
              <Typography variant="h6" component="h2" gutterBottom>
                {index + 1}. {section.title}
              </Typography>
              <Typography color="textSecondary">{section.text}</Typography>
            </Box>
          ))}
        </Stack>

        <Card sx={{ mt: 5, borderColor: 'primary.main' }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Acknowledgment
            </Typography>
            <Typography color="textSecondary">
              By using SignalDesk you confirm that you have read and understood this risk disclaimer and these terms,
              that you are at least 18 years old, and that you trade at your own risk.
            </Typography>
          </CardContent>
        </Card>
      </Container>
      <SiteFooter />
    </Box>
  );
}
