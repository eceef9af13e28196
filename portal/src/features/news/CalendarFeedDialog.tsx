import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventIcon from '@mui/icons-material/Event';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/endpoints';

/** The feed address for the chosen filters; the secret in it is shown this once. */
export function calendarFeedUrl(origin: string, token: string, impacts: string[], currencies: string[]): string {
  const query = new URLSearchParams({ token });
  if (impacts.length) query.set('impact', impacts.join(','));
  if (currencies.length) query.set('currency', currencies.join(','));
  return `${origin}/api/news/calendar.ics?${query}`;
}

/** Makes a private feed address of the filtered calendar for a phone or desktop calendar to subscribe to. */
export function CalendarFeedButton({ impacts, currencies }: { impacts: string[]; currencies: string[] }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: api.user.createCalendarFeed,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['user', 'settings'] }),
  });
  const url = create.data ? calendarFeedUrl(window.location.origin, create.data.token, impacts, currencies) : '';
  const start = () => {
    setOpen(true);
    setCopied(false);
    create.mutate();
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<EventIcon />}
        onClick={start}
        disabled={create.isPending}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Add to calendar
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Subscribe in your calendar</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Add this address to your phone or desktop calendar (&quot;subscribe to calendar&quot; or &quot;from
            URL&quot;). It follows the filters chosen now, refreshes hourly, and rings 15 minutes before each high- and
            medium-impact release. Keep it private; making a new one, or turning it off in your profile, stops the old
            one.
          </DialogContentText>
          {create.error && <Alert severity="error">{create.error.message}</Alert>}
          {url && (
            <TextField
              fullWidth
              label="Calendar address"
              value={url}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'calendar-feed-url' } }}
              onFocus={(event) => event.target.select()}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            disabled={!url}
            startIcon={<ContentCopyIcon />}
            onClick={() =>
              void navigator.clipboard.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? 'Copied' : 'Copy address'}
          </Button>
          <Button disabled={!url} href={url.replace(/^https?:/, 'webcal:')}>
            Open in calendar app
          </Button>
          <Button onClick={() => setOpen(false)} variant="contained">
            Done
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
