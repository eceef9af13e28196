import { useMemo } from 'react';
import { formatDate, formatDateTime, formatDateTimeWithZone } from '../../lib/dates';
import { useReaderTimeZone } from './useReaderTimeZone';

export interface ReaderDates {
  timeZone: string;
  /** "Nov 22, 2026" in the reader's zone and locale. */
  date(value: string | Date): string;
  /** "Nov 22, 2026, 1:30 PM" in the reader's zone and locale. */
  dateTime(value: string | Date): string;
  /** The same with the zone named, for a time read on its own: "Nov 22, 2026, 1:30 PM GMT+1". */
  dateTimeWithZone(value: string | Date): string;
}

/** The portal's date formats bound to the zone the reader chose (else the browser's) and the browser's locale. */
export function useReaderDates(): ReaderDates {
  const { timeZone } = useReaderTimeZone();
  return useMemo(
    () => ({
      timeZone,
      date: (value) => formatDate(value, { timeZone }),
      dateTime: (value) => formatDateTime(value, { timeZone }),
      dateTimeWithZone: (value) => formatDateTimeWithZone(value, { timeZone }),
    }),
    [timeZone],
  );
}
