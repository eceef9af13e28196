import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useIsPhone } from './useIsPhone';

export interface DetailColumn<Row> {
  label: string;
  render(row: Row): ReactNode;
  align?: 'left' | 'right';
}

/**
 * A small read-only table on a record's page: a table where there is room, and on a phone each
 * row as a short list of "label: value" lines, so nothing runs off the side of the screen.
 */
export function DetailTable<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  /** Names the table for screen readers. */
  label: string;
  columns: DetailColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): string | number;
}) {
  const isPhone = useIsPhone();
  if (isPhone)
    return (
      <Stack
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        divider={<Box component="li" aria-hidden sx={{ borderTop: 1, borderColor: 'divider' }} />}
      >
        {rows.map((row) => (
          <Box component="li" key={rowKey(row)} sx={{ py: 1 }}>
            {columns.map((column) => (
              <Typography key={column.label} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {column.label}:
                </Box>{' '}
                {column.render(row)}
              </Typography>
            ))}
          </Box>
        ))}
      </Stack>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align} sx={{ whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
