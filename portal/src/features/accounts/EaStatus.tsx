import { Box, Typography } from '@mui/material';
import { eaOnline, notTradingText, sinceText } from '#domain/ea-status';
import { formatMoney } from '#domain/position-size';
import type { MtTerminal } from '../../api/client';
import { useReaderDates } from '../time-zone/useReaderDates';
import { useNow } from '../time-zone/useNow';

const TICK_MS = 5000;

/**
 * The EA's state from its terminal's last heartbeat ("EA online 12 s ago", offline since a time, or
 * not connected yet), why an online EA trades nothing ("Not trading: netting account: not
 * supported"), and the broker, balance and equity the terminal reported.
 */
export function EaStatus({ terminal }: { terminal: MtTerminal | null }) {
  const now = useNow(TICK_MS);
  const dates = useReaderDates();
  const online = eaOnline(terminal?.lastSeenAt, now);
  const text = !terminal
    ? 'EA not connected yet'
    : online
      ? `EA online ${sinceText(terminal.lastSeenAt, now)}`
      : `EA offline since ${dates.dateTime(terminal.lastSeenAt)}`;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Box
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: online ? 'success.main' : 'text.disabled',
          }}
        />
        <Typography variant="body2" data-testid="ea-status">
          {text}
        </Typography>
      </Box>
      {online && terminal?.notTrading && (
        <Typography variant="body2" color="warning" sx={{ fontWeight: 600 }} data-testid="ea-not-trading">
          {notTradingText(terminal.notTrading)}
        </Typography>
      )}
      {terminal && (
        <Typography variant="body2" color="textSecondary" data-testid="ea-terminal">
          {terminal.broker} · balance {formatMoney(terminal.balance, terminal.currency)} · equity{' '}
          {formatMoney(terminal.equity, terminal.currency)}
        </Typography>
      )}
    </Box>
  );
}
