import AlarmIcon from '@mui/icons-material/Alarm';
import { Chip } from '@mui/material';
import type { NewsItem } from '../../api/client';
import { formatCountdown, formatDay, formatTime } from '../../lib/dates';

/** "Next high-impact: USD CPI m/m · Mon, Nov 23, 1:30 PM · in 2 h 05 min", counting down. */
export function NextReleaseChip({ event, now, timeZone }: { event: NewsItem | null; now: number; timeZone: string }) {
  if (!event) return null;
  const when = `${formatDay(event.publishedAt, { timeZone })}, ${formatTime(event.publishedAt, { timeZone })}`;
  return (
    <Chip
      icon={<AlarmIcon />}
      color="error"
      variant="outlined"
      data-testid="next-release"
      label={`Next high-impact: ${event.currency} ${event.event} · ${when} · in ${formatCountdown(Date.parse(event.publishedAt) - now)}`}
      sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
    />
  );
}
