import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Alert,
  Box,
  Button,
  Chip,
  Collapse,
  IconButton,
  Link,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatPrice } from '#domain/instruments';
import { type ClosedSignal, type SignalHistoryFilter } from '../../api/client';
import { api } from '../../api/endpoints';
import { formatDateTime } from '../../lib/dates';
import { formatPips, formatR, OUTCOME_LABEL, outcomeColor } from '../../lib/track-record';
import { ClosedSignalsFilters } from './ClosedSignalsFilters';

interface ClosedSignalsListProps {
  timeZone: string;
  /** Filters the reader cannot change (the History tab's last 30 days). */
  fixed?: SignalHistoryFilter;
  showDateFilters?: boolean;
  /** Where a signal's symbol links to (the subscriber's detail page); plain text when absent. */
  detailPath?: (id: number) => string;
}

const price = (signal: ClosedSignal, value: number | null) =>
  value === null ? '—' : formatPrice(signal.symbol, value);
/** Closed under the first rule (entry at the close, before costs): listed, never counted. */
const legacy = (signal: ClosedSignal) => signal.settlementRule === 'published-close';
/** The result, marked where it was settled under the first rule or corrected since. */
const resultOf = (signal: ClosedSignal) =>
  `${formatR(signal.resultR)}${legacy(signal) ? '*' : ''}${signal.corrections.length ? '†' : ''}`;

/** The signal's reveal in the transparency log: its entry, as the public API serves it. */
function LogEntryLink({ signal }: { signal: ClosedSignal }) {
  return (
    <Link
      href={`/api/ledger/entries?start=${signal.revealIndex}&end=${signal.revealIndex + 1}`}
      target="_blank"
      rel="noopener"
      data-reveal-index={signal.revealIndex}
      aria-label={`Log entry ${signal.revealIndex}, the reveal of ${signal.symbol} ${signal.signalType}`}
      sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
    >
      #{signal.revealIndex}
    </Link>
  );
}

/** Where the signal stands in the log, and every correction of it with its reason. */
function LogStanding({ signal }: { signal: ClosedSignal }) {
  return (
    <>
      <Typography variant="body2" color="textSecondary">
        Revealed in log entry <LogEntryLink signal={signal} />
        {signal.committed
          ? ', matching the commitment the log took at publication.'
          : ', published in the clear in the chain that came before commitments.'}
      </Typography>
      {signal.corrections.map((reason) => (
        <Typography key={reason} variant="body2" color="warning">
          Corrected: {reason}
        </Typography>
      ))}
    </>
  );
}

