import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  List,
  ListItem,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { formatPrice } from '#domain/instruments';
import { formatLots } from '#domain/position-size';
import type { MtAccountTrade, MtAccountTrades } from '../../api/client';
import { api } from '../../api/endpoints';
import { formatProfit, formatSlippage } from '../../lib/metatrader';
import { formatR } from '../../lib/track-record';
import { useReaderDates, type ReaderDates } from '../time-zone/useReaderDates';
import { accountTradesKey } from './queries';

const STATUS_LABEL: Record<MtAccountTrade['status'], string> = {
  filled: 'Open',
  skipped: 'Skipped',
  closed: 'Closed',
};
const STATUS_COLOR: Record<MtAccountTrade['status'], 'info' | 'default'> = {
  filled: 'info',
  skipped: 'default',
  closed: 'default',
};

const price = (trade: MtAccountTrade, value: number | null) =>
  value === null ? '—' : formatPrice(trade.symbol, value);
const lots = (volume: number | null) => (volume === null ? '—' : formatLots(volume, 0.01));

/** What the EA did with each signal, and the account's record beside the published one. */
export function MtTradesSection({ accountId }: { accountId: number }) {
  const trades = useQuery({ queryKey: accountTradesKey(accountId), queryFn: () => api.accounts.trades(accountId) });
  if (trades.isPending)
    return (
      <Box aria-busy="true" aria-label="Loading the trades">
        <Skeleton variant="rounded" height={120} sx={{ mb: 1 }} />
        <Skeleton variant="rounded" height={56} />
      </Box>
    );
  if (trades.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void trades.refetch()}>
            Retry
          </Button>
        }
      >
        {trades.error.message}
      </Alert>
    );
  return (
    <Box>
      <RecordTable answer={trades.data} />
      {trades.data.trades.length === 0 ? (
        <Typography color="textSecondary" variant="body2" sx={{ mt: 2 }}>
          No trades yet. Once the Expert Advisor fills or skips a signal, it is listed here.
        </Typography>
      ) : (
        <TradeList answer={trades.data} />
      )}
    </Box>
  );
}

/** The account's closed trades against the public record of the same signals. */
function RecordTable({ answer }: { answer: MtAccountTrades }) {
  const { account, published } = answer.record;
  const rows: [string, string, string][] = [
    ['Closed', String(account.closed), String(published.closed)],
    ['Wins / losses', `${account.wins} / ${account.losses}`, `${published.wins} / ${published.losses}`],
    ['Total', formatR(account.totalR), formatR(published.totalR)],
    ['Average', formatR(account.averageR), formatR(published.averageR)],
    [
      'Average slippage',
      account.averageSlippagePips === null ? '—' : `${formatSlippage(account.averageSlippagePips)} pips`,
      '—',
    ],
    ['Profit', formatProfit(account.profit, answer.currency), '—'],
  ];
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label="Record of this account beside the published record"
        data-testid="trade-record"
        sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="td" />
            <TableCell align="right">This account</TableCell>
            <TableCell align="right">Published record</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([label, mine, theirs]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {mine}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {theirs}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
        Published record: the same signals as published, counted over those that closed on this account.
      </Typography>
    </TableContainer>
  );
}

/** The signal's symbol and side, linking to its page. */
function SignalLink({ trade }: { trade: MtAccountTrade }) {
  return (
    <Link
      component={RouterLink}
      to={`/app/signals/${trade.signalId}`}
      color="inherit"
      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {trade.symbol} {trade.side}
    </Link>
  );
}

function StatusChip({ trade }: { trade: MtAccountTrade }) {
  return <Chip size="small" variant="outlined" label={STATUS_LABEL[trade.status]} color={STATUS_COLOR[trade.status]} />;
}

/** A table from a tablet up; a list on a phone, where nothing scrolls sideways. */
function TradeList({ answer }: { answer: MtAccountTrades }) {
  const dates = useReaderDates();
  const currency = answer.currency;
  // Both are drawn and CSS shows one: the list is short (the latest 500 at most).
  return (
    <>
      <List
        disablePadding
        aria-label="Trades"
        sx={{ mt: 2, display: { xs: 'block', sm: 'none' } }}
        data-testid="trade-list"
      >
        {answer.trades.map((trade, index) => (
          <ListItem
            key={trade.signalId}
            divider={index < answer.trades.length - 1}
            disableGutters
            sx={{ display: 'block', py: 1.5 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <SignalLink trade={trade} />
              <StatusChip trade={trade} />
            </Box>
            <Typography variant="body2" color="textSecondary">
              Published {dates.dateTime(trade.publishedAt)}
            </Typography>
            <TradeFacts trade={trade} currency={currency} dates={dates} />
          </ListItem>
        ))}
      </List>
      <TableContainer sx={{ mt: 2, display: { xs: 'none', sm: 'block' } }}>
        <Table
          size="small"
          aria-label="Trades"
          data-testid="trade-table"
          sx={{ '& th, & td': { px: 1 }, '& th': { whiteSpace: 'nowrap' }, '& td': { verticalAlign: 'top' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Signal</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Fill</TableCell>
              <TableCell align="right">Close</TableCell>
              <TableCell align="right">R (published)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.trades.map((trade) => (
              <TableRow key={trade.signalId}>
                <TableCell>
                  <Typography variant="body2">
                    <SignalLink trade={trade} />
                  </Typography>
                  <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                    {dates.dateTime(trade.publishedAt)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <StatusChip trade={trade} />
                  {(trade.skipReason ?? trade.closeNote) && (
                    <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5, maxWidth: 200 }}>
                      {trade.skipReason ?? trade.closeNote}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {trade.fillPrice === null ? (
                    '—'
                  ) : (
                    <>
                      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                        {lots(trade.volume)} @ {price(trade, trade.fillPrice)}
                      </Typography>
                      <Typography
                        variant="caption"
                        color="textSecondary"
                        sx={{ display: 'block', whiteSpace: 'nowrap' }}
                      >
                        slippage {formatSlippage(trade.slippagePips)} pips
                      </Typography>
                    </>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {trade.closePrice === null ? (
                    '—'
                  ) : (
                    <>
                      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                        {price(trade, trade.closePrice)}
                      </Typography>
                      <Typography variant="caption" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                        {formatProfit(trade.profit, currency)}
                      </Typography>
                    </>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {trade.resultR === null && trade.publishedResultR === null ? (
                    '—'
                  ) : (
                    <>
                      <Typography variant="body2">{formatR(trade.resultR)}</Typography>
                      <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                        ({formatR(trade.publishedResultR)})
                      </Typography>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** A trade's figures as label–value pairs, wrapping on a narrow screen. */
function TradeFacts({ trade, currency, dates }: { trade: MtAccountTrade; currency: string; dates: ReaderDates }) {
  const facts: [string, string][] =
    trade.status === 'skipped'
      ? [['Reason', trade.skipReason ?? '—']]
      : [
          ['Fill', `${lots(trade.volume)} lots @ ${price(trade, trade.fillPrice)}`],
          ['Slippage', `${formatSlippage(trade.slippagePips)} pips`],
          ...(trade.status === 'closed'
            ? ([
                [
                  'Close',
                  `${price(trade, trade.closePrice)}${trade.closedAt ? `, ${dates.dateTime(trade.closedAt)}` : ''}`,
                ],
                ['Profit', formatProfit(trade.profit, currency)],
                ['R', `${formatR(trade.resultR)} (published ${formatR(trade.publishedResultR)})`],
                ...(trade.closeNote ? [['Why', trade.closeNote]] : []),
              ] as [string, string][])
            : []),
        ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 1 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
