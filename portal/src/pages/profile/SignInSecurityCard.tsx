import { Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { TwoFactorSetupState } from '../../features/two-factor/queries';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { TwoFactorSection } from './TwoFactorSection';

/** Password and e-mail changes, each in its own dialog, and two-factor sign-in. */
export function SignInSecurityCard() {
  const [open, setOpen] = useState<'password' | 'email' | null>(null);
  const setupRequested = (useLocation().state as TwoFactorSetupState | null)?.twoFactorSetup === true;
  return (
    <Card>
      <CardHeader title="Sign-in & Security" />
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <div>
              <Typography>Password</Typography>
              <Typography variant="body2" color="textSecondary">
                Changing it signs out every other device.
              </Typography>
            </div>
            <Button variant="outlined" onClick={() => setOpen('password')}>
              Change Password
            </Button>
          </Stack>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <div>
              <Typography>Email address</Typography>
              <Typography variant="body2" color="textSecondary">
                The new address must confirm the change.
              </Typography>
            </div>
            <Button variant="outlined" onClick={() => setOpen('email')}>
              Change Email
            </Button>
          </Stack>
          <TwoFactorSection setupRequested={setupRequested} />
        </Stack>
      </CardContent>
      <ChangePasswordDialog open={open === 'password'} onClose={() => setOpen(null)} />
      <ChangeEmailDialog open={open === 'email'} onClose={() => setOpen(null)} />
    </Card>
  );
}
