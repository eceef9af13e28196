import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Fragment } from 'react';
import type { NewsItem } from '../../api/client';
import { formatEventTime } from '../../lib/news';
import { CurrencyFlag } from './CurrencyFlag';
import { Figure, ImpactChip, Surprise } from './NewsValues';
import { NowMarker } from './NowMarker';

const COLUMNS = ['Date/Time', 'Country', 'Currency', 'Event', 'Previous', 'Forecast', 'Actual', 'Surprise', 'Impact'];

/** The large-screen list: one row per event, times in the reader's zone, "now" marked above the next release. */
export function NewsEventTable({
  events,
  timeZone,
  upcomingId,
}: {
  events: NewsItem[];
  timeZone: string;
  upcomingId: number | null;
}) {
  return (
    <Table size="small" stickyHeader aria-label="Market news events">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {events.map((event) => {
          const { date, time } = formatEventTime(event.publishedAt, timeZone);
          return (
            <Fragment key={event.id}>
              {event.id === upcomingId && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} sx={{ py: 0, borderBottom: 0 }}>
                    <NowMarker />
                  </TableCell>
                </TableRow>
              )}
              <TableRow hover data-next={event.id === upcomingId || undefined}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {date} {time}
                </TableCell>
                <TableCell>{event.country}</TableCell>
                <TableCell>
                  <CurrencyFlag currency={event.currency} />
                </TableCell>
                <TableCell sx={{ minWidth: 180 }}>{event.event}</TableCell>
                <TableCell>
                  <Figure value={event.previous} />
                </TableCell>
                <TableCell>
                  <Figure value={event.forecast} />
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }}>
                  <Figure value={event.actual} />
                </TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  <Surprise text={event.surprise} value={event.surpriseNumeric} />
                </TableCell>
                <TableCell>
                  <ImpactChip impact={event.impact} />
                </TableCell>
              </TableRow>
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
