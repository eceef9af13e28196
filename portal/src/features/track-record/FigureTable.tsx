import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';

export interface FigureColumn {
  heading: string;
  /** Shown on a phone too; the others only from the small breakpoint up. */
  essential?: boolean;
}

export interface FigureRow {
  name: string;
  /** A second line under the name (where it was measured, what it means). */
  note?: string;
  cells: string[];
  strong?: boolean;
}

/**
 * A table of figures that fits a phone: the row names carry their notes on a second line, and
 * only the essential columns are drawn below the small breakpoint (no column hides off-screen).
 */
export function FigureTable({
  label,
  nameHeading = label,
  columns,
  rows,
}: {
  /** The table's accessible name. */
  label: string;
  /** The heading of the names' column; the label unless given. */
  nameHeading?: string;
  columns: FigureColumn[];
  rows: FigureRow[];
}) {
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'));
  const shown = columns.map((column, index) => ({ ...column, index })).filter((column) => wide || column.essential);
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={label}
        sx={{
          '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } },
          '& .MuiTableBody-root .MuiTableCell-alignRight': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
          '& .MuiTableCell-head': { lineHeight: 1.3 },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{nameHeading}</TableCell>
            {shown.map((column) => (
              <TableCell key={column.heading} align="right">
                {column.heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell component="th" scope="row" sx={{ fontWeight: row.strong ? 700 : undefined }}>
                {row.name}
                {row.note && (
                  <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                    {row.note}
                  </Typography>
                )}
              </TableCell>
              {shown.map((column) => (
                <TableCell key={column.heading} align="right" sx={{ fontWeight: row.strong ? 700 : undefined }}>
                  {row.cells[column.index]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
