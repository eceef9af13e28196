import { Box, Paper, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import type { NewsItem } from '../../api/client';
import { formatEventTime } from '../../lib/news';
import { CurrencyFlag } from './CurrencyFlag';
import { Figure, ImpactChip, Surprise } from './NewsValues';
import { NowMarker } from './NowMarker';

/** The small-screen list: one card per event, "now" marked above the next release. */
export function NewsEventCards({
  events,
  timeZone,
  upcomingId,
}: {
  events: NewsItem[];
  timeZone: string;
  upcomingId: number | null;
}) {
  return (
    <Stack component="ul" spacing={1} aria-label="Market news events" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((event) => {
        const { date, time } = formatEventTime(event.publishedAt, timeZone);
        return (
          <Fragment key={event.id}>
            {event.id === upcomingId && (
              <li>
                <NowMarker />
              </li>
            )}
            <Paper component="li" variant="outlined" sx={{ p: 1.5 }} data-next={event.id === upcomingId || undefined}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
                <Typography variant="caption" color="textSecondary">
                  {date} {time}
                </Typography>
                <ImpactChip impact={event.impact} />
              </Stack>
              <Typography variant="subtitle2" component="h3">
                {event.event}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="body2">
                  <CurrencyFlag currency={event.currency} />
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {event.country}
                </Typography>
              </Stack>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
                {(
                  [
                    ['Previous', event.previous],
                    ['Forecast', event.forecast],
                    ['Actual', event.actual],
                  ] as const
                ).map(([label, value]) => (
                  <Box key={label}>
                    <Typography variant="caption" color="textSecondary" component="div">
                      {label}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: label === 'Actual' ? 600 : 400 }}>
                      <Figure value={value} />
                    </Typography>
                  </Box>
                ))}
              </Box>
              {event.surprise && (
                <Box sx={{ mt: 1 }}>
                  <Surprise text={event.surprise} value={event.surpriseNumeric} />
                </Box>
              )}
            </Paper>
          </Fragment>
        );
      })}
    </Stack>
  );
}
