import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import LinkIcon from '@mui/icons-material/Link';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../api/session';
import { LandingHeader } from '../../features/layout/LandingHeader';
import { FeatureCard, type Feature } from '../../features/layout/FeatureCard';
import { PAGE_COLUMN } from '../../features/layout/page-column';
import { SiteFooter } from '../../features/layout/SiteFooter';
import { LandingPlans } from './LandingPlans';
import { TrackRecordClaim } from './TrackRecordClaim';

const FEATURES: Feature[] = [
  {
    icon: <AutoGraphIcon />,
    title: 'An hourly model, measured',
    text: 'A model fitted on earlier years of hourly prices decides on each hourly close. Every signal says what signals like it did after realistic costs, beside a coin choosing the side at the same moments; the track record names the years its design was chosen on.',
  },
  {
    icon: <LinkIcon />,
    title: 'MetaTrader integration',
    text: 'Link your MetaTrader accounts and copy entry, stop loss and take profit in one click.',
  },
  {
    icon: <AccessTimeIcon />,
    title: 'While markets trade',
    text: 'Signals come from Sunday evening to Friday evening, New York time, for the symbols the back-test measured (the track record names them), with the economic calendar alongside. No signals while markets are closed.',
  },
  {
    icon: <VerifiedOutlinedIcon />,
    title: 'A record nobody can bend',
    text: 'Each signal is committed to a public, signed log the moment it is published and revealed when it ends. Anyone can check that no result was changed, dropped or backdated.',
  },
];

export function LandingPage() {
  const signedIn = useSession() !== null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <LandingHeader />

      <Box component="main" sx={{ ...PAGE_COLUMN, flexGrow: 1 }}>
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
      </Box>
      <SiteFooter />
    </Box>
  );
}
