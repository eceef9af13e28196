import { Alert, Box, Skeleton } from '@mui/material';
import { useTheme } from '@mui/material';
import type { UTCTimestamp } from 'lightweight-charts';
import { useMemo } from 'react';
import type { SignalPerformance } from '../../api/client';
import { useLightweightChart } from './useLightweightChart';
import { plural } from '#domain/plural';

const HEIGHT = 320;

/** Seconds, strictly rising: signals closed in the same second share one point (the last one). */
export function equitySeries(points: SignalPerformance['equity']): { time: UTCTimestamp; value: number }[] {
  const series: { time: UTCTimestamp; value: number }[] = [];
  for (const point of points) {
    const time = Math.floor(new Date(point.closedAt).getTime() / 1000) as UTCTimestamp;
    if (series.length && series[series.length - 1].time >= time) series[series.length - 1].value = point.equityR;
    else series.push({ time, value: point.equityR });
  }
  return series;
}

/** Cumulative R after each closed signal: green above the start, red below. */
export function EquityChart({ points, timeZone }: { points: SignalPerformance['equity']; timeZone: string }) {
  const theme = useTheme();
  const data = useMemo(() => equitySeries(points), [points]);
  const { container, loading, failed, drawn } = useLightweightChart(
    (charts, chart) => {
      const series = chart.addSeries(charts.BaselineSeries, {
        baseValue: { type: 'price', price: 0 },
        topLineColor: theme.palette.success.main,
        topFillColor1: `${theme.palette.success.main}55`,
        topFillColor2: `${theme.palette.success.main}08`,
        bottomLineColor: theme.palette.error.main,
        bottomFillColor1: `${theme.palette.error.main}08`,
        bottomFillColor2: `${theme.palette.error.main}55`,
        lineWidth: 2,
        priceFormat: { type: 'custom', formatter: (value: number) => `${value.toFixed(1)} R`, minMove: 0.01 },
      });
      series.setData(data);
    },
    [data],
    { timeZone, height: HEIGHT },
  );
  if (failed)
    return <Alert severity="error">The chart could not be loaded. The figures and tables below still hold.</Alert>;
  return (
    <Box sx={{ position: 'relative', height: HEIGHT }}>
      {loading && <Skeleton variant="rounded" height={HEIGHT} sx={{ position: 'absolute', inset: 0 }} />}
      <Box
        ref={container}
        role="figure"
        aria-label={`Equity curve in R over ${plural(points.length, 'closed signal')}`}
        data-testid="equity-chart"
        data-drawn={drawn ? 'true' : 'false'}
        data-points={data.length}
        sx={{ height: HEIGHT }}
      />
    </Box>
  );
}
