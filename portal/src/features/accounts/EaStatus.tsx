import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { formatMoney } from '#domain/position-size';
import type { MtTerminal } from '../../api/client';
import { eaConnection, formatAgo } from '../../lib/metatrader';
import { useReaderDates } from '../time-zone/useReaderDates';

const TICK_MS = 5000;

/** The time now, redrawn every few seconds: only the component that reads it draws again. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** "EA online 12 s ago · Broker · balance / equity", from the terminal's last heartbeat. */
export function EaStatus({ terminal }: { terminal: MtTerminal | null }) {
  const now = useNow(TICK_MS);
  const dates = useReaderDates();
  const connection = eaConnection(terminal, now);
  const text =
    connection.state === 'never'
      ? 'EA not connected yet'
      : connection.state === 'online'
        ? `EA online ${formatAgo(connection.secondsAgo)}`
        : `EA offline since ${dates.dateTime(connection.since)}`;
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
            bgcolor: connection.state === 'online' ? 'success.main' : 'text.disabled',
          }}
        />
        <Typography variant="body2" data-testid="ea-status">
          {text}
        </Typography>
      </Box>
      {terminal && (
        <Typography variant="body2" color="textSecondary" data-testid="ea-terminal">
          {terminal.broker} · balance {formatMoney(terminal.balance, terminal.currency)} · equity{' '}
          {formatMoney(terminal.equity, terminal.currency)}
        </Typography>
      )}
    </Box>
  );
}
