import { Box, Paper, Typography } from '@mui/material';
import { formatPrice, formatRiskReward, pipsBetween } from '#domain/instruments';
import type { SignalDetail } from '../../api/client';
import { formatDateTime, formatCountdown } from '../../lib/dates';
import { formatPips, formatR } from '../../lib/track-record';

interface Level {
  label: string;
  value: string;
  colour?: string;
}

/** The numbers a trader acts on: levels, how far price is from each, and the time left. */
export function SignalLevels({
  signal,
  lastPrice,
  now,
  timeZone,
}: {
  signal: SignalDetail;
  lastPrice: number | null;
  now: number;
  timeZone: string;
}) {
  const price = (value: number) => formatPrice(signal.symbol, value);
  const open = signal.outcome === 'OPEN';
  const levels: Level[] = [
    { label: 'Entry', value: price(signal.entryPrice) },
    { label: 'Stop loss', value: `${price(signal.stopLoss)} (${signal.stopLossPips} pips)`, colour: 'error.main' },
    {
      label: 'Take profit',
      value: `${price(signal.takeProfit)} (${signal.takeProfitPips} pips)`,
      colour: 'success.main',
    },
    { label: 'Risk/reward', value: formatRiskReward(signal.riskReward) },
  ];
  if (open && lastPrice !== null) {
    levels.push(
      { label: 'Current price', value: price(lastPrice) },
      {
        label: 'To stop',
        value: `${pipsBetween(signal.symbol, lastPrice, signal.stopLoss)} pips`,
        colour: 'error.main',
      },
      {
        label: 'To target',
        value: `${pipsBetween(signal.symbol, lastPrice, signal.takeProfit)} pips`,
        colour: 'success.main',
      },
    );
  }
  if (open) {
    const left = Date.parse(signal.expiresAt) - now;
    levels.push({ label: 'Time left', value: left > 0 ? formatCountdown(left) : 'Expiring' });
  } else if (signal.settlementRule === 'tradable') {
    levels.push(
      { label: 'Filled at', value: signal.fillPrice === null ? '—' : price(signal.fillPrice) },
      { label: 'Exit', value: signal.exitPrice === null ? '—' : price(signal.exitPrice) },
      { label: 'Result after costs', value: `${formatPips(signal.resultPips)} pips · ${formatR(signal.resultR)}` },
      { label: 'Before costs', value: formatR(signal.resultRGross) },
      { label: 'Closed', value: signal.closedAt ? formatDateTime(signal.closedAt, { timeZone }) : '—' },
    );
  } else {
    levels.push(
      { label: 'Exit', value: signal.exitPrice === null ? '—' : price(signal.exitPrice) },
      {
        label: 'Result (first rule, before costs)',
        value: `${formatPips(signal.resultPips)} pips · ${formatR(signal.resultR)}`,
      },
      { label: 'Closed', value: signal.closedAt ? formatDateTime(signal.closedAt, { timeZone }) : '—' },
    );
  }
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}
    >
      {levels.map((level) => (
        <Paper key={level.label} variant="outlined" sx={{ p: 1.25, minWidth: 0 }} data-level={level.label}>
          <Typography component="dt" variant="caption" color="textSecondary">
            {level.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 700,
              color: level.colour,
              fontVariantNumeric: 'tabular-nums',
              overflowWrap: 'anywhere',
            }}
          >
            {level.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
