import { Alert, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTwoFactorStatus } from '../../features/two-factor/queries';
import { useReaderDates } from '../../features/time-zone/useReaderDates';
import { NewRecoveryCodesDialog } from './NewRecoveryCodesDialog';
import { TurnOffTwoFactorDialog } from './TurnOffTwoFactorDialog';
import { TwoFactorSetupDialog } from './TwoFactorSetupDialog';

/**
 * Two-factor sign-in on the profile: its state, set-up, new recovery codes and turning it off.
 * `setupRequested` opens the set-up at once (staff sent here because their role requires it).
 */
export function TwoFactorSection({ setupRequested }: { setupRequested: boolean }) {
  const status = useTwoFactorStatus();
  const dates = useReaderDates();
  const [open, setOpen] = useState<'setup' | 'codes' | 'off' | null>(null);
  const [autoOpened, setAutoOpened] = useState(false);
  // Opened once, as the status arrives; it then stays open until closed, recovery codes included.
  if (setupRequested && status.data?.enabled === false && !autoOpened) {
    setAutoOpened(true);
    setOpen('setup');
  }

  const data = status.data;
  return (
    <Stack spacing={1}>
      {data?.requiredForRole && !data.enabled && (
        <Alert severity="warning">Your role requires two-factor sign-in: set it up to use the admin portal.</Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography>Two-factor sign-in</Typography>
            {data && (
              <Chip
                size="small"
                label={data.enabled ? 'On' : 'Off'}
                color={data.enabled ? 'success' : 'default'}
                variant={data.enabled ? 'filled' : 'outlined'}
              />
            )}
          </Stack>
          <Typography variant="body2" color="textSecondary">
            {status.isPending ? (
              <Skeleton width={260} />
            ) : status.isError ? (
              status.error.message
            ) : data?.enabled ? (
              `On since ${dates.date(data.enabledAt!)}. ${data.recoveryCodesLeft} of 10 recovery codes left.`
            ) : (
              'Signing in also asks for a code from an authenticator app on your phone.'
            )}
          </Typography>
        </div>
        {data?.enabled ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" onClick={() => setOpen('codes')}>
              New Recovery Codes
            </Button>
            <Button variant="outlined" color="error" onClick={() => setOpen('off')} disabled={data.requiredForRole}>
              Turn Off
            </Button>
          </Stack>
        ) : (
          <Button variant="contained" onClick={() => setOpen('setup')} disabled={!data}>
            Set Up
          </Button>
        )}
      </Stack>
      <TwoFactorSetupDialog
        open={open === 'setup'}
        requiredForRole={data?.requiredForRole === true}
        onClose={() => setOpen(null)}
      />
      <NewRecoveryCodesDialog open={open === 'codes'} onClose={() => setOpen(null)} />
      <TurnOffTwoFactorDialog open={open === 'off'} onClose={() => setOpen(null)} />
    </Stack>
  );
}
