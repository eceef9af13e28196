import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/endpoints';
import { alertKeys } from './queries';

/**
 * Linking a chat: a one-time link opens the bot in Telegram; the trader presses Start and this
 * waits (asking every few seconds) until the server says the chat is linked.
 */
export function TelegramLink({ linked }: { linked: boolean }) {
  const queryClient = useQueryClient();
  const link = useMutation({ mutationFn: api.alerts.linkTelegram });
  const unlink = useMutation({
    mutationFn: api.alerts.unlinkTelegram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.settings }),
  });
  const waiting = link.isSuccess && !linked;

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: alertKeys.settings }), 3000);
    return () => clearInterval(timer);
  }, [waiting, queryClient]);

  if (linked)
    return (
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button color="error" onClick={() => unlink.mutate()} disabled={unlink.isPending}>
          Unlink Telegram
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={1}>
      {link.error && <Alert severity="error">{link.error.message}</Alert>}
      {waiting ? (
        <Alert severity="info" data-testid="telegram-waiting">
          <Typography variant="body2">
            Open{' '}
            <Link href={link.data.url} target="_blank" rel="noopener">
              this link
            </Link>{' '}
            in Telegram and press Start. Waiting for you… (the link works for 15 minutes)
          </Typography>
        </Alert>
      ) : (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={() => link.mutate()} disabled={link.isPending}>
            Link Telegram
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
