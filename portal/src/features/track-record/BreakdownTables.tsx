import { Box, Tab, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tabs } from '@mui/material';
import { useState } from 'react';
import type { SignalPerformance, TrackFigures } from '../../api/client';
import { formatMonth, formatProfitFactor, formatR, formatWinRate } from '../../lib/track-record';

type Breakdown = 'category' | 'symbol' | 'month';

function rowsOf(performance: SignalPerformance, by: Breakdown): { name: string; figures: TrackFigures }[] {
  if (by === 'category') return performance.byCategory.map((row) => ({ name: row.category, figures: row }));
  if (by === 'symbol') return performance.bySymbol.map((row) => ({ name: row.symbol, figures: row }));
  return [...performance.byMonth].reverse().map((row) => ({ name: formatMonth(row.month), figures: row }));
}

const HEADINGS: Record<Breakdown, string> = { category: 'Category', symbol: 'Symbol', month: 'Month (UTC)' };

/** The figures by category, by symbol and by month, one tab each. */
export function BreakdownTables({ performance }: { performance: SignalPerformance }) {
  const [by, setBy] = useState<Breakdown>('category');
  const rows = rowsOf(performance, by);
  return (
    <Box>
      <Tabs value={by} onChange={(_, value: Breakdown) => setBy(value)} aria-label="Break the figures down by">
        <Tab value="category" label="By category" />
        <Tab value="symbol" label="By symbol" />
        <Tab value="month" label="By month" />
      </Tabs>
      {/* It scrolls: a keyboard reaches it, and a screen reader hears what the region holds. */}
      <TableContainer sx={{ maxHeight: 420 }} tabIndex={0} role="region" aria-label={`Figures by ${by}, scrollable`}>
        <Table size="small" stickyHeader aria-label={`Figures by ${by}`}>
          <TableHead>
            <TableRow>
              <TableCell>{HEADINGS[by]}</TableCell>
              <TableCell align="right">Signals</TableCell>
              <TableCell align="right">Win rate</TableCell>
              <TableCell align="right">Average R</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                Total R
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                Profit factor
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                Max drawdown
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ name, figures }) => (
              <TableRow key={name} data-breakdown-row={name}>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <TableCell align="right">{figures.trades}</TableCell>
                <TableCell align="right" data-column="win-rate">
                  {formatWinRate(figures.winRate)}
                </TableCell>
                <TableCell align="right">{formatR(figures.averageR)}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {formatR(figures.totalR, 1)}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {formatProfitFactor(figures.profitFactor)}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {formatR(figures.maxDrawdownR ? -figures.maxDrawdownR : 0, 1)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