/** Closed signals with every number a figure is computed from: filtered, paged, reasoning one tap away. */
export function ClosedSignalsList({ timeZone, fixed, showDateFilters = true, detailPath }: ClosedSignalsListProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [filter, setFilter] = useState<SignalHistoryFilter>({});
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [open, setOpen] = useState<number | null>(null);
  const query = useDeferredValue({ ...filter, ...fixed, page: page + 1, pageSize });
  const history = useQuery({
    queryKey: ['signals', 'history', query],
    queryFn: ({ signal }) => api.signals.history(query, signal),
    placeholderData: keepPreviousData,
  });
  const zone = { timeZone };
  const toggle = (id: number) => setOpen((current) => (current === id ? null : id));
  const symbol = (signal: ClosedSignal) =>
    detailPath ? (
      <Link component={RouterLink} to={detailPath(signal.id)} sx={{ fontWeight: 700 }}>
        {signal.symbol}
      </Link>
    ) : (
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {signal.symbol}
      </Typography>
    );
  const details = (signal: ClosedSignal) => (
    <Stack spacing={0.5} sx={{ py: 1 }}>
      <Typography variant="body2" color="textSecondary">
        Opened {formatDateTime(signal.createdAt, zone)} · closed {formatDateTime(signal.closedAt, zone)} ·{' '}
        {legacy(signal)
          ? `confidence ${signal.confidence}% (before confidence was measured)`
          : `${signal.confidence}% of signals like it ended in profit after costs`}{' '}
        · risk/reward 1:{signal.riskReward.toFixed(2)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {signal.outcome === 'VOID'
          ? 'Void: no price a reader could act on came between its publication and its expiry. Counted apart from wins and losses.'
          : legacy(signal)
            ? 'Settled under the first rule: entered at the close it was computed on, before costs. Listed, not counted in the figures.'
            : `Filled at ${price(signal, signal.fillPrice)}, the first price after publication · ${formatPips(signal.resultPips)} pips · ${formatR(signal.resultRGross)} before costs, ${formatR(signal.resultR)} after` +
              (signal.delayedResultR === null
                ? ''
                : ` · ${formatR(signal.delayedResultR)} for a reader who saw it later`)}
      </Typography>
      <Typography variant="body2">{signal.reasoning ?? 'No reasoning was recorded.'}</Typography>
      {signal.newsInfluence && (
        <Typography variant="body2" color="warning">
          {signal.newsInfluence}
        </Typography>
      )}
      <LogStanding signal={signal} />
    </Stack>
  );
  const outcome = (signal: ClosedSignal) => (
    <Chip size="small" label={OUTCOME_LABEL[signal.outcome]} color={outcomeColor(signal.outcome)} variant="outlined" />
  );

  return (
    <Stack spacing={2}>
      <ClosedSignalsFilters
        filter={filter}
        showDates={showDateFilters}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      {history.error && <Alert severity="error">{history.error.message}</Alert>}
      {history.isPending && <Skeleton variant="rounded" height={240} />}
      {history.data && history.data.total === 0 && (
        <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
          No closed signals match these filters.
        </Typography>
      )}
      {history.data && history.data.total > 0 && phone && (
        <Stack spacing={1.5} data-testid="closed-signals" aria-busy={history.isFetching}>
          {history.data.items.map((signal) => (
            <Paper
              key={signal.id}
              variant="outlined"
              sx={{ p: 1.5 }}
              data-signal-id={signal.id}
              data-outcome={signal.outcome}
              data-r={signal.resultR}
              data-rule={signal.settlementRule}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {symbol(signal)}
                <Typography variant="body2" color={signal.signalType === 'BUY' ? 'success.main' : 'error.main'}>
                  {signal.signalType}
                </Typography>
                <Box sx={{ flexGrow: 1 }} />
                {outcome(signal)}
                <Typography sx={{ fontWeight: 700, minWidth: 72, textAlign: 'right' }}>{resultOf(signal)}</Typography>
              </Stack>
              <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                Entry {price(signal, signal.entryPrice)} · filled {price(signal, signal.fillPrice)} · SL{' '}
                {price(signal, signal.stopLoss)} · TP {price(signal, signal.takeProfit)} · exit{' '}
                {price(signal, signal.exitPrice)} · {formatPips(signal.resultPips)} pips
              </Typography>
              <Typography variant="body2" color="textSecondary">
                Log entry <LogEntryLink signal={signal} />
              </Typography>
              <Button
                size="small"
                onClick={() => toggle(signal.id)}
                aria-expanded={open === signal.id}
                endIcon={open === signal.id ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                sx={{ mt: 0.5, px: 0 }}
              >
                {formatDateTime(signal.closedAt, zone)} · Reasoning
              </Button>
              <Collapse in={open === signal.id} unmountOnExit>
                {details(signal)}
              </Collapse>
            </Paper>
          ))}
        </Stack>
      )}
      {history.data && history.data.total > 0 && !phone && (
        <TableContainer data-testid="closed-signals" aria-busy={history.isFetching}>
          <Table size="small" aria-label="Closed signals">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>Closed</TableCell>
                <TableCell>Symbol</TableCell>
                <TableCell>Type</TableCell>
                <TableCell align="right">Entry</TableCell>
                <TableCell align="right">Filled</TableCell>
                <TableCell align="right">Stop</TableCell>
                <TableCell align="right">Target</TableCell>
                <TableCell align="right">Exit</TableCell>
                <TableCell>Outcome</TableCell>
                <TableCell align="right">R</TableCell>
                <TableCell>Log</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.items.map((signal) => (
                <Fragment key={signal.id}>
                  <TableRow
                    hover
                    data-signal-id={signal.id}
                    data-outcome={signal.outcome}
                    data-r={signal.resultR}
                    data-rule={signal.settlementRule}
                    sx={{ '& > td': { borderBottom: open === signal.id ? 'none' : undefined } }}
                  >
                    <TableCell padding="checkbox">
                      <IconButton
                        size="small"
                        aria-label={`${open === signal.id ? 'Hide' : 'Show'} the reasoning of ${signal.symbol} ${signal.signalType}`}
                        aria-expanded={open === signal.id}
                        onClick={() => toggle(signal.id)}
                      >
                        {open === signal.id ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                      </IconButton>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(signal.closedAt, zone)}</TableCell>
                    <TableCell>{symbol(signal)}</TableCell>
                    <TableCell
                      sx={{ color: signal.signalType === 'BUY' ? 'success.main' : 'error.main', fontWeight: 600 }}
                    >
                      {signal.signalType}
                    </TableCell>
                    <TableCell align="right">{price(signal, signal.entryPrice)}</TableCell>
                    <TableCell align="right">{price(signal, signal.fillPrice)}</TableCell>
                    <TableCell align="right">{price(signal, signal.stopLoss)}</TableCell>
                    <TableCell align="right">{price(signal, signal.takeProfit)}</TableCell>
                    <TableCell align="right">{price(signal, signal.exitPrice)}</TableCell>
                    <TableCell>{outcome(signal)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {resultOf(signal)}
                    </TableCell>
                    <TableCell>
                      <LogEntryLink signal={signal} />
                    </TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell colSpan={12} sx={{ py: 0, borderBottom: open === signal.id ? undefined : 'none' }}>
                      <Collapse in={open === signal.id} unmountOnExit>
                        {details(signal)}
                      </Collapse>
                    </TableCell>
                  </TableRow>
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {history.data?.items.some(legacy) && (
        <Typography variant="caption" color="textSecondary">
          * Settled under the first rule (entered at the close the signal was computed on, before costs): listed, not
          counted in the figures.
        </Typography>
      )}
      {history.data?.items.some((signal) => signal.corrections.length > 0) && (
        <Typography variant="caption" color="textSecondary">
          † Its settlement was corrected by a later log entry, with the reason shown under its reasoning.
        </Typography>
      )}
      {history.data && history.data.total > 0 && (
        <TablePagination
          component="div"
          count={history.data.total}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={phone ? 'Rows' : 'Rows per page'}
        />
      )}
    </Stack>
  );
}
