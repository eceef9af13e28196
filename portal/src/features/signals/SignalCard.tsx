import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CandlestickChartIcon from '@mui/icons-material/CandlestickChart';
import { alpha, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatPrice, formatRiskReward } from '#domain/instruments';
import { formatDateTime } from '../../lib/dates';
import type { SignalView } from '../../lib/signals';
import { useReaderTimeZone } from '../time-zone/useReaderTimeZone';
import { NewsInfluenceBadge } from './NewsInfluenceBadge';
import { ConfidenceText } from './ConfidenceText';
import { PositionSizeButton } from './PositionSizeButton';
import { SendSignalButton } from './SendSignalButton';

/** Small screens: one card per signal, its three prices in boxes and a full-width 'Send Signal'. */
export function SignalCard({ signal }: { signal: SignalView }) {
  const { timeZone } = useReaderTimeZone();
  const high = signal.highlighted;
  const tone = signal.type === 'BUY' ? 'success' : 'error';
  const boxes = [
    { label: 'Entry Price', value: signal.price, colour: 'text.primary' },
    { label: 'Stop Loss', value: signal.stopLoss, colour: 'error.main' },
    { label: 'Take Profit', value: signal.takeProfit, colour: 'success.main' },
  ];
  return (
    <Card
      component="article"
      aria-label={`${signal.symbol} ${signal.type}`}
      sx={(theme) => ({
        borderColor: high ? theme.palette[tone].main : undefined,
        bgcolor: high ? alpha(theme.palette[tone].main, 0.08) : undefined,
      })}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" component="h3" sx={{ mr: 0.5 }}>
            {signal.symbol}
          </Typography>
          <Chip label={signal.type} size="small" color={tone} />
          {high && <Chip label="High Confidence" size="small" color={tone} variant="outlined" />}
          <Box sx={{ flexGrow: 1 }} />
          <ConfidenceText signal={signal} />
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mb: 1.5 }}>
          {boxes.map((box) => (
            <Box key={box.label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, minWidth: 0 }}>
              <Typography variant="caption" color="textSecondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                {box.label}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  fontWeight: 700,
                  color: box.colour,
                  fontVariantNumeric: 'tabular-nums',
                  overflowWrap: 'anywhere',
                }}
              >
                {formatPrice(signal.symbol, box.value)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <AccessTimeIcon fontSize="small" sx={{ color: 'text.secondary' }} />
          <Typography variant="body2" color="textSecondary" sx={{ flexGrow: 1 }}>
            {formatDateTime(signal.timestamp, { timeZone })}
          </Typography>
          <Chip label={`R/R ${formatRiskReward(signal.riskReward)}`} size="small" variant="outlined" />
        </Stack>
        {signal.newsInfluence && (
          <Box sx={{ mb: 1.5 }}>
            <NewsInfluenceBadge text={signal.newsInfluence} releaseAt={signal.newsReleaseAt} full />
          </Box>
        )}
        {/* Side by side from the small breakpoint; on a phone 'Send Signal' goes below, where its label would not fit. */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Stack direction="row" spacing={1} sx={{ flex: 1 }}>
            <Button
              component={RouterLink}
              to={`/app/signals/${signal.id}`}
              variant="outlined"
              startIcon={<CandlestickChartIcon />}
              sx={{ flex: 1, whiteSpace: 'nowrap' }}
            >
              Chart &amp; reasoning
            </Button>
            <PositionSizeButton signal={signal} />
          </Stack>
          <Box sx={{ flex: 1 }}>
            <SendSignalButton signal={signal} label="Send Signal" fullWidth />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
