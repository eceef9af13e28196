import { Alert, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/endpoints';
import { TimeZoneSelect } from '../../features/time-zone/TimeZoneSelect';
import { useReaderTimeZone, useUserSettings } from '../../features/time-zone/useReaderTimeZone';
import { formatDateTimeWithZone } from '../../lib/dates';

/** The time zone every page shows times in, and the private calendar-feed address (turned off here). */
export function ReadingSettingsCard() {
  const settings = useUserSettings();
  const { timeZone } = useReaderTimeZone();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: api.user.revokeCalendarFeed,
    onSuccess: (saved) => queryClient.setQueryData(['user', 'settings'], saved),
  });
  const feed = settings.data?.calendarFeed;
  return (
    <Card>
      <CardHeader title="Time zone and calendar" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Typography variant="body2" color="textSecondary">
            Every time in the app is shown in this zone, on every device you sign in on.
          </Typography>
          <TimeZoneSelect fullWidth />
          {settings.error && <Alert severity="error">{settings.error.message}</Alert>}
          {revoke.error && <Alert severity="error">{revoke.error.message}</Alert>}
          {feed?.active ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
              <Typography sx={{ flexGrow: 1 }} data-testid="calendar-feed-status">
                Calendar feed on since {formatDateTimeWithZone(feed.createdAt!, { timeZone })}.
              </Typography>
              <Button color="error" variant="outlined" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
                Turn off the calendar address
              </Button>
            </Stack>
          ) : (
            <Typography variant="body2" color="textSecondary" data-testid="calendar-feed-status">
              No calendar feed. Make one with &quot;Add to calendar&quot; on the news panel in Signals.
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
