import {
  alpha,
  Box,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatPrice, formatRiskReward } from '#domain/instruments';
import { formatMonthDay, formatTime } from '../../lib/dates';
import type { SignalView } from '../../lib/signals';
import { useReaderTimeZone } from '../time-zone/useReaderTimeZone';
import { NewsInfluenceBadge } from './NewsInfluenceBadge';
import { ConfidenceText } from './ConfidenceText';
import { PositionSizeButton } from './PositionSizeButton';
import { SendSignalButton } from './SendSignalButton';

const COLUMNS = [
  'Symbol',
  'Type',
  'Confidence',
  'Entry',
  'Stop Loss',
  'Take Profit',
  'SL Pips',
  'TP Pips',
  'Risk/Reward',
  'Time',
  'Actions',
];

/** Large screens: every column of the spec; high-confidence rows tinted green (BUY) or red (SELL). */
export function SignalTable({ signals }: { signals: SignalView[] }) {
  const { timeZone } = useReaderTimeZone();
  return (
    // A scrolling region is reached by keyboard too (axe: scrollable-region-focusable).
    <TableContainer sx={{ maxHeight: 560 }} tabIndex={0} role="region" aria-label="Signals table">
      <Table stickyHeader size="small" aria-label="AI signals">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'Symbol' || column === 'Type' ? 'left' : 'right'}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'background.paper' }}
              >
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {signals.map((signal) => {
            const high = signal.highlighted;
            const tone = signal.type === 'BUY' ? 'success' : 'error';
            return (
              <TableRow
                key={signal.id}
                hover
                sx={(theme) =>
                  high
                    ? {
                        bgcolor: alpha(theme.palette[tone].main, 0.1),
                        '& > td:first-of-type': { boxShadow: `inset 3px 0 0 ${theme.palette[tone].main}` },
                      }
                    : {}
                }
              >
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={`/app/signals/${signal.id}`}
                    sx={{ fontWeight: 700 }}
                    aria-label={`${signal.symbol} ${signal.type}: chart and reasoning`}
                  >
                    {signal.symbol}
                  </Link>
                  {signal.newsInfluence && (
                    <Box sx={{ mt: 0.5 }}>
                      <NewsInfluenceBadge text={signal.newsInfluence} releaseAt={signal.newsReleaseAt} />
                    </Box>
                  )}
                </TableCell>
                <TableCell>
                  <Chip label={signal.type} size="small" color={tone} variant={high ? 'filled' : 'outlined'} />
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                    {high && <Chip label="High" size="small" color={tone} />}
                    <ConfidenceText signal={signal} />
                  </Stack>
                </TableCell>
                <Price>{formatPrice(signal.symbol, signal.price)}</Price>
                <Price>{formatPrice(signal.symbol, signal.stopLoss)}</Price>
                <Price>{formatPrice(signal.symbol, signal.takeProfit)}</Price>
                <Price>{signal.stopLossPips}</Price>
                <Price>{signal.takeProfitPips}</Price>
                <Price>{formatRiskReward(signal.riskReward)}</Price>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                  {/* Day and time without the year: the column fits a 1366 px window beside the actions. */}
                  {formatMonthDay(signal.timestamp, { timeZone })}, {formatTime(signal.timestamp, { timeZone })}
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                    <PositionSizeButton signal={signal} iconOnly />
                    <SendSignalButton signal={signal} label="Send" />
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Price({ children }: { children: React.ReactNode }) {
  return (
    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {children}
    </TableCell>
  );
}
