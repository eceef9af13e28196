import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockClockIcon from '@mui/icons-material/LockClock';
import PublicIcon from '@mui/icons-material/Public';
import SmsIcon from '@mui/icons-material/Sms';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Grid,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FeatureCard, type Feature } from '../../features/layout/FeatureCard';
import { BrandLink } from '../../features/layout/BrandLink';
import { ColorModeToggle } from '../../features/layout/ColorModeToggle';
import { BackButton } from '../../features/navigation/BackButton';
import { PhoneVerification } from '../../features/phone-verification/PhoneVerification';
import { DEMO_VERIFICATION_CODE } from '../../features/phone-verification/phone-verification-service';
import { formatFullPhoneNumber } from '../../lib/phone';
import { StickyAppBar } from '../../features/layout/StickyAppBar';

const FEATURES: Feature[] = [
  {
    icon: <PublicIcon />,
    title: '40+ countries',
    text: 'Pick a country code from a searchable list by name, ISO code or dial code. Numbers are formatted as you type.',
  },
  {
    icon: <SmsIcon />,
    title: 'One-time SMS codes',
    text: 'In production an SMS verification provider delivers a 6-digit code to the number being verified.',
  },
  {
    icon: <LockClockIcon />,
    title: 'Built-in safeguards',
    text: 'Codes are checked before a number is accepted, and resending is held back by a 60-second cooldown.',
  },
];

const IN_PRODUCTION = [
  'An SMS verification provider would send a real 6-digit code to this number.',
  'The code would be checked on the server, with limits on attempts and resends.',
  'The verified number would be saved to your account.',
  'Account notices could then be sent to it by SMS.',
];

type DemoState = { stage: 'intro' } | { stage: 'verifying' } | { stage: 'verified'; phoneNumber: string };

/** A public walk-through of the phone verification component with the demo stub (spec section 2). */
export function PhoneVerificationDemoPage() {
  const [state, setState] = useState<DemoState>({ stage: 'intro' });

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <StickyAppBar>
        <BrandLink />
        <Box sx={{ flexGrow: 1 }} />
        <ColorModeToggle />
        <BackButton />
      </StickyAppBar>

      <Container maxWidth="md" component="main" sx={{ flexGrow: 1, py: { xs: 4, md: 6 } }}>
        <Box sx={{ textAlign: 'center', mb: 4 }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, sm: 40 }, mb: 1.5 }}>
            Phone Verification Demo
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="textSecondary"
            sx={{ fontWeight: 400, maxWidth: 680, mx: 'auto' }}
          >
            See how traders confirm their phone number with a one-time code.
          </Typography>
        </Box>

        <Alert severity="info" variant="outlined" sx={{ mb: 4 }}>
          <AlertTitle>This is a demo</AlertTitle>
          No SMS is sent. Enter any number, then use the code{' '}
          <Box component="strong" sx={{ fontFamily: 'monospace', fontSize: '1.05em', letterSpacing: '0.08em' }}>
            {DEMO_VERIFICATION_CODE}
          </Box>{' '}
          to verify it.
        </Alert>

        {state.stage === 'intro' && (
          <>
            <Grid container spacing={2} sx={{ mb: 4 }}>
              {FEATURES.map((feature) => (
                <Grid key={feature.title} size={{ xs: 12, sm: 4 }}>
                  <FeatureCard feature={feature} />
                </Grid>
              ))}
            </Grid>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
              <Button variant="contained" size="large" onClick={() => setState({ stage: 'verifying' })}>
                Start Phone Verification
              </Button>
              <Button component={RouterLink} to="/dashboard" size="large" variant="outlined">
                Skip Demo &amp; Go to Dashboard →
              </Button>
            </Stack>
          </>
        )}

        {state.stage === 'verifying' && (
          <Card sx={{ maxWidth: 480, mx: 'auto' }}>
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              <PhoneVerification
                onVerified={(phoneNumber) => setState({ stage: 'verified', phoneNumber })}
                onCancel={() => setState({ stage: 'intro' })}
              />
            </CardContent>
          </Card>
        )}

        {state.stage === 'verified' && (
          <Card sx={{ maxWidth: 560, mx: 'auto' }}>
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              <Box sx={{ textAlign: 'center', mb: 3 }}>
                <CheckCircleIcon sx={{ fontSize: 48, color: 'success.main', mb: 1 }} />
                <Typography variant="h5" component="h2" gutterBottom>
                  Verification complete
                </Typography>
                <Typography color="textSecondary">Verified number</Typography>
                <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatFullPhoneNumber(state.phoneNumber)}
                </Typography>
              </Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                What would happen in production
              </Typography>
              <List dense>
                {IN_PRODUCTION.map((step) => (
                  <ListItem key={step} disableGutters sx={{ alignItems: 'flex-start' }}>
                    <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                      <CheckCircleIcon fontSize="small" sx={{ color: 'success.main' }} />
                    </ListItemIcon>
                    <ListItemText primary={step} />
                  </ListItem>
                ))}
              </List>
              <Stack
                direction={{ xs: 'column-reverse', sm: 'row' }}
                spacing={1.5}
                sx={{ mt: 2, justifyContent: 'flex-end' }}
              >
                <Button variant="outlined" onClick={() => setState({ stage: 'verifying' })}>
                  Try Again
                </Button>
                <Button component={RouterLink} to="/dashboard" variant="contained">
                  Continue to Dashboard →
                </Button>
              </Stack>
            </CardContent>
          </Card>
        )}
      </Container>
    </Box>
  );
}
