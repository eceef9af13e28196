import EmailIcon from '@mui/icons-material/Email';
import LinkIcon from '@mui/icons-material/Link';
import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Divider,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { AlertSettings } from '../../api/client';
import type { AlertForm } from './alert-form';
import { TelegramLink } from './TelegramLink';

interface ChannelsCardProps {
  settings: AlertSettings;
  form: AlertForm;
  onChange(changes: Partial<AlertForm>): void;
  onNewSecret(): void;
  newSecretPending: boolean;
  /** Why the server refused the webhook address on the last save, shown at the field. */
  webhookProblem: string | null;
}

function ChannelTitle({ icon, title, detail }: { icon: React.ReactNode; title: string; detail: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      {icon}
      <div>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography variant="body2" color="textSecondary">
          {detail}
        </Typography>
      </div>
    </Stack>
  );
}

/** Where alerts go: the account's e-mail, a linked Telegram chat, a signed webhook. */
export function ChannelsCard({
  settings,
  form,
  onChange,
  onNewSecret,
  newSecretPending,
  webhookProblem,
}: ChannelsCardProps) {
  const webhookUrl = form.webhookUrl ?? '';
  return (
    <Card component="section" aria-labelledby="alert-channels">
      <CardHeader id="alert-channels" title="Channels" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2.5} divider={<Divider flexItem />}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <ChannelTitle icon={<EmailIcon color="primary" />} title="E-mail" detail={settings.emailAddress} />
            <FormControlLabel
              control={<Switch checked={form.emailEnabled} onChange={(_, on) => onChange({ emailEnabled: on })} />}
              label="E-mail alerts"
            />
          </Stack>

          <Stack spacing={1.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
              <ChannelTitle
                icon={<SendIcon color="primary" />}
                title="Telegram"
                detail={
                  !settings.telegram.available
                    ? 'Not offered on this server.'
                    : settings.telegram.linked
                      ? `Linked to a chat with @${settings.telegram.botUsername}.`
                      : 'Not linked yet.'
                }
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={form.telegramEnabled}
                    disabled={!settings.telegram.linked}
                    onChange={(_, on) => onChange({ telegramEnabled: on })}
                  />
                }
                label="Telegram alerts"
              />
            </Stack>
            {settings.telegram.available && <TelegramLink linked={settings.telegram.linked} />}
          </Stack>

          <Stack spacing={1.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
              <ChannelTitle
                icon={<LinkIcon color="primary" />}
                title="Webhook"
                detail="A signed JSON POST to your own address, for bots and trading tools."
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={form.webhookEnabled}
                    disabled={!webhookUrl.trim()}
                    onChange={(_, on) => onChange({ webhookEnabled: on })}
                  />
                }
                label="Webhook alerts"
              />
            </Stack>
            <TextField
              label="Webhook address"
              placeholder="https://example.com/hooks/signals"
              value={webhookUrl}
              onChange={(event) => onChange({ webhookUrl: event.target.value })}
              inputMode="url"
              fullWidth
              error={webhookProblem !== null}
              helperText={
                webhookProblem ??
                'Each request carries X-SignalDesk-Signature: t=<unix time>,v1=<HMAC-SHA256 of “t.body” with your secret>.'
              }
            />
            {settings.webhook.hasSecret ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Typography variant="body2" color="textSecondary" sx={{ flexGrow: 1 }}>
                  A signing secret exists. It was shown once; make a new one if you lost it.
                </Typography>
                <Button variant="outlined" onClick={onNewSecret} disabled={newSecretPending}>
                  New secret
                </Button>
              </Stack>
            ) : (
              webhookUrl.trim() && (
                <Alert severity="info">Save to get the signing secret for this address; it is shown once.</Alert>
              )
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
