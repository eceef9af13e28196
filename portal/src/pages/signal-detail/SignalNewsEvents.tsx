import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { SignalDetail } from '../../api/client';
import { formatDateTime } from '../../lib/dates';

/** The releases for the signal's currencies around it: what the engine read. */
export function SignalNewsEvents({ events, timeZone }: { events: SignalDetail['newsEvents']; timeZone: string }) {
  if (!events.length)
    return (
      <Typography color="textSecondary">No high- or medium-impact releases for its currencies around it.</Typography>
    );
  return (
    <List dense disablePadding>
      {events.map((event) => (
        <ListItem key={`${event.currency}-${event.event}-${event.publishedAt}`} disableGutters divider>
          <ListItemText
            primary={`${event.currency} ${event.event}`}
            secondary={[
              formatDateTime(event.publishedAt, { timeZone }),
              `${event.impact} impact`,
              event.actual !== null ? `actual ${event.actual}` : null,
              event.forecast !== null ? `forecast ${event.forecast}` : null,
              event.surprise,
            ]
              .filter(Boolean)
              .join(' · ')}
            slotProps={{ primary: { sx: { fontWeight: event.impact === 'high' ? 700 : 400 } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
