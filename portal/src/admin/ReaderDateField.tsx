import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { useReaderDates } from '../features/time-zone/useReaderDates';

/**
 * react-admin's DateField in the portal's one date family, in the reader's zone: a date alone,
 * or with `showTime` the moment with its zone named (an admin compares it with logs and e-mails).
 */
export function ReaderDateField({ source, emptyText, showTime = false }: FieldProps & { showTime?: boolean }) {
  const value: unknown = useFieldValue({ source });
  const dates = useReaderDates();
  const empty = value === null || value === undefined || value === '';
  if (empty && !emptyText) return null;
  const text = empty ? emptyText : showTime ? dates.dateTimeWithZone(value as string) : dates.date(value as string);
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}
