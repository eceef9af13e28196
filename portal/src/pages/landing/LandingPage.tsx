import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import LinkIcon from '@mui/icons-material/Link';
import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../api/session';
import { LandingHeader } from '../../features/layout/LandingHeader';
import { FeatureCard, type Feature } from '../../features/layout/FeatureCard';
import { SiteFooter } from '../../features/layout/SiteFooter';
import { LandingPlans } from './LandingPlans';
import { TrackRecordClaim } from './TrackRecordClaim';

const FEATURES: Feature[] = [
  {
    icon: <AutoGraphIcon />,
    title: 'Real-time AI analysis',
    text: 'A model fitted on years of hourly prices, measured on years it never saw after realistic costs, beside a coin choosing the side at the same moments. Every signal says what signals like it did.',
  },
  {
    icon: <LinkIcon />,
    title: 'MetaTrader integration',
    text: 'Link your MetaTrader accounts and copy entry, stop loss and take profit in one click.',
  },
  {
    icon: <AccessTimeIcon />,
    title: '24/7 coverage',
    text: 'Every symbol it was measured on is watched around the clock (the track record names them), with the economic calendar alongside.',
  },
  {
    icon: <CloudDoneIcon />,
    title: '99.9% uptime',
    text: 'Signals and news are served from redundant infrastructure built to stay up when markets move.',
  },
];

export function LandingPage() {
  const signedIn = useSession() !== null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <LandingHeader />

      <Container maxWidth="lg" component="main" sx={{ flexGrow: 1 }}>
        <Box sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 36, sm: 48, md: 60 }, mb: 2 }}>
            AI trading signals,{' '}
            <Box component="span" sx={{ color: 'success.main' }}>
              explained
            </Box>
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="textSecondary"
            sx={{ maxWidth: 680, mx: 'auto', mb: 4, fontWeight: 400 }}
          >
            Buy and sell signals with entry, stop loss, take profit, the reasoning behind them and what signals like
            them did after costs, plus a weekly economic-news calendar that tells you what moved the market.
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'center' }}>
            {/* Signed in: the profile's plan details (spec); a guest sees the plans instead. */}
            <Button component={RouterLink} to={signedIn ? '/profile' : '/pricing'} size="large" variant="outlined">
              Plan types
            </Button>
            <Button component={RouterLink} to="/pricing" size="large" variant="contained">
              View Pricing
            </Button>
          </Box>
          <TrackRecordClaim />
        </Box>

        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </Box>
        <LandingPlans />
      </Container>
      <SiteFooter />
    </Box>
  );
}
