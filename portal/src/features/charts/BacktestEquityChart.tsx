import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material';
import type { UTCTimestamp } from 'lightweight-charts';
import { useMemo } from 'react';
import type { Schemas } from '../../api/contract';
import { formatR } from '../../lib/track-record';
import { useLightweightChart } from './useLightweightChart';

type EquityPoint = Schemas['BacktestEquityPointDto'];

const HEIGHT = 300;

/** Each month's point at the month's last second (UTC): the curve reads as "by the end of March". */
export function monthEnd(month: string): UTCTimestamp {
  const [year, index] = month.split('-').map(Number);
  return (Date.UTC(year, index, 1) / 1000 - 1) as UTCTimestamp;
}

/** "Dec 2020" for a month-end point. */
export function monthLabel(time: UTCTimestamp): string {
  return new Date(time * 1000).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** The back-test's cumulative net R month by month, between the two lines a coin at the same entries stays within 9 times in 10. */
export function BacktestEquityChart({ points }: { points: EquityPoint[] }) {
  const theme = useTheme();
  const lines = useMemo(
    () => ({
      engine: points.map((point) => ({ time: monthEnd(point.month), value: point.engineR })),
      coinLow: points.map((point) => ({ time: monthEnd(point.month), value: point.coinLow })),
      coinHigh: points.map((point) => ({ time: monthEnd(point.month), value: point.coinHigh })),
    }),
    [points],
  );
  const { container, loading, failed, drawn } = useLightweightChart(
    (charts, chart) => {
      const priceFormat = {
        type: 'custom',
        formatter: (value: number) => `${value.toFixed(1)} R`,
        minMove: 0.01,
      } as const;
      const band = {
        color: theme.palette.text.secondary,
        lineWidth: 1,
        lineStyle: charts.LineStyle.Dashed,
        priceFormat,
        lastValueVisible: false,
        priceLineVisible: false,
      } as const;
      chart.addSeries(charts.LineSeries, { ...band, title: 'coin 95th' }).setData(lines.coinHigh);
      chart.addSeries(charts.LineSeries, { ...band, title: 'coin 5th' }).setData(lines.coinLow);
      chart
        .addSeries(charts.LineSeries, { color: theme.palette.primary.main, lineWidth: 2, priceFormat, title: 'engine' })
        .setData(lines.engine);
      // Month ends, not moments: "Jan 2017" on the axis and under the crosshair, never a weekday.
      const monthName = (time: unknown) => monthLabel(time as UTCTimestamp);
      chart.applyOptions({
        localization: { timeFormatter: monthName },
        timeScale: { tickMarkFormatter: monthName },
      });
      chart.timeScale().fitContent();
    },
    [lines],
    { timeZone: 'UTC', height: HEIGHT },
  );
  const last = points[points.length - 1];
  if (failed)
    return <Alert severity="error">The chart could not be loaded. The figures and tables below still hold.</Alert>;
  return (
    <Stack spacing={1}>
      <Box sx={{ position: 'relative', height: HEIGHT }}>
        {loading && <Skeleton variant="rounded" height={HEIGHT} sx={{ position: 'absolute', inset: 0 }} />}
        <Box
          ref={container}
          role="figure"
          aria-label={`Back-test equity curve in R over ${last.trades} signals, with a coin's 5th to 95th percentile`}
          data-testid="backtest-equity-chart"
          data-drawn={drawn ? 'true' : 'false'}
          data-points={points.length}
          sx={{ height: HEIGHT }}
        />
      </Box>
      <Typography variant="body2" color="textSecondary" data-testid="backtest-equity-caption">
        Solid: the engine’s cumulative result after costs and financing, month by month. Dashed: the 5th and 95th
        percentile of a coin choosing the side at the same entries, with the same exits and costs. By {last.month},{' '}
        {last.trades.toLocaleString()} signals: the engine {formatR(last.engineR, 1)}; the coin between{' '}
        {formatR(last.coinLow, 1)} and {formatR(last.coinHigh, 1)} nine times in ten.
      </Typography>
    </Stack>
  );
}
