import {
  Alert,
  Box,
  Button,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../app/toasts';
import { useState } from 'react';
import { type AlertSettings } from '../../api/client';
import { api } from '../../api/endpoints';
import { TraderHeader } from '../../features/layout/TraderHeader';
import { changesOf, formOf, type AlertForm } from './alert-form';
import { ChannelsCard } from './ChannelsCard';
import { EventsCard } from './EventsCard';
import { alertKeys } from './queries';
import { RecentAlertsCard } from './RecentAlertsCard';

/** The signing secret, shown the one time the server gives it. */
function SecretDialog({ secret, onClose }: { secret: string | null; onClose(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Dialog open={secret !== null} onClose={onClose} aria-labelledby="webhook-secret-title" fullWidth maxWidth="sm">
      <DialogTitle id="webhook-secret-title">Your webhook signing secret</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Keep it where your receiver can read it: it is not shown again. Check each request&apos;s
          X-SignalDesk-Signature with it.
        </Typography>
        <TextField
          value={secret ?? ''}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Signing secret' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() =>
            void navigator.clipboard
              .writeText(secret ?? '')
              .then(() => enqueueSnackbar('Secret copied to clipboard', { variant: 'success' }))
          }
        >
          Copy
        </Button>
        <Button variant="contained" onClick={onClose}>
          I have kept it
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /alerts: where and about what a trader hears from us (replaces the dashboard's "Coming soon"). */
export function AlertsPage() {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const settings = useQuery({ queryKey: alertKeys.settings, queryFn: api.alerts.settings });
  // The trader's edits; until the first one, the form is the server's settings as they stand.
  const [edited, setForm] = useState<AlertForm | null>(null);
  const form = edited ?? (settings.data ? formOf(settings.data) : null);
  const [secret, setSecret] = useState<string | null>(null);

  const saved = (next: AlertSettings) => {
    queryClient.setQueryData(alertKeys.settings, next);
    setForm(formOf(next));
    if (next.webhookSecret) setSecret(next.webhookSecret);
  };
  const save = useMutation({
    mutationFn: () => api.alerts.save(changesOf(form!)),
    onSuccess: (next) => {
      saved(next);
      enqueueSnackbar('Alert settings saved', { variant: 'success' });
    },
  });
  const newSecret = useMutation({
    mutationFn: api.alerts.newWebhookSecret,
    onSuccess: (answer) => setSecret(answer.webhookSecret),
  });
  const test = useMutation({
    mutationFn: api.alerts.test,
    onSuccess: ({ channels }) => {
      enqueueSnackbar(`Test alert on its way: ${channels.join(', ')}`, { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: alertKeys.deliveries });
    },
  });
  const update = (changes: Partial<AlertForm>) => setForm((current) => ({ ...(current ?? form!), ...changes }));
  // The server's sentences about the webhook address all start so: they are shown at the field too.
  const webhookProblem = save.error?.message.startsWith('The webhook address') ? save.error.message : null;

  return (
    <Box>
      <TraderHeader />
      <Container maxWidth="md" component="main" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1">
          Alerts
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
          Hear about new signals, their outcomes and the releases that move them, by e-mail, on Telegram or at your own
          webhook. Market alerts come while your subscription is active.
        </Typography>
        {settings.error && <Alert severity="error">{settings.error.message}</Alert>}
        {!form || !settings.data ? (
          !settings.error && <Skeleton variant="rounded" height={480} />
        ) : (
          <Stack spacing={3}>
            {!settings.data.saved && <Alert severity="info">Nothing is sent until you save these settings once.</Alert>}
            <ChannelsCard
              settings={settings.data}
              form={form}
              onChange={update}
              onNewSecret={() => newSecret.mutate()}
              newSecretPending={newSecret.isPending}
              webhookProblem={webhookProblem}
            />
            <EventsCard form={form} onChange={update} />
            {save.error && <Alert severity="error">{save.error.message}</Alert>}
            {test.error && <Alert severity="error">{test.error.message}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button
                variant="outlined"
                onClick={() => test.mutate()}
                disabled={test.isPending || !settings.data.saved}
              >
                Send test alert
              </Button>
              <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save Settings'}
              </Button>
            </Stack>
            <RecentAlertsCard />
          </Stack>
        )}
      </Container>
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </Box>
  );
}
